import { useMutation } from '@tanstack/react-query';
import type { ProfileInput } from '@shared/schemas/auth';
import * as authApi from '@/api/auth';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function updateProfile(input: ProfileInput) {
  return callApi(authApi.updateProfile, { body: input });
}

export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => updateUser(user) });
}
