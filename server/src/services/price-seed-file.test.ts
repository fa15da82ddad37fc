import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dayNumber, isoDayFromNumber } from '@shared/domain/dates';
import { SEED_CSV_PATH } from './price-seed';

// The bundled daily closes, read straight from the file: faults like those the first version had
// (gaps, repeated days, zero or negative closes, a dollar close that does not fit the euro close
// of the same day) fail here.

const [header, ...lines] = readFileSync(SEED_CSV_PATH, 'utf8').trim().split(/\r?\n/);
const rows = lines.map((line) => {
  const [date = '', usd = '', eur = ''] = line.split(',');
  return { date, usd: Number(usd), eur: Number(eur) };
});

describe('server/data/btc-daily-close.csv', () => {
  it('has its header and every day once, from the first to the last', () => {
    expect(header).toBe('date,close_usd,close_eur');
    const first = dayNumber(rows[0]?.date ?? '');
    expect(rows[0]?.date).toBe('2010-07-18');
    const wrong = rows.filter((row, i) => row.date !== isoDayFromNumber(first + i)).map((row) => row.date);
    expect(wrong).toEqual([]);
    expect(rows).toHaveLength(5880);
  });

  it('has closes above 0, and close_usd / close_eur between 0.95 and 1.65 on every row', () => {
    const bad = rows.filter(
      (row) => !(row.usd > 0) || !(row.eur > 0) || !(row.usd / row.eur >= 0.95) || !(row.usd / row.eur <= 1.65),
    );
    expect(bad).toEqual([]);
  });

  it('holds the corrected early closes', () => {
    const on = (date: string) => rows.find((row) => row.date === date);
    expect(on('2014-02-20')).toEqual({ date: '2014-02-20', usd: 563.77, eur: 411.83 });
    expect(on('2010-10-01')?.usd).toBe(0.06197);
  });
});
