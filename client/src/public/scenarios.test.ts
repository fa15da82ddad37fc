import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { priceSeries } from '@shared/domain/dca';
import { PRICE_DATA_LAST_BUNDLED_DAY } from '@shared/domain/price-data';
import { findScenario, scenarioFigures, scenarios } from './scenarios';

// The bundled closes, read here without the app's parser: date and USD close per line.
const rows = readFileSync(path.join(process.cwd(), 'server/data/btc-daily-close.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [date = '', close = ''] = line.split(',');
    return { date, price: Number(close) };
  });
const series = priceSeries(rows);

describe('scenario pages', () => {
  it('has at least 40 plans, each with its own slug', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(40);
    expect(new Set(scenarios.map((s) => s.slug)).size).toBe(scenarios.length);
    expect(findScenario('100-usd-weekly-since-2020')).toMatchObject({ amount: 100, frequency: 'weekly' });
    expect(findScenario('7-usd-weekly-since-2020')).toBeUndefined();
  });

  it('computes $100 a week since 2020 as a hand-run loop over the bundled closes does', () => {
    // Worked independently: a purchase every 7th day from 2020-01-01 at that day's close while a
    // whole week fits before the last day, no fees, the holding valued at the last day's close.
    const start = rows.findIndex((row) => row.date === '2020-01-01');
    const last = rows.length - 1;
    const purchases = Math.floor((last - start + 1) / 7);
    let btc = 0;
    for (let k = 0; k < purchases; k++) btc += 100 / (rows[start + 7 * k]?.price ?? Number.NaN);
    const lastClose = rows[last]?.price ?? Number.NaN;

    const figures = scenarioFigures(series, findScenario('100-usd-weekly-since-2020')!);
    expect(rows[last]?.date).toBe(PRICE_DATA_LAST_BUNDLED_DAY);
    expect(figures.firstDay).toBe('2020-01-01');
    expect(figures.lastDay).toBe(PRICE_DATA_LAST_BUNDLED_DAY);
    expect(figures.purchases).toBe(purchases);
    expect(figures.lastPurchaseDate).toBe(rows[start + 7 * (purchases - 1)]?.date);
    expect(figures.invested).toBe(100 * purchases);
    expect(figures.btc).toBeCloseTo(btc, 10);
    expect(figures.value).toBeCloseTo(btc * lastClose, 6);
    expect(figures.returnPercent).toBeCloseTo(((btc * lastClose) / (100 * purchases) - 1) * 100, 6);
    expect(figures.lumpSumValue).toBeCloseTo(((100 * purchases) / (rows[start]?.price ?? Number.NaN)) * lastClose, 6);
  });

  it('buys every 30 days for a monthly plan', () => {
    const figures = scenarioFigures(series, findScenario('10-usd-monthly-since-2024')!);
    expect(figures.stepDays).toBe(30);
    expect(figures.invested).toBe(10 * figures.purchases);
  });
});
