/** Day and point formats of the calculator's texts. */

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const pointsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 'Aug 22, 2026' for '2026-08-22'. */
export function formatDay(isoDay: string): string {
  return dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/** '12.3 points' (percentage points). */
export const formatPoints = (value: number) => `${pointsFormat.format(value)} points`;
