import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackSummary } from '@shared/schemas/beta';
import { api } from '@/lib/api-client';
import { adminHeaders } from './admin-auth';

export function getFeedbackSummary(token: string): Promise<FeedbackSummary> {
  return api.get<FeedbackSummary>('/api/admin/feedback/summary', adminHeaders(token));
}

export function getFeedbackSummaryQueryOptions(token: string) {
  return queryOptions({ queryKey: ['admin', 'feedback-summary', token], queryFn: () => getFeedbackSummary(token) });
}

export function useFeedbackSummary(token: string) {
  return useQuery(getFeedbackSummaryQueryOptions(token));
}
