import { apiRequest } from '@/lib/api-client';

/** DELETE /api/treasury/entries/:id. */
export async function deleteSavingsEntry(id: number): Promise<void> {
  await apiRequest<void>('DELETE', `/api/treasury/entries/${id}`);
}
