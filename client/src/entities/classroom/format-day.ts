import { intlLocales, type Language } from '@shared/i18n/languages';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * 'YYYY-MM-DD' (or an ISO instant) as '15 Jan 2027' (or '15 ene 2027' in Spanish, by Intl in the
 * language's locale; English keeps its day-month-year order), read as a UTC day.
 */
export function formatDay(value: string, language: Language = 'en'): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : intlLocales[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}
