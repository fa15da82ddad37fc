import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';

/** Any path the app has no page for, in the page's language (its messages: the titles area). */
export default function NotFoundRoute() {
  const t = useT();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <Compass className="size-12 text-primary" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold">{t('notFound.heading')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild>
        <Link href="/">{t('notFound.start')}</Link>
      </Button>
    </main>
  );
}
