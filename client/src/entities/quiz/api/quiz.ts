import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuizAnswers } from '@shared/schemas/quiz';
import type { QuizStep } from '@shared/domain/quiz-rules';
import * as quizApi from '@/api/quiz';
import { callApi } from '@/lib/api-client';

/** Draws a new quiz for a step: a new attempt on the server each time (no key in the answer). */
export function useStartQuiz() {
  return useMutation({ mutationFn: (step: QuizStep) => callApi(quizApi.startQuiz, { params: { step } }) });
}

/** Sends the answers; the server grades them and answers with the explanations and sources. */
export function useAnswerQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    // A pass may complete a step (decision 044): the learning path reads the progress again; a miss
    // enters the review (decision 047), the scorecard and the record: they are read again too.
    onSuccess: () =>
      Promise.all(
        ['progress', 'review', 'seven-cures', 'record', 'exam'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
    mutationFn: ({ step, attemptId, answers }: { step: QuizStep; attemptId: string; answers: QuizAnswers }) =>
      callApi(quizApi.answerQuiz, { params: { step, id: attemptId }, body: answers }),
  });
}
