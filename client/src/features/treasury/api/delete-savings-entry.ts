import * as treasuryApi from '@/api/treasury';
import { callApi } from '@/lib/api-client';

/** DELETE /api/treasury/entries/:id. */
export function deleteSavingsEntry(id: number): Promise<void> {
  return callApi(treasuryApi.deleteSavingsEntry, { params: { id } });
}
