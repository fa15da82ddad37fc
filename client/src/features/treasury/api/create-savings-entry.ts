import { savingsEntrySchema, type CreateSavingsEntryInput, type SavingsEntry } from '@shared/schemas/treasury';
import { api } from '@/lib/api-client';

/** POST /api/treasury/entries: stores the entry once per clientId (a repeat returns the stored one). */
export async function createSavingsEntry(input: CreateSavingsEntryInput): Promise<SavingsEntry> {
  return savingsEntrySchema.parse(await api.post<unknown>('/api/treasury/entries', input));
}
