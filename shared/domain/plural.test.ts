import { describe, expect, it } from 'vitest';
import { pluralize } from './plural';

describe('pluralize', () => {
  it.each([
    [0, 'use', undefined, '0 uses'],
    [1, 'use', undefined, '1 use'],
    [2, 'use', undefined, '2 uses'],
    [-1, 'day', undefined, '-1 day'],
    [1, 'entry', 'entries', '1 entry'],
    [3, 'entry', 'entries', '3 entries'],
    [1200, 'term', undefined, '1,200 terms'],
  ] as const)('%i %s → %s', (count, singular, plural, expected) => {
    expect(pluralize(count, singular, plural)).toBe(expected);
  });
});
