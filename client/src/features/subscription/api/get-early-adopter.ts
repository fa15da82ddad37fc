import { queryOptions, useQuery } from '@tanstack/react-query';
import * as subscriptionApi from '@/api/subscription';
import { callApi } from '@/lib/api-client';

/** GET /api/subscription/early-adopter: the learner's discount and how many months it has left. */
export function getEarlyAdopter() {
  return callApi(subscriptionApi.getEarlyAdopter);
}

export function getEarlyAdopterQueryOptions() {
  return queryOptions({ queryKey: ['subscription', 'early-adopter'], queryFn: getEarlyAdopter });
}

export function useEarlyAdopter() {
  return useQuery(getEarlyAdopterQueryOptions());
}
