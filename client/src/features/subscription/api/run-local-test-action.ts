import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionStatusSchema, type LocalTestAction, type SubscriptionStatus } from '@shared/schemas/subscription';
import { api } from '@/lib/api-client';
import { refreshAfterPlanChange } from '@/lib/billing';

/** POST /api/subscription/local-test: the local test checkout and billing page's actions. */
export async function runLocalTestAction(action: LocalTestAction): Promise<SubscriptionStatus> {
  return subscriptionStatusSchema.parse(await api.post<unknown>('/api/subscription/local-test', { action }));
}

export function useLocalTestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLocalTestAction,
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
