import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { QuizOptionId } from '@shared/domain/quiz-rules';
import { REVIEW_INTERVALS } from '@shared/domain/review-schedule';
import { intlLocales, type Language } from '@shared/i18n/languages';
import type { ReviewAnswer, ReviewItem, ReviewResult } from '@shared/schemas/review';
import { CardOutline } from '@/components/card-outline';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useLanguageChange } from '@/entities/quiz/api/quiz';
import { AnswerVerdict, QuizQuestionFieldset, useAnswersForm } from '@/entities/quiz/components/quiz-question';
import { useQuizMessages } from '@/entities/quiz/use-quiz-messages';
import { useLanguage, useT } from '@/i18n/i18n';
import { replayReviewAnswer, useAnswerReview, useReview } from '../api/review';
import { ReviewCardHeading } from './review-card-heading';

type Answer = ReturnType<typeof useAnswerReview>;
/** The item answered, its result once the server has it, and the answer as sent (read again on a language switch). */
type Shown = { item: ReviewItem; result: ReviewResult | null; sent: boolean; answer?: ReviewAnswer };

const dayLabel = (day: string, language: Language) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocales[language], {
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
  const t = useT();
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
      aria-label={t('quiz.review.questionLabel')}
      noValidate
      onSubmit={form.handleSubmit(({ answers }) => answers.forEach((chosen) => onAnswer(chosen.optionId)))}
    >
      <QuizQuestionFieldset question={item} control={form.control} disabled={shown?.sent} />
      {shown?.sent ? null : <Button type="submit">{t('quiz.review.submit')}</Button>}
      {graded && shown?.result ? (
        <div className="space-y-2 rounded-lg border p-3 text-sm">
          <p ref={resultRef} tabIndex={-1} className="flex items-start gap-2 font-semibold outline-none">
            {shown.result.correct ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
            )}
            <span>
              <AnswerVerdict
                correct={shown.result.correct}
                answer={text(graded.chosenOptionId)}
                right={text(graded.correctOptionId)}
              />
            </span>
          </p>
          <p className="leading-relaxed">{graded.explanation}</p>
          <p className="text-xs text-muted-foreground">{t('quiz.graded.source', { source: graded.source })}</p>
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
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  const definitionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (revealed) definitionRef.current?.focus();
  }, [revealed]);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{t('quiz.review.termAsk')}</p>
      <h3 className="font-display text-xl font-bold">{item.term}</h3>
      {revealed ? (
        <>
          <p ref={definitionRef} tabIndex={-1} className="text-sm leading-relaxed outline-none">
            {item.definition}
          </p>
          {shown?.sent ? null : (
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => onAnswer(true)}>
                {t('quiz.review.knew')}
              </Button>
              <Button type="button" variant="outline" onClick={() => onAnswer(false)}>
                {t('quiz.review.notYet')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <Button type="button" variant="outline" onClick={() => setRevealed(true)}>
          {t('quiz.review.show')}
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
  const t = useT();
  const language = useLanguage();
  const result = shown.result;
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" role="status">
        {result
          ? t(result.correct ? 'quiz.review.movedUp' : 'quiz.review.backTo', {
              box: result.box,
              day: dayLabel(result.dueDay, language),
            })
          : answer.isPaused
            ? t('quiz.review.saved')
            : t('quiz.review.sending')}
      </p>
      <Button type="button" variant="secondary" onClick={onNext}>
        {more ? t('quiz.review.next') : t('quiz.review.done')}
      </Button>
    </div>
  );
}

function Empty({ inReview, nextDueDay }: { inReview: number; nextDueDay: string | null }) {
  const t = useT();
  const language = useLanguage();
  if (inReview === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {t('quiz.review.empty', {
          intervals: new Intl.ListFormat(intlLocales[language], { type: 'conjunction' }).format(
            REVIEW_INTERVALS.map(String),
          ),
        })}
      </p>
    );
  return (
    <p className="text-sm text-muted-foreground">
      {nextDueDay
        ? t('quiz.review.nextReview', { day: dayLabel(nextDueDay, language) })
        : t('quiz.review.nothingToday')}
    </p>
  );
}

/**
 * The 'Review' card on /home (decision 047): today's items, one at a time. A question is answered
 * and graded on the server; a term is shown, its definition revealed, then 'I knew it' or 'Not yet'.
 */
export default function ReviewCard() {
  const t = useT();
  const ready = useQuizMessages();
  const { review, pending, timeZone } = useReview();
  const answer = useAnswerReview();
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  const [shown, setShown] = useState<Shown | null>(null);
  // The page's language changed after an answer was graded: the same answer, sent again, counts
  // once and comes back with the item and its grading in the new language (the items due are
  // read again by their query, whose key holds the language).
  useLanguageChange(() => {
    const sent = shown?.result ? shown.answer : undefined;
    if (!sent) return;
    void replayReviewAnswer(sent)
      .then((result) =>
        setShown((now) =>
          now?.answer?.clientId === sent.clientId ? { ...now, item: result.item ?? now.item, result } : now,
        ),
      )
      .catch(() => undefined);
  });
  if (!review || !ready) return pending || !ready ? <CardOutline heading={<ReviewCardHeading />} /> : null;
  const queue = review.items.filter((item) => !answered.has(`${item.kind}:${item.id}`));
  const item = shown?.item ?? queue[0] ?? null;
  const left = queue.length;

  const send = (current: ReviewItem, body: { optionId: QuizOptionId } | { knew: boolean }) => {
    setAnswered((prev) => new Set(prev).add(`${current.kind}:${current.id}`));
    setShown({ item: current, result: null, sent: true });
    const onResult = (result: ReviewResult, sent: ReviewAnswer) =>
      setShown((now) => (now?.item.id === current.id ? { ...now, result, answer: sent } : now));
    if ('optionId' in body) answer.send({ kind: 'question', itemId: current.id, ...body }, timeZone, onResult);
    else answer.send({ kind: 'term', itemId: current.id, ...body }, timeZone, onResult);
  };

  return (
    <Card data-testid="review-card" role="region" aria-labelledby="review-card-title">
      <CardHeader>
        <ReviewCardHeading id="review-card-title" />
        <CardDescription>
          {left > 0 ? t('quiz.review.left', { count: left }) : t('quiz.review.description')}
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
