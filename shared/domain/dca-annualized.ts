/**
 * Money-weighted annualized return (XIRR): the yearly rate r at which every amount paid in, each
 * grown from its own day to the end day, adds up to the final value:
 *   sum_i paid_i x (1 + r)^((endDay - day_i) / 365) = final.
 * Years are 365 days. Only for windows of at least 365 days (shorter ones would extrapolate a few
 * weeks to a year): null otherwise, and null when the rate lies outside -99% .. +10,000% a year.
 */

const MIN_ANNUALIZED_WINDOW_DAYS = 365;
const DAYS_PER_YEAR = 365;
const LOWEST_RATE = -0.99;
const HIGHEST_RATE = 100;

/** Payments in: the day number of each, and the money paid (fees included, > 0), oldest first. */
export interface CashIn {
  days: ArrayLike<number>;
  amounts: ArrayLike<number>;
}

/**
 * The rate solved in x = ln(1 + r): g(x) = sum_i paid_i e^(x t_i) - final is increasing and
 * convex in x, so Newton's method, once to the right of the root, walks down to it monotonically;
 * the bracket [ln 0.01, ln 101] bounds every step and a bisection step replaces a Newton step that
 * would leave it.
 */
export function annualizedRate(payments: CashIn, endDay: number, finalValue: number): number | null {
  const n = payments.days.length;
  if (n === 0 || !(finalValue > 0)) return null;
  const t = new Float64Array(n);
  const paid = payments.amounts;
  let total = 0;
  let weighted = 0;
  for (let i = 0; i < n; i++) {
    const amount = paid[i] as number;
    t[i] = (endDay - (payments.days[i] as number)) / DAYS_PER_YEAR;
    total += amount;
    weighted += amount * (t[i] as number);
  }
  if (!(weighted > 0)) return null;
  // e^(x t_i) walks from payment to payment by e^(-x gap / 365); regular schedules repeat one gap,
  // so a pass costs one or two exponentials instead of one per payment.
  const g = (x: number): [number, number] => {
    let factor = Math.exp(x * (t[0] as number));
    let lastGap = Number.NaN;
    let ratio = 1;
    let value = -finalValue;
    let slope = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0) {
        const gap = (t[i - 1] as number) - (t[i] as number);
        if (gap !== lastGap) {
          lastGap = gap;
          ratio = Math.exp(-x * gap);
        }
        factor *= ratio;
      }
      const grown = (paid[i] as number) * factor;
      value += grown;
      slope += grown * (t[i] as number);
    }
    return [value, slope];
  };

  let low = Math.log1p(LOWEST_RATE);
  let high = Math.log1p(HIGHEST_RATE);
  const [gLow] = g(low);
  const [gHigh] = g(high);
  if (gLow > 0 || gHigh < 0) return null;
  // Start from the rate a single payment of the total at the weighted mean time would need.
  let x = Math.min(high, Math.max(low, Math.log(finalValue / total) / (weighted / total)));
  for (let iteration = 0; iteration < 200; iteration++) {
    const [value, slope] = g(x);
    if (value === 0) return Math.expm1(x);
    if (value > 0) high = x;
    else low = x;
    const newton = slope > 0 ? x - value / slope : Number.NaN;
    if (Math.abs(newton - x) <= 1e-13 * Math.max(1, Math.abs(x))) return Math.expm1(newton);
    x = newton > low && newton < high ? newton : (low + high) / 2;
  }
  return Math.expm1(x);
}

/** annualizedRate in percent, null for a window shorter than a year. */
export function annualizedReturnPercent(
  payments: CashIn,
  windowDays: number,
  endDay: number,
  finalValue: number,
): number | null {
  if (windowDays < MIN_ANNUALIZED_WINDOW_DAYS) return null;
  const rate = annualizedRate(payments, endDay, finalValue);
  return rate === null ? null : rate * 100;
}
