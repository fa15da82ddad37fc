import { Users } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths, SUPPORT_EMAIL, supportHref } from '@/config/paths';

/** Every plan comes with the community: the trusted directory and a way to ask us. */
export function CommunityCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" /> Learn together
        </CardTitle>
        <CardDescription>On every plan, free or Scholar.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        <p>
          Arkad&apos;s{' '}
          <Link href={paths.home('community')} className="text-primary underline">
            trusted communities directory
          </Link>{' '}
          lists forums where beginners can ask questions, and guides, books, documentation, news, podcasts and videos to
          learn from.
        </p>
        <p>
          Questions about your plan or billing? Write to{' '}
          <a href={supportHref} className="text-primary underline">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </CardContent>
    </Card>
  );
}
