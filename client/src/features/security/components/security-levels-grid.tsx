import { CircleAlert, CircleCheck } from 'lucide-react';
import {
  SECURITY_LEVELS_SECTION,
  securityLevels as englishLevels,
  type SecurityLanguageText,
} from '@shared/content/security-assessment';
import type { SecurityLevel, SecurityLevelId } from '@shared/schemas/security';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { SECURITY_COMMON_TERMS } from './security-terms';
import { levelIcons, levelStyles } from '@/entities/security/security-level-style';

/** The four levels side by side, lowest to highest, with the recommended one marked. */
export function SecurityLevelsGrid({
  recommended,
  levels: securityLevels = englishLevels,
  text,
}: {
  recommended: SecurityLevelId | null;
  /** The levels in the page's language (English by default). */
  levels?: readonly SecurityLevel[];
  text?: Pick<SecurityLanguageText, 'levelsSection'>;
}) {
  const t = useT();
  const section = text?.levelsSection ?? SECURITY_LEVELS_SECTION;
  return (
    <section aria-labelledby="security-levels-title" className="space-y-3">
      <div className="space-y-1">
        <h3 id="security-levels-title" className="scroll-mt-24 text-lg font-semibold outline-none sm:text-xl">
          {section.title}
        </h3>
        <p className="text-sm text-muted-foreground">{section.intro}</p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {securityLevels.map((level, index) => {
          const style = levelStyles[level.color];
          const Icon = levelIcons[level.level];
          const isRecommended = level.level === recommended;
          const titleId = `security-level-${level.level}`;
          return (
            <li
              key={level.level}
              aria-labelledby={titleId}
              data-testid="security-level-card"
              data-level={level.level}
              data-color={style.color}
              data-recommended={isRecommended}
              className={cn(
                'flex flex-col gap-3 rounded-xl border border-t-4 bg-card p-4 text-card-foreground shadow-sm',
                style.edge,
                isRecommended && cn('ring-2 ring-offset-2 ring-offset-background', style.ring),
              )}
            >
              <div className="flex items-start gap-3">
                <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', style.tile)}>
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className={cn('text-xs font-semibold uppercase tracking-wide', style.text)}>
                    {t('security.levelOf', { rank: index + 1, count: securityLevels.length })}
                  </p>
                  <h4 id={titleId} className="scroll-mt-24 font-semibold leading-tight outline-none">
                    {level.title}
                  </h4>
                </div>
              </div>
              {isRecommended ? (
                <Badge variant="default" className="self-start">
                  {t('security.recommendedForYou')}
                </Badge>
              ) : null}
              <GlossaryText
                as="p"
                className="text-sm leading-relaxed text-muted-foreground"
                text={level.description}
                excludeTermIds={SECURITY_COMMON_TERMS}
              />
              <ul className="mt-auto space-y-2 border-t pt-3 text-sm">
                <li className="flex items-start gap-2">
                  <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t('security.keyAdvantage')}</span>
                    <GlossaryText text={level.pros[0] ?? ''} excludeTermIds={SECURITY_COMMON_TERMS} />
                  </span>
                </li>
                <li className="flex items-start gap-2">
                  <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{t('security.keyConsideration')}</span>
                    <GlossaryText text={level.cons[0] ?? ''} excludeTermIds={SECURITY_COMMON_TERMS} />
                  </span>
                </li>
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
