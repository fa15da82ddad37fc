import { useMutation } from '@tanstack/react-query';
import * as adminApi from '@/api/admin';
import { callApi } from '@/lib/api-client';

/** POST /api/admin/login: the password is checked on the server, which answers a short-lived token. */
export function adminLogin(password: string) {
  return callApi(adminApi.adminLogin, { body: { password } }, { token: null });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
