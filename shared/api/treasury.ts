import { z } from 'zod';
import {
  createSavingsEntrySchema,
  goalSchema,
  savingsEntrySchema,
  treasuryGoalSchema,
  treasuryMessages,
  treasuryQuerySchema,
  treasurySchema,
} from '../schemas/treasury';
import { defineOperation } from './operation';

const tag = 'Treasury';

const goalExample = {
  targetAmount: 5000,
  currency: 'EUR' as const,
  targetDate: '2027-06-30',
  updatedAt: '2026-11-27T09:30:00.000Z',
};
const entryExample = {
  id: 12,
  clientId: '0b8f2a4e-6c1d-4f7e-9a3b-2d5c8e1f4a6b',
  month: 'November 2026',
  amount: 250,
  currency: 'EUR' as const,
  date: '2026-11-27T09:30:00.000Z',
};

const totalsExample = { count: 1, saved: 250, months: 1 };

export const getTreasury = defineOperation({
  method: 'get',
  path: '/api/treasury',
  tag,
  summary: "The learner's savings goal, a page of entries newest first, and the totals",
  description:
    'Pages of at most 100 entries (50 by default); pass nextCursor as cursor for the next page. The totals (count, sum, distinct months) cover every entry.',
  access: 'signed-in',
  query: treasuryQuerySchema,
  success: { status: 200, description: 'Goal (or null), a page of entries and the totals', schema: treasurySchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  example: {
    query: { limit: 50 },
    answer: { goal: goalExample, entries: [entryExample], nextCursor: null, totals: totalsExample, currency: 'EUR' },
  },
});

export const saveTreasuryGoal = defineOperation({
  method: 'put',
  path: '/api/treasury/goal',
  tag,
  summary: 'Set the savings goal (target amount, optional target date)',
  access: 'signed-in',
  body: goalSchema,
  success: { status: 200, description: 'The goal as stored', schema: treasuryGoalSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT'],
  example: { body: { targetAmount: 5000, targetDate: '2027-06-30', currency: 'EUR' }, answer: goalExample },
});

export const createSavingsEntry = defineOperation({
  method: 'post',
  path: '/api/treasury/entries',
  tag,
  summary: 'Log savings; idempotent by clientId',
  description:
    '201 with the new entry; 200 with the stored entry when the clientId was already sent; 409 CONFLICT when that clientId was stored with another month, amount or currency, or when the treasury is kept in another currency; 409 ENTRY_LIMIT when the account already holds the most entries allowed.',
  access: 'signed-in',
  body: createSavingsEntrySchema,
  success: { status: 201, also: [200], description: 'The stored entry', schema: savingsEntrySchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'CONFLICT', 'ENTRY_LIMIT'],
  example: {
    body: { clientId: entryExample.clientId, month: 'November 2026', amount: 250, currency: 'EUR' },
    answer: entryExample,
  },
});

export const deleteSavingsEntry = defineOperation({
  method: 'delete',
  path: '/api/treasury/entries/:id',
  tag,
  summary: "Remove one of the learner's entries (another learner's is a 404)",
  access: 'signed-in',
  params: z.object({
    id: z.coerce
      .number({ error: treasuryMessages.entryNotFound })
      .int(treasuryMessages.entryNotFound)
      .positive(treasuryMessages.entryNotFound)
      .max(2_147_483_647, treasuryMessages.entryNotFound),
  }),
  success: { status: 204, description: 'Removed' },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: { params: { id: 12 } },
});

export const resetTreasury = defineOperation({
  method: 'post',
  path: '/api/treasury/reset',
  tag,
  summary: 'Clear every entry and keep the goal',
  access: 'signed-in',
  success: { status: 200, description: 'The treasury after the reset', schema: treasurySchema },
  errors: ['UNAUTHENTICATED'],
  example: {
    answer: {
      goal: goalExample,
      entries: [],
      nextCursor: null,
      totals: { count: 0, saved: 0, months: 0 },
      currency: 'EUR',
    },
  },
});
