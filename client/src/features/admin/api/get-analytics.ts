import { queryOptions, useQuery } from '@tanstack/react-query';
import * as adminApi from '@/api/admin';
import { callApi } from '@/lib/api-client';
import { adminAuth } from './admin-auth';

/** GET /api/admin/analytics: events per day over the last 30 days. */
export function getAnalytics(token: string) {
  return callApi(adminApi.getAnalyticsSummary, {}, adminAuth(token));
}

export function getAnalyticsQueryOptions(token: string) {
  return queryOptions({ queryKey: ['admin', 'analytics', token], queryFn: () => getAnalytics(token) });
}

export function useAnalytics(token: string) {
  return useQuery(getAnalyticsQueryOptions(token));
}
