import { PRICE_DATA_FIRST_DAY } from '@shared/domain/price-data';
import { dcaFrequencies, dcaTimeframes, type DcaFrequency, type DcaTimeframe } from '@shared/schemas/dca-options';
import { translate } from '@/i18n/i18n';

/** The calculator form's choices and the words for each frequency, in the page's language. */

/** Glossary terms too common on this screen to mark in every sentence. */
export const COMMON_TERMS: readonly string[] = ['bitcoin'];

/** 'Daily', 'Weekly', 'Bi-weekly', 'Monthly'. */
export const frequencyLabel = (frequency: DcaFrequency) => translate(`calculator.frequency.${frequency}`);

/** '3 months' ... 'Since 2010', 'Custom date'. */
export const timeframeLabel = (timeframe: DcaTimeframe) =>
  translate(`calculator.timeframe.${timeframe}`, { year: PRICE_DATA_FIRST_DAY.slice(0, 4) });

/** 'every day', 'every week', 'every two weeks', 'every month'. */
export const frequencyAdverb = (frequency: DcaFrequency) => translate(`calculator.every.${frequency}`);

export const frequencyOptions = (): ReadonlyArray<{ value: DcaFrequency; label: string }> =>
  dcaFrequencies.map((value) => ({ value, label: frequencyLabel(value) }));

export const timeframeOptions = (): ReadonlyArray<{ value: DcaTimeframe; label: string }> =>
  dcaTimeframes.map((value) => ({ value, label: timeframeLabel(value) }));
