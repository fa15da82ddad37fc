import { useMutation } from '@tanstack/react-query';
import type { ProfileInput } from '@shared/schemas/auth';
import type { UserResponse } from '@shared/schemas/user';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function updateProfile(input: ProfileInput): Promise<UserResponse> {
  return api.put<UserResponse>('/api/auth/profile', input);
}

export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => updateUser(user) });
}
