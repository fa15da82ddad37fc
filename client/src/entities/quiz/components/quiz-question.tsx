import { BookOpen, CircleCheck, CircleX } from 'lucide-react';
import { Fragment, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { z } from 'zod';
import { quizOptionIdSchema, type GradedQuestion, type QuizQuestionView } from '@shared/schemas/quiz';
import type { QuizOptionId } from '@shared/domain/quiz-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QuestionFieldset, requiredChoice } from '@/components/ui/question-fieldset';
import { translate, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/**
 * The pieces a step's quiz, the final exam and the review card share (decision 056): a question
 * as a fieldset of radio buttons, the form over the questions drawn and its submit, and a graded
 * question with its explanation, lesson and source.
 */

/** The form's values: each question's chosen option, null until one is chosen. */
export type Answers = Record<string, QuizOptionId | null>;
/** What the form gives once every question is answered: the answers in the questions' order. */
export type AnswerList = { answers: { questionId: string; optionId: QuizOptionId }[] };

/**
 * One required option per question shown: an unanswered question is an error on that question,
 * never an answer. The answers come out as the list the server takes, in the questions' order.
 */
export function resolverFor(questions: readonly { id: string }[]): Resolver<Answers, unknown, AnswerList> {
  const answer = requiredChoice(quizOptionIdSchema, translate('quiz.form.choose'));
  const schema = z
    .object(Object.fromEntries(questions.map((question) => [question.id, answer])))
    // zod keeps the shape's order, which is the questions' order.
    .transform((values) => ({
      answers: Object.entries(values).map(([questionId, optionId]) => ({ questionId, optionId })),
    }));
  return zodResolver(schema as unknown as z.ZodType<AnswerList, Answers>);
}

/** The form over drawn questions: each unanswered until chosen; it submits only a complete list. */
export function useAnswersForm(questions: readonly { id: string }[]) {
  const resolver = useMemo(() => resolverFor(questions), [questions]);
  return useForm<Answers, unknown, AnswerList>({
    resolver,
    defaultValues: Object.fromEntries(questions.map((question) => [question.id, null])),
  });
}

/**
 * A quiz's or the exam's questions as one form, sent with `send` once every one is answered; the
 * grading goes to `onGraded`. `around` puts each question in its place (the exam's step headings).
 */
export function AnswersForm<Question extends QuizQuestionView, Graded>({
  label,
  className,
  autoFocus,
  questions,
  send,
  onGraded,
  error,
  around = (_question, _index, fieldset) => fieldset,
}: {
  label: string;
  className?: string;
  /** Takes the focus when shown. */
  autoFocus: boolean;
  questions: readonly Question[];
  send: (answers: AnswerList) => Promise<Graded>;
  onGraded: (graded: Graded) => void;
  error: Error | null;
  around?: (question: Question, index: number, fieldset: ReactNode) => ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (autoFocus) formRef.current?.focus();
  }, [autoFocus]);
  const t = useT();
  const form = useAnswersForm(questions);
  const submitting = form.formState.isSubmitting;
  const onSubmit = form.handleSubmit(async (answers) => {
    const graded = await send(answers).catch(() => null);
    if (graded) onGraded(graded);
  });
  return (
    <form
      ref={formRef}
      tabIndex={-1}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className={cn('space-y-6 outline-none', className)}
      aria-label={label}
    >
      {questions.map((question, index) => (
        <Fragment key={question.id}>
          {around(question, index, <QuizQuestionFieldset question={question} index={index} control={form.control} />)}
        </Fragment>
      ))}
      {error ? <Alert variant="destructive">{errorMessage(error, t('quiz.form.sendError'))}</Alert> : null}
      <Button type="submit" disabled={submitting}>
        {submitting ? t('quiz.form.checking') : t('quiz.form.submit')}
      </Button>
    </form>
  );
}

/** A drawn question, numbered, its options to choose from. */
export function QuizQuestionFieldset({
  question,
  index,
  control,
  disabled,
}: {
  question: QuizQuestionView;
  /** Numbers the question in its legend (a quiz or the exam); without, the prompt alone. */
  index?: number;
  control: Control<Answers, unknown, AnswerList>;
  /** Once the answer is sent (the review card). */
  disabled?: boolean | undefined;
}) {
  return (
    <QuestionFieldset
      control={control}
      name={question.id}
      size="compact"
      disabled={disabled}
      className="space-y-2"
      legendClassName="mb-2 leading-snug"
      legend={
        <>
          {index === undefined ? null : <span className="text-muted-foreground">{index + 1}. </span>}
          {question.prompt}
        </>
      }
      options={question.options.map((option) => ({ value: option.id, label: option.text }))}
    />
  );
}

/** A graded question: right or not, the right answer, why, where Arkad teaches it (when missed), the source. */
export function GradedQuestionItem({ question, index }: { question: GradedQuestion; index: number }) {
  const t = useT();
  const text = (id: QuizOptionId) => question.options.find((option) => option.id === id)?.text ?? '';
  const Icon = question.correct ? CircleCheck : CircleX;
  return (
    <li key={question.id} className="space-y-2 rounded-lg border p-4 text-sm">
      <p className="font-semibold leading-snug">
        <span className="text-muted-foreground">{index + 1}. </span>
        {question.prompt}
      </p>
      <p className="flex items-start gap-2">
        <Icon
          className={cn(
            'mt-0.5 size-4 shrink-0',
            question.correct ? 'text-green-700 dark:text-green-400' : 'text-red-600 dark:text-red-400',
          )}
          aria-hidden="true"
        />
        <span>
          <AnswerVerdict
            correct={question.correct}
            answer={text(question.chosenOptionId)}
            right={text(question.correctOptionId)}
          />
        </span>
      </p>
      <p className="leading-relaxed">{question.explanation}</p>
      {question.correct ? null : (
        <p className="flex items-start gap-2">
          <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <Trans
              id="quiz.graded.lesson"
              values={{ title: question.lesson.title }}
              components={{
                0: (
                  <Link href={question.lesson.href} className="font-medium text-primary underline underline-offset-2" />
                ),
              }}
            />
          </span>
        </p>
      )}
      <p className="text-xs text-muted-foreground">{t('quiz.graded.source', { source: question.source })}</p>
    </li>
  );
}

/** 'Correct: your answer was …' or 'Incorrect: … The right answer: …', as one message each. */
export function AnswerVerdict({ correct, answer, right }: { correct: boolean; answer: string; right: string }) {
  const bold = <span className="font-semibold" />;
  return correct ? (
    <Trans id="quiz.graded.correct" values={{ answer }} components={{ 0: bold }} />
  ) : (
    <Trans id="quiz.graded.incorrect" values={{ answer, right }} components={{ 0: bold, 1: bold }} />
  );
}
