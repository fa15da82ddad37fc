import { ChevronDown, Lock } from 'lucide-react';
import type { GlossaryEntry } from '@shared/content/glossary';
import { GlossaryIcon } from '@/entities/glossary/components/glossary-icon';
import { useGlossary } from '@/entities/glossary/model/use-glossary';
import { UpgradePrompt } from '@/entities/plan/components/upgrade-prompt';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';

interface GlossaryTermCardProps {
  term: GlossaryEntry;
  expanded: boolean;
  locked: boolean;
  onToggle(): void;
  onOpenRelated(termId: string): void;
}

export function glossaryCardId(termId: string): string {
  return `glossary-${termId}`;
}

export function GlossaryTermCard({ term, expanded, locked, onToggle, onOpenRelated }: GlossaryTermCardProps) {
  const t = useT();
  const glossary = useGlossary();
  const bodyId = `${glossaryCardId(term.id)}-body`;
  return (
    <li
      id={glossaryCardId(term.id)}
      className="scroll-mt-24 rounded-xl border bg-card shadow-sm"
      data-testid="glossary-term"
    >
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex w-full cursor-pointer items-start gap-3 rounded-xl p-4 text-left hover:bg-muted/50"
        >
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            {locked ? (
              <Lock className="size-4" aria-hidden="true" />
            ) : (
              <GlossaryIcon name={term.icon} className="size-4" />
            )}
          </span>
          <span className="min-w-0 flex-1 space-y-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{term.term}</span>
              <Badge variant="outline" className="font-normal">
                {glossary.categoryLabels[term.category]}
              </Badge>
              {locked ? <Badge variant="secondary">{t('glossary.scholarBadge')}</Badge> : null}
            </span>
            {locked ? null : <span className="block text-sm text-muted-foreground">{term.shortDefinition}</span>}
          </span>
          <ChevronDown
            className={cn('mt-1 size-4 shrink-0 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h3>
      {expanded ? (
        <div id={bodyId} className="space-y-4 border-t px-4 pb-4 pt-3 text-sm">
          {locked ? (
            <UpgradePrompt title={t('glossary.lockedTitle')} description={t('glossary.lockedDescription')} />
          ) : (
            <>
              <p className="leading-relaxed">{term.definition}</p>
              <section>
                <h4 className="mb-1 font-semibold">{t('glossary.whyItMatters')}</h4>
                <p className="leading-relaxed text-muted-foreground">{term.whyItMatters}</p>
              </section>
              <section>
                <h4 className="mb-1 font-semibold">{t('glossary.examples', { count: term.examples.length })}</h4>
                <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                  {term.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              </section>
              {term.relatedTerms.length > 0 ? (
                <section>
                  <h4 className="mb-2 font-semibold">{t('glossary.relatedTerms')}</h4>
                  <div className="flex flex-wrap gap-2">
                    {term.relatedTerms.map((relatedId) => (
                      <button
                        key={relatedId}
                        type="button"
                        onClick={() => onOpenRelated(relatedId)}
                        className="min-h-9 cursor-pointer rounded-full border px-3 py-1 text-xs font-medium hover:bg-muted"
                      >
                        {glossary.get(relatedId)?.term ?? relatedId}
                      </button>
                    ))}
                  </div>
                </section>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
