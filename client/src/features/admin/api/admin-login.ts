import { useMutation } from '@tanstack/react-query';
import type { AdminSession } from '@shared/schemas/beta';
import { api } from '@/lib/api-client';

/** POST /api/admin/login: the password is checked on the server, which answers a short-lived token. */
export function adminLogin(password: string): Promise<AdminSession> {
  return api.post<AdminSession>('/api/admin/login', { password });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
