import { queryOptions, useQuery } from '@tanstack/react-query';
import { earlyAdopterSchema, type EarlyAdopter } from '@shared/schemas/subscription';
import { api } from '@/lib/api-client';

/** GET /api/subscription/early-adopter: the learner's discount and how many months it has left. */
export async function getEarlyAdopter(): Promise<EarlyAdopter> {
  return earlyAdopterSchema.parse(await api.get<unknown>('/api/subscription/early-adopter'));
}

export function getEarlyAdopterQueryOptions() {
  return queryOptions({ queryKey: ['subscription', 'early-adopter'], queryFn: getEarlyAdopter });
}

export function useEarlyAdopter() {
  return useQuery(getEarlyAdopterQueryOptions());
}
