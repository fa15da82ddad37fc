import type { DcaFrequency, DcaPurchase } from '../schemas/dca';
import { isoDayFromNumber } from './dates';
import type { DcaWindow, PriceSeries } from './dca-window';
import { toCents } from './money';

/**
 * The purchases of a DCA plan: periods = floor(window days / step) with step 1 (daily), 7
 * (weekly), 14 (biweekly) or 30 (monthly), so a final partial period buys nothing. Purchase n
 * (n = 0 .. periods-1) is due on the window's first day + n x step and made at that day's close
 * (or the next stored day's, if that day is missing). The last purchase is capped so the money put
 * in never exceeds the budget, the sum of the amounts scheduled. An exchange fee (percent) is taken
 * from each purchase: the money spent includes it.
 *
 * Yearly step-up (docs/decisions/046-several-plans-one-use.md): anniversary k of the start is the
 * same month and day k years later (a 29 February start's anniversary is 1 March in other years);
 * a purchase due on or after anniversary k, and before k + 1, spends amount x (1 + stepUp)^k,
 * rounded to the cent (computed from the entered amount each year, not from last year's rounded
 * one). Before the first anniversary it spends the amount as entered.
 *
 * A starting stack is bitcoin already held on the start day, with what it cost: it is held from the
 * first day, its cost counts as money put in on that day, and the purchases add to it.
 */

export const FREQUENCY_STEP_DAYS: Record<DcaFrequency, number> = { daily: 1, weekly: 7, biweekly: 14, monthly: 30 };

export const FREQUENCY_LABELS: Record<DcaFrequency, string> = {
  daily: 'Day',
  weekly: 'Week',
  biweekly: 'Fortnight',
  monthly: 'Month',
};

/** How the messages name a frequency: 'two monthly purchases'. */
export const FREQUENCY_ADJECTIVES: Record<DcaFrequency, string> = {
  daily: 'daily',
  weekly: 'weekly',
  biweekly: 'bi-weekly',
  monthly: 'monthly',
};

export interface DcaPlan {
  amount: number;
  frequency: DcaFrequency;
  /** Fee as a fraction of each purchase (0.01 for 1%). */
  feeRate: number;
  /** Yearly step-up in percent (0 for level amounts). */
  stepUpPercent?: number;
  /** Bitcoin held on the start day, and what it cost. */
  startingBtc?: number;
  startingCost?: number;
}

const DAY_MS = 86_400_000;

/** Day number of anniversary `years` of `firstDay` (Date.UTC rolls 29 February on to 1 March). */
export function anniversaryDay(firstDay: number, years: number): number {
  const [year, month, day] = isoDayFromNumber(firstDay).split('-').map(Number) as [number, number, number];
  return Date.UTC(year + years, month - 1, day) / DAY_MS;
}

/** The amount a purchase due in year `years` of the plan spends: stepped up and rounded to the cent. */
export function steppedAmount(amount: number, stepUpPercent: number, years: number): number {
  if (years === 0 || stepUpPercent === 0) return amount;
  return toCents(amount * (1 + stepUpPercent / 100) ** years) / 100;
}

/** The amount of each of `periods` purchases, due every `step` days from `firstDay`. */
export function scheduledAmounts(
  firstDay: number,
  periods: number,
  step: number,
  amount: number,
  stepUpPercent: number,
): Float64Array {
  const amounts = new Float64Array(periods);
  if (stepUpPercent === 0) return amounts.fill(amount);
  let years = 0;
  let current = amount;
  let nextAnniversary = anniversaryDay(firstDay, 1);
  for (let n = 0; n < periods; n++) {
    const due = firstDay + n * step;
    while (due >= nextAnniversary) {
      years += 1;
      current = steppedAmount(amount, stepUpPercent, years);
      nextAnniversary = anniversaryDay(firstDay, years + 1);
    }
    amounts[n] = current;
  }
  return amounts;
}

export interface PurchaseRun {
  periods: number;
  budget: number;
  purchases: DcaPurchase[];
  /** Series index of each purchase (the first purchases.length entries). */
  purchaseIndex: Int32Array;
  /** Per window day (index - startIndex): the bitcoin held, valued at that day's close, and the money put in. */
  valueHeld: Float64Array;
  investedBy: Float64Array;
  /** Money put in (the starting stack's cost included) and bitcoin held, at the end. */
  invested: number;
  btc: number;
  /** Money put in by the purchases alone (at most the budget). */
  contributions: number;
  fees: number;
}

export function runPurchases(series: PriceSeries, window: DcaWindow, plan: DcaPlan): PurchaseRun {
  const { days, dates, prices } = series;
  const step = FREQUENCY_STEP_DAYS[plan.frequency];
  const periods = Math.floor(window.days / step);
  const amounts = scheduledAmounts(window.firstDay, periods, step, plan.amount, plan.stepUpPercent ?? 0);
  // Level amounts: amount x periods exactly (a sum of floats could differ in the last digit).
  let budget = plan.stepUpPercent ? 0 : plan.amount * periods;
  if (plan.stepUpPercent) for (let n = 0; n < periods; n++) budget += amounts[n] as number;
  const size = window.endIndex - window.startIndex + 1;
  const valueHeld = new Float64Array(size);
  const investedBy = new Float64Array(size);
  // Room for every purchase due (growing the array purchase by purchase copies it again and again).
  const purchases = new Array<DcaPurchase>(periods);
  const purchaseIndex = new Int32Array(periods);
  const startingCost = plan.startingCost ?? 0;

  let contributed = 0;
  let btc = plan.startingBtc ?? 0;
  let fees = 0;
  let count = 0;
  let made = 0;
  let nextDue = window.firstDay;
  for (let i = window.startIndex; i <= window.endIndex; i++) {
    const day = days[i] as number;
    const price = prices[i] as number;
    // Every purchase due on or before this day is made at this day's close.
    while (count < periods && nextDue <= day) {
      const amount = amounts[count] as number;
      const spend = contributed + amount > budget ? budget - contributed : amount;
      if (spend <= 0) {
        count = periods;
        break;
      }
      const fee = spend * plan.feeRate;
      const bought = (spend - fee) / price;
      btc += bought;
      fees += fee;
      contributed = contributed + amount > budget ? budget : contributed + amount;
      count += 1;
      nextDue += step;
      purchaseIndex[made] = i;
      purchases[made] = {
        date: dates[i] as string,
        price,
        amount: spend,
        fee,
        btc: bought,
        cumulativeBtc: btc,
        cumulativeInvested: startingCost + contributed,
        value: btc * price,
      };
      made += 1;
    }
    valueHeld[i - window.startIndex] = btc * price;
    investedBy[i - window.startIndex] = startingCost + contributed;
  }
  purchases.length = made;
  return {
    periods,
    budget,
    purchases,
    purchaseIndex,
    valueHeld,
    investedBy,
    invested: startingCost + contributed,
    btc,
    contributions: contributed,
    fees,
  };
}
