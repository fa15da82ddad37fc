/**
 * Money is stored as decimal(10,2). Amounts travel as numbers in JSON; these helpers move between
 * numbers, whole cents and the database's decimal strings without binary float drift
 * (1.005 must become 1.01, not 1.00).
 */
export const MAX_MONEY_AMOUNT = 99_999_999.99;

/** Rounds half away from zero to whole cents, using decimal shifting rather than x * 100. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  const sign = amount < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(amount)}e2`);
  return sign * Math.round(shifted);
}

export function centsToDecimalString(cents: number): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be whole: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/** A number as the decimal(10,2) string to store. */
export function toDecimalString(amount: number): string {
  return centsToDecimalString(toCents(amount));
}

/** A stored decimal string back to a number with at most two decimals. */
export function decimalStringToNumber(value: string): number {
  const cents = toCents(Number(value));
  return cents / 100;
}
