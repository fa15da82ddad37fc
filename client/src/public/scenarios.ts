import { calculateDca } from '@shared/domain/dca';
import type { PriceSeries } from '@shared/domain/dca-window';
import { FREQUENCY_STEP_DAYS } from '@shared/domain/dca-purchases';
import type { DcaFrequency } from '@shared/schemas/dca';

/**
 * The calculator's public scenario pages (`/calculator/<slug>`): common plans, each a fixed amount
 * in US dollars bought every week or every 30 days from 1 January of a start year to the last
 * bundled daily close. Their figures are computed at build time by the calculator's own rules
 * (shared/domain/dca.ts) from the bundled closes, without fees, so a page says what the app's
 * calculator says for the same plan. Past figures only: nothing here looks forward.
 */

export const scenarioAmounts = [10, 25, 50, 100, 500] as const;
export const scenarioFrequencies = ['weekly', 'monthly'] as const satisfies readonly DcaFrequency[];
export const scenarioStartYears = [2014, 2016, 2018, 2020, 2022, 2024] as const;

export type ScenarioFrequency = (typeof scenarioFrequencies)[number];

export interface Scenario {
  slug: string;
  amount: number;
  frequency: ScenarioFrequency;
  startYear: number;
  /** The first purchase day: 1 January of the start year. */
  startDate: string;
}

/** How a scenario's frequency reads in running text: 'every week', 'every 30 days'. */
export const scenarioFrequencyText: Record<ScenarioFrequency, string> = {
  weekly: 'every week',
  monthly: 'every 30 days',
};

/** '100-usd-weekly-since-2020'. */
export function scenarioSlug(amount: number, frequency: ScenarioFrequency, startYear: number): string {
  return `${amount}-usd-${frequency}-since-${startYear}`;
}

/** Every scenario, by amount, then frequency, then start year. */
export const scenarios: readonly Scenario[] = scenarioAmounts.flatMap((amount) =>
  scenarioFrequencies.flatMap((frequency) =>
    scenarioStartYears.map((startYear) => ({
      slug: scenarioSlug(amount, frequency, startYear),
      amount,
      frequency,
      startYear,
      startDate: `${startYear}-01-01`,
    })),
  ),
);

export function findScenario(slug: string): Scenario | undefined {
  return scenarios.find((scenario) => scenario.slug === slug);
}

export interface ScenarioFigures {
  /** The first purchase day and the last day covered (its close values the holding). */
  firstDay: string;
  lastDay: string;
  lastPurchaseDate: string;
  purchases: number;
  stepDays: number;
  invested: number;
  btc: number;
  sats: number;
  /** The holding's value at the last day's close. */
  value: number;
  returnPercent: number;
  averageCostPerBtc: number;
  startingPrice: number;
  endingPrice: number;
  /** The same money put in at once on the first day, valued the same way. */
  lumpSumValue: number;
  lumpSumReturnPercent: number;
  /** The largest fall of the holding's value from an earlier peak, when there was one. */
  maxDrawdown: { percent: number; peakDate: string; troughDate: string } | null;
}

/** A scenario's figures, by the calculator's rules, on the given daily closes (no fees). */
export function scenarioFigures(series: PriceSeries, scenario: Scenario): ScenarioFigures {
  const result = calculateDca(series, {
    amount: scenario.amount,
    frequency: scenario.frequency,
    timeframe: 'custom',
    startDate: scenario.startDate,
    feePercent: 0,
    stepUpPercent: 0,
    startingBtc: 0,
    startingCost: 0,
    currency: 'usd',
  });
  const drawdown = result.maxDrawdown;
  return {
    firstDay: result.startDate,
    lastDay: result.endDate,
    lastPurchaseDate: result.lastPurchaseDate,
    purchases: result.pointDates.length,
    stepDays: FREQUENCY_STEP_DAYS[scenario.frequency],
    invested: result.dcaInvestment,
    btc: result.dcaBtc,
    sats: result.dcaSats,
    value: result.dcaFinalValue,
    returnPercent: result.dcaReturnPercent,
    averageCostPerBtc: result.averageCostPerBtc,
    startingPrice: result.startingPrice,
    endingPrice: result.endingPrice,
    lumpSumValue: result.lumpSumFinalValue,
    lumpSumReturnPercent: result.lumpSumReturnPercent,
    maxDrawdown:
      drawdown && drawdown.percent > 0
        ? { percent: drawdown.percent, peakDate: drawdown.peakDate, troughDate: drawdown.troughDate }
        : null,
  };
}
