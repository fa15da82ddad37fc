import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FEEDBACK_PAGE_SIZE, type FeedbackList } from '@shared/schemas/beta';
import { api } from '@/lib/api-client';
import { adminHeaders } from './admin-auth';

/** GET /api/beta/feedback: one page of submissions, newest first. */
export function getFeedback(token: string, page: number): Promise<FeedbackList> {
  return api.get<FeedbackList>(`/api/beta/feedback?page=${page}&pageSize=${FEEDBACK_PAGE_SIZE}`, adminHeaders(token));
}

export function getFeedbackQueryOptions(token: string, page: number) {
  return queryOptions({ queryKey: ['admin', 'feedback', token, page], queryFn: () => getFeedback(token, page) });
}

export function useFeedback(token: string, page: number) {
  return useQuery({ ...getFeedbackQueryOptions(token, page), placeholderData: keepPreviousData });
}
