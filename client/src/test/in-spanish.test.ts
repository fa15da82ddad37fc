import { describe, expect, it } from 'vitest';
import { pageLanguage, translate } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import enSecurity from '@/i18n/locales/en/security.json';
import esGuide from '@/i18n/locales/es/guide.json';
import esSecurity from '@/i18n/locales/es/security.json';
import { englishMessages, inEnglish, inSpanish, spanishMessages } from './in-spanish';

describe('inSpanish', () => {
  it('makes Spanish the language with the start catalogue and the areas asked for, and gives those messages', () => {
    const messages = inSpanish('security');
    expect(pageLanguage()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(translate('security.incomplete')).toBe(esSecurity['security.incomplete']);
    expect(messages).toEqual({ ...es, ...esSecurity });
    expect(Object.keys(esGuide).some((id) => id in messages)).toBe(false);
  });

  it('joins several areas, and refuses an area that has no catalogue', () => {
    expect(spanishMessages('security', 'guide')).toEqual({ ...es, ...esSecurity, ...esGuide });
    expect(() => spanishMessages('nowhere' as 'guide')).toThrow('No Spanish catalogue for the area nowhere');
  });

  it('is undone by inEnglish, which has every English message', () => {
    inSpanish('security');
    inEnglish();
    expect(pageLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(translate('security.incomplete')).toBe(enSecurity['security.incomplete']);
    expect(englishMessages).toMatchObject({ ...en, ...enSecurity });
  });
});
