import { describe, expect, it } from 'vitest';
import { firstPositiveIndex, logAxis, positiveExtent } from './chart-scale';

describe('log scale helpers', () => {
  it('start at the first row whose values are all above zero', () => {
    const rows = [
      [0, 5],
      [2, 0],
      [3, 4],
      [0, 1],
    ];
    expect(firstPositiveIndex(rows, (row) => row)).toBe(2);
    expect(firstPositiveIndex([[0], [-1]], (row) => row)).toBe(-1);
  });

  it('take the extent of the values above zero only', () => {
    expect(positiveExtent([0, 3, -2, 0.5, 40])).toEqual([0.5, 40]);
    expect(positiveExtent([0, -1])).toBeNull();
  });

  it('tick powers of ten, with 2 and 5 times them over a short range', () => {
    expect(logAxis(3, 40_000).ticks).toEqual([10, 100, 1000, 10_000]);
    expect(logAxis(90, 1_200)).toEqual({ domain: [90, 1_200], ticks: [100, 200, 500, 1000] });
    // A range inside one decade still gets its ends as ticks.
    expect(logAxis(120, 180).ticks).toEqual([120, 180]);
  });
});
