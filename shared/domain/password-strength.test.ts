import { describe, expect, it } from 'vitest';
import {
  passwordHintMessageIds,
  passwordStrengthMessages,
  passwordWeakness,
  passwordWeaknessMessageId,
  personalWords,
} from './password-strength';

const ada = { email: 'ada.lovelace@example.com', username: 'countess_ada', firstName: 'Ada', lastName: 'Lovelace' };

describe('passwordWeakness', () => {
  it.each([
    ['password123', { kind: 'warning', id: 'common' }],
    ['qwertyuiop', { kind: 'warning', id: 'topHundred' }],
    ['Password1!', { kind: 'warning', id: 'similarToCommon' }],
    ['1987-04-12', { kind: 'warning', id: 'dates' }],
  ] as const)("refuses the common password %s and says why by zxcvbn's id", (password, hint) => {
    expect(passwordWeakness(password)).toEqual({ code: 'guessable', hint });
  });

  it.each(['Lovelace-1815-x', 'my name is ADA and', 'countess_ada!!', 'ada.lovelace@example.com'])(
    'refuses %s: it contains the owner name, username or email',
    (password) => {
      expect(passwordWeakness(password, ada)).toEqual({ code: 'personal' });
    },
  );

  it.each(['correct-horse-battery', 'seven cures of a lean purse', 'five laws of gold, kept'])(
    'takes the passphrase %s',
    (password) => {
      expect(passwordWeakness(password, ada)).toBeNull();
    },
  );

  it('refuses a long repeat, scored on its first characters only', () => {
    expect(passwordWeakness('x'.repeat(72))).toEqual({
      code: 'guessable',
      hint: { kind: 'warning', id: 'simpleRepeat' },
    });
  });
});

describe('passwordWeaknessMessageId', () => {
  it('names each weakness by a stable catalogue id', () => {
    expect(passwordWeaknessMessageId({ code: 'personal' })).toBe(passwordStrengthMessages.personal);
    expect(passwordWeaknessMessageId({ code: 'guessable', hint: { kind: 'warning', id: 'dates' } })).toBe(
      'password.weak.warning.dates',
    );
    expect(passwordWeaknessMessageId({ code: 'guessable', hint: { kind: 'suggestion', id: 'anotherWord' } })).toBe(
      'password.weak.suggestion.anotherWord',
    );
    expect(passwordWeaknessMessageId({ code: 'guessable', hint: { kind: 'fallback' } })).toBe('password.weak.fallback');
  });

  it('lists every hint id once', () => {
    const ids = passwordHintMessageIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('password.weak.warning.common');
    expect(ids).toContain('password.weak.suggestion.l33t');
    expect(ids).toContain('password.weak.fallback');
  });
});

describe('personalWords', () => {
  it('lowercases, takes the email local part, skips words under 3 characters and repeats', () => {
    expect(personalWords({ email: 'Al@Example.com', username: 'al_x', firstName: 'Al', lastName: 'al_x' })).toEqual([
      'al@example.com',
      'al_x',
    ]);
  });
});
