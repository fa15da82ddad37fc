import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@shared/schemas/auth';
import * as authApi from '@/api/auth';
import { track } from '@/lib/analytics';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function login(input: LoginInput) {
  return callApi(authApi.login, { body: input });
}

export function useLogin() {
  const { setSession } = useAuth();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => {
      setSession(user, token);
      track('login');
    },
  });
}
