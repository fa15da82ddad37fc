import { describe, expect, it } from 'vitest';
import {
  cappedProgress,
  currentAmount,
  milestoneStates,
  distinctMonths,
  monthlyAverage,
  monthlyNeeded,
  monthsToGoal,
  monthsUntil,
  motivationBand,
  parseTargetDate,
  progressPercent,
  remainingAmount,
  toBitcoin,
  treasurySummary,
  defaultTreasuryTarget,
  treasuryPresets,
  treasuryPresetsNote,
} from './treasury';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('current amount, progress and remaining', () => {
  it.each([
    [[], 0],
    [[100, 250.5, 49.5], 400],
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; in cents it is exactly 30.
    [[0.1, 0.2], 0.3],
    [[99_999_999.99, 0.01], 100_000_000],
  ])('the sum of %j is %d', (amounts, sum) => {
    expect(currentAmount(amounts)).toBe(sum);
  });

  it.each([
    [250, 1000, 25],
    [333, 1000, 33.3],
    [1500, 1000, 150],
    [0, 1000, 0],
    [50, 0, 0],
  ])('%d of a %d target is %d %%', (current, target, percent) => {
    expect(progressPercent(current, target)).toBeCloseTo(percent, 10);
  });

  it.each([
    [150, 100],
    [100, 100],
    [99.9, 99.9],
    [0, 0],
  ])('the bar shows %d %% as %d', (percent, shown) => {
    expect(cappedProgress(percent)).toBe(shown);
  });

  it.each([
    [400, 1000, 600],
    [1000, 1000, 0],
    // Past the goal: 1200 saved of 1000 leaves 0, not -200.
    [1200, 1000, 0],
    [0.3, 1, 0.7],
  ])('%d saved of %d leaves %d', (current, target, remaining) => {
    expect(remainingAmount(current, target)).toBe(remaining);
  });
});

describe('monthly average and months to goal', () => {
  it.each([
    [0, 0, 0],
    [600, 3, 200],
    // 100.01 / 3 = 33.336...
    [100.01, 3, 100.01 / 3],
  ])('%d saved over %d months is %d a month', (saved, months, average) => {
    expect(monthlyAverage(saved, months)).toBeCloseTo(average, 10);
  });

  it('counts two entries for one month as one month (issue 23 point 24)', () => {
    const months = ['2026-01', '2026-01', ' January ', 'january', '2026-02'];
    expect(distinctMonths(months)).toBe(3);
    // 100 + 100 in January and 200 in February: 400 over 2 months is 200 a month, not 133.
    expect(monthlyAverage(400, distinctMonths(['2026-01', '2026-01', '2026-02']))).toBe(200);
  });

  it.each([
    // 600 left at 200 a month: exactly 3.
    [600, 200, 1000, 3],
    // 601 left at 200 a month: 3.005 rounds up to 4.
    [601, 200, 1000, 4],
    // 100 left at 300 a month: 0.33 rounds up to 1.
    [100, 300, 1000, 1],
    [0, 300, 1000, 0],
  ])('%d left at %d a month (target %d) takes %d months', (remaining, average, target, months) => {
    expect(monthsToGoal(remaining, average, target)).toBe(months);
  });

  it('gives no estimate with a zero average or a zero target', () => {
    expect(monthsToGoal(1000, 0, 1000)).toBeNull();
    expect(monthsToGoal(0, 100, 0)).toBeNull();
  });
});

describe('months until the target date and the monthly amount needed', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it.each([
    // 2026-01-31 is 30 days away: exactly one 30-day month.
    ['2026-01-31', 1],
    // 31 days: a started second month counts.
    ['2026-02-01', 2],
    // 2026-07-01 is 181 days away: 181 / 30 = 6.03, so 7.
    ['2026-07-01', 7],
    // 2026-12-27 is 360 days away: 12 months exactly.
    ['2026-12-27', 12],
    // Today and dates already past still leave one month.
    ['2026-01-01', 1],
    ['2025-06-01', 1],
  ])('%s is %d months away', (target, months) => {
    expect(monthsUntil(day(target), now)).toBe(months);
  });

  it.each([
    // 600 left over 12 months: 50 a month.
    [600, 1000, '2026-12-27', 50],
    // 601 left over 12 months: 50.08 rounds up to 51.
    [601, 1000, '2026-12-27', 51],
    // 1000 left over 7 months: 142.86 rounds up to 143.
    [1000, 1000, '2026-07-01', 143],
    // A past date: everything left in one month.
    [750, 1000, '2025-06-01', 750],
    [0, 1000, '2026-07-01', 0],
  ])('%d left of %d by %s needs %d a month', (remaining, target, targetDate, needed) => {
    expect(monthlyNeeded({ remaining, target, targetDate, now })).toBe(needed);
  });

  it('makes no suggestion without a target date or without a positive target', () => {
    expect(monthlyNeeded({ remaining: 500, target: 1000, targetDate: null, now })).toBeNull();
    expect(monthlyNeeded({ remaining: 500, target: 1000, targetDate: '', now })).toBeNull();
    expect(monthlyNeeded({ remaining: 500, target: 1000, targetDate: '2026-02-30', now })).toBeNull();
    expect(monthlyNeeded({ remaining: 0, target: 0, targetDate: '2026-07-01', now })).toBeNull();
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', '2026-01-01T00:00:00Z', 'soon'])(
    '%j is not a target date',
    (text) => {
      expect(parseTargetDate(text)).toBeNull();
    },
  );
});

