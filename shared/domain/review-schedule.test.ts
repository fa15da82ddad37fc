import { describe, expect, it } from 'vitest';
import {
  addDays,
  afterReview,
  calendarDay,
  currentState,
  dueToday,
  firstReview,
  nextDueDay,
  parseReviewZone,
  REVIEW_ITEMS_PER_DAY,
  type ReviewCandidate,
  type ReviewZone,
} from './review-schedule';

const zone = (text: string): ReviewZone => {
  const parsed = parseReviewZone(text);
  if (!parsed) throw new Error(`not a zone: ${text}`);
  return parsed;
};
const UTC = zone('UTC');
const HONOLULU = zone('Pacific/Honolulu'); // UTC-10, no daylight saving
const KIRITIMATI = zone('Pacific/Kiritimati'); // UTC+14
const at = (iso: string) => new Date(iso);

describe('parseReviewZone', () => {
  it.each([
    ['Pacific/Honolulu', { kind: 'iana', name: 'Pacific/Honolulu' }],
    ['UTC', { kind: 'iana', name: 'UTC' }],
    ['+14:00', { kind: 'offset', minutes: 840 }],
    ['UTC-10', { kind: 'offset', minutes: -600 }],
    ['-0930', { kind: 'offset', minutes: -570 }],
    ['GMT+5:45', { kind: 'offset', minutes: 345 }],
  ])('reads %s', (text, expected) => {
    expect(parseReviewZone(text)).toEqual(expected);
  });

  it.each(['', 'Mars/Olympus', '+15:00', '-13', '+05:60', 'Europe/../etc', 'x'.repeat(65)])('refuses %j', (text) => {
    expect(parseReviewZone(text)).toBeNull();
  });
});

describe('calendarDay around midnight UTC', () => {
  it.each([
    // instant, UTC, UTC-10 (Honolulu), UTC+14 (Kiritimati)
    ['2026-11-27T09:59:00Z', '2026-11-27', '2026-11-26', '2026-11-27'],
    ['2026-11-27T10:00:00Z', '2026-11-27', '2026-11-27', '2026-11-28'],
    ['2026-11-27T23:59:00Z', '2026-11-27', '2026-11-27', '2026-11-28'],
    ['2026-11-28T00:00:00Z', '2026-11-28', '2026-11-27', '2026-11-28'],
    ['2026-11-28T09:59:00Z', '2026-11-28', '2026-11-27', '2026-11-28'],
    ['2026-11-28T10:00:00Z', '2026-11-28', '2026-11-28', '2026-11-29'],
  ])('%s is %s in UTC, %s in UTC-10 and %s in UTC+14', (instant, utc, minus10, plus14) => {
    expect(calendarDay(at(instant), UTC)).toBe(utc);
    expect(calendarDay(at(instant), HONOLULU)).toBe(minus10);
    expect(calendarDay(at(instant), KIRITIMATI)).toBe(plus14);
    // A fixed offset gives the same days as the named zone.
    expect(calendarDay(at(instant), zone('-10:00'))).toBe(minus10);
    expect(calendarDay(at(instant), zone('+14:00'))).toBe(plus14);
  });
});

describe('the Leitner schedule', () => {
  it('brings a new item back the next day', () => {
    expect(firstReview('2026-11-27')).toEqual({ box: 1, dueDay: '2026-11-28' });
  });

  it('moves up a box on each right answer, 1, 3, 7, 16 then 35 days apart, and stays in the last box', () => {
    let state = firstReview('2026-01-01'); // due 2026-01-02
    const days: string[] = [state.dueDay];
    for (let review = 0; review < 6; review++) {
      state = afterReview(state.box, true, state.dueDay);
      days.push(state.dueDay);
    }
    // 01-02 +3 = 01-05, +7 = 01-12, +16 = 01-28, +35 = 03-04, +35 = 04-08, +35 = 05-13.
    expect(days).toEqual([
      '2026-01-02',
      '2026-01-05',
      '2026-01-12',
      '2026-01-28',
      '2026-03-04',
      '2026-04-08',
      '2026-05-13',
    ]);
    expect(state.box).toBe(5);
  });

  it('sends a missed item back to box 1, due the next day', () => {
    expect(afterReview(4, false, '2026-02-28')).toEqual({ box: 1, dueDay: '2026-03-01' });
    expect(afterReview(1, false, '2028-02-28')).toEqual({ box: 1, dueDay: '2028-02-29' });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-12-20', 35)).toBe('2027-01-24');
  });
});

