/** Calendar days ('YYYY-MM-DD', UTC) and day numbers (days since 1970-01-01). */

export const DAY_MS = 86_400_000;

const ZERO = 48; // '0'
const DASH = 45; // '-'

function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const code = text.charCodeAt(i) - ZERO;
    if (code < 0 || code > 9) return Number.NaN;
    value = value * 10 + code;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days since 1970-01-01 for a 'YYYY-MM-DD' day; NaN when the text is not a real calendar day
 * (2026-02-30 is not). Reads the digits directly, so a long series parses quickly.
 */
export function dayNumber(isoDay: string): number {
  if (isoDay.length !== 10 || isoDay.charCodeAt(4) !== DASH || isoDay.charCodeAt(7) !== DASH) return Number.NaN;
  const y = digits(isoDay, 0, 4);
  const m = digits(isoDay, 5, 2);
  const d = digits(isoDay, 8, 2);
  if (!(m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m))) return Number.NaN;
  // Days from civil (proleptic Gregorian), with March as the first month of the year.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The 'YYYY-MM-DD' day for a day number (days since 1970-01-01). */
export function isoDayFromNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC calendar day of an instant, as 'YYYY-MM-DD'. */
export function isoDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
