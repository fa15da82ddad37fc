/**
 * Spaced review on a Leitner schedule (decision 047, docs/learning-path.md 'Review'): questions a
 * learner missed and glossary terms they opened come back after 1, 3, 7, 16 and 35 of the
 * learner's own calendar days. Pure: the caller passes the instant (`now`) and the learner's time
 * zone; days are 'YYYY-MM-DD' in that zone.
 */
import { DAY_MS } from './dates';

/** Days until the next review, by box (box 1 is the first). */
export const REVIEW_INTERVALS = [1, 3, 7, 16, 35] as const;
export const REVIEW_BOXES = REVIEW_INTERVALS.length;
/** Items shown on one day at most: a long absence does not bring back a wall of cards. */
export const REVIEW_ITEMS_PER_DAY = 20;
/** How far back an answer made offline may say it was made (older ones count as made now). */
export const REVIEW_ANSWER_MAX_AGE_MS = 7 * DAY_MS;

/** A learner's time zone: an IANA name (Pacific/Honolulu) or a fixed offset from UTC in minutes. */
export type ReviewZone = { kind: 'iana'; name: string } | { kind: 'offset'; minutes: number };

const OFFSET = /^(?:UTC|GMT)?([+-])(\d{1,2})(?::?(\d{2}))?$/;
/** The furthest offsets in use: UTC-12:00 (Baker Island) and UTC+14:00 (Kiribati's Line Islands). */
const MIN_OFFSET = -12 * 60;
const MAX_OFFSET = 14 * 60;

function parseOffset(text: string): ReviewZone | null {
  const match = OFFSET.exec(text);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  const signed = match[1] === '-' ? -minutes : minutes;
  if (Number(match[3] ?? 0) >= 60 || signed < MIN_OFFSET || signed > MAX_OFFSET) return null;
  return { kind: 'offset', minutes: signed };
}

/**
 * Made once and kept: making an Intl.DateTimeFormat costs far more than using one, and the review
 * makes a calendar day of every item it reads. Each map starts again when it reaches ZONES_KEPT
 * (zone names are case-insensitive: what a browser may send has no bound).
 */
const ZONES_KEPT = 1_000;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const zonesByText = new Map<string, ReviewZone | null>();

function kept<V>(map: Map<string, V>, key: string, make: () => V): V {
  if (map.has(key)) return map.get(key) as V;
  const value = make();
  if (map.size >= ZONES_KEPT) map.clear();
  map.set(key, value);
  return value;
}

const dayFormat = (timeZone: string): Intl.DateTimeFormat =>
  kept(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );

function ianaZone(text: string): ReviewZone | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(text)) return null;
  try {
    return { kind: 'iana', name: new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone };
  } catch {
    return null;
  }
}

/**
 * What the browser sent ('Pacific/Honolulu', 'UTC', '+14:00', 'UTC-10') as a zone; null when it is
 * neither a time zone this runtime knows nor an offset between -12:00 and +14:00.
 */
export function parseReviewZone(text: string): ReviewZone | null {
  if (text.length === 0 || text.length > 64) return null;
  return parseOffset(text) ?? kept(zonesByText, text, () => ianaZone(text));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day ('YYYY-MM-DD') an instant falls on in the zone. */
export function calendarDay(instant: Date, zone: ReviewZone): string {
  if (zone.kind === 'offset') return new Date(instant.getTime() + zone.minutes * 60_000).toISOString().slice(0, 10);
  const parts = dayFormat(zone.name).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return `${pad(part('year'), 4)}-${pad(part('month'))}-${pad(part('day'))}`;
}

/** The day `days` after a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface ReviewState {
  /** 1 to REVIEW_BOXES. */
  box: number;
  /** The learner's calendar day the item comes back on. */
  dueDay: string;
}

const intervalOf = (box: number) => REVIEW_INTERVALS[Math.min(Math.max(box, 1), REVIEW_BOXES) - 1] ?? 1;

/** A new item (a question missed, a term opened on `day`): box 1, back the next day. */
export const firstReview = (day: string): ReviewState => ({ box: 1, dueDay: addDays(day, intervalOf(1)) });

/**
 * After a review on `day`: right moves the item up a box (the last box keeps it, every 35 days),
 * wrong sends it back to box 1; it comes back after its new box's interval.
 */
export function afterReview(box: number, correct: boolean, day: string): ReviewState {
  const next = correct ? Math.min(box + 1, REVIEW_BOXES) : 1;
  return { box: next, dueDay: addDays(day, intervalOf(next)) };
}

/** Whether an item is due on `today` (its day has come, or passed). */
export const isDue = (state: ReviewState, today: string): boolean => state.dueDay <= today;

/** What the server knows of one item: when it last entered review, and its stored state if reviewed. */
export interface ReviewCandidate {
  id: string;
  /** When the question was last missed in a quiz, or the term opened. */
  seenAt: Date;
  reviewed: (ReviewState & { reviewedAt: Date }) | null;
}

/**
 * The item's state today: its stored state once reviewed, unless a quiz missed it again after that
 * review (then it starts again in box 1 from the day of that miss).
 */
export function currentState(candidate: ReviewCandidate, zone: ReviewZone): ReviewState {
  const { reviewed, seenAt } = candidate;
  if (reviewed && reviewed.reviewedAt >= seenAt) return { box: reviewed.box, dueDay: reviewed.dueDay };
  return firstReview(calendarDay(seenAt, zone));
}

/** The items due today, longest waiting first (then by id), at most REVIEW_ITEMS_PER_DAY. */
export function dueToday<T extends ReviewCandidate>(
  candidates: readonly T[],
  today: string,
  zone: ReviewZone,
): (T & { state: ReviewState })[] {
  return candidates
    .map((candidate) => ({ ...candidate, state: currentState(candidate, zone) }))
    .filter((item) => isDue(item.state, today))
    .sort((a, b) => a.state.dueDay.localeCompare(b.state.dueDay) || a.id.localeCompare(b.id))
    .slice(0, REVIEW_ITEMS_PER_DAY);
}

/** The soonest day after today something comes back, or null when nothing is waiting. */
export function nextDueDay(candidates: readonly ReviewCandidate[], today: string, zone: ReviewZone): string | null {
  const later = candidates.map((c) => currentState(c, zone).dueDay).filter((day) => day > today);
  return later.length === 0 ? null : later.reduce((a, b) => (a < b ? a : b));
}
