import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@shared/schemas/auth';
import * as authApi from '@/api/auth';
import { callApi } from '@/lib/api-client';

export function forgotPassword(input: ForgotPasswordInput) {
  return callApi(authApi.forgotPassword, { body: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
