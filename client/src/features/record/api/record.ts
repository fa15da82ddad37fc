import { queryOptions, useQuery } from '@tanstack/react-query';
import * as recordApi from '@/api/record';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** The learner's record (issue 44 point 5), its days in the browser's time zone. */
export function getRecordQueryOptions(userId: number, timeZone: string) {
  return queryOptions({
    queryKey: ['record', userId, timeZone],
    queryFn: () => callApi(recordApi.getRecord, { query: { timeZone } }),
    staleTime: 0,
  });
}

export function useRecord() {
  const { user } = useAuth();
  return useQuery({ ...getRecordQueryOptions(user?.id ?? 0, browserTimeZone()), enabled: user !== null });
}
