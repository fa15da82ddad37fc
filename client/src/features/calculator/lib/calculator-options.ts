import { FREQUENCY_ADJECTIVES } from '@shared/domain/dca-purchases';
import { PRICE_DATA_FIRST_DAY } from '@shared/domain/price-data';
import type { DcaFrequency, DcaTimeframe } from '@shared/schemas/dca';

/** The calculator form's choices and the words for each frequency. */

/** Glossary terms too common on this screen to mark in every sentence. */
export const COMMON_TERMS: readonly string[] = ['bitcoin'];

export const FREQUENCY_OPTIONS: ReadonlyArray<{ value: DcaFrequency; label: string }> = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Bi-weekly' },
  { value: 'monthly', label: 'Monthly' },
];

export const TIMEFRAME_OPTIONS: ReadonlyArray<{ value: DcaTimeframe; label: string }> = [
  { value: '3months', label: '3 months' },
  { value: '6months', label: '6 months' },
  { value: '1year', label: '1 year' },
  { value: '2years', label: '2 years' },
  { value: '4years', label: '4 years' },
  { value: '5years', label: '5 years' },
  { value: 'all', label: `Since ${PRICE_DATA_FIRST_DAY.slice(0, 4)}` },
  { value: 'custom', label: 'Custom date' },
];

/** 'daily', 'weekly', 'bi-weekly', 'monthly' (shared with the calculator's messages). */
export const FREQUENCY_ADJECTIVE = FREQUENCY_ADJECTIVES;

export const FREQUENCY_ADVERB: Record<DcaFrequency, string> = {
  daily: 'every day',
  weekly: 'every week',
  biweekly: 'every two weeks',
  monthly: 'every month',
};