describe('what is due today, in the learner’s own days', () => {
  const missed = (seenAt: string, reviewed: ReviewCandidate['reviewed'] = null): ReviewCandidate => ({
    id: 'guide-first-cure-share',
    seenAt: at(seenAt),
    reviewed,
  });

  it('a learner in UTC-10 who missed at 13:30 local (23:30 UTC) sees it from their own midnight, not UTC’s', () => {
    const item = missed('2026-11-27T23:30:00Z');
    const dueAt = (instant: string) => dueToday([item], calendarDay(at(instant), HONOLULU), HONOLULU).length;
    expect(dueAt('2026-11-28T00:30:00Z')).toBe(0); // 14:30 on the 27th in Honolulu
    expect(dueAt('2026-11-28T09:59:00Z')).toBe(0); // 23:59 on the 27th
    expect(dueAt('2026-11-28T10:00:00Z')).toBe(1); // midnight, the 28th
  });

  it('a learner in UTC+14 who missed at 23:00 local (09:00 UTC) sees it at their midnight, still the 27th in UTC', () => {
    const item = missed('2026-11-27T09:00:00Z');
    const dueAt = (instant: string) => dueToday([item], calendarDay(at(instant), KIRITIMATI), KIRITIMATI).length;
    expect(dueAt('2026-11-27T09:59:00Z')).toBe(0); // 23:59 on the 27th in Kiritimati
    expect(dueAt('2026-11-27T10:00:00Z')).toBe(1); // midnight, the 28th
    // In UTC the same instant is still the 27th: a server on UTC days would wait another 14 hours.
    expect(dueToday([item], calendarDay(at('2026-11-27T10:00:00Z'), UTC), UTC)).toHaveLength(0);
  });

  it('keeps a reviewed item’s state, unless a quiz missed it again after the review', () => {
    const reviewed = { box: 3, dueDay: '2026-12-10', reviewedAt: at('2026-12-03T12:00:00Z') };
    expect(currentState(missed('2026-11-27T12:00:00Z', reviewed), UTC)).toEqual({ box: 3, dueDay: '2026-12-10' });
    expect(currentState(missed('2026-12-05T12:00:00Z', reviewed), UTC)).toEqual({ box: 1, dueDay: '2026-12-06' });
  });

  it('orders the longest waiting first and shows at most a day’s worth', () => {
    const many = Array.from({ length: REVIEW_ITEMS_PER_DAY + 5 }, (_, i) => ({
      id: `term-${String(i).padStart(2, '0')}`,
      seenAt: at(`2026-11-${String(i + 1).padStart(2, '0')}T12:00:00Z`),
      reviewed: null,
    }));
    const due = dueToday(many, '2026-12-31', UTC);
    expect(due).toHaveLength(REVIEW_ITEMS_PER_DAY);
    expect(due[0]?.id).toBe('term-00');
    expect(due[0]?.state).toEqual({ box: 1, dueDay: '2026-11-02' });
  });

  it('names the next day something comes back', () => {
    const items = [
      missed('2026-11-27T12:00:00Z', { box: 2, dueDay: '2026-12-04', reviewedAt: at('2026-11-28T12:00:00Z') }),
    ];
    expect(nextDueDay(items, '2026-11-28', UTC)).toBe('2026-12-04');
    expect(nextDueDay(items, '2026-12-04', UTC)).toBeNull();
    expect(nextDueDay([], '2026-12-04', UTC)).toBeNull();
  });
});
