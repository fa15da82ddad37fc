import { Scale, ShieldCheck, Sprout, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ComparisonAverages, ComparisonMessage, ComparisonMessageKind } from '@shared/domain/comparison';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { translate, useT, type MessageId } from '@/i18n/i18n';
import { cn } from '@/lib/cn';

const messageStyles: Record<ComparisonMessageKind, { icon: LucideIcon; className: string }> = {
  conservative: {
    icon: ShieldCheck,
    className:
      'border-green-300 bg-green-50 text-green-950 dark:border-green-800 dark:bg-green-950/40 dark:text-green-100',
  },
  balanced: {
    icon: Scale,
    className:
      'border-yellow-300 bg-yellow-50 text-yellow-950 dark:border-yellow-800 dark:bg-yellow-950/40 dark:text-yellow-100',
  },
  'higher-risk': {
    icon: TriangleAlert,
    className: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
  },
  beginner: {
    icon: Sprout,
    className: 'border-blue-300 bg-blue-50 text-blue-950 dark:border-blue-800 dark:bg-blue-950/40 dark:text-blue-100',
  },
};

/** A summary message's title ('Balanced') in the page's language. */
export function comparisonMessageTitle(kind: ComparisonMessageKind): string {
  return translate(`strategies.compare.title.${kind}` as MessageId);
}

/** 'A balanced selection: on average ...' with its opening words in bold. */
function MessageText({ text }: { text: string }) {
  const colon = text.indexOf(':');
  const lead = colon > 0 ? text.slice(0, colon + 1) : null;
  const rest = colon > 0 ? text.slice(colon + 1) : text;
  return (
    <p className="leading-relaxed">
      {lead ? <strong className="font-semibold">{lead}</strong> : null}
      <GlossaryText text={rest} />
    </p>
  );
}

/** The summary messages for the selection, with the two averages they are based on. */
export function ComparisonSummary({
  messages,
  averages,
}: {
  messages: readonly ComparisonMessage[];
  averages: ComparisonAverages;
}) {
  const t = useT();
  return (
    <section aria-labelledby="comparison-summary-title" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="comparison-summary-title" className="text-lg font-semibold">
          {t('strategies.compare.summaryTitle')}
        </h3>
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="comparison-averages">
          {t('strategies.compare.averages', {
            risk: Math.round(averages.risk * 10) / 10,
            complexity: Math.round(averages.complexity * 10) / 10,
          })}
        </p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {messages.map((message) => {
          const style = messageStyles[message.kind];
          const Icon = style.icon;
          return (
            <li
              key={message.kind}
              className={cn(
                'flex gap-3 rounded-lg border p-4 text-sm',
                messages.length === 1 && 'md:col-span-2',
                style.className,
              )}
              data-testid="comparison-message"
              data-kind={message.kind}
            >
              <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <MessageText text={t(`strategies.compare.message.${message.kind}` as MessageId)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
