import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminApi from '@/api/admin';
import { callApi } from '@/lib/api-client';
import { adminAuth } from './admin-auth';

export function getFeedbackSummary(token: string) {
  return callApi(adminApi.getFeedbackSummary, {}, adminAuth(token));
}

export function getFeedbackSummaryQueryOptions(token: string) {
  return queryOptions({ queryKey: ['admin', 'feedback-summary', token], queryFn: () => getFeedbackSummary(token) });
}

export function useFeedbackSummary(token: string) {
  return useQuery(getFeedbackSummaryQueryOptions(token));
}
