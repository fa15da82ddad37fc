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
 * The payments as a pass over them needs them: t_i = (endDay - day_i) / 365 in years, the money
 * paid, and the steps between payments. e^(x t_i) walks from payment to payment by e^(-x gap),
 * gap = t_(i-1) - t_i; rounding spreads even a regular schedule's one gap over a dozen float values,
 * so the distinct gaps are listed once (gapAt[i] is the index of payment i's gap; gapAt[0] is
 * unused) and a pass takes one exponential per distinct gap (the same values as one per payment).
 */
interface Pass {
  t: Float64Array;
  paid: ArrayLike<number>;
  finalValue: number;
  gaps: number[];
  gapAt: Uint32Array;
  /** e^(-x gap) for each distinct gap, refilled by each pass. */
  ratios: Float64Array;
}

function preparePass(t: Float64Array, paid: ArrayLike<number>, finalValue: number): Pass {
  const gaps: number[] = [];
  const indexOf = new Map<number, number>();
  const gapAt = new Uint32Array(t.length);
  let last = Number.NaN;
  let lastIndex = 0;
  for (let i = 1; i < t.length; i++) {
    const gap = (t[i - 1] as number) - (t[i] as number);
    if (gap !== last) {
      let index = indexOf.get(gap);
      if (index === undefined) {
        index = gaps.length;
        gaps.push(gap);
        indexOf.set(gap, index);
      }
      last = gap;
      lastIndex = index;
    }
    gapAt[i] = lastIndex;
  }
  return { t, paid, finalValue, gaps, gapAt, ratios: new Float64Array(gaps.length) };
}

/**
 * g(x) = sum_i paid_i e^(x t_i) - final and its slope, sum_i paid_i t_i e^(x t_i), in one pass.
 * (A function of its own rather than a closure: V8 compiles this loop to markedly faster code.)
 */
function valueAndSlope(x: number, pass: Pass): [number, number] {
  const { t, paid, gaps, gapAt, ratios } = pass;
  for (let k = 0; k < gaps.length; k++) ratios[k] = Math.exp(-x * (gaps[k] as number));
  let factor = Math.exp(x * (t[0] as number));
  let value = -pass.finalValue;
  let slope = 0;
  for (let i = 0; i < t.length; i++) {
    if (i > 0) factor *= ratios[gapAt[i] as number] as number;
    const grown = (paid[i] as number) * factor;
    value += grown;
    slope += grown * (t[i] as number);
  }
  return [value, slope];
}

/**
 * The rate solved in x = ln(1 + r), as the root of h(x) = ln(sum_i paid_i e^(x t_i)) - ln(final),
 * which has the sign of g(x) = sum_i paid_i e^(x t_i) - final. h is increasing and convex in x (a
 * log-sum-exp), so Newton's method, once to the right of the root, walks down to it monotonically;
 * the bracket [ln 0.01, ln 101] bounds every step and a bisection step replaces a Newton step that
 * would leave it. (Newton on g itself converges too, but over a long plan g is so steep that it
 * walks down about 1/t_max at a time: twice as many passes over the payments.)
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
  const pass = preparePass(t, paid, finalValue);
  const g = (x: number) => valueAndSlope(x, pass);

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
    // h(x) = ln(1 + g / final), h'(x) = g'(x) / (g + final).
    const newton = slope > 0 ? x - (Math.log1p(value / finalValue) * (value + finalValue)) / slope : Number.NaN;
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
