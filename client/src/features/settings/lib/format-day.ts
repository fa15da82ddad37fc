import { intlLocales, type Language } from '@shared/i18n/languages';

/** '7 de diciembre de 2026' / 'December 7, 2026' for '2026-12-07' (a UTC day), in the page's language. */
export function formatDay(isoDay: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay.slice(0, 10)}T00:00:00Z`),
  );
}
