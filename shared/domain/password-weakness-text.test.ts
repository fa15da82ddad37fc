import { readFileSync } from 'node:fs';
import { translations } from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import { passwordHintsEs, personalPasswordEs } from '../content/es/password-weakness';
import { passwordHintMessageIds, passwordStrengthMessages, passwordWeakness } from './password-strength';
import { passwordHintsEn, passwordWeaknessText } from './password-weakness-text';

/** A client catalogue, read as a file: shared/ imports nothing from the client. */
const catalogue = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

describe('passwordWeaknessText', () => {
  it("writes a weakness in English with zxcvbn's own hint", () => {
    const weakness = passwordWeakness('password123');
    expect(weakness).not.toBeNull();
    expect(passwordWeaknessText(weakness!, 'en')).toBe(
      `This password is too easy to guess: ${translations.warnings.common}`,
    );
    expect(passwordWeaknessText({ code: 'personal' }, 'en')).toBe(passwordStrengthMessages.personal);
  });

  it('writes it in Spanish', () => {
    expect(passwordWeaknessText({ code: 'guessable', hint: { kind: 'warning', id: 'dates' } }, 'es')).toBe(
      'Esta contraseña es demasiado fácil de adivinar: Las fechas son fáciles de adivinar.',
    );
    expect(passwordWeaknessText({ code: 'guessable', hint: { kind: 'fallback' } }, 'es')).toBe(
      'Esta contraseña es demasiado fácil de adivinar: Agrega una o dos palabras más que sean poco comunes.',
    );
    expect(passwordWeaknessText({ code: 'personal' }, 'es')).toBe(personalPasswordEs);
  });

  it("has a sentence for every hint id in both languages, as the forms' catalogues have", () => {
    const ids = [...passwordHintMessageIds()].sort();
    expect(Object.keys(passwordHintsEn).sort()).toEqual(ids);
    expect(Object.keys(passwordHintsEs).sort()).toEqual(ids);
    expect(catalogue('en/password')).toEqual(passwordHintsEn);
    expect(catalogue('es/password')).toEqual(passwordHintsEs);
    expect(catalogue('en')[passwordStrengthMessages.personal]).toBe(passwordStrengthMessages.personal);
    expect(catalogue('es')[passwordStrengthMessages.personal]).toBe(personalPasswordEs);
  });
});
