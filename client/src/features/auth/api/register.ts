import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@shared/schemas/auth';
import * as authApi from '@/api/auth';
import { track } from '@/lib/analytics';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { visitKeys, writeVisit } from '@/lib/visit-storage';

export function register(input: RegisterRequest) {
  return callApi(authApi.register, { body: input });
}

export function useRegister() {
  const { setSession } = useAuth();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user, token }) => {
      setSession(user, token);
      track('sign_up');
      // The header greets this account as new for the rest of the visit.
      writeVisit(user.id, visitKeys.newAccount, true);
    },
  });
}
