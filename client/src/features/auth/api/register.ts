import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@shared/schemas/auth';
import type { AuthResponse } from '@shared/schemas/user';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { visitKeys, writeVisit } from '@/lib/visit-storage';

export function register(input: RegisterRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/register', input);
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
