import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { QuizAnswers, QuizAttemptView } from '@shared/schemas/quiz';
import type { QuizStep } from '@shared/domain/quiz-rules';
import type { Language } from '@shared/i18n/languages';
import * as quizApi from '@/api/quiz';
import { useLanguage } from '@/i18n/i18n';
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

/** One attempt read again in the page's language (the request carries it): its questions, and its grading once answered. */
export function getQuizAttempt(step: QuizStep, attemptId: string): Promise<QuizAttemptView> {
  return callApi(quizApi.getQuizAttempt, { params: { step, id: attemptId } });
}

/**
 * Calls `onChange(language)` when the page's language changes (not on the first render): what a
 * quiz, the exam or the review does to read its text again in the new language, keeping its state.
 */
export function useLanguageChange(onChange: (language: Language) => void): void {
  const language = useLanguage();
  const last = useRef(language);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (last.current === language) return;
    last.current = language;
    callback.current(language);
  }, [language]);
}
