import { queryOptions, useQuery } from '@tanstack/react-query';
import * as recordApi from '@/api/record';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { browserTimeZone } from '@/lib/browser-time-zone';
import type { Language } from '@shared/i18n/languages';
import { pageLanguage, useLanguage } from '@/i18n/i18n';

/**
 * The learner's record (issue 44 point 5), its days in the browser's time zone, its questions and
 * lessons in the page's language (part of the key: a switch reads it again).
 */
export function getRecordQueryOptions(userId: number, timeZone: string, language: Language = pageLanguage()) {
  return queryOptions({
    queryKey: ['record', userId, timeZone, language],
    queryFn: () => callApi(recordApi.getRecord, { query: { timeZone } }),
    staleTime: 0,
  });
}

export function useRecord() {
  const { user } = useAuth();
  const language = useLanguage();
  return useQuery({
    ...getRecordQueryOptions(user?.id ?? 0, browserTimeZone(), language),
    enabled: user !== null,
    placeholderData: (previous) => previous,
  });
}
