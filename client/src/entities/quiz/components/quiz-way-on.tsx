import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { stepChecklist } from '@shared/domain/learning-progress';
import type { QuizStep } from '@shared/domain/quiz-rules';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProgress } from '@/entities/progress/api/progress';
import { intlLocales } from '@shared/i18n/languages';
import { useLanguage, useT } from '@/i18n/i18n';

/**
 * The way on after a quiz (issue 44 point 8), shown above the graded answers: what is left of this
 * step when a pass did not complete it, or the next step (or the final exam) when it did.
 */
export function QuizWayOn({ step, passed }: { step: QuizStep; passed: boolean }) {
  const t = useT();
  const language = useLanguage();
  const progress = useProgress();
  if (!progress || !passed) return null;
  const title = (of: QuizStep | NonNullable<typeof progress.nextStep>) => t(`path.tab.${of}`);
  const completed = progress.steps.find((s) => s.step === step)?.completed ?? false;
  if (!completed) {
    const left = stepChecklist(step, {
      completed,
      glossaryTermsOpened: progress.glossaryTermsOpened,
      quizzesPassed: [...progress.quizzesPassed, step],
      assessmentCompleted: progress.lastAssessment !== null,
    }).filter((item) => !item.done);
    return (
      <p className="text-sm" data-testid="quiz-way-on">
        {t('quiz.wayOn.left', {
          step: title(step),
          left: new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(
            left.map((item) => item.label),
          ),
        })}
      </p>
    );
  }
  const next = progress.nextStep;
  return (
    <div className="space-y-2 text-sm" data-testid="quiz-way-on">
      <p>{t('quiz.wayOn.complete', { step: title(step) })}</p>
      {next !== null ? (
        <Button asChild size="sm">
          <Link href={paths.home(next)}>
            {t('quiz.wayOn.next', { step: title(next) })} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : progress.examPassed ? null : (
        <Button asChild size="sm">
          <Link href={paths.exam}>
            <GraduationCap aria-hidden="true" /> {t('quiz.wayOn.exam')}
          </Link>
        </Button>
      )}
    </div>
  );
}
