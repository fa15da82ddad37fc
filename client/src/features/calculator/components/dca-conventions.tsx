import { Info } from 'lucide-react';
import { dcaConventions } from '@shared/domain/dca-report';
import type { DcaResult } from '@shared/schemas/dca';

/** What the results rest on: which close, the purchase days, the end day and the definitions. */
export function DcaConventions({ result }: { result: DcaResult }) {
  return (
    <section
      aria-labelledby="dca-conventions-title"
      className="rounded-xl border bg-muted/40 p-4"
      data-testid="dca-conventions"
    >
      <h4 id="dca-conventions-title" className="mb-2 flex items-center gap-2 font-semibold">
        <Info className="size-4 text-primary" aria-hidden="true" /> How these results were calculated
      </h4>
      <ul className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted-foreground">
        {dcaConventions(result).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
