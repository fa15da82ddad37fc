import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminApi from '@/api/admin';
import { callApi } from '@/lib/api-client';
import { adminAuth } from './admin-auth';

/** GET /api/admin/learning/funnel: learners per completed step, and those with all 8. */
export function getCompletionFunnel(token: string) {
  return callApi(adminApi.getCompletionFunnel, {}, adminAuth(token));
}

export function getCompletionFunnelQueryOptions(token: string) {
  return queryOptions({ queryKey: ['admin', 'funnel', token], queryFn: () => getCompletionFunnel(token) });
}

export function useCompletionFunnel(token: string) {
  return useQuery(getCompletionFunnelQueryOptions(token));
}

/** GET /api/admin/learning/questions: each quiz question's pass rate, flagged ones marked. */
export function getQuizPassRates(token: string) {
  return callApi(adminApi.getQuizPassRates, {}, adminAuth(token));
}

export function getQuizPassRatesQueryOptions(token: string) {
  return queryOptions({ queryKey: ['admin', 'quiz-pass-rates', token], queryFn: () => getQuizPassRates(token) });
}

export function useQuizPassRates(token: string) {
  return useQuery(getQuizPassRatesQueryOptions(token));
}
