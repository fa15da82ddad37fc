import { z } from 'zod';
import { parseTargetDate } from '../domain/treasury';
import { currencyCodes } from '../domain/fx-currencies';
import { isVisibleText } from './visible-text';

/** The savings tracker's texts: validation messages and the add-entry toasts. */
export const treasuryMessages = {
  targetAmount: 'Target amount must be greater than 0',
  amount: 'Amount must be greater than 0',
  amountDecimals: 'Amount can have at most 2 decimal places',
  amountMax: 'Amount must be less than 100,000,000',
  monthRequired: 'Month is required',
  monthMax: 'Month must be at most 40 characters',
  monthControlChars: 'Month cannot contain control characters, invisible characters or text-direction marks',
  monthRange: 'Choose a month from January 2009 to this month',
  amountRequired: 'Amount is required',
  targetDate: 'Target date must be a date in the form YYYY-MM-DD',
  targetDateRange: 'Target date must be between 2009-01-03 and 2100-12-31',
  clientId: 'clientId must be a UUID',
  date: 'date must be an ISO timestamp',
  dateRange: 'date must be between 2009-01-03 (the first Bitcoin block) and today',
  missingTitle: 'Missing Information',
  missingText: 'Please enter both month and amount',
  invalidTitle: 'Invalid Amount',
  invalidText: 'Please enter a positive amount',
  addedTitle: 'Savings Added!',
  entryNotFound: 'Savings entry not found',
  currency: 'Currency must be one of the offered currencies',
  /** A treasury keeps one currency: the one its goal and entries were saved in (decision 059). */
  otherCurrency: (kept: string) =>
    `Your treasury is kept in ${kept}, the currency its amounts were saved in. Remove its entries (Reset) to start it in another currency.`,
} as const;

/** A currency of the list, as stored with a treasury amount ('EUR'). */
export const treasuryCurrencySchema = z.enum(currencyCodes, { error: treasuryMessages.currency });

/**
 * The earliest day the tracker accepts: the first Bitcoin block (3 January 2009). Entry dates run
 * from it to now, target dates from it to LAST_TARGET_DATE; nothing before year 100 can then be
 * read back shifted by a century.
 */
export const TREASURY_FIRST_DAY = '2009-01-03';
export const TREASURY_FIRST_MONTH = '2009-01';
export const LAST_TARGET_DATE = '2100-12-31';
/**
 * A date up to this far ahead still counts as today (another time zone, a device clock that is
 * ahead); the server stores such an entry at its own now.
 */
const CLOCK_SLACK_MS = 2 * 86_400_000;

/** 'YYYY-MM' of a moment, in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** The latest month an entry may be for at `now`: this month (a day of slack for time zones). */
export function latestTrackedMonth(now: Date): string {
  return monthOf(new Date(now.getTime() + 86_400_000));
}

/**
 * A 'YYYY-MM' month from January 2009 on; with `now`, also no later than this month. The schemas
 * check the first part (they read no clock); the server and the form add `now`.
 */
export function isTrackedMonth(value: string, now?: Date): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const notLater = now === undefined || value <= latestTrackedMonth(now);
  return month >= 1 && month <= 12 && value >= TREASURY_FIRST_MONTH && notLater;
}

/** An entry date no later than today at `now` (two days of slack for time zones and clocks ahead). */
export function isNotAfterToday(isoDate: string, now: Date): boolean {
  return Date.parse(isoDate) <= now.getTime() + CLOCK_SLACK_MS;
}

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
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), { message: treasuryMessages.targetDate, abort: true })
  .refine((value) => value >= TREASURY_FIRST_DAY && value <= LAST_TARGET_DATE, {
    message: treasuryMessages.targetDateRange,
    abort: true,
  })
  .refine((value) => parseTargetDate(value) !== null, treasuryMessages.targetDate);

/** PUT /api/treasury/goal: a target of at least 1 and an optional 'YYYY-MM-DD' target date. */
export const goalSchema = z.object({
  targetAmount: amountSchema(treasuryMessages.targetAmount, 1),
  targetDate: targetDateSchema.nullish().transform((value) => value ?? null),
  /** The currency the amount is in; absent (an older client), the treasury's own or USD. */
  currency: treasuryCurrencySchema.optional(),
});
export type GoalInput = z.input<typeof goalSchema>;
export type Goal = z.output<typeof goalSchema>;

/**
 * The month an entry is for: 'YYYY-MM' from the form's month picker (January 2009 to this month),
 * or a label written by an older version ('January'); never control, invisible or text-direction
 * characters.
 */
const monthSchema = z
  .string({ error: treasuryMessages.monthRequired })
  // Before trim(), which would quietly drop a BOM or U+2028 at either end (visible-text.ts).
  .refine(isVisibleText, { message: treasuryMessages.monthControlChars, abort: true })
  .trim()
  .min(1, treasuryMessages.monthRequired)
  .max(MONTH_LABEL_MAX, treasuryMessages.monthMax)
  .refine((value) => !/^\d{4}-\d{2}$/.test(value) || isTrackedMonth(value), treasuryMessages.monthRange);

/** A month and an amount of at least 0.01. */
export const savingsSchema = z.object({
  month: monthSchema,
  amount: amountSchema(treasuryMessages.amount, 0.01),
  /** The currency the amount is in; absent (an older client), the treasury's own or USD. */
  currency: treasuryCurrencySchema.optional(),
});
export type SavingsInput = z.infer<typeof savingsSchema>;

/** A form field's text as a number: blank is missing (undefined), anything else Number(text). */
const fieldNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

const requiredAmount = (positiveMessage: string, min: number) =>
  z.preprocess(
    fieldNumber,
    z
      .number({
        error: (issue) => (issue.input === undefined ? treasuryMessages.amountRequired : positiveMessage),
      })
      .pipe(amountSchema(positiveMessage, min)),
  );

