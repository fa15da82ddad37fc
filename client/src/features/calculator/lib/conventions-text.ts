import type { BenchmarkMissingMonth } from '@shared/domain/benchmarks';
import { monthName } from '@shared/domain/benchmarks';
import type { DcaConvention } from '@shared/domain/dca-report';
import { formatBtc, formatDate, formatMoney } from '@shared/domain/format';
import { intlLocales, type Language } from '@shared/i18n/languages';
import { translate } from '@/i18n/i18n';
import { formatDay, formatPlainPercent } from './calculator-format';

/**
 * shared/domain's data worded in the learner's language: each line of "how these results were
 * calculated" (dcaConventions) and why a benchmark has no value for a month (BenchmarkMissingMonth),
 * through the calculator catalogue's ICU messages (plurals, days, money and numbers by locale).
 */

/** '23 de agosto' / 'August 23' for 'MM-DD' (the month and day, whatever the year). */
const monthAndDay = (monthDay: string, language: Language) =>
  formatDate(`2000-${monthDay}`, { month: 'long', day: 'numeric', timeZone: 'UTC' }, intlLocales[language]);

/** One line of "how these results were calculated", in `language` (the page's: its catalogue is loaded). */
export function conventionText(line: DcaConvention, language: Language): string {
  const day = (isoDay: string) => formatDay(isoDay, language);
  const locale = intlLocales[language];
  switch (line.key) {
    case 'schedule':
      return translate('calculator.convention.schedule', {
        frequency: line.frequency,
        stepDays: line.stepDays,
        start: day(line.startDate),
        purchases: line.purchases,
        last: day(line.lastPurchaseDate),
      });
    case 'partialPeriod':
      return translate('calculator.convention.partialPeriod', {
        days: line.days,
        start: day(line.startDate),
        end: day(line.endDate),
        periods: line.periods,
        stepDays: line.stepDays,
      });
    case 'valuation':
      return translate('calculator.convention.valuation', { start: day(line.startDate), end: day(line.endDate) });
    case 'stepUp':
      return translate('calculator.convention.stepUp', {
        percent: formatPlainPercent(line.percent, language),
        anniversary: monthAndDay(line.anniversary, language),
        first: formatMoney(line.firstAmount, line.currency, locale),
        last: formatMoney(line.lastAmount, line.currency, locale),
      });
    case 'startingStack':
      return translate('calculator.convention.startingStack', {
        btc: formatBtc(line.btc, 8, locale),
        start: day(line.startDate),
        cost: formatMoney(line.cost, line.currency, locale),
      });
    default:
      return translate(`calculator.convention.${line.key}`);
  }
}

/** A month's name in `language`: 'June 2023', 'junio de 2023'. */
export const monthIn = (month: string, language: Language) => monthName(month, intlLocales[language]);

/** Why a benchmark has no value for a month, in a sentence ('reason') or in a few words ('short'). */
export function benchmarkGapText(gap: BenchmarkMissingMonth, form: 'reason' | 'short', language: Language): string {
  return translate(`calculator.bench.gap.${form}`, {
    cause: gap.cause,
    month: monthIn(gap.month, language),
    last: 'last' in gap ? monthIn(gap.last, language) : '',
  });
}
