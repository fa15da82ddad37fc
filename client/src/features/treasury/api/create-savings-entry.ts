import type { CreateSavingsEntryInput } from '@shared/schemas/treasury';
import * as treasuryApi from '@/api/treasury';
import { callApi } from '@/lib/api-client';

/** POST /api/treasury/entries: stores the entry once per clientId (a repeat returns the stored one). */
export function createSavingsEntry(input: CreateSavingsEntryInput) {
  return callApi(treasuryApi.createSavingsEntry, { body: input });
}
