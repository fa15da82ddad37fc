import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { authMessages, profileSchema, registerRequestSchema } from './auth';
import { createSavingsEntrySchema, savingsSchema, treasuryMessages } from './treasury';
import { isVisibleText } from './visible-text';

/** One character of each class refused, by name. */
const refused: [string, string][] = [
  ['U+202E right-to-left override', '\u202E'],
  ['U+202A left-to-right embedding', '\u202A'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+061C Arabic letter mark', '\u061C'],
  ['U+200E left-to-right mark', '\u200E'],
  ['U+200F right-to-left mark', '\u200F'],
  ['U+200B zero-width space', '\u200B'],
  ['U+200C zero-width non-joiner', '\u200C'],
  ['U+200D zero-width joiner', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF byte order mark', '\uFEFF'],
  ['U+00AD soft hyphen', '\u00AD'],
  ['U+FE0F variation selector 16', '\uFE0F'],
  ['U+E0101 variation selector 18', '\u{E0101}'],
  ['U+180E Mongolian vowel separator', '\u180E'],
  ['U+3164 Hangul filler', '\u3164'],
  ['U+E0041 tag latin capital A', '\u{E0041}'],
  ['U+2028 line separator', '\u2028'],
  ['U+2029 paragraph separator', '\u2029'],
  ['U+0000 NUL', '\u0000'],
  ['U+001B escape', '\u001B'],
  ['U+000A line feed', '\n'],
  ['U+009B C1 control', '\u009B'],
];

/** The messages zod reports for one field. */
function messagesFor(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

const registration = {
  username: 'satoshi_21',
  email: 'saver@example.com',
  password: 'goldflows-to-savers',
  firstName: 'Arkad',
  lastName: 'Babylon',
};
const profile = { firstName: 'Arkad', lastName: 'Babylon', username: 'satoshi_21', email: 'saver@example.com' };
const clientId = '3f1c7a52-9a4e-4c1b-8f7e-2d6b9c0e1a44';

describe('invisible and text-direction characters', () => {
  it('keeps what a name is written with: accents, apostrophes, hyphens, spaces, other scripts', () => {
    for (const name of ["Zoë O'Brien-Núñez", 'Jean Paul', 'محمد', 'Ἀρκάδ', '李小龍', 'Ada\u00A0Lovelace'])
      expect(isVisibleText(name)).toBe(true);
  });

  describe.each(refused)('%s', (_name, character) => {
    // In the middle, and at either end (where trim() would otherwise drop a BOM or U+2028 unseen).
    const placed = [`Ada${character}Lovelace`, `${character}Ada`, `Ada${character}`];

    it('is refused in the first and last name at registration and on the profile', () => {
      for (const name of placed) {
        expect(messagesFor(registerRequestSchema, { ...registration, firstName: name }, 'firstName')).toEqual([
          authMessages.nameControlChars,
        ]);
        expect(messagesFor(registerRequestSchema, { ...registration, lastName: name }, 'lastName')).toEqual([
          authMessages.nameControlChars,
        ]);
        expect(messagesFor(profileSchema, { ...profile, firstName: name }, 'firstName')).toEqual([
          authMessages.nameControlChars,
        ]);
        expect(messagesFor(profileSchema, { ...profile, lastName: name }, 'lastName')).toEqual([
          authMessages.nameControlChars,
        ]);
      }
    });

    it('is refused in the username at registration and on the profile, with its own message', () => {
      for (const username of [`sat${character}oshi`, `${character}satoshi`, `satoshi${character}`]) {
        expect(messagesFor(registerRequestSchema, { ...registration, username }, 'username')).toEqual([
          authMessages.usernameInvisible,
        ]);
        expect(messagesFor(profileSchema, { ...profile, username }, 'username')).toEqual([
          authMessages.usernameInvisible,
        ]);
      }
    });

    it('is refused in a month label, whether an entry or a logged saving', () => {
      for (const month of [`Jan${character}uary`, `${character}January`, `January${character}`]) {
        expect(messagesFor(savingsSchema, { month, amount: 5 }, 'month')).toEqual([treasuryMessages.monthControlChars]);
        expect(messagesFor(createSavingsEntrySchema, { month, amount: 5, clientId }, 'month')).toEqual([
          treasuryMessages.monthControlChars,
        ]);
      }
    });
  });

  it('says what is wrong in words a learner reads', () => {
    expect(authMessages.nameControlChars).toBe(
      'Name cannot contain control characters, invisible characters or text-direction marks',
    );
    expect(authMessages.usernameInvisible).toBe('Username cannot contain invisible characters or text-direction marks');
    expect(treasuryMessages.monthControlChars).toBe(
      'Month cannot contain control characters, invisible characters or text-direction marks',
    );
  });
});
