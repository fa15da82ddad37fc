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
    // A pass may complete a step (decision 044): the learning path reads the progress again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['progress'] }),
    mutationFn: ({ step, attemptId, answers }: { step: QuizStep; attemptId: string; answers: QuizAnswers }) =>
      callApi(quizApi.answerQuiz, { params: { step, id: attemptId }, body: answers }),
  });
}
