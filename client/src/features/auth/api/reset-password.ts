import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordInput } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
