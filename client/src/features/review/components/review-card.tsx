import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { QuizOptionId } from '@shared/domain/quiz-rules';
import { REVIEW_INTERVALS } from '@shared/domain/review-schedule';
import type { ReviewItem, ReviewResult } from '@shared/schemas/review';
import { CardOutline } from '@/components/card-outline';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { QuizQuestionFieldset, useAnswersForm } from '@/entities/quiz/components/quiz-question';
import { useAnswerReview, useReview } from '../api/review';
import { ReviewCardHeading } from './review-card-heading';

type Answer = ReturnType<typeof useAnswerReview>;
type Shown = { item: ReviewItem; result: ReviewResult | null; sent: boolean };

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function QuestionReview({
  item,
  shown,
  onAnswer,
}: {
  item: Extract<ReviewItem, { kind: 'question' }>;
  shown: Shown | null;
  onAnswer: (optionId: QuizOptionId) => void;
}) {
  const questions = useMemo(() => [item], [item]);
  const form = useAnswersForm(questions);
  const graded = shown?.result?.graded ?? null;
  const text = (id: QuizOptionId) => item.options.find((option) => option.id === id)?.text ?? '';
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (graded) resultRef.current?.focus();
  }, [graded]);
  return (
    <form
      className="space-y-3"
      aria-label="Review question"
      noValidate
      onSubmit={form.handleSubmit(({ answers }) => answers.forEach((chosen) => onAnswer(chosen.optionId)))}
    >
      <QuizQuestionFieldset question={item} control={form.control} disabled={shown?.sent} />
      {shown?.sent ? null : <Button type="submit">Check my answer</Button>}
      {graded && shown?.result ? (
        <div className="space-y-2 rounded-lg border p-3 text-sm">
          <p ref={resultRef} tabIndex={-1} className="flex items-start gap-2 font-semibold outline-none">
            {shown.result.correct ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
            )}
            <span>
              {shown.result.correct ? 'Correct' : 'Incorrect'}: your answer was ‘{text(graded.chosenOptionId)}’.
              {shown.result.correct ? null : ` The right answer: ‘${text(graded.correctOptionId)}’.`}
            </span>
          </p>
          <p className="leading-relaxed">{graded.explanation}</p>
          <p className="text-xs text-muted-foreground">Source: {graded.source}</p>
        </div>
      ) : null}
    </form>
  );
}

function TermReview({
  item,
  shown,
  onAnswer,
}: {
  item: Extract<ReviewItem, { kind: 'term' }>;
  shown: Shown | null;
  onAnswer: (knew: boolean) => void;
}) {
  const [revealed, setRevealed] = useState(false);
  const definitionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (revealed) definitionRef.current?.focus();
  }, [revealed]);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">Do you remember what this term means?</p>
      <h3 className="font-display text-xl font-bold">{item.term}</h3>
      {revealed ? (
        <>
          <p ref={definitionRef} tabIndex={-1} className="text-sm leading-relaxed outline-none">
            {item.definition}
          </p>
          {shown?.sent ? null : (
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => onAnswer(true)}>
                I knew it
              </Button>
              <Button type="button" variant="outline" onClick={() => onAnswer(false)}>
                Not yet
              </Button>
            </div>
          )}
        </>
      ) : (
        <Button type="button" variant="outline" onClick={() => setRevealed(true)}>
          Show the definition
        </Button>
      )}
    </div>
  );
}

/** After an answer: where the item goes next, or that the answer waits for the network. */
function AfterAnswer({
  shown,
  answer,
  onNext,
  more,
}: {
  shown: Shown;
  answer: Answer;
  onNext: () => void;
  more: boolean;
}) {
  const result = shown.result;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" role="status">
        {result
          ? `${result.correct ? 'Moved up to box' : 'Back to box'} ${result.box}: it comes back on ${dayLabel(result.dueDay)}.`
          : answer.isPaused
            ? 'Saved on this device: it will be sent when you are back online.'
            : 'Sending…'}
      </p>
      <Button type="button" variant="secondary" onClick={onNext}>
        {more ? 'Next' : 'Done'}
      </Button>
    </div>
  );
}

function Empty({ inReview, nextDueDay }: { inReview: number; nextDueDay: string | null }) {
  if (inReview === 0)
    return (
      <p className="text-sm text-muted-foreground">
        Questions you miss in a quiz and glossary terms you open come back here, after {REVIEW_INTERVALS.join(', ')}{' '}
        days.
      </p>
    );
  return (
    <p className="text-sm text-muted-foreground">
      Nothing to review today.
      {nextDueDay ? ` Next review: ${dayLabel(nextDueDay)}.` : null}
    </p>
  );
}

/**
 * The 'Review' card on /home (decision 047): today's items, one at a time. A question is answered
 * and graded on the server; a term is shown, its definition revealed, then 'I knew it' or 'Not yet'.
 */
export default function ReviewCard() {
  const { review, pending, timeZone } = useReview();
  const answer = useAnswerReview();
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState<Shown | null>(null);
  if (!review) return pending ? <CardOutline heading={<ReviewCardHeading />} /> : null;
  const queue = review.items.filter((item) => !answered.has(`${item.kind}:${item.id}`));
  const item = shown?.item ?? queue[0] ?? null;
  const left = queue.length;

  const send = (current: ReviewItem, body: { optionId: QuizOptionId } | { knew: boolean }) => {
    setAnswered((prev) => new Set(prev).add(`${current.kind}:${current.id}`));
    setShown({ item: current, result: null, sent: true });
    const onResult = (result: ReviewResult) =>
      setShown((now) => (now?.item.id === current.id ? { ...now, result } : now));
    if ('optionId' in body) answer.send({ kind: 'question', itemId: current.id, ...body }, timeZone, onResult);
    else answer.send({ kind: 'term', itemId: current.id, ...body }, timeZone, onResult);
  };

  return (
    <Card data-testid="review-card" role="region" aria-labelledby="review-card-title">
      <CardHeader>
        <ReviewCardHeading id="review-card-title" />
        <CardDescription>
          {left > 0 ? `${left} to review today` : 'Spaced review of what you missed and the terms you opened'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {item === null ? (
          <Empty inReview={review.inReview} nextDueDay={review.nextDueDay} />
        ) : (
          <>
            {item.kind === 'question' ? (
              <QuestionReview
                key={item.id}
                item={item}
                shown={shown}
                onAnswer={(optionId) => send(item, { optionId })}
              />
            ) : (
              <TermReview key={item.id} item={item} shown={shown} onAnswer={(knew) => send(item, { knew })} />
            )}
            {shown ? (
              <AfterAnswer shown={shown} answer={answer} onNext={() => setShown(null)} more={queue.length > 0} />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
