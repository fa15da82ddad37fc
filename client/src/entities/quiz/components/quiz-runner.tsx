import { useEffect, useRef, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { DrawnQuiz, GradedQuiz } from '@shared/schemas/quiz';
import type { QuizStep } from '@shared/domain/quiz-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAnswerQuiz, useStartQuiz } from '../api/quiz';
import { AnswersForm, GradedQuestionItem } from './quiz-question';
import { QuizWayOn } from './quiz-way-on';

function QuizForm({
  quiz,
  onGraded,
  autoFocus,
}: {
  quiz: DrawnQuiz;
  onGraded: (graded: GradedQuiz) => void;
  /** Takes the focus when shown (a retake: the button that asked for it is gone). */
  autoFocus: boolean;
}) {
  const answer = useAnswerQuiz();
  return (
    <AnswersForm
      label="Quiz"
      className="max-w-3xl"
      autoFocus={autoFocus}
      questions={quiz.questions}
      send={(answers) => answer.mutateAsync({ step: quiz.step, attemptId: quiz.attemptId, answers })}
      onGraded={onGraded}
      error={answer.error}
    />
  );
}

function GradedResult({ graded, onRetake }: { graded: GradedQuiz; onRetake: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [graded.attemptId]);
  return (
    <div className="max-w-3xl space-y-5">
      <div
        className={cn(
          'space-y-1 rounded-lg border p-4',
          graded.passed
            ? 'border-green-600/40 bg-green-50 text-green-950 dark:bg-green-950/40 dark:text-green-100'
            : 'border-amber-600/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
        )}
      >
        <h4 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {graded.passed ? 'Passed' : 'Not passed yet'}: {graded.score} of {graded.total} right
        </h4>
        <p className="text-sm">
          {graded.passed
            ? `${graded.passMark} of ${graded.total} right answers pass this quiz.`
            : `${graded.passMark} of ${graded.total} right answers pass. Read the explanations below, then try another quiz.`}
        </p>
        <QuizWayOn step={graded.step} passed={graded.passed} />
        <Button type="button" variant="outline" size="sm" onClick={onRetake}>
          <RotateCcw aria-hidden="true" /> Try another quiz
        </Button>
      </div>
      <ol className="space-y-4">
        {graded.questions.map((question, index) => (
          <GradedQuestionItem key={question.id} question={question} index={index} />
        ))}
      </ol>
    </div>
  );
}

/** Draws a quiz, takes the answers, shows the grading; 'Try another quiz' draws again. */
export default function QuizRunner({ step }: { step: QuizStep }) {
  const start = useStartQuiz();
  const [graded, setGraded] = useState<GradedQuiz | null>(null);
  const { mutate } = start;
  // One draw on mount (a development double effect would otherwise draw twice).
  const drawn = useRef(false);

  useEffect(() => {
    if (drawn.current) return;
    drawn.current = true;
    mutate(step);
  }, [mutate, step]);

  const [retakes, setRetakes] = useState(0);
  const retake = () => {
    setGraded(null);
    setRetakes((count) => count + 1);
    mutate(step);
  };

  if (start.isError)
    return (
      <div className="space-y-3">
        <Alert variant="destructive">
          {errorMessage(start.error, 'The quiz could not be loaded. Please try again.')}
        </Alert>
        <Button type="button" variant="outline" onClick={retake}>
          Try again
        </Button>
      </div>
    );
  if (start.isPending || !start.data) return <Spinner label="Drawing your questions" />;
  if (graded?.attemptId === start.data.attemptId) return <GradedResult graded={graded} onRetake={retake} />;
  return <QuizForm key={start.data.attemptId} quiz={start.data} onGraded={setGraded} autoFocus={retakes > 0} />;
}
