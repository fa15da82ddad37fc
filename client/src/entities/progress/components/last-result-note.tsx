import { History } from 'lucide-react';
import { formatDate } from '@shared/domain/format';
import { intlLocales } from '@shared/i18n/languages';
import { useLanguage, useT } from '@/i18n/i18n';
import { useAreaMessages } from '@/i18n/use-area-messages';

/**
 * A retake's previous result, saved in the account (decision 044): 'Your last result, saved
 * {date}: {what it was}.' shown beside the new one, in the page's language. Its message is the
 * wizard area's: on another screen (the security assessment) the note loads it, and waits for it.
 */
export function LastResultNote({ savedAt, summary }: { savedAt: string; summary: string }) {
  const t = useT();
  const language = useLanguage();
  const ready = useAreaMessages('wizard', 'wizard.lastResult');
  if (!ready) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border bg-muted/50 p-3 text-sm" data-testid="last-result">
      <History className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        {t('wizard.lastResult', {
          date: formatDate(savedAt, { dateStyle: 'medium' }, intlLocales[language]),
          summary,
        })}
      </span>
    </p>
  );
}
