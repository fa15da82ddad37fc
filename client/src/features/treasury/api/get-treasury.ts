import { treasurySchema, type Treasury } from '@shared/schemas/treasury';
import { api } from '@/lib/api-client';

/** GET /api/treasury: the signed-in learner's goal and entries, newest first. */
export async function getTreasury(): Promise<Treasury> {
  return treasurySchema.parse(await api.get<unknown>('/api/treasury'));
}
