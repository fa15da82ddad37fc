import { describe, expect, it } from 'vitest';
import { drawExam } from './exam';
import { EXAM_LENGTH, EXAM_RETAKE_WAIT_MS, examAvailability, examRetakeAt } from './exam-rules';
import { progressSteps } from './learning-progress';
import type { QuizQuestion } from './quiz';

/** A seeded generator (mulberry32), so a draw is repeatable in a test. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `counts[step]` questions for each step named, ids `${step}-${n}`. */
function poolOf(counts: Record<string, number>): QuizQuestion[] {
  return Object.entries(counts).flatMap(([step, count]) =>
    Array.from({ length: count }, (_, index) => ({
      id: `${step}-${index}`,
      step: step as QuizQuestion['step'],
      topic: 'guide' as const,
      prompt: `${step} ${index}?`,
      options: [
        { id: 'a' as const, text: 'right' },
        { id: 'b' as const, text: 'wrong b' },
        { id: 'c' as const, text: 'wrong c' },
      ],
      correctOptionId: 'a' as const,
      explanation: 'Because.',
      source: { kind: 'book' as const, chapter: 'The Five Laws of Gold' as const },
      taughtBy: { kind: 'law' as const, number: 1 as const },
      keyTerms: ['right'],
    })),
  );
}

const perStep = (drawn: ReturnType<typeof drawExam>) => {
  const counts = new Map<string, number>();
  for (const { question } of drawn) counts.set(question.step, (counts.get(question.step) ?? 0) + 1);
  return counts;
};
const ids = (drawn: ReturnType<typeof drawExam>) => drawn.map(({ question }) => question.id);

// Today's bank: the four quiz'd steps (30, 22, 24 and 22 questions).
const today = poolOf({ guide: 30, glossary: 22, strategies: 24, security: 22 });
// The bank of issue 44: questions on all 8 steps.
const eightSteps = poolOf(Object.fromEntries(progressSteps.map((step, index) => [step, 20 + index * 3])));

