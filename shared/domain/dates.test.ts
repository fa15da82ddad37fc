import { describe, expect, it } from 'vitest';
import { dayNumber, isoDayFromNumber } from './dates';

describe('calendar days', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['2024-03-01', 19_783],
  ])('dayNumber(%s) = %i and back', (day, n) => {
    expect(dayNumber(day)).toBe(n);
    expect(isoDayFromNumber(n)).toBe(day);
  });

  it.each(['2024-02-30', '2023-02-29', '2024-13-01', '24-01-01', '2024-1-1', ''])('%j is not a day', (text) => {
    expect(dayNumber(text)).toBeNaN();
  });
});

describe('dayNumber agrees with the calendar', () => {
  it('for every day from 1999 to 2031', () => {
    const wrong: string[] = [];
    for (let day = Date.UTC(1999, 0, 1) / 86_400_000; day <= Date.UTC(2031, 11, 31) / 86_400_000; day++) {
      const text = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (dayNumber(text) !== day) wrong.push(text);
    }
    expect(wrong).toEqual([]);
    expect(dayNumber('2000-02-29')).toBe(Date.UTC(2000, 1, 29) / 86_400_000);
    expect(dayNumber('1900-02-29')).toBeNaN();
  });
});
