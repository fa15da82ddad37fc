import { BookOpen, CircleCheck, CircleX } from 'lucide-react';
import type { FieldErrors, Resolver, UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { z } from 'zod';
import { quizOptionIdSchema, type GradedQuestion, type QuizQuestionView } from '@shared/schemas/quiz';
import type { QuizOptionId } from '@shared/domain/quiz-rules';
import { cn } from '@/lib/cn';

/**
 * The pieces a step's quiz and the final exam share (decision 056): a question as a fieldset of
 * radio buttons, the form's resolver, and a graded question with its explanation, lesson and source.
 */

export type Answers = Record<string, QuizOptionId | null>;

const CHOOSE = 'Choose an answer';

/** One required option per question shown. */
export function resolverFor(
  questions: readonly { id: string }[],
): Resolver<Answers, unknown, Record<string, QuizOptionId>> {
  const answer = quizOptionIdSchema.nullable().refine((value) => value !== null, CHOOSE);
  const schema = z.object(Object.fromEntries(questions.map((question) => [question.id, answer])));
  return zodResolver(schema as unknown as z.ZodType<Record<string, QuizOptionId>, Answers>);
}

export function QuestionFieldset({
  question,
  index,
  register,
  errors,
}: {
  question: QuizQuestionView;
  index: number;
  register: UseFormRegister<Answers>;
  errors: FieldErrors<Answers>;
}) {
  const error = errors[question.id]?.message;
  const errorId = `quiz-${question.id}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-semibold leading-snug">
        <span className="text-muted-foreground">{index + 1}. </span>
        {question.prompt}
      </legend>
      {question.options.map((option) => (
        <label
          key={option.id}
          className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-secondary/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            value={option.id}
            {...register(question.id)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          />
          <span>{option.text}</span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A graded question: right or not, the right answer, why, where Arkad teaches it (when missed), the source. */
export function GradedQuestionItem({ question, index }: { question: GradedQuestion; index: number }) {
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
          <span className="font-semibold">{question.correct ? 'Correct' : 'Incorrect'}: </span>
          your answer was ‘{text(question.chosenOptionId)}’.
          {question.correct ? null : (
            <>
              {' '}
              The right answer: <span className="font-semibold">‘{text(question.correctOptionId)}’</span>.
            </>
          )}
        </span>
      </p>
      <p className="leading-relaxed">{question.explanation}</p>
      {question.correct ? null : (
        <p className="flex items-start gap-2">
          <BookOpen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Where Arkad teaches this:{' '}
            <Link href={question.lesson.href} className="font-medium text-primary underline underline-offset-2">
              {question.lesson.title}
            </Link>
          </span>
        </p>
      )}
      <p className="text-xs text-muted-foreground">Source: {question.source}</p>
    </li>
  );
}
