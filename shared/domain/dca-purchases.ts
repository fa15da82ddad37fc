import type { DcaFrequency, DcaPurchase } from '../schemas/dca';
import type { DcaWindow, PriceSeries } from './dca-window';

/**
 * The purchases of a DCA plan: periods = floor(window days / step) with step 1 (daily), 7
 * (weekly), 14 (biweekly) or 30 (monthly), so a final partial period buys nothing. Purchase n
 * (n = 0 .. periods-1) is due on the window's first day + n x step and made at that day's close
 * (or the next stored day's, if that day is missing). The last purchase is capped so the money put
 * in never exceeds the budget, amount x periods. An exchange fee (percent) is taken from each
 * purchase: the money spent includes it.
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
}

export interface PurchaseRun {
  periods: number;
  budget: number;
  purchases: DcaPurchase[];
  /** Series index of each purchase. */
  purchaseIndex: number[];
  /** Per window day (index - startIndex): bitcoin held and money put in at that day's close. */
  btcHeld: Float64Array;
  investedBy: Float64Array;
  invested: number;
  btc: number;
  fees: number;
}

export function runPurchases(series: PriceSeries, window: DcaWindow, plan: DcaPlan): PurchaseRun {
  const { days, dates, prices } = series;
  const step = FREQUENCY_STEP_DAYS[plan.frequency];
  const periods = Math.floor(window.days / step);
  const budget = plan.amount * periods;
  const size = window.endIndex - window.startIndex + 1;
  const btcHeld = new Float64Array(size);
  const investedBy = new Float64Array(size);
  const purchases: DcaPurchase[] = [];
  const purchaseIndex: number[] = [];

  let invested = 0;
  let btc = 0;
  let fees = 0;
  let count = 0;
  let nextDue = window.firstDay;
  for (let i = window.startIndex; i <= window.endIndex; i++) {
    const day = days[i] as number;
    const price = prices[i] as number;
    // Every purchase due on or before this day is made at this day's close.
    while (count < periods && nextDue <= day) {
      const spend = invested + plan.amount > budget ? budget - invested : plan.amount;
      if (spend <= 0) {
        count = periods;
        break;
      }
      const fee = spend * plan.feeRate;
      const bought = (spend - fee) / price;
      btc += bought;
      fees += fee;
      invested = invested + plan.amount > budget ? budget : invested + plan.amount;
      count += 1;
      nextDue += step;
      purchases.push({
        date: dates[i] as string,
        price,
        amount: spend,
        fee,
        btc: bought,
        cumulativeBtc: btc,
        cumulativeInvested: invested,
        value: btc * price,
      });
      purchaseIndex.push(i);
    }
    btcHeld[i - window.startIndex] = btc;
    investedBy[i - window.startIndex] = invested;
  }
  return { periods, budget, purchases, purchaseIndex, btcHeld, investedBy, invested, btc, fees };
}
