import { Check } from 'lucide-react';
import { Link } from 'wouter';
import {
  GLOSSARY_TERMS_TO_OPEN,
  stepChecklist,
  stepMinutes,
  type ProgressStep,
} from '@shared/domain/learning-progress';
import type { Progress } from '@shared/schemas/progress';
import { learnerMessage } from '@/i18n/learner-messages';
import { translate, useT } from '@/i18n/i18n';
import { cn } from '@/lib/cn';
import { findTab, LEARNING_PATH_STEPS, learningTabs, type LearningTab } from '@/config/learning-path';
import { paths } from '@/config/paths';
import { useProgress } from '@/entities/progress/api/progress';
import { ClassTargets } from '@/entities/classroom/components/class-targets';

function StepDot({ step, title, state, done }: { step: number; title: string; state: string; done: boolean }) {
  return (
    <li
      className={cn(
        'flex size-4 items-center justify-center rounded-full sm:size-5',
        done && 'bg-primary text-primary-foreground',
        !done && state === 'current' && 'bg-primary/20 ring-2 ring-primary',
        !done && state !== 'current' && 'bg-muted-foreground/20',
      )}
    >
      {done ? <Check className="size-3 sm:size-3.5" aria-hidden="true" /> : null}
      <span className="sr-only">
        {translate('stepProgress.dot', {
          step,
          title,
          done: done ? 'yes' : 'no',
          current: state === 'current' ? 'yes' : 'no',
        })}
      </span>
    </li>
  );
}

/** What completes this step, part by part, with a check on each part done (issue 44 point 8). */
function StepChecklist({ step, progress }: { step: ProgressStep; progress: Progress }) {
  const t = useT();
  const items = stepChecklist(step, {
    completed: progress.steps.find((s) => s.step === step)?.completed ?? false,
    glossaryTermsOpened: progress.glossaryTermsOpened,
    quizzesPassed: progress.quizzesPassed,
    assessmentCompleted: progress.lastAssessment !== null,
  });
  return (
    <div className="text-xs" data-testid="step-checklist">
      <span className="font-medium">{t('stepProgress.toComplete')} </span>
      <ul className="inline">
        {items.map((item, index) => (
          <li key={item.label} className="inline">
            {index > 0 ? '; ' : null}
            {item.done ? <Check className="mr-0.5 inline size-3.5 text-primary" aria-hidden="true" /> : null}
            <span className={cn(item.done && 'text-muted-foreground')}>
              {step === 'glossary' && index === 0
                ? t('stepProgress.openTerms', {
                    total: GLOSSARY_TERMS_TO_OPEN,
                    opened: Math.min(progress.glossaryTermsOpened, GLOSSARY_TERMS_TO_OPEN),
                  })
                : learnerMessage(item.label)}
              {item.done ? <span className="sr-only"> {t('stepProgress.done')}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Once all 8 steps are complete: the way to the final exam, then to the certificate. */
function PathEnd({ progress, from }: { progress: Progress; from: LearningTab['id'] }) {
  if (progress.examPassed)
    return (
      <Link
        href={paths.settingsSection('certificate', from)}
        className="block text-sm font-medium text-primary underline underline-offset-4"
      >
        {translate('stepProgress.examPassed')}
      </Link>
    );
  if (progress.completedCount < progress.total) return null;
  return (
    <Link href={paths.exam} className="block text-sm font-medium text-primary underline underline-offset-4">
      {translate('stepProgress.takeExam', { total: progress.total })}
    </Link>
  );
}

/**
 * 'Step N of 8' on every tab, the steps with a check on each one completed, 'N of 8 complete', the
 * step's estimated time and, when the next incomplete step is another, 'Continue where you left
 * off' (decision 044); what completes the step and how far the learner is; once every step is
 * complete, the way to the final exam, and once it is passed, to the certificate (Settings › Certificate).
 */
export function StepProgress({ tab }: { tab: LearningTab }) {
  const progress = useProgress();
  const completed = new Set<string>(progress?.steps.filter((s) => s.completed).map((s) => s.step));
  const next = progress?.nextStep ?? null;
  const t = useT();
  return (
    <div className="space-y-1.5 rounded-lg border bg-card px-4 py-2 sm:space-y-2 sm:py-3" data-testid="step-progress">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <div className="text-sm font-semibold">
            {tab.step === null
              ? t('stepProgress.communitySupport')
              : t('stepProgress.stepOf', { step: tab.step, total: LEARNING_PATH_STEPS })}
          </div>
          <div className="text-xs text-muted-foreground">
            {tab.step === null
              ? t(`path.tab.${tab.id}`)
              : t('stepProgress.titleMinutes', { title: t(`path.tab.${tab.id}`), minutes: stepMinutes(tab.id) })}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {progress ? (
            <p className="text-xs font-medium" data-testid="progress-summary">
              {t('stepProgress.summary', { completed: progress.completedCount, total: progress.total })}
            </p>
          ) : null}
          <ol className="flex items-center gap-1 sm:gap-1.5" aria-label={t('stepProgress.progressLabel')}>
            {learningTabs.slice(0, LEARNING_PATH_STEPS).map((stepTab, i) => {
              const step = i + 1;
              const state = tab.step === null ? 'upcoming' : step === tab.step ? 'current' : 'other';
              return (
                <StepDot
                  key={stepTab.id}
                  step={step}
                  title={t(`path.tab.${stepTab.id}`)}
                  state={state}
                  done={completed.has(stepTab.id)}
                />
              );
            })}
          </ol>
        </div>
      </div>
      {progress && tab.step !== null ? <StepChecklist step={tab.id as ProgressStep} progress={progress} /> : null}
      {tab.step !== null ? (
        <ClassTargets
          step={tab.id as ProgressStep}
          completed={completed.has(tab.id)}
          targets={progress?.classTargets}
        />
      ) : null}
      {next !== null && next !== tab.id ? (
        <Link href={paths.home(next)} className="block text-sm font-medium text-primary underline underline-offset-4">
          {t('stepProgress.continue', { title: t(`path.tab.${findTab(next).id}`) })}
        </Link>
      ) : null}
      {progress ? <PathEnd progress={progress} from={tab.id} /> : null}
    </div>
  );
}
