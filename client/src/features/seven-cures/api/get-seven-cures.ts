import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/i18n/languages';
import type { SevenCures } from '@shared/schemas/seven-cures';
import * as sevenCuresApi from '@/api/seven-cures';
import { useLanguage } from '@/i18n/i18n';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { persistedQueryMeta } from '@/lib/offline-mutations';

/** Keyed by the page's language too: the server writes the texts in it, so a switch reads them again. */
export function getSevenCuresQueryOptions(userId: number, language: Language) {
  return queryOptions({
    queryKey: ['seven-cures', userId, language] as const,
    queryFn: () => callApi(sevenCuresApi.getSevenCures, {}),
    // The treasury, a quiz or an assessment may have changed it: read again when /home opens.
    staleTime: 0,
    meta: persistedQueryMeta,
  });
}

/** The signed-in learner's Seven Cures scorecard (undefined while loading). */
/** The scorecard; `pending` while the first answer is on the way (or waits for the connection). */
export function useSevenCures(): { card: SevenCures | undefined; pending: boolean } {
  const { user } = useAuth();
  const language = useLanguage();
  const query = useQuery({ ...getSevenCuresQueryOptions(user?.id ?? 0, language), enabled: user !== null });
  return { card: user ? query.data : undefined, pending: user !== null && query.isPending };
}
