import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeatureAccess, MeteredFeature } from '@shared/schemas/usage';
import { api } from './api-client';

/**
 * The free tier's monthly allowances, answered and counted by the server (/api/usage). Shared by
 * every gated feature through components/feature-gate.tsx.
 */
export function getFeatureAccess(feature: MeteredFeature): Promise<FeatureAccess> {
  return api.get<FeatureAccess>(`/api/usage/${feature}`);
}

export function getFeatureAccessQueryOptions(feature: MeteredFeature) {
  return queryOptions({
    queryKey: ['usage', feature],
    queryFn: () => getFeatureAccess(feature),
    // Uses made in another tab or device count too: ask again each time a gated screen opens.
    refetchOnMount: 'always',
  });
}

export function useFeatureAccess(feature: MeteredFeature, options: { enabled: boolean }) {
  return useQuery({ ...getFeatureAccessQueryOptions(feature), enabled: options.enabled });
}

/** Counts one use; the server answers 402 when this month's allowance is used up. */
export function recordFeatureUse(feature: MeteredFeature): Promise<FeatureAccess> {
  return api.post<FeatureAccess>(`/api/usage/${feature}`);
}
