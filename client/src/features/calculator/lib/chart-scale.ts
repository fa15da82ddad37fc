/**
 * A logarithmic value axis cannot show zero or less: it starts at the first point whose drawn
 * values are all above zero (the points before are left out, and the screen says so), and its
 * ticks are the powers of ten in the range (with 2 and 5 times them when the range spans under
 * two powers of ten).
 */

/** Index of the first row whose values under `keys` are all above zero; -1 if none is. */
export function firstPositiveIndex<Row>(rows: readonly Row[], values: (row: Row) => readonly number[]): number {
  return rows.findIndex((row) => values(row).every((value) => value > 0));
}

/** The smallest and largest value above zero, or null when there is none. */
export function positiveExtent(values: Iterable<number>): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (!(value > 0)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min === Infinity ? null : [min, max];
}

/** Round-number ticks on a log axis covering [min, max], and the domain they span. */
export function logAxis(min: number, max: number): { domain: [number, number]; ticks: number[] } {
  const low = Math.floor(Math.log10(min));
  const high = Math.ceil(Math.log10(max));
  const spansFew = Math.log10(max / min) < 2;
  const ticks: number[] = [];
  for (let power = low; power <= high; power++) {
    const base = 10 ** power;
    for (const factor of spansFew ? [1, 2, 5] : [1]) {
      const tick = Number((factor * base).toPrecision(12));
      if (tick >= min / 1.0000001 && tick <= max * 1.0000001) ticks.push(tick);
    }
  }
  return { domain: [min, max], ticks: ticks.length > 0 ? ticks : [min, max] };
}

/** Below this many bitcoin the stack is counted in sats. */
export const SATS_BELOW_BTC = 0.01;
