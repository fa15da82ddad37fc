import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@shared/schemas/auth';
import type { AuthResponse } from '@shared/schemas/user';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

/** The server ends every other session and returns a fresh token for this one. */
export function changePassword(input: ChangePasswordInput): Promise<AuthResponse> {
  return api.post<AuthResponse>('/api/auth/change-password', input);
}

export function useChangePassword() {
  const { setSession } = useAuth();
  return useMutation({ mutationFn: changePassword, onSuccess: ({ user, token }) => setSession(user, token) });
}
