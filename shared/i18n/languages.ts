/**
 * The languages Arkad speaks (docs/decisions/063-one-message-catalogue-per-language.md). A language
 * is a short code; its Intl locale formats dates, numbers and money. Spanish is neutral
 * Latin-American Spanish: 'es-419' writes 1,234.57 and 'USD 1,234.57', as most of Latin America and
 * the US do.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** Each language named in itself, as a language switch lists them (never translated). */
export const languageNames: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** The locale Intl formats with in each language. */
export const intlLocales: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-419' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The first language Arkad speaks in a browser's list of preferred languages (navigator.languages,
 * the order the browser also sends in Accept-Language): 'es-MX' and 'es' give 'es'; a list with none
 * of Arkad's languages gives English.
 */
export function negotiateLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
