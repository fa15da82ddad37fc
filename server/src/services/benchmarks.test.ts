import { describe, expect, it } from 'vitest';
import { compareBenchmarks } from '@shared/domain/benchmarks';
import { loadBenchmarks } from './benchmarks';

// The comparison on the bundled file itself: where its lines stop.

const monthly = (from: string, to: string) => {
  const contributions: { date: string; amount: number }[] = [];
  const bitcoin = new Map<string, number>();
  for (let day = new Date(`${from}-05T00:00:00Z`); day.toISOString().slice(0, 7) <= to;) {
    contributions.push({ date: day.toISOString().slice(0, 10), amount: 100 });
    bitcoin.set(day.toISOString().slice(0, 7), 30_000);
    day = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 5));
  }
  return { contributions, bitcoin };
};

describe('benchmarks on the bundled file', () => {
  const { months } = loadBenchmarks();

  it('stop the S&P 500 at 2023-06 on a window crossing it; gold and cash go on', () => {
    const { contributions, bitcoin } = monthly('2023-01', '2023-12');
    const comparison = compareBenchmarks({
      contributions,
      endDate: '2023-12-20',
      benchmarks: months,
      bitcoinMonthly: bitcoin,
    });
    const [sp500, gold, cash] = comparison?.lines ?? [];
    expect(sp500).toMatchObject({ lastMonth: '2023-06', invested: 600, stop: { month: '2023-07' } });
    expect(gold).toMatchObject({ lastMonth: '2023-12', invested: 1200, stop: null });
    expect(cash).toMatchObject({ lastMonth: '2023-12', stop: null });
    // Bitcoin at a flat $30,000 average is worth what was put in, over the S&P's months too.
    expect(sp500?.bitcoinValue).toBeCloseTo(600, 9);
  });

  it('carry cash past the missing October 2025 CPI on the bundled file, that month skipped', () => {
    const { contributions, bitcoin } = monthly('2025-06', '2026-02');
    const comparison = compareBenchmarks({
      contributions,
      endDate: '2026-02-10',
      benchmarks: months,
      bitcoinMonthly: bitcoin,
    });
    const [sp500, gold, cash] = comparison?.lines ?? [];
    expect(sp500).toMatchObject({ lastMonth: null });
    expect(gold).toMatchObject({ lastMonth: '2026-02', stop: null });
    expect(cash).toMatchObject({ lastMonth: '2026-02', stop: null, skipped: [{ month: '2025-10' }] });
  });
});
