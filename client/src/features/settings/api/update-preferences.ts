import { useMutation } from '@tanstack/react-query';
import type { PreferencesUpdate } from '@shared/schemas/auth';
import type { UserResponse } from '@shared/schemas/user';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function updatePreferences(input: PreferencesUpdate): Promise<UserResponse> {
  return api.put<UserResponse>('/api/auth/preferences', input);
}

export function useUpdatePreferences() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: updatePreferences, onSuccess: ({ user }) => updateUser(user) });
}
