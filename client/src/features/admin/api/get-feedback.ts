import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FEEDBACK_PAGE_SIZE } from '@shared/schemas/beta';
import * as betaApi from '@/api/beta';
import { callApi } from '@/lib/api-client';
import { adminAuth } from './admin-auth';

/** GET /api/beta/feedback: one page of submissions, newest first. */
export function getFeedback(token: string, page: number) {
  return callApi(betaApi.listBetaFeedback, { query: { page, pageSize: FEEDBACK_PAGE_SIZE } }, adminAuth(token));
}

export function getFeedbackQueryOptions(token: string, page: number) {
  return queryOptions({ queryKey: ['admin', 'feedback', token, page], queryFn: () => getFeedback(token, page) });
}

export function useFeedback(token: string, page: number) {
  return useQuery({ ...getFeedbackQueryOptions(token, page), placeholderData: keepPreviousData });
}
