import { currencyDigits } from './format';
import { BASE_CURRENCY, type CurrencyCode } from './fx-currencies';
import { convertedFromUsd, LATEST_USD_RATES, latestUsdRate } from './fx-latest';
import { toCents } from './money';

/**
 * The savings tracker's derived values. Everything here is a pure function of the goal, the
 * entries and the moment asked about; money is summed in whole cents so 0.1 + 0.2 stays 0.30.
 */
/** The goal presets in US dollars; the first is the default goal. */
export const TREASURY_PRESETS = [1000, 5000, 10000, 25000] as const;
export const DEFAULT_TREASURY_TARGET = 1000;

/**
 * The goal presets in `currency` (issue 46): the US-dollar presets at the latest bundled rate,
 * rounded to two significant figures within the currency's decimals ($1,000 is ¥160,000, €860,
 * £750), so a yen learner's first goal is not ¥1,000. US dollars keep 1,000, 5,000, 10,000, 25,000.
 */
export function treasuryPresets(currency: CurrencyCode): number[] {
  const digits = currencyDigits(currency);
  return TREASURY_PRESETS.map((usd) => convertedFromUsd(usd, currency, digits));
}

/** The goal a treasury starts with before one is saved: the first preset in its currency. */
export function defaultTreasuryTarget(currency: CurrencyCode): number {
  return treasuryPresets(currency)[0] ?? DEFAULT_TREASURY_TARGET;
}

/** Under the presets in another currency than US dollars: how they were worked out; null in USD. */
export function treasuryPresetsNote(currency: CurrencyCode): string | null {
  if (currency === BASE_CURRENCY) return null;
  const day = new Date(`${LATEST_USD_RATES.date}T00:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return `These goals are $1,000, $5,000, $10,000 and $25,000 converted at the latest bundled ECB reference rate (${day}: 1 US dollar = ${latestUsdRate(currency)} ${currency}), rounded to two significant figures.`;
}
export const TREASURY_MILESTONES = [25, 50, 75, 100] as const;
export type TreasuryMilestone = (typeof TREASURY_MILESTONES)[number];

/** A month counts as 30 days when turning a target date into months left. */
export const DAYS_PER_MONTH = 30;
const DAY_MS = 86_400_000;

const sumCents = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + toCents(amount), 0);

/** What has been saved: the sum of all entries. */
export function currentAmount(amounts: readonly number[]): number {
  return sumCents(amounts) / 100;
}

/** Progress towards the target in percent (may pass 100); 0 without a positive target. */
export function progressPercent(current: number, target: number): number {
  if (!(target > 0)) return 0;
  return (current / target) * 100;
}

/** The progress bar's value: the percent held between 0 and 100. */
export function cappedProgress(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/** What is left to save; never below 0 once the goal is passed. */
export function remainingAmount(current: number, target: number): number {
  return Math.max(0, toCents(target) - toCents(current)) / 100;
}

/**
 * The average month: what was saved divided by the number of distinct months saved in (two entries
 * for one month count as one month); 0 without entries.
 */
export function monthlyAverage(saved: number, months: number): number {
  if (!(months > 0)) return 0;
  return saved / months;
}

/** How many distinct months the entries are for (labels compared trimmed, case-blind). */
export function distinctMonths(months: readonly string[]): number {
  return new Set(months.map((month) => month.trim().toLowerCase())).size;
}

/**
 * Months still needed at the average pace, rounded up; null (no estimate) unless the target and
 * the average are both above 0.
 */
export function monthsToGoal(remaining: number, average: number, target: number): number | null {
  if (!(target > 0) || !(average > 0)) return null;
  return Math.ceil(remaining / average);
}

/** A 'YYYY-MM-DD' date as midnight UTC; null when it is not a real calendar day. */
export function parseTargetDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/**
 * Whole 30-day months from now until the target date, a started month counting as one, and never
 * fewer than 1 (a date today or already past leaves one month).
 */
export function monthsUntil(targetDate: Date, now: Date): number {
  const days = (targetDate.getTime() - now.getTime()) / DAY_MS;
  return Math.max(1, Math.ceil(days / DAYS_PER_MONTH));
}

/**
 * The smart suggestion: what to put aside each month to reach the target by its date, rounded up
 * to a whole amount; null unless there is a target date and a positive target.
 */
export function monthlyNeeded(input: {
  remaining: number;
  target: number;
  targetDate: string | null | undefined;
  now: Date;
}): number | null {
  const date = parseTargetDate(input.targetDate);
  if (!date || !(input.target > 0)) return null;
  return Math.ceil(input.remaining / monthsUntil(date, input.now));
}

export interface MilestoneState {
  percent: TreasuryMilestone;
  /** The amount at which this milestone is reached. */
  amount: number;
  reached: boolean;
}

/** The four milestone tiles, each lit once the progress reaches its percent. */
export function milestoneStates(percent: number, target: number): MilestoneState[] {
  return TREASURY_MILESTONES.map((milestone) => ({
    percent: milestone,
    amount: (toCents(target) * milestone) / 10_000,
    reached: percent >= milestone,
  }));
}

export type MotivationBand = 'begin' | 'quarter' | 'half' | 'three-quarters' | 'achieved';

/** Below 25 %: begin; then a band from 25, 50, 75 and 100 % up. */
export function motivationBand(percent: number): MotivationBand {
  if (percent >= 100) return 'achieved';
  if (percent >= 75) return 'three-quarters';
  if (percent >= 50) return 'half';
  if (percent >= 25) return 'quarter';
  return 'begin';
}

export interface TreasurySummary {
  target: number;
  current: number;
  percent: number;
  capped: number;
  remaining: number;
  average: number;
  monthsToGoal: number | null;
  monthlyNeeded: number | null;
  milestones: MilestoneState[];
  band: MotivationBand;
}

/** Every derived value of a treasury at `now`. */
export function treasurySummary(input: {
  targetAmount: number;
  targetDate: string | null | undefined;
  /** The sum of all entries. */
  saved: number;
  /** The distinct months the entries are for. */
  months: number;
  now: Date;
}): TreasurySummary {
  const target = input.targetAmount;
  const current = input.saved;
  const percent = progressPercent(current, target);
  const remaining = remainingAmount(current, target);
  const average = monthlyAverage(current, input.months);
  return {
    target,
    current,
    percent,
    capped: cappedProgress(percent),
    remaining,
    average,
    monthsToGoal: monthsToGoal(remaining, average, target),
    monthlyNeeded: monthlyNeeded({ remaining, target, targetDate: input.targetDate, now: input.now }),
    milestones: milestoneStates(percent, target),
    band: motivationBand(percent),
  };
}

/** An amount of money in bitcoin at the given price of one bitcoin; null without a positive price. */
export function toBitcoin(amount: number, pricePerBitcoin: number): { btc: number; sats: number } | null {
  if (!(pricePerBitcoin > 0)) return null;
  const sats = Math.round((amount / pricePerBitcoin) * 100_000_000);
  return { btc: sats / 100_000_000, sats };
}
