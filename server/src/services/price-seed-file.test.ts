import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dayNumber, isoDayFromNumber } from '@shared/domain/dates';
import { SEED_CSV_PATH } from './price-seed';

// The bundled daily closes, read straight from the file: faults like those earlier versions had
// (gaps, repeated days, zero or negative closes, rows from before the Bitstamp series, a second
// price column with no named source) fail here.

const [header, ...lines] = readFileSync(SEED_CSV_PATH, 'utf8').trim().split(/\r?\n/);
const rows = lines.map((line) => {
  const [date = '', usd = '', ...rest] = line.split(',');
  return { date, usd: Number(usd), rest };
});

describe('server/data/btc-daily-close.csv', () => {
  it('has its header and every day once, from the first to the last', () => {
    expect(header).toBe('date,close_usd');
    const first = dayNumber(rows[0]?.date ?? '');
    expect(rows[0]?.date).toBe('2012-01-01');
    const wrong = rows.filter((row, i) => row.date !== isoDayFromNumber(first + i)).map((row) => row.date);
    expect(wrong).toEqual([]);
    expect(rows.at(-1)?.date).toBe('2026-08-21');
    expect(rows).toHaveLength(5347);
  });

  it('has one close above 0 on every row and nothing else', () => {
    const bad = rows.filter((row) => !(row.usd > 0) || row.rest.length > 0);
    expect(bad).toEqual([]);
  });

  it('holds the Bitstamp closes', () => {
    const on = (date: string) => rows.find((row) => row.date === date);
    // Bitstamp's own values (shared/data/btc/README.md): the 2012 thin market, the 2015 outage
    // (276.80 for 4 days) and the crash evening of 2015-08-18.
    expect(on('2012-01-18')?.usd).toBe(7.1);
    expect(['2015-01-05', '2015-01-06', '2015-01-07', '2015-01-08'].map((date) => on(date)?.usd)).toEqual([
      276.8, 276.8, 276.8, 276.8,
    ]);
    expect(on('2015-08-18')?.usd).toBe(224.8);
    expect(on('2012-01-01')?.usd).toBe(5);
    expect(on('2026-04-17')?.usd).toBe(77108);
  });
});
