import { describe, expect, it } from 'vitest';
import { pluralize, pluralNoun } from './plural';

describe('pluralize', () => {
  it.each([
    [0, 'use', undefined, '0 uses'],
    [1, 'use', undefined, '1 use'],
    [2, 'use', undefined, '2 uses'],
    [-1, 'day', undefined, '-1 day'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
    [1200, 'term', undefined, '1,200 terms'],
    [1, 'change is', 'changes are', '1 change is'],
    [4, 'change is', 'changes are', '4 changes are'],
    // A count rounded to zero from below is still zero, not '-0'.
    [-0, 'sat', undefined, '0 sats'],
  ] as const)('%i %s → %s', (count, singular, plural, expected) => {
    expect(pluralize(count, singular, plural)).toBe(expected);
  });

  it('pluralNoun gives the noun alone', () => {
    expect(pluralNoun(1, 'Example')).toBe('Example');
    expect(pluralNoun(2, 'Example')).toBe('Examples');
    expect(pluralNoun(0, 'entry', 'entries')).toBe('entries');
  });
});
