import { z } from 'zod';
import { parseTargetDate } from '../domain/treasury';

/** The savings tracker's texts: validation messages and the add-entry toasts. */
export const treasuryMessages = {
  targetAmount: 'Target amount must be greater than 0',
  amount: 'Amount must be greater than 0',
  amountDecimals: 'Amount can have at most 2 decimal places',
  amountMax: 'Amount must be less than 100,000,000',
  monthRequired: 'Month is required',
  monthMax: 'Month must be at most 40 characters',
  targetDate: 'Target date must be a date in the form YYYY-MM-DD',
  clientId: 'clientId must be a UUID',
  date: 'date must be an ISO timestamp',
  missingTitle: 'Missing Information',
  missingText: 'Please enter both month and amount',
  invalidTitle: 'Invalid Amount',
  invalidText: 'Please enter a positive amount',
  addedTitle: 'Savings Added!',
  entryNotFound: 'Savings entry not found',
} as const;

/** Amounts are stored as decimal(10,2): below 100,000,000 with at most two decimals. */
export const TREASURY_AMOUNT_LIMIT = 100_000_000;
export const MONTH_LABEL_MAX = 40;

const hasAtMostTwoDecimals = (value: number) => Number.isInteger(Number(`${value}e2`));

const amountSchema = (positiveMessage: string, min: number) =>
  z
    .number({ error: positiveMessage })
    .refine((value) => Number.isFinite(value) && value >= min, positiveMessage)
    .refine(hasAtMostTwoDecimals, treasuryMessages.amountDecimals)
    .refine((value) => value < TREASURY_AMOUNT_LIMIT, treasuryMessages.amountMax);

const targetDateSchema = z
  .string({ error: treasuryMessages.targetDate })
  .refine((value) => parseTargetDate(value) !== null, treasuryMessages.targetDate);

/** PUT /api/treasury/goal: a target of at least 1 and an optional 'YYYY-MM-DD' target date. */
export const goalSchema = z.object({
  targetAmount: amountSchema(treasuryMessages.targetAmount, 1),
  targetDate: targetDateSchema.nullish().transform((value) => value ?? null),
});
export type GoalInput = z.input<typeof goalSchema>;
export type Goal = z.output<typeof goalSchema>;

const monthSchema = z
  .string({ error: treasuryMessages.monthRequired })
  .trim()
  .min(1, treasuryMessages.monthRequired)
  .max(MONTH_LABEL_MAX, treasuryMessages.monthMax);

/** The form's part: a month label and an amount of at least 0.01. */
export const savingsSchema = z.object({
  month: monthSchema,
  amount: amountSchema(treasuryMessages.amount, 0.01),
});
export type SavingsInput = z.infer<typeof savingsSchema>;

/**
 * POST /api/treasury/entries: the entry plus the id the browser gave it (so a repeat is stored
 * once) and, for entries made offline, when it was made.
 */
export const createSavingsEntrySchema = savingsSchema.extend({
  clientId: z.uuid({ error: treasuryMessages.clientId }),
  date: z.iso.datetime({ offset: true, error: treasuryMessages.date }).optional(),
});
export type CreateSavingsEntryInput = z.input<typeof createSavingsEntrySchema>;
export type NewSavingsEntry = z.output<typeof createSavingsEntrySchema>;

export const savingsEntrySchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  month: z.string(),
  amount: z.number(),
  /** When the entry was made (ISO timestamp). */
  date: z.string(),
});
export type SavingsEntry = z.infer<typeof savingsEntrySchema>;

export const treasuryGoalSchema = z.object({
  targetAmount: z.number(),
  targetDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type TreasuryGoal = z.infer<typeof treasuryGoalSchema>;

/** GET /api/treasury: the goal (null before one is chosen) and the entries, newest first. */
export const treasurySchema = z.object({
  goal: treasuryGoalSchema.nullable(),
  entries: z.array(savingsEntrySchema),
});
export type Treasury = z.infer<typeof treasurySchema>;
