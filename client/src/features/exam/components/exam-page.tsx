import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, Award, GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import type { ProgressStep } from '@shared/domain/learning-progress';
import { intlLocales, type Language } from '@shared/i18n/languages';
import type { DrawnExam, ExamStatus, GradedExam } from '@shared/schemas/exam';
import { BrandLink } from '@/components/brand';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLanguageChange } from '@/entities/quiz/api/quiz';
import { AnswersForm, GradedQuestionItem } from '@/entities/quiz/components/quiz-question';
import { useLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { getExamAttempt, useAnswerExam, useExamStatus, useStartExam } from '../api/exam';

const formatDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const formatDay = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'long' }).format(new Date(iso));

/** The rules, stated before the exam starts. */
function ExamRules({ status }: { status: ExamStatus }) {
  const t = useT();
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      <li>{t('quiz.exam.rulesCount', { count: status.length })}</li>
      <li>
        <Trans
          id="quiz.exam.rulesPass"
          values={{ passMark: status.passMark, count: status.length }}
          components={{ 0: <strong /> }}
        />
      </li>
      <li>{t('quiz.exam.rulesRetake', { hours: status.retakeWaitHours })}</li>
      <li>{t('quiz.exam.rulesCertificate')}</li>
    </ul>
  );
}

/** Where the learner stands before drawing an exam. */
function ExamIntro({ status, onStart, starting }: { status: ExamStatus; onStart: () => void; starting: boolean }) {
  const t = useT();
  const language = useLanguage();
  if (status.state === 'passed' && status.passedAt)
    return (
      <div className="space-y-4">
        <p className="rounded-lg border border-green-600/40 bg-green-50 p-4 text-green-950 dark:bg-green-950/40 dark:text-green-100">
          {status.lastAttempt?.passed ? (
            <Trans
              id="quiz.exam.passedOnScore"
              values={{
                day: formatDay(status.passedAt, language),
                score: status.lastAttempt.score,
                total: status.lastAttempt.total,
              }}
              components={{ 0: <strong /> }}
            />
          ) : (
            <Trans
              id="quiz.exam.passedOn"
              values={{ day: formatDay(status.passedAt, language) }}
              components={{ 0: <strong /> }}
            />
          )}
        </p>
        <Button asChild>
          <Link href={paths.settingsSection('certificate')}>
            <Award aria-hidden="true" /> {t('quiz.exam.certificate')}
          </Link>
        </Button>
      </div>
    );
  if (status.state === 'path-incomplete')
    return (
      <div className="space-y-4">
        <ExamRules status={status} />
        <p className="text-sm">{t('quiz.exam.incomplete')}</p>
        <Button asChild variant="outline">
          <Link href={paths.home()}>{t('quiz.exam.goToPath')}</Link>
        </Button>
      </div>
    );
  return (
    <div className="space-y-4">
      <ExamRules status={status} />
      {status.state === 'waiting' && status.retakeAt && status.lastAttempt ? (
        <Alert>
          <Trans
            id="quiz.exam.waiting"
            values={{
              score: status.lastAttempt.score,
              total: status.lastAttempt.total,
              when: formatDateTime(status.lastAttempt.answeredAt, language),
              retakeAt: formatDateTime(status.retakeAt, language),
            }}
            components={{
              0: <strong />,
              1: <Link href={paths.record} className="font-medium underline underline-offset-2" />,
            }}
          />
        </Alert>
      ) : (
        <Button type="button" onClick={onStart} disabled={starting}>
          <GraduationCap aria-hidden="true" /> {starting ? t('quiz.exam.drawing') : t('quiz.exam.start')}
        </Button>
      )}
    </div>
  );
}

/** The drawn exam, question by question under its step's heading. */
function ExamForm({ exam, onGraded }: { exam: DrawnExam; onGraded: (graded: GradedExam) => void }) {
  const t = useT();
  const answer = useAnswerExam();
  return (
    <AnswersForm
      label={t('quiz.exam.label')}
      autoFocus
      questions={exam.questions}
      send={(answers) => answer.mutateAsync({ attemptId: exam.attemptId, answers })}
      onGraded={onGraded}
      error={answer.error}
      around={(question, index, fieldset) => (
        <div className="space-y-3">
          {index === 0 || exam.questions[index - 1]?.step !== question.step ? (
            <h2 className="border-b pb-1 text-sm font-semibold uppercase tracking-wide text-primary">
              {t(`path.tab.${question.step as ProgressStep}`)}
            </h2>
          ) : null}
          {fieldset}
        </div>
      )}
    />
  );
}

function ExamResult({ graded }: { graded: GradedExam }) {
  const t = useT();
  const language = useLanguage();
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
          {t(graded.passed ? 'quiz.result.passed' : 'quiz.result.notPassed', {
            score: graded.score,
            total: graded.total,
          })}
        </h2>
        {graded.passed ? (
          <>
            <p className="text-sm">{t('quiz.exam.completed')}</p>
            <Button asChild size="sm">
              <Link href={paths.settingsSection('certificate')}>
                <Award aria-hidden="true" /> {t('quiz.exam.getCertificate')}
              </Link>
            </Button>
          </>
        ) : (
          <p className="text-sm">
            <Trans
              id="quiz.exam.failNote"
              values={{
                passMark: graded.passMark,
                total: graded.total,
                retakeAt: formatDateTime(graded.retakeAt ?? graded.answeredAt, language),
              }}
              components={{ 0: <strong /> }}
            />
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
  const t = useT();
  const status = useExamStatus();
  const start = useStartExam();
  const [graded, setGraded] = useState<GradedExam | null>(null);
  // The same exam read again when the page's language changes: the text follows, the answers stay.
  const [reread, setReread] = useState<DrawnExam | null>(null);
  const attemptId = start.data?.attemptId;
  useLanguageChange(() => {
    if (!attemptId) return;
    void getExamAttempt(attemptId)
      .then((view) => {
        setReread(view.exam);
        if (view.graded) setGraded(view.graded);
      })
      .catch(() => undefined);
  });
  const drawn = reread?.attemptId === attemptId ? reread : start.data;
  return (
    <div className="min-h-dvh">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
          <BrandLink href={paths.home()} />
          <Link href={paths.home()} className="flex items-center gap-1 text-sm font-medium text-primary">
            <ArrowLeft className="size-4" aria-hidden="true" /> {t('quiz.exam.back')}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="font-display text-3xl font-bold">{t('quiz.exam.title')}</h1>
        {graded ? (
          <ExamResult graded={graded} />
        ) : drawn ? (
          <ExamForm key={drawn.attemptId} exam={drawn} onGraded={setGraded} />
        ) : status.data ? (
          <>
            {start.error ? (
              <Alert variant="destructive">{errorMessage(start.error, t('quiz.exam.drawError'))}</Alert>
            ) : null}
            <ExamIntro status={status.data} onStart={() => start.mutate()} starting={start.isPending} />
          </>
        ) : status.isError ? (
          <Alert variant="destructive">{t('quiz.exam.loadError')}</Alert>
        ) : (
          <Spinner className="py-10" />
        )}
      </main>
    </div>
  );
}
