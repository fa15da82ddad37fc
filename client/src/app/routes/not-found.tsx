import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

export default function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <Compass className="size-12 text-primary" aria-hidden="true" />
      <h1 className="font-display text-3xl font-bold">Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        Even the caravans of Babylon sometimes took a wrong turn. The page you are looking for does not exist.
      </p>
      <Button asChild>
        <Link href="/">Go to the start</Link>
      </Button>
    </main>
  );
}
