import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ForgotPasswordResponse } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';

export function forgotPassword(input: ForgotPasswordInput): Promise<ForgotPasswordResponse> {
  return api.post<ForgotPasswordResponse>('/api/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
