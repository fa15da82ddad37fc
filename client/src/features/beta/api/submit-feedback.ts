import { useMutation } from '@tanstack/react-query';
import type { BetaFeedbackInput, BetaFeedbackReceipt } from '@shared/schemas/beta';
import { api } from '@/lib/api-client';

/** POST /api/beta/feedback (with the session token when signed in, as every call does). */
export function submitFeedback(input: BetaFeedbackInput): Promise<BetaFeedbackReceipt> {
  return api.post<BetaFeedbackReceipt>('/api/beta/feedback', input);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
