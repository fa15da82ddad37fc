import { Suspense, useId, useState } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { GraduationCap } from 'lucide-react';
import { QUIZ_LENGTH, QUIZ_PASS_MARK, type QuizStep } from '@shared/domain/quiz-rules';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useQuizMessages } from '../use-quiz-messages';

// The quiz (its form, its calls and zod) is a chunk of its own, loaded when the learner starts it.
const QuizRunner = lazyWhenOnline(() => import('./quiz-runner'));

/**
 * 'Check your understanding' at the end of a quiz'd step: six questions drawn on the server and
 * graded there (decision 042). Only the button ships with the step; the quiz loads on demand. Its
 * words are the quiz area's (loaded with it, in the page's language).
 */
export function QuizSection({ step }: { step: QuizStep }) {
  const t = useT();
  const ready = useQuizMessages();
  const headingId = useId();
  const [started, setStarted] = useState(false);
  if (!ready) return <section aria-busy="true" className="min-h-40 rounded-xl border bg-card p-4 shadow-sm sm:p-6" />;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <GraduationCap className="size-5" aria-hidden="true" />
        </span>
        <div className="space-y-1">
          <h3 id={headingId} className="text-lg font-semibold leading-snug">
            {t('quiz.section.title')}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('quiz.section.intro', { count: QUIZ_LENGTH, passMark: QUIZ_PASS_MARK })}
          </p>
        </div>
      </div>
      {started ? (
        <Suspense fallback={<Spinner label={t('quiz.section.loading')} />}>
          <QuizRunner step={step} />
        </Suspense>
      ) : (
        <Button type="button" onClick={() => setStarted(true)}>
          {t('quiz.section.start')}
        </Button>
      )}
    </section>
  );
}