describe('milestones and motivational bands', () => {
  it('lights the tiles whose percent is reached', () => {
    expect(milestoneStates(50, 1000)).toEqual([
      { percent: 25, amount: 250, reached: true },
      { percent: 50, amount: 500, reached: true },
      { percent: 75, amount: 750, reached: false },
      { percent: 100, amount: 1000, reached: false },
    ]);
    expect(milestoneStates(24.99, 1000).filter((m) => m.reached)).toEqual([]);
    expect(milestoneStates(130, 5000).every((m) => m.reached)).toBe(true);
    // A quarter of 1,234.50 is 308.625 in exact cents.
    expect(milestoneStates(0, 1234.5)[0]?.amount).toBe(308.625);
  });

  it.each([
    [0, 'begin'],
    [24.99, 'begin'],
    [25, 'quarter'],
    [49.9, 'quarter'],
    [50, 'half'],
    [75, 'three-quarters'],
    [99.99, 'three-quarters'],
    [100, 'achieved'],
    [180, 'achieved'],
  ] as const)('%d %% is the %s band', (percent, band) => {
    expect(motivationBand(percent)).toBe(band);
  });
});

describe('treasurySummary', () => {
  it('derives every value from the goal and the entries', () => {
    // 1,000 target by 2026-07-01 (7 months from 2026-01-01); saved 100 + 150 + 50 = 300.
    const summary = treasurySummary({
      targetAmount: 1000,
      targetDate: '2026-07-01',
      saved: 300,
      months: 3,
      now: day('2026-01-01'),
    });
    expect(summary).toMatchObject({
      target: 1000,
      current: 300,
      percent: 30,
      capped: 30,
      remaining: 700,
      average: 100,
      // 700 / 100 = 7 months at the average pace.
      monthsToGoal: 7,
      // 700 / 7 months = 100 a month.
      monthlyNeeded: 100,
      band: 'quarter',
    });
  });

  it('caps the bar at 100 and keeps remaining at 0 past the goal', () => {
    const summary = treasurySummary({
      targetAmount: 1000,
      targetDate: null,
      saved: 1500,
      months: 2,
      now: day('2026-01-01'),
    });
    expect(summary).toMatchObject({
      current: 1500,
      percent: 150,
      capped: 100,
      remaining: 0,
      monthsToGoal: 0,
      monthlyNeeded: null,
      band: 'achieved',
    });
  });

  it('has no estimate before the first entry', () => {
    const summary = treasurySummary({
      targetAmount: 1000,
      targetDate: null,
      saved: 0,
      months: 0,
      now: day('2026-01-01'),
    });
    expect(summary).toMatchObject({
      current: 0,
      percent: 0,
      remaining: 1000,
      average: 0,
      monthsToGoal: null,
      band: 'begin',
    });
  });
});

describe('toBitcoin', () => {
  it.each([
    // 1,000 at 50,000 a bitcoin is 0.02 BTC = 2,000,000 sats.
    [1000, 50_000, 0.02, 2_000_000],
    // 1 at 77,862 is 1284.33 sats, shown as 1,284.
    [1, 77_862, 0.00001284, 1284],
  ])('%d at %d is %d BTC (%d sats)', (amount, price, btc, sats) => {
    expect(toBitcoin(amount, price)).toEqual({ btc, sats });
  });

  it('has no value without a positive price', () => {
    expect(toBitcoin(100, 0)).toBeNull();
  });
});

describe('goal presets per currency (issue 46)', () => {
  it('are the US-dollar presets at the latest bundled rate, two significant figures', () => {
    expect(treasuryPresets('USD')).toEqual([1000, 5000, 10000, 25000]);
    expect(treasuryPresets('JPY')).toEqual([160_000, 800_000, 1_600_000, 4_000_000]);
    expect(treasuryPresets('EUR')).toEqual([860, 4300, 8600, 21_000]);
    expect(defaultTreasuryTarget('JPY')).toBe(160_000);
    expect(defaultTreasuryTarget('GBP')).toBe(750);
    expect(defaultTreasuryTarget('USD')).toBe(1000);
    expect(treasuryPresetsNote('USD')).toBeNull();
    expect(treasuryPresetsNote('GBP')).toContain('1 US dollar = 0.745104 GBP');
  });
});
