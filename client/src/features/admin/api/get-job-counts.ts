import { useQuery } from '@tanstack/react-query';
import * as adminApi from '@/api/admin';
import { callApi } from '@/lib/api-client';
import { adminAuth } from './admin-auth';

/** GET /api/admin/jobs: the job queue by state (queued, running, done, failed). */
export function useJobCounts(token: string) {
  return useQuery({
    queryKey: ['admin', 'jobs', token],
    queryFn: () => callApi(adminApi.getJobCounts, {}, adminAuth(token)),
  });
}
