import { useMutation } from '@tanstack/react-query';
import * as authApi from '@/api/auth';
import { track } from '@/lib/analytics';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function completeOnboarding() {
  return callApi(authApi.completeOnboarding);
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
