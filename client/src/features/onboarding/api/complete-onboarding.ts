import { useMutation } from '@tanstack/react-query';
import type { UserResponse } from '@shared/schemas/user';
import { track } from '@/lib/analytics';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function completeOnboarding(): Promise<UserResponse> {
  return api.post<UserResponse>('/api/auth/complete-onboarding');
}

export function useCompleteOnboarding() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: ({ user }) => {
      updateUser(user);
      track('onboarding_complete');
    },
  });
}
