import { Check } from 'lucide-react';
import { progressSteps, type ProgressStep } from '@shared/domain/learning-progress';
import { intlLocales } from '@shared/i18n/languages';
import type { CohortLearner, CohortScore } from '@shared/schemas/classroom';
import { pageLanguage, translate, useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { formatDay } from '@/entities/classroom/format-day';

/** A step's name in the page's language: the learning path's tab names (start catalogue). */
const stepName = (step: ProgressStep) => translate(`path.tab.${step}`);

const scoreLabel = (step: CohortScore['step']) =>
  step === 'exam' ? translate('classroom.summary.exam') : translate('classroom.summary.quiz', { step: stepName(step) });

/** A score as the teacher sees it: 'Guide quiz: 6/6, passed, 7 Dec 2026 (2 attempts, best 6)'. */
export function scoreText(score: CohortScore): string {
  return translate('classroom.summary.scoreText', {
    last: score.lastScore,
    total: score.total,
    passed: score.passed ? 'yes' : 'no',
    date: formatDay(score.lastAt, pageLanguage()),
    attempts: score.attempts,
    best: score.bestScore,
  });
}

/** The 8 steps as dots with a check on each completed one, and the count. */
export function StepDots({ learner }: { learner: CohortLearner }) {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1">
      <ol
        className="flex gap-0.5"
        aria-label={t('classroom.summary.stepsCompleted', {
          done: learner.completedCount,
          total: progressSteps.length,
        })}
      >
        {progressSteps.map((step) => {
          const done = learner.completedSteps.includes(step);
          return (
            <li
              key={step}
              title={stepName(step)}
              className={cn(
                'flex size-3.5 items-center justify-center rounded-full',
                done ? 'bg-primary text-primary-foreground' : 'bg-muted-foreground/20',
              )}
            >
              {done ? <Check className="size-2.5" aria-hidden="true" /> : null}
              <span className="sr-only">
                {done ? t('classroom.summary.stepComplete', { step: stepName(step) }) : stepName(step)}
              </span>
            </li>
          );
        })}
      </ol>
      <span className="text-xs tabular-nums">{learner.completedCount}/8</span>
    </span>
  );
}

/** One learner exactly as the teacher sees them (the join screen shows the learner their own). */
export function LearnerSummary({ learner }: { learner: CohortLearner }) {
  const t = useT();
  const language = pageLanguage();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-muted-foreground">{t('classroom.summary.name')}</dt>
      <dd>{learner.displayName}</dd>
      <dt className="text-muted-foreground">{t('classroom.summary.email')}</dt>
      <dd>{learner.email ?? t('classroom.summary.notShared')}</dd>
      <dt className="text-muted-foreground">{t('classroom.summary.steps')}</dt>
      <dd>
        <StepDots learner={learner} />
        {learner.completedSteps.length > 0 ? (
          <span className="block text-xs">
            {new Intl.ListFormat(intlLocales[language], { style: 'short', type: 'unit' }).format(
              learner.completedSteps.map(stepName),
            )}
          </span>
        ) : null}
      </dd>
      <dt className="text-muted-foreground">{t('classroom.summary.scores')}</dt>
      <dd>
        {learner.scores.length === 0 ? (
          t('classroom.summary.noQuiz')
        ) : (
          <ul>
            {learner.scores.map((score) => (
              <li key={score.step}>
                {t('classroom.summary.score', { label: scoreLabel(score.step), score: scoreText(score) })}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt className="text-muted-foreground">{t('classroom.summary.certificate')}</dt>
      <dd>
        {learner.certificateAt
          ? t('classroom.summary.issued', { date: formatDay(learner.certificateAt, language) })
          : t('classroom.summary.noneYet')}
      </dd>
      <dt className="text-muted-foreground">{t('classroom.summary.lastActive')}</dt>
      <dd>{learner.lastActiveDay ? formatDay(learner.lastActiveDay, language) : t('classroom.summary.notYet')}</dd>
    </dl>
  );
}

export { scoreLabel };
