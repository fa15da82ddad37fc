import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, Award, GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { stepTitles, type ProgressStep } from '@shared/domain/learning-progress';
import type { DrawnExam, ExamStatus, GradedExam } from '@shared/schemas/exam';
import { BrandLink } from '@/components/brand';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AnswersForm, GradedQuestionItem } from '@/entities/quiz/components/quiz-question';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useAnswerExam, useExamStatus, useStartExam } from '../api/exam';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const formatDay = (iso: string) => day.format(new Date(iso));

/** The rules, stated before the exam starts. */
function ExamRules({ status }: { status: ExamStatus }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      <li>{status.length} questions, drawn from every step of the learning path.</li>
      <li>
        <strong>
          {status.passMark} of {status.length} right answers pass.
        </strong>{' '}
        Each answer then comes back with its explanation, its source and the lesson that teaches it.
      </li>
      <li>
        If you do not pass, you can take the exam again {status.retakeWaitHours} hours later; the next exam leaves out
        the questions of this one wherever the bank has others.
      </li>
      <li>Passing it completes the path: your certificate shows the day you passed.</li>
    </ul>
  );
}

/** Where the learner stands before drawing an exam. */
function ExamIntro({ status, onStart, starting }: { status: ExamStatus; onStart: () => void; starting: boolean }) {
  if (status.state === 'passed' && status.passedAt)
    return (
      <div className="space-y-4">
        <p className="rounded-lg border border-green-600/40 bg-green-50 p-4 text-green-950 dark:bg-green-950/40 dark:text-green-100">
          You passed the final exam on <strong>{formatDay(status.passedAt)}</strong>
          {status.lastAttempt?.passed ? ` with ${status.lastAttempt.score} of ${status.lastAttempt.total} right` : ''}.
        </p>
        <Button asChild>
          <Link href={paths.settingsSection('certificate')}>
            <Award aria-hidden="true" /> Your certificate
          </Link>
        </Button>
      </div>
    );
  if (status.state === 'path-incomplete')
    return (
      <div className="space-y-4">
        <ExamRules status={status} />
        <p className="text-sm">The exam opens once all 8 steps of the learning path are complete.</p>
        <Button asChild variant="outline">
          <Link href={paths.home()}>Go to the learning path</Link>
        </Button>
      </div>
    );
  return (
    <div className="space-y-4">
      <ExamRules status={status} />
      {status.state === 'waiting' && status.retakeAt && status.lastAttempt ? (
        <Alert>
          Not passed yet: {status.lastAttempt.score} of {status.lastAttempt.total} right on{' '}
          {formatDateTime(status.lastAttempt.answeredAt)}. You can take the exam again from{' '}
          <strong>{formatDateTime(status.retakeAt)}</strong>. Meanwhile, the questions you missed come back in your{' '}
          <Link href={paths.record} className="font-medium underline underline-offset-2">
            record and review
          </Link>
          .
        </Alert>
      ) : (
        <Button type="button" onClick={onStart} disabled={starting}>
          <GraduationCap aria-hidden="true" /> {starting ? 'Drawing your questions…' : 'Start the exam'}
        </Button>
      )}
    </div>
  );
}

/** The drawn exam, question by question under its step's heading. */
function ExamForm({ exam, onGraded }: { exam: DrawnExam; onGraded: (graded: GradedExam) => void }) {
  const answer = useAnswerExam();
  return (
    <AnswersForm
      label="Exam"
      autoFocus
      questions={exam.questions}
      send={(answers) => answer.mutateAsync({ attemptId: exam.attemptId, answers })}
      onGraded={onGraded}
      error={answer.error}
      around={(question, index, fieldset) => (
        <div className="space-y-3">
          {index === 0 || exam.questions[index - 1]?.step !== question.step ? (
            <h2 className="border-b pb-1 text-sm font-semibold uppercase tracking-wide text-primary">
              {stepTitles[question.step as ProgressStep]}
            </h2>
          ) : null}
          {fieldset}
        </div>
      )}
    />
  );
}

function ExamResult({ graded }: { graded: GradedExam }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-5">
      <div
        className={cn(
          'space-y-2 rounded-lg border p-4',
          graded.passed
            ? 'border-green-600/40 bg-green-50 text-green-950 dark:bg-green-950/40 dark:text-green-100'
            : 'border-amber-600/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
        )}
      >
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {graded.passed ? 'Passed' : 'Not passed yet'}: {graded.score} of {graded.total} right
        </h2>
        {graded.passed ? (
          <>
            <p className="text-sm">You completed Arkad&rsquo;s learning path. Your certificate can now be made.</p>
            <Button asChild size="sm">
              <Link href={paths.settingsSection('certificate')}>
                <Award aria-hidden="true" /> Get your certificate
              </Link>
            </Button>
          </>
        ) : (
          <p className="text-sm">
            {graded.passMark} of {graded.total} right answers pass. Read the explanations and the lessons below; you can
            take the exam again from <strong>{formatDateTime(graded.retakeAt ?? graded.answeredAt)}</strong>.
          </p>
        )}
      </div>
      <ol className="space-y-4">
        {graded.questions.map((question, index) => (
          <GradedQuestionItem key={question.id} question={question} index={index} />
        ))}
      </ol>
    </div>
  );
}

/** /exam: the final exam (decision 056). */
export function ExamPage() {
  const status = useExamStatus();
  const start = useStartExam();
  const [graded, setGraded] = useState<GradedExam | null>(null);
  const drawn = start.data;
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
          <BrandLink href={paths.home()} />
          <Link href={paths.home()} className="flex items-center gap-1 text-sm font-medium text-primary">
            <ArrowLeft className="size-4" aria-hidden="true" /> Learning path
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="font-display text-3xl font-bold">Final exam</h1>
        {graded ? (
          <ExamResult graded={graded} />
        ) : drawn ? (
          <ExamForm key={drawn.attemptId} exam={drawn} onGraded={setGraded} />
        ) : status.data ? (
          <>
            {start.error ? (
              <Alert variant="destructive">{errorMessage(start.error, 'The exam could not be drawn.')}</Alert>
            ) : null}
            <ExamIntro status={status.data} onStart={() => start.mutate()} starting={start.isPending} />
          </>
        ) : status.isError ? (
          <Alert variant="destructive">The exam could not be loaded. Please try again.</Alert>
        ) : (
          <Spinner className="py-10" />
        )}
      </main>
    </div>
  );
}