/** The Log Your Savings form: the month picker's 'YYYY-MM' and the amount field's text. */
export const savingsFormSchema = z.object({
  month: z
    .string({ error: treasuryMessages.monthRequired })
    .min(1, { message: treasuryMessages.monthRequired, abort: true })
    .refine((value) => isTrackedMonth(value), treasuryMessages.monthRange),
  amount: requiredAmount(treasuryMessages.amount, 0.01),
});
export type SavingsFormInput = z.input<typeof savingsFormSchema>;

/** The custom goal form: the amount field's text. */
export const customGoalFormSchema = z.object({ targetAmount: requiredAmount(treasuryMessages.targetAmount, 1) });
export type CustomGoalFormInput = z.input<typeof customGoalFormSchema>;

/** The target date field: 'YYYY-MM-DD' or blank (no date). */
export const targetDateFormSchema = z.object({
  targetDate: z.preprocess((value) => (value === '' ? null : value), targetDateSchema.nullable()),
});
export type TargetDateFormInput = z.input<typeof targetDateFormSchema>;

/**
 * POST /api/treasury/entries: the entry plus the id the browser gave it (so a repeat is stored
 * once) and, for entries made offline, when it was made.
 */
export const createSavingsEntrySchema = savingsSchema.extend({
  clientId: z.uuid({ error: treasuryMessages.clientId }),
  date: z.iso
    .datetime({ offset: true, error: treasuryMessages.date })
    // Not after today: the server checks with its clock (treasury.service.ts).
    .refine((value) => Date.parse(value) >= Date.parse(TREASURY_FIRST_DAY), treasuryMessages.dateRange)
    .optional(),
});
export type CreateSavingsEntryInput = z.input<typeof createSavingsEntrySchema>;
export type NewSavingsEntry = z.output<typeof createSavingsEntrySchema>;

export const savingsEntrySchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  month: z.string(),
  amount: z.number(),
  /** The currency it was saved in; changing the preference never rewrites it. */
  currency: treasuryCurrencySchema,
  /** When the entry was made (ISO timestamp). */
  date: z.string(),
});
export type SavingsEntry = z.infer<typeof savingsEntrySchema>;

export const treasuryGoalSchema = z.object({
  targetAmount: z.number(),
  /** The currency it was saved in; changing the preference never rewrites it. */
  currency: treasuryCurrencySchema,
  targetDate: z.string().nullable(),
  updatedAt: z.string(),
});
export type TreasuryGoal = z.infer<typeof treasuryGoalSchema>;

/** Entries one account may hold (docs/limits.md); one more is a 409 ENTRY_LIMIT. */
export const MAX_ENTRIES_PER_ACCOUNT = 5000;
/** Entries per page of GET /api/treasury: by default, and at most. */
export const TREASURY_PAGE_SIZE = 50;
export const TREASURY_PAGE_SIZE_MAX = 100;

/** What every entry adds up to, from the database, whatever page is shown. */
export const treasuryTotalsSchema = z.object({
  /** How many entries. */
  count: z.number().int(),
  /** Their sum. */
  saved: z.number(),
  /** The distinct months they are for (labels compared trimmed, case-blind). */
  months: z.number().int(),
});
export type TreasuryTotals = z.infer<typeof treasuryTotalsSchema>;

/** Where the next page starts: the last entry's creation time and id ('2026-11-27T09:30:00.000Z_12'). */
const cursorPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_\d{1,10}$/;
/** The largest id an entry can have (a Postgres serial, int4). */
const MAX_ENTRY_ID = 2_147_483_647;
const cursorMessage = 'cursor must be a nextCursor from an earlier page';

/**
 * Whether a cursor names a real position: a moment that exists (not 2026-02-31 or 24:00, which
 * Date would roll over or refuse), from year 1 on (Postgres has no year 0), and an id an entry
 * can have. Anything else is a 400, never a query the database refuses.
 */
export function isTreasuryCursor(cursor: string): boolean {
  if (!cursorPattern.test(cursor)) return false;
  const [time = '', id = ''] = cursor.split('_');
  const moment = new Date(time);
  return (
    !Number.isNaN(moment.getTime()) &&
    moment.toISOString() === time &&
    !time.startsWith('0000') &&
    Number(id) <= MAX_ENTRY_ID
  );
}

/** GET /api/treasury's query: a cursor from the previous page and a page size. */
export const treasuryQuerySchema = z.object({
  cursor: z
    .string()
    .regex(cursorPattern, { message: cursorMessage, abort: true })
    .refine(isTreasuryCursor, cursorMessage)
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${TREASURY_PAGE_SIZE_MAX}` })
    .int(`limit must be a whole number from 1 to ${TREASURY_PAGE_SIZE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${TREASURY_PAGE_SIZE_MAX}`)
    .max(TREASURY_PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${TREASURY_PAGE_SIZE_MAX}`)
    .optional(),
});
export type TreasuryQuery = z.output<typeof treasuryQuerySchema>;

/**
 * GET /api/treasury: the goal (null before one is chosen), one page of entries newest first, the
 * cursor of the next page (null on the last) and the totals of every entry.
 */
export const treasurySchema = z.object({
  goal: treasuryGoalSchema.nullable(),
  entries: z.array(savingsEntrySchema),
  nextCursor: z.string().nullable(),
  totals: treasuryTotalsSchema,
  /**
   * The one currency the goal and entries are kept in (the goal's, else the entries'); null while
   * neither is saved. The totals are in it.
   */
  currency: treasuryCurrencySchema.nullable(),
});
export type Treasury = z.infer<typeof treasurySchema>;
