import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, requestLanguage } from './request-language';

describe('request language (Accept-Language)', () => {
  it('reads tags by weight, then by order, dropping q=0 and *', () => {
    expect(acceptedLanguageTags('en;q=0.5, es-MX, es;q=0.9, fr;q=0, *')).toEqual(['es-MX', 'es', 'en']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(acceptedLanguageTags('')).toEqual([]);
  });

  it('picks the first language Arkad speaks, English otherwise', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'es' } })).toBe('es');
    expect(requestLanguage({ headers: { 'accept-language': 'fr-FR, es-419;q=0.8, en;q=0.7' } })).toBe('es');
    expect(requestLanguage({ headers: { 'accept-language': 'de, fr' } })).toBe('en');
    expect(requestLanguage({ headers: {} })).toBe('en');
    expect(requestLanguage({ headers: { 'accept-language': 'es;q=abc, en' } })).toBe('en');
  });
});
