// Created on first use, not when the module loads: a page's first Intl formatter is costly (it loads
// ICU's data), and loading a module should not pay it for a count nobody shows yet.
let integers: Intl.NumberFormat | undefined;
const integerFormat = () =>
  (integers ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'negative' }));

/**
 * The noun for a count: pluralNoun(1, 'Example') = 'Example', pluralNoun(3, 'Example') = 'Examples'.
 * English: only exactly one (or minus one) is singular.
 */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : plural;
}

/**
 * A count with its noun in the right number: pluralize(1, 'use') = '1 use', pluralize(2, 'use') =
 * '2 uses', pluralize(0, 'entry', 'entries') = '0 entries', pluralize(1200, 'term') = '1,200 terms'.
 * The words may go on past the noun: pluralize(n, 'change is', 'changes are'). The one helper for
 * every count the app shows (a lint rule refuses a hand-written singular/plural choice).
 */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${integerFormat().format(count)} ${pluralNoun(count, singular, plural)}`;
}
