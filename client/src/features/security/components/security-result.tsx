import { CircleAlert, CircleCheck, Info, RotateCcw, TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import {
  securityLevels,
  securityLevelsIn,
  securityQuestionsIn,
  type SecurityLanguageText,
} from '@shared/content/security-assessment';
import { largeHoldingsCaveat } from '@shared/domain/security-score';
import type { SecurityAnswers, SecurityLevelId } from '@shared/schemas/security';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { IconList } from '@/entities/glossary/components/icon-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { cn } from '@/lib/cn';
import { SECURITY_COMMON_TERMS } from './security-terms';
import { levelIcons, levelStyles } from '@/entities/security/security-level-style';

export interface SecurityRecommendation {
  answers: SecurityAnswers;
  score: number;
  level: SecurityLevelId;
}

/** The result screen: the recommended level with its advantages, considerations and next steps. */
export function SecurityResult({
  result,
  text,
  headingRef,
  onRestart,
}: {
  result: SecurityRecommendation;
  /** The assessment's content in the page's language. */
  text: SecurityLanguageText;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart(): void;
}) {
  const t = useT();
  const levels = securityLevelsIn(text);
  const level = levels.find((candidate) => candidate.level === result.level) ?? levels[0]!;
  const style = levelStyles[level.color];
  const Icon = levelIcons[level.level];
  const rank = securityLevels.findIndex((candidate) => candidate.level === level.level) + 1;
  const caveat = largeHoldingsCaveat(result.answers, result.level);

  return (
    <article
      aria-labelledby="security-result-title"
      data-testid="security-result"
      data-level={level.level}
      data-score={result.score}
      className={cn('overflow-hidden rounded-xl border border-t-4 bg-card text-card-foreground shadow-sm', style.edge)}
    >
      <header className={cn('flex items-start gap-4 p-5 sm:p-6', style.band)}>
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', style.tile)}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <p className={cn('text-xs font-semibold uppercase tracking-wide', style.text)}>
            <Trans
              id="security.recommendedLevel"
              values={{ rank, count: securityLevels.length }}
              components={{ 0: <span className="whitespace-nowrap" /> }}
            />
          </p>
          <h3
            id="security-result-title"
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-xl font-bold leading-tight outline-none sm:text-2xl"
          >
            {level.title}
          </h3>
        </div>
      </header>

      <div className="space-y-6 p-5 sm:p-6">
        <GlossaryText
          as="p"
          className="leading-relaxed"
          text={level.description}
          excludeTermIds={SECURITY_COMMON_TERMS}
        />

        {caveat ? (
          <section
            aria-labelledby="security-caveat-title"
            data-testid="security-holdings-caveat"
            className="flex items-start gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950/40 dark:text-yellow-200"
          >
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="space-y-1">
              <h4 id="security-caveat-title" className="font-semibold">
                {text.largeHoldingsCaveat.title}
              </h4>
              <GlossaryText
                as="p"
                className="text-sm leading-relaxed"
                text={text.largeHoldingsCaveat[caveat]}
                excludeTermIds={SECURITY_COMMON_TERMS}
              />
            </div>
          </section>
        ) : null}

        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('security.basedOn')}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t('security.yourAnswers')}>
            {securityQuestionsIn(text).map((question) => (
              <li key={question.id}>
                <Badge variant="secondary" className="font-normal">
                  <Trans
                    id="security.answerBadge"
                    values={{
                      question: t(`security.answer.${question.id}`),
                      answer:
                        question.options.find((option) => option.value === result.answers[question.id])?.label ??
                        result.answers[question.id],
                    }}
                    components={{ 0: <span className="font-semibold" /> }}
                  />
                </Badge>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="security-pros-title" className="space-y-2">
            <h4 id="security-pros-title" className="font-semibold">
              {t('security.advantages')}
            </h4>
            <IconList
              items={level.pros}
              icon={CircleCheck}
              iconClassName="text-success"
              excludeTermIds={SECURITY_COMMON_TERMS}
            />
          </section>
          <section aria-labelledby="security-cons-title" className="space-y-2">
            <h4 id="security-cons-title" className="font-semibold">
              {t('security.considerations')}
            </h4>
            <IconList
              items={level.cons}
              icon={CircleAlert}
              iconClassName="text-warning"
              excludeTermIds={SECURITY_COMMON_TERMS}
            />
          </section>
        </div>

        <section aria-labelledby="security-steps-title" className="space-y-3">
          <h4 id="security-steps-title" className="font-semibold">
            {t('security.nextSteps')}
          </h4>
          <ol className="space-y-3 text-sm">
            {level.nextSteps.map((step, index) => (
              <li key={step} className="flex items-start gap-3">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <GlossaryText className="pt-0.5 leading-relaxed" text={step} excludeTermIds={SECURITY_COMMON_TERMS} />
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="security-reminder-title"
          className="flex items-start gap-3 rounded-lg border border-blue-300 bg-blue-50 p-4 text-blue-900 dark:border-blue-800 dark:bg-blue-950/40 dark:text-blue-200"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="space-y-1">
            <h4 id="security-reminder-title" className="font-semibold">
              {text.reminder.title}
            </h4>
            <GlossaryText
              as="p"
              className="text-sm leading-relaxed"
              text={text.reminder.text}
              excludeTermIds={SECURITY_COMMON_TERMS}
            />
          </div>
        </section>

        <Button variant="outline" onClick={onRestart}>
          <RotateCcw aria-hidden="true" /> {t('security.restart')}
        </Button>
      </div>
    </article>
  );
}
