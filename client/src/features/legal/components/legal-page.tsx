import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLink } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { useLanguage, useT, type MessageId } from '@/i18n/i18n';
import { intlLocales } from '@shared/i18n/languages';

/**
 * The day the privacy policy or the terms last changed: one date for both, set with the change
 * (legal-pages.test.ts fails when their text changes and this date does not).
 */
export const POLICIES_LAST_UPDATED = '2026-12-07';

/**
 * A policy page. The policies stay in English (issue 48 point 2): in another language the page
 * opens with a summary in that language (`summary`, from the legal area) saying the English text
 * governs. The summary sits in the article's header, apart from the policy's own text.
 */
export function LegalPage({ title, summary, children }: { title: string; summary: MessageId; children: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${POLICIES_LAST_UPDATED}T00:00:00Z`),
  );
  const translated = language !== 'en';
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <BrandLink />
          <Button asChild variant="ghost" size="sm">
            <Link href="/">
              <ArrowLeft aria-hidden="true" /> {t('legal.back')}
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <article
          lang={translated ? 'en' : undefined}
          className="space-y-6 leading-relaxed [&_h2]:mt-8 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-muted-foreground [&_ul]:space-y-1 [&_ul]:text-muted-foreground"
        >
          <header className="space-y-2">
            <h1 className="font-display text-3xl font-bold">{title}</h1>
            <p lang={language} className="text-sm text-muted-foreground">
              {t('legal.lastUpdated', { date })}
            </p>
            {translated ? (
              <section
                lang={language}
                aria-labelledby="legal-summary"
                className="space-y-2 rounded-lg border bg-card p-4 text-sm"
                data-testid="legal-summary"
              >
                <h2 id="legal-summary" className="!mt-0 !text-base">
                  {t('legal.summaryTitle')}
                </h2>
                <p>{t(summary)}</p>
                <p className="font-medium !text-foreground">{t('legal.englishGoverns')}</p>
              </section>
            ) : null}
          </header>
          {children}
        </article>
      </main>
    </div>
  );
}
