import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLink } from '@/components/brand';
import { Button } from '@/components/ui/button';

/**
 * The day the privacy policy or the terms last changed: one date for both, set with the change
 * (legal-pages.test.ts fails when their text changes and this date does not).
 */
export const POLICIES_LAST_UPDATED = '2026-12-07';

const lastUpdatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'December 7, 2026'. */
export const policiesLastUpdatedText = lastUpdatedFormat.format(new Date(`${POLICIES_LAST_UPDATED}T00:00:00Z`));

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <BrandLink />
          <Button asChild variant="ghost" size="sm">
            <Link href="/">
              <ArrowLeft aria-hidden="true" /> Back
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <article className="space-y-6 leading-relaxed [&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-muted-foreground [&_ul]:space-y-1 [&_ul]:text-muted-foreground">
          <header className="space-y-2">
            <h1 className="font-display text-3xl font-bold">{title}</h1>
            <p className="text-sm text-muted-foreground">Last updated: {policiesLastUpdatedText}</p>
          </header>
          {children}
        </article>
      </main>
    </div>
  );
}
