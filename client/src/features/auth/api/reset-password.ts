import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@shared/schemas/auth';
import * as authApi from '@/api/auth';
import { callApi } from '@/lib/api-client';

export function resetPassword(input: ResetPasswordInput) {
  return callApi(authApi.resetPassword, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
