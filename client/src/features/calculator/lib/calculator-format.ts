import { formatDay as formatDayIn, formatNumber } from '@shared/domain/format';
import { defaultLanguage, intlLocales, type Language } from '@shared/i18n/languages';
import { translate } from '@/i18n/i18n';

/** Day and point formats of the calculator's texts, in the learner's language. */

/** 'Aug 22, 2026' (Spanish: '22 ago 2026') for '2026-08-22'. */
export function formatDay(isoDay: string, language: Language = defaultLanguage): string {
  return formatDayIn(isoDay, intlLocales[language]);
}

/** '12.3 points' (percentage points). */
export const formatPoints = (value: number, language: Language = defaultLanguage) =>
  translate('calculator.points', {
    points: formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, intlLocales[language]),
  });

/** A percentage as the learner typed it, with the locale's separators ('0.5', '1,000'), for '{value}%' in a message. */
export const formatPlainPercent = (value: number, language: Language = defaultLanguage) =>
  formatNumber(value, { maximumFractionDigits: 4 }, intlLocales[language]);
