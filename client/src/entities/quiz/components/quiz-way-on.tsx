import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { stepChecklist, stepTitles } from '@shared/domain/learning-progress';
import type { QuizStep } from '@shared/domain/quiz-rules';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useProgress } from '@/entities/progress/api/progress';

/**
 * The way on after a quiz (issue 44 point 8), shown above the graded answers: what is left of this
 * step when a pass did not complete it, or the next step (or the final exam) when it did.
 */
export function QuizWayOn({ step, passed }: { step: QuizStep; passed: boolean }) {
  const progress = useProgress();
  if (!progress || !passed) return null;
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
        Quiz passed. To complete the {stepTitles[step]} step: {left.map((item) => item.label).join('; ')}.
      </p>
    );
  }
  const next = progress.nextStep;
  return (
    <div className="space-y-2 text-sm" data-testid="quiz-way-on">
      <p>The {stepTitles[step]} step is complete.</p>
      {next !== null ? (
        <Button asChild size="sm">
          <Link href={paths.home(next)}>
            Next: {stepTitles[next]} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : progress.examPassed ? null : (
        <Button asChild size="sm">
          <Link href={paths.exam}>
            <GraduationCap aria-hidden="true" /> All 8 steps complete: take the final exam
          </Link>
        </Button>
      )}
    </div>
  );
}
