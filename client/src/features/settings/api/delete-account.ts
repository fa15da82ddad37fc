import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@shared/schemas/account';
import * as accountApi from '@/api/account';
import { callApi } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export function deleteAccount(input: DeleteAccountInput) {
  return callApi(accountApi.deleteAccount, { body: input });
}

/** After the deletion the browser forgets the learner as a logout does (lib/auth.tsx). */
export function useDeleteAccount() {
  const { logout } = useAuth();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => logout() });
}
