import { formatDate, formatDay } from '@shared/domain/format';
import { BASE_CURRENCY, type CurrencyCode } from '@shared/domain/fx-currencies';
import { LATEST_USD_RATES, latestUsdRate } from '@shared/domain/fx-latest';
import { treasuryMessages } from '@shared/schemas/treasury';
import { defaultLanguage, intlLocales, type Language } from '@shared/i18n/languages';
import { translate, type MessageId } from '@/i18n/i18n';

/** The treasury's texts that need more than one message: field errors, months, the presets note. */

const fieldMessages: ReadonlyArray<[string, MessageId]> = [
  [treasuryMessages.targetAmount, 'treasury.error.targetAmount'],
  [treasuryMessages.amount, 'treasury.error.amount'],
  [treasuryMessages.amountDecimals, 'treasury.error.amountDecimals'],
  [treasuryMessages.amountMax, 'treasury.error.amountMax'],
  [treasuryMessages.monthRequired, 'treasury.error.monthRequired'],
  [treasuryMessages.monthRange, 'treasury.error.monthRange'],
  [treasuryMessages.amountRequired, 'treasury.error.amountRequired'],
  [treasuryMessages.targetDate, 'treasury.error.targetDate'],
  [treasuryMessages.targetDateRange, 'treasury.error.targetDateRange'],
];

/** A shared schema's field message (English, stable) in the page's language; an unknown one as it came. */
export function treasuryFieldMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = fieldMessages.find(([english]) => english === message);
  return known ? translate(known[1]) : message;
}

/** 'YYYY-MM' (the month picker's value) as 'January 2026' ('enero de 2026'); an older free-text label as it is. */
export function monthLabel(month: string, language: Language = defaultLanguage): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return formatDate(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, 1),
    { month: 'long', year: 'numeric', timeZone: 'UTC' },
    intlLocales[language],
  );
}

/** Outside US dollars, how the preset goals were converted (null in US dollars). */
export function presetsNote(currency: CurrencyCode, language: Language): string | null {
  if (currency === BASE_CURRENCY) return null;
  return translate('treasury.goal.presetsNote', {
    day: formatDay(LATEST_USD_RATES.date, intlLocales[language]),
    rate: String(latestUsdRate(currency)),
    currency,
  });
}
