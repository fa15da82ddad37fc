import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dayNumber, isoDayFromNumber } from '@shared/domain/dates';
import { SEED_CSV_PATH } from './price-seed';

// The bundled daily closes, read straight from the file: faults like those earlier versions had
// (gaps, repeated days, zero or negative closes, a dollar close that does not fit the euro close
// of the same day, rows from before the Bitstamp series) fail here.

const [header, ...lines] = readFileSync(SEED_CSV_PATH, 'utf8').trim().split(/\r?\n/);
const rows = lines.map((line) => {
  const [date = '', usd = '', eur = ''] = line.split(',');
  return { date, usd: Number(usd), eur: Number(eur) };
});

describe('server/data/btc-daily-close.csv', () => {
  it('has its header and every day once, from the first to the last', () => {
    expect(header).toBe('date,close_usd,close_eur');
    const first = dayNumber(rows[0]?.date ?? '');
    expect(rows[0]?.date).toBe('2012-01-01');
    const wrong = rows.filter((row, i) => row.date !== isoDayFromNumber(first + i)).map((row) => row.date);
    expect(wrong).toEqual([]);
    expect(rows.at(-1)?.date).toBe('2026-08-21');
    expect(rows).toHaveLength(5347);
  });

  it('has closes above 0, and close_usd / close_eur between 0.95 and 1.65 on every row', () => {
    const bad = rows.filter(
      (row) => !(row.usd > 0) || !(row.eur > 0) || !(row.usd / row.eur >= 0.95) || !(row.usd / row.eur <= 1.65),
    );
    expect(bad).toEqual([]);
  });

  it('holds the Bitstamp closes, with euro closes from the ECB rate of the day while there is one', () => {
    const on = (date: string) => rows.find((row) => row.date === date);
    // Bitstamp's own values (shared/data/btc/README.md): the 2012 thin market, the 2015 outage
    // (276.80 for 4 days) and the crash evening of 2015-08-18.
    expect(on('2012-01-18')?.usd).toBe(7.1);
    expect(['2015-01-05', '2015-01-06', '2015-01-07', '2015-01-08'].map((date) => on(date)?.usd)).toEqual([
      276.8, 276.8, 276.8, 276.8,
    ]);
    // 224.80 x 0.904159 EUR per USD (ECB, 2015-08-18) = 203.2549... -> 203.25.
    expect(on('2015-08-18')).toEqual({ date: '2015-08-18', usd: 224.8, eur: 203.25 });
    // Sunday 2012-01-01: Friday 2011-12-30's rate, 0.772857 EUR per USD: 5.00 x 0.772857 -> 3.86.
    expect(on('2012-01-01')).toEqual({ date: '2012-01-01', usd: 5, eur: 3.86 });
    // Last day the ECB rule gives a rate: Friday 2026-04-17 (rates end Monday 2026-04-13, carried
    // at most 4 days). After it the euro close is the previous file's of the same day.
    expect(on('2026-04-17')).toEqual({ date: '2026-04-17', usd: 77108, eur: 65994.5 });
    expect(on('2026-04-18')).toEqual({ date: '2026-04-18', usd: 75737, eur: 65411.14 });
  });
});
