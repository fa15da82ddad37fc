import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsSummary } from '@shared/schemas/analytics';
import { api } from '@/lib/api-client';
import { adminHeaders } from './admin-auth';

/** GET /api/admin/analytics: events per day over the last 30 days. */
export function getAnalytics(token: string): Promise<AnalyticsSummary> {
  return api.get<AnalyticsSummary>('/api/admin/analytics', adminHeaders(token));
}

export function getAnalyticsQueryOptions(token: string) {
  return queryOptions({ queryKey: ['admin', 'analytics', token], queryFn: () => getAnalytics(token) });
}

export function useAnalytics(token: string) {
  return useQuery(getAnalyticsQueryOptions(token));
}
