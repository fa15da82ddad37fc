import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/auth';
import * as authApi from '@/api/auth';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** The server ends every other session and returns a fresh token for this one. */
export function changePassword(input: ChangePasswordInput) {
  return callApi(authApi.changePassword, { body: input });
}

export function useChangePassword() {
  const { setSession } = useAuth();
  return useMutation({ mutationFn: changePassword, onSuccess: ({ user, token }) => setSession(user, token) });
}