describe('drawExam', () => {
  it('draws 24 distinct questions, 6 from each of the four quiz steps of today’s bank', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const drawn = drawExam(today, new Set(), seeded(seed));
      expect(drawn).toHaveLength(EXAM_LENGTH);
      expect(new Set(ids(drawn)).size).toBe(EXAM_LENGTH);
      expect([...perStep(drawn)]).toEqual([
        ['guide', 6],
        ['glossary', 6],
        ['strategies', 6],
        ['security', 6],
      ]);
    }
  });

  it('spreads 24 over all 8 steps, 3 each, in the path’s order', () => {
    const drawn = drawExam(eightSteps, new Set(), seeded(4));
    expect([...perStep(drawn).keys()]).toEqual([...progressSteps]);
    expect([...perStep(drawn).values()]).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('gives no step more than one question over another when 24 does not divide evenly', () => {
    const seven = poolOf({
      guide: 10,
      glossary: 10,
      strategies: 10,
      wizard: 10,
      compare: 10,
      calculator: 10,
      security: 10,
    });
    const favoured = new Map<string, number>();
    for (let seed = 1; seed <= 70; seed++) {
      const counts = [...perStep(drawExam(seven, new Set(), seeded(seed)))];
      expect(counts).toHaveLength(7);
      // 24 over 7 steps: three steps take 4, four take 3.
      expect(counts.map(([, n]) => n).sort()).toEqual([3, 3, 3, 3, 4, 4, 4]);
      for (const [step, n] of counts) if (n === 4) favoured.set(step, (favoured.get(step) ?? 0) + 1);
    }
    // The extra questions go to different steps from draw to draw, not always the first three.
    expect(favoured.size).toBe(7);
  });

  it('repeats nothing from the last exam while the pool has other questions', () => {
    const random = seeded(11);
    let last = new Set<string>();
    for (let attempt = 0; attempt < 4; attempt++) {
      // 98 questions: four exams of 24 in a row never need a repeat of the one before.
      const drawn = drawExam(today, last, random);
      expect(ids(drawn).filter((id) => last.has(id))).toEqual([]);
      last = new Set(ids(drawn));
    }
  });

  it('repeats only as many as it must when a step runs out, and still covers every step', () => {
    // Security has 7 questions, 6 in the last exam: one fresh one, so the others make up the rest.
    const pool = poolOf({ guide: 30, glossary: 22, strategies: 24, security: 7 });
    const last = new Set(['security-0', 'security-1', 'security-2', 'security-3', 'security-4', 'security-5']);
    const drawn = drawExam(pool, last, seeded(3));
    expect(ids(drawn).filter((id) => last.has(id))).toEqual([]);
    expect(perStep(drawn).get('security')).toBe(1);
    expect([...perStep(drawn).values()].sort()).toEqual([1, 7, 8, 8]);

    // A step whose every question was in the last exam still gets one, a repeat.
    const worn = poolOf({ guide: 30, glossary: 22, strategies: 24, security: 1 });
    const again = drawExam(worn, new Set(['security-0']), seeded(3));
    expect(ids(again).filter((id) => id.startsWith('security'))).toEqual(['security-0']);

    // A pool of 30 after an exam of 24: the 6 fresh questions, and 18 repeats.
    const small = poolOf({ guide: 10, glossary: 10, strategies: 10 });
    const first = drawExam(small, new Set(), seeded(8));
    const second = drawExam(small, new Set(ids(first)), seeded(9));
    expect(ids(second).filter((id) => !ids(first).includes(id))).toHaveLength(6);
  });

  it('reaches every question of the pool over many draws, and shuffles the options', () => {
    const random = seeded(21);
    const seen = new Set<string>();
    const rightPlaces = new Set<string>();
    for (let attempt = 0; attempt < 40; attempt++)
      for (const { question, order } of drawExam(today, new Set(), random)) {
        seen.add(question.id);
        rightPlaces.add(String(order.indexOf('a')));
      }
    expect(seen.size).toBe(today.length);
    expect([...rightPlaces].sort()).toEqual(['0', '1', '2']);
  });

  it('only draws from the pool it is given (a plan’s questions)', () => {
    const freeOnly = today.filter((question) => !question.id.endsWith('-0'));
    for (let seed = 1; seed <= 10; seed++)
      expect(ids(drawExam(freeOnly, new Set(), seeded(seed))).some((id) => id.endsWith('-0'))).toBe(false);
  });

  it('refuses a pool smaller than the exam', () => {
    expect(() => drawExam(poolOf({ guide: 23 }), new Set(), seeded(1))).toThrow(/needs 24 questions, the pool has 23/);
  });
});

describe('examAvailability', () => {
  const at = new Date('2026-12-01T10:00:00Z');
  const none = { last: null, passedAt: null };

  it('opens only once the path is complete', () => {
    expect(examAvailability(false, none, at)).toEqual({ state: 'path-incomplete' });
    expect(examAvailability(true, none, at)).toEqual({ state: 'open' });
  });

  it('waits 24 hours after a failed exam, to the millisecond', () => {
    const failed = { last: { answeredAt: at, passed: false }, passedAt: null };
    const retakeAt = new Date('2026-12-02T10:00:00Z');
    expect(examRetakeAt(at)).toEqual(retakeAt);
    expect(EXAM_RETAKE_WAIT_MS).toBe(86_400_000);
    expect(examAvailability(true, failed, new Date(retakeAt.getTime() - 1))).toEqual({ state: 'waiting', retakeAt });
    expect(examAvailability(true, failed, retakeAt)).toEqual({ state: 'open' });
  });

  it('is over once passed, even if the path later stops being complete', () => {
    const passed = { last: { answeredAt: at, passed: true }, passedAt: at };
    expect(examAvailability(true, passed, at)).toEqual({ state: 'passed', passedAt: at });
    expect(examAvailability(false, passed, at)).toEqual({ state: 'passed', passedAt: at });
  });
});
