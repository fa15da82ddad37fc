import { treasurySchema, type Treasury } from '@shared/schemas/treasury';
import { api } from '@/lib/api-client';

/** POST /api/treasury/reset: clears the entries; the goal stays. */
export async function resetTreasury(): Promise<Treasury> {
  return treasurySchema.parse(await api.post<unknown>('/api/treasury/reset'));
}
