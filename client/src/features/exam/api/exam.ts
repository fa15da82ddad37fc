import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamAnswers } from '@shared/schemas/exam';
import * as examApi from '@/api/exam';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** The final exam (decision 056): where the learner stands, a draw, its grading. */
export function getExamStatus() {
  return callApi(examApi.getExam, {});
}

export function getExamStatusQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['exam', userId], queryFn: getExamStatus, staleTime: 0 });
}

export function useExamStatus() {
  const { user } = useAuth();
  return useQuery({ ...getExamStatusQueryOptions(user?.id ?? 0), enabled: user !== null });
}

/** Draws an exam: a new sealed attempt each time (no key in the answer). */
export function startExam() {
  return callApi(examApi.startExam, {});
}

/** One exam read again in the page's language (the request carries it): its questions, and its grading once answered. */
export function getExamAttempt(attemptId: string) {
  return callApi(examApi.getExamAttempt, { params: { id: attemptId } });
}

export function useStartExam() {
  return useMutation({ mutationFn: startExam });
}

export function answerExam({ attemptId, answers }: { attemptId: string; answers: ExamAnswers }) {
  return callApi(examApi.answerExam, { params: { id: attemptId }, body: answers });
}

/** Sends the answers; a pass makes a certificate possible, a failure starts the wait. */
export function useAnswerExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerExam,
    onSuccess: () =>
      Promise.all(
        ['exam', 'certificate', 'progress', 'review', 'record'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
