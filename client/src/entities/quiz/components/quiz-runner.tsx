import { useEffect, useRef, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { DrawnQuiz, GradedQuiz } from '@shared/schemas/quiz';
import type { QuizStep } from '@shared/domain/quiz-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { getQuizAttempt, useAnswerQuiz, useLanguageChange, useStartQuiz } from '../api/quiz';
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
  const t = useT();
  const answer = useAnswerQuiz();
  return (
    <AnswersForm
      label={t('quiz.runner.label')}
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
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [graded.attemptId]);
  const counts = { score: graded.score, total: graded.total, passMark: graded.passMark };
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
          {t(graded.passed ? 'quiz.result.passed' : 'quiz.result.notPassed', counts)}
        </h4>
        <p className="text-sm">{t(graded.passed ? 'quiz.result.passNote' : 'quiz.result.failNote', counts)}</p>
        <QuizWayOn step={graded.step} passed={graded.passed} />
        <Button type="button" variant="outline" size="sm" onClick={onRetake}>
          <RotateCcw aria-hidden="true" /> {t('quiz.result.retake')}
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

/**
 * Draws a quiz, takes the answers, shows the grading; 'Try another quiz' draws again. When the
 * page's language changes, the same attempt is read again in it (GET .../attempts/:id): the
 * questions' text follows, the answers chosen (kept by shown id in the form) and the grading stay.
 */
export default function QuizRunner({ step }: { step: QuizStep }) {
  const t = useT();
  const start = useStartQuiz();
  const [graded, setGraded] = useState<GradedQuiz | null>(null);
  // The attempt as last read: the draw, or the same attempt read again in the page's new language.
  const [reread, setReread] = useState<DrawnQuiz | null>(null);
  const { mutate } = start;
  // One draw on mount (a development double effect would otherwise draw twice).
  const drawn = useRef(false);

  useEffect(() => {
    if (drawn.current) return;
    drawn.current = true;
    mutate(step);
  }, [mutate, step]);

  const attemptId = start.data?.attemptId;
  useLanguageChange(() => {
    if (!attemptId) return;
    void getQuizAttempt(step, attemptId)
      .then((view) => {
        // A retake drawn meanwhile is another attempt: this answer is for the old one.
        if (view.quiz.attemptId !== attemptId) return;
        setReread(view.quiz);
        if (view.graded) setGraded(view.graded);
      })
      // Offline or refused: the text stays in the language it was drawn in; the answers stay too.
      .catch(() => undefined);
  });

  const [retakes, setRetakes] = useState(0);
  const retake = () => {
    setGraded(null);
    setReread(null);
    setRetakes((count) => count + 1);
    mutate(step);
  };

  if (start.isError)
    return (
      <div className="space-y-3">
        <Alert variant="destructive">{errorMessage(start.error, t('quiz.runner.loadError'))}</Alert>
        <Button type="button" variant="outline" onClick={retake}>
          {t('quiz.runner.tryAgain')}
        </Button>
      </div>
    );
  if (start.isPending || !start.data) return <Spinner label={t('quiz.runner.drawing')} />;
  const quiz = reread?.attemptId === start.data.attemptId ? reread : start.data;
  if (graded?.attemptId === quiz.attemptId) return <GradedResult graded={graded} onRetake={retake} />;
  return <QuizForm key={quiz.attemptId} quiz={quiz} onGraded={setGraded} autoFocus={retakes > 0} />;
}
