import { Info } from 'lucide-react';
import { dcaConventions } from '@shared/domain/dca-report';
import type { DcaResult } from '@shared/schemas/dca';
import { useLanguage, useT } from '@/i18n/i18n';
import { conventionText } from '../lib/conventions-text';

/** What the results rest on: which close, the purchase days, the end day and the definitions, in the page's language. */
export function DcaConventions({ result }: { result: DcaResult }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section
      aria-labelledby="dca-conventions-title"
      className="rounded-xl border bg-muted/40 p-4"
      data-testid="dca-conventions"
    >
      <h4 id="dca-conventions-title" className="mb-2 flex items-center gap-2 font-semibold">
        <Info className="size-4 text-primary" aria-hidden="true" /> {t('calculator.conventions.title')}
      </h4>
      <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted-foreground">
        {dcaConventions(result).map((line) => (
          <li key={line.key}>{conventionText(line, language)}</li>
        ))}
      </ul>
    </section>
  );
}
