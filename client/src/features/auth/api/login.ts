import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@shared/schemas/auth';
import type { AuthResponse } from '@shared/schemas/user';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function login(input: LoginInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/login', input);
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
