import { useMutation } from '@tanstack/react-query';
import type { PreferencesUpdate } from '@shared/schemas/auth';
import * as authApi from '@/api/auth';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function updatePreferences(input: PreferencesUpdate) {
  return callApi(authApi.updatePreferences, { body: input });
}

export function useUpdatePreferences() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: updatePreferences, onSuccess: ({ user }) => updateUser(user) });
}
