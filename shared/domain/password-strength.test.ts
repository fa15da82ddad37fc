import { describe, expect, it } from 'vitest';
import { passwordStrengthMessages, passwordWeakness, personalWords } from './password-strength';

const ada = { email: 'ada.lovelace@example.com', username: 'countess_ada', firstName: 'Ada', lastName: 'Lovelace' };

describe('passwordWeakness', () => {
  it.each([
    ['password123', 'This password is too easy to guess: This is a commonly used password.'],
    ['qwertyuiop', 'This password is too easy to guess: This is a frequently used password.'],
    ['Password1!', 'This password is too easy to guess: This is similar to a commonly used password.'],
  ])('refuses the common password %s and says why', (password, message) => {
    expect(passwordWeakness(password)).toBe(message);
  });

  it.each(['Lovelace-1815-x', 'my name is ADA and', 'countess_ada!!', 'ada.lovelace@example.com'])(
    'refuses %s: it contains the owner name, username or email',
    (password) => {
      expect(passwordWeakness(password, ada)).toBe(passwordStrengthMessages.personal);
    },
  );

  it.each(['correct-horse-battery', 'seven cures of a lean purse', 'five laws of gold, kept'])(
    'takes the passphrase %s',
    (password) => {
      expect(passwordWeakness(password, ada)).toBeNull();
    },
  );

  it('refuses a long repeat, scored on its first characters only', () => {
    expect(passwordWeakness('x'.repeat(72))).toMatch(/^This password is too easy to guess: /);
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
