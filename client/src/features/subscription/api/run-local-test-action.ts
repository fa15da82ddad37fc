import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocalTestAction } from '@shared/schemas/subscription';
import * as subscriptionApi from '@/api/subscription';
import { callApi } from '@/lib/api-client';
import { refreshAfterPlanChange } from '@/entities/plan/api/billing';

/** POST /api/subscription/local-test: the local test checkout and billing page's actions. */
export function runLocalTestAction(action: LocalTestAction) {
  return callApi(subscriptionApi.runLocalTestAction, { body: { action } });
}

export function useLocalTestAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLocalTestAction,
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
