import { Suspense, useId, useState } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { GraduationCap } from 'lucide-react';
import { QUIZ_LENGTH, QUIZ_PASS_MARK, type QuizStep } from '@shared/domain/quiz-rules';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

// The quiz (its form, its calls and zod) is a chunk of its own, loaded when the learner starts it.
const QuizRunner = lazyWhenOnline(() => import('./quiz-runner'));

/**
 * 'Check your understanding' at the end of a quiz'd step: six questions drawn on the server and
 * graded there (decision 042). Only the button ships with the step; the quiz loads on demand.
 */
export function QuizSection({ step }: { step: QuizStep }) {
  const headingId = useId();
  const [started, setStarted] = useState(false);
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <GraduationCap className="size-5" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <h3 id={headingId} className="text-lg font-semibold leading-snug">
            Check your understanding
          </h3>
          <p className="text-sm text-muted-foreground">
            {QUIZ_LENGTH} questions drawn at random from this step. {QUIZ_PASS_MARK} right answers pass; each answer
            comes back with its explanation and source.
          </p>
        </div>
      </div>
      {started ? (
        <Suspense fallback={<Spinner label="Loading the quiz" />}>
          <QuizRunner step={step} />
        </Suspense>
      ) : (
        <Button type="button" onClick={() => setStarted(true)}>
          Start the quiz
        </Button>
      )}
    </section>
  );
}
