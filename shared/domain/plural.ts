const integers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A count with its noun in the right number: pluralize(1, 'use') = '1 use', pluralize(2, 'use') =
 * '2 uses', pluralize(0, 'entry', 'entries') = '0 entries', pluralize(1200, 'term') = '1,200 terms'.
 * English: only exactly one (or minus one) is singular. The one helper for every count the app shows.
 */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${integers.format(count)} ${Math.abs(count) === 1 ? singular : plural}`;
}
