import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it.each([
    { firstName: 'Bansir', lastName: 'Chariot', expected: 'BC' },
    { firstName: ' arkad ', lastName: ' of babylon', expected: 'AO' },
    // A first name starting with an emoji: the whole emoji, never half of its surrogate pair.
    { firstName: '😀Zoë', lastName: 'Chariot', expected: '😀C' },
    // Flags, families and skin tones are one grapheme made of several code points.
    { firstName: '🇬🇷Nikos', lastName: '👩‍👩‍👧Family', expected: '🇬🇷👩‍👩‍👧' },
    { firstName: '👍🏽Kofi', lastName: 'Mensah', expected: '👍🏽M' },
    // 'é' typed as e + combining accent stays one letter, uppercased.
    { firstName: 'e\u0301mile', lastName: 'zoë', expected: 'E\u0301Z' },
    { firstName: '', lastName: '', expected: 'U' },
  ])('$firstName $lastName → $expected', ({ firstName, lastName, expected }) => {
    expect(initialsOf({ firstName, lastName })).toBe(expected);
  });

  it("is 'U' without a user", () => {
    expect(initialsOf(null)).toBe('U');
    expect(initialsOf(undefined)).toBe('U');
  });
});
