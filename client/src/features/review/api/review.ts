import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Review, ReviewAnswer, ReviewResult } from '@shared/schemas/review';
import * as reviewApi from '@/api/review';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { newClientId } from '@/entities/progress/api/progress';
import { persistedQueryMeta, registerOnce, retryDelay, retryWhileUnreachable } from '@/lib/offline-mutations';
import { signedInUserId } from '@/lib/storage';
import { browserTimeZone } from '@/lib/browser-time-zone';
import type { Language } from '@shared/i18n/languages';
import { pageLanguage, useLanguage } from '@/i18n/i18n';

/**
 * Spaced review (decision 047). The items due are read with the browser's time zone, so 'today' is
 * the learner's own day. An answer is a React Query mutation like the progress events (decision
 * 033): offline it waits, paused, is kept across a reload and is sent when back online; the server
 * counts each clientId once.
 */
export const reviewKeys = {
  // The page's language is part of the key: a switch reads the items again, written in the new one.
  of: (userId: number, timeZone: string, language: Language = pageLanguage()) =>
    ['review', userId, timeZone, language] as const,
  answer: ['review', 'answer'] as const,
};

export function reviewQueryOptions(userId: number, timeZone: string, language: Language = pageLanguage()) {
  return queryOptions({
    queryKey: reviewKeys.of(userId, timeZone, language),
    queryFn: () => callApi(reviewApi.getReview, { query: { timeZone } }),
    // A new day brings new items: read again whenever the home screen opens.
    staleTime: 0,
    meta: persistedQueryMeta,
  });
}

/** The signed-in learner's review for today (undefined while loading). */
/** Today's review; `pending` while the first answer is on the way (or waits for the connection). */
export function useReview(): { review: Review | undefined; pending: boolean; timeZone: string } {
  const { user } = useAuth();
  const timeZone = browserTimeZone();
  const language = useLanguage();
  const query = useQuery({
    ...reviewQueryOptions(user?.id ?? 0, timeZone, language),
    enabled: user !== null,
    // While the new language's items load, the old ones stay on screen (and the answer chosen).
    placeholderData: (previous) => previous,
  });
  return { review: user ? query.data : undefined, pending: user !== null && query.isPending, timeZone };
}

export interface QueuedReviewAnswer {
  userId: number;
  answer: ReviewAnswer;
}

type NewAnswer = ReviewAnswer extends infer A
  ? A extends ReviewAnswer
    ? Omit<A, 'clientId' | 'occurredAt' | 'timeZone'>
    : never
  : never;

async function sendAnswer({ userId, answer }: QueuedReviewAnswer): Promise<ReviewResult | null> {
  if (signedInUserId() !== userId) {
    console.warn('A review answer made by another account is not sent.');
    return null;
  }
  return callApi(reviewApi.answerReview, { body: answer });
}

/** The review answers' mutation defaults (set before the cache is restored, offline-work.ts). */
export function registerReviewMutations(queryClient: QueryClient): void {
  registerOnce(queryClient, 'review', (client) =>
    client.setMutationDefaults(reviewKeys.answer, {
      mutationFn: sendAnswer,
      retry: retryWhileUnreachable,
      retryDelay,
      scope: { id: 'review' },
      onSuccess: (result: ReviewResult | null, { userId, answer }: QueuedReviewAnswer) => {
        if (result) client.setQueryData(reviewKeys.of(userId, answer.timeZone), result.review);
      },
      onError: (error: unknown) => {
        // A refusal (not due any more, not in review): sending it again cannot help.
        console.warn('A review answer was refused by the server and is dropped.', error);
        void client.invalidateQueries({ queryKey: ['review'] });
      },
    }),
  );
}

/** Answers one review item for the signed-in learner; the result comes to `onResult` when online. */
export function useAnswerReview() {
  const queryClient = useQueryClient();
  registerReviewMutations(queryClient);
  const { user } = useAuth();
  const mutation = useMutation<ReviewResult | null, Error, QueuedReviewAnswer>({ mutationKey: reviewKeys.answer });
  const send = (answer: NewAnswer, timeZone: string, onResult: (result: ReviewResult, sent: ReviewAnswer) => void) => {
    if (!user) return;
    const full: ReviewAnswer = { ...answer, clientId: newClientId(), occurredAt: new Date().toISOString(), timeZone };
    mutation.mutate({ userId: user.id, answer: full }, { onSuccess: (result) => result && onResult(result, full) });
  };
  return { send, isPaused: mutation.isPaused, error: mutation.error };
}

/**
 * The result of an answer already counted, read again in the page's language: the same answer
 * (the same clientId) sent again counts once and answers the stored result (decision 047), now
 * with the item and its grading written in the language the request carries.
 */
export function replayReviewAnswer(answer: ReviewAnswer): Promise<ReviewResult> {
  return callApi(reviewApi.answerReview, { body: answer });
}
