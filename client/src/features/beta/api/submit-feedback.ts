import { useMutation } from '@tanstack/react-query';
import type { BetaFeedbackInput } from '@shared/schemas/beta';
import * as betaApi from '@/api/beta';
import { callApi } from '@/lib/api-client';

/** POST /api/beta/feedback (with the session token when signed in, as every call does). */
export function submitFeedback(input: BetaFeedbackInput) {
  return callApi(betaApi.submitBetaFeedback, { body: input });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
