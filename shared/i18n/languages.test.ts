import { describe, expect, it } from 'vitest';
import { isLanguage, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['es'], 'es'],
    [['ES_es'], 'es'],
    [['en-GB', 'es'], 'en'],
    [['fr-FR', 'es-AR', 'en'], 'es'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
    [['estonian'], 'en'],
  ])('picks the first language Arkad speaks in %j: %s', (preferred, expected) => {
    expect(negotiateLanguage(preferred)).toBe(expected);
  });
});

describe('isLanguage', () => {
  it('accepts only the catalogue languages', () => {
    expect(['en', 'es', 'fr', '', null, 1].map(isLanguage)).toEqual([true, true, false, false, false, false]);
  });
});
