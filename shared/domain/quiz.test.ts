import { describe, expect, it } from 'vitest';
import { QUIZ_LENGTH, type QuizOptionId } from './quiz-rules';
import { drawQuiz, gradeQuiz, questionView, type QuizQuestion } from './quiz';

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

const bank: QuizQuestion[] = Array.from({ length: 14 }, (_, index) => ({
  id: `q${index}`,
  step: index < 12 ? 'guide' : 'security',
  topic: index < 12 ? 'guide' : 'security',
  prompt: `Question ${index}?`,
  options: [
    { id: 'a', text: `right ${index}` },
    { id: 'b', text: `wrong ${index} b` },
    { id: 'c', text: `wrong ${index} c` },
  ],
  correctOptionId: 'a',
  explanation: `Because ${index}.`,
  source: { kind: 'book', chapter: 'The Five Laws of Gold' },
  taughtBy: { kind: 'law', number: 1 },
  keyTerms: ['a tenth of their earnings'],
}));

const rightAnswers = (drawn: ReturnType<typeof drawQuiz>, wrong = 0) =>
  new Map<string, QuizOptionId>(
    drawn.map((item, index) => {
      const view = questionView(item);
      const right = view.options.find((option) => option.text.startsWith('right'));
      const other = view.options.find((option) => !option.text.startsWith('right'));
      return [item.question.id, (index < wrong ? other?.id : right?.id) ?? 'a'];
    }),
  );

describe('drawQuiz', () => {
  it('draws six distinct questions of the step only', () => {
    const drawn = drawQuiz(bank, 'guide', seeded(1));
    expect(drawn).toHaveLength(QUIZ_LENGTH);
    expect(new Set(drawn.map((item) => item.question.id)).size).toBe(QUIZ_LENGTH);
    expect(drawn.every((item) => item.question.step === 'guide')).toBe(true);
  });

  it('differs between draws, and reaches every question of the step', () => {
    const seen = new Set<string>();
    const draws = new Set<string>();
    const random = seeded(7);
    for (let i = 0; i < 50; i++) {
      const ids = drawQuiz(bank, 'guide', random).map((item) => item.question.id);
      ids.forEach((id) => seen.add(id));
      draws.add([...ids].sort().join());
    }
    expect(seen.size).toBe(12);
    expect(draws.size).toBeGreaterThan(40);
  });

  it('shuffles the options, so the right one is not always shown first', () => {
    const random = seeded(3);
    const places = new Set<QuizOptionId>();
    for (let i = 0; i < 20; i++)
      for (const item of drawQuiz(bank, 'guide', random)) {
        const view = questionView(item);
        const right = view.options.find((option) => option.text.startsWith('right'));
        if (right) places.add(right.id);
      }
    expect([...places].sort()).toEqual(['a', 'b', 'c']);
  });

  it('refuses a step with fewer than six questions', () => {
    expect(() => drawQuiz(bank, 'security', seeded(1))).toThrow(/needs 6/);
  });

  it('shows no key before grading', () => {
    const view = questionView(drawQuiz(bank, 'guide', seeded(1))[0] ?? { question: bank[0]!, order: ['a', 'b', 'c'] });
    expect(Object.keys(view).sort()).toEqual(['id', 'options', 'prompt']);
    expect(JSON.stringify(view)).not.toMatch(/correct|explanation|source|Because/);
  });
});

describe('gradeQuiz', () => {
  it('passes six of six and five of six, fails four of six', () => {
    const drawn = drawQuiz(bank, 'guide', seeded(5));
    expect(gradeQuiz(drawn, rightAnswers(drawn))).toMatchObject({ score: 6, passed: true });
    expect(gradeQuiz(drawn, rightAnswers(drawn, 1))).toMatchObject({ score: 5, passed: true });
    expect(gradeQuiz(drawn, rightAnswers(drawn, 2))).toMatchObject({ score: 4, passed: false });
  });

  it('names the right option as the learner saw it, with the explanation, the source and the lesson', () => {
    const drawn = drawQuiz(bank, 'guide', seeded(9));
    const graded = gradeQuiz(drawn, rightAnswers(drawn, 6)).questions;
    for (const question of graded) {
      expect(question.correct).toBe(false);
      const right = question.options.find((option) => option.id === question.correctOptionId);
      expect(right?.text).toMatch(/^right/);
      expect(question.explanation).toMatch(/^Because/);
      expect(question.source).toBe(
        'George S. Clason, The Richest Man in Babylon (1926), chapter ‘The Five Laws of Gold’',
      );
      expect(question.lesson).toEqual({
        title: 'The first law of gold: Gold comes to those who save',
        href: '/home?tab=guide&section=guide-law-1',
      });
    }
  });

  it('refuses an unanswered question', () => {
    const drawn = drawQuiz(bank, 'guide', seeded(2));
    expect(() => gradeQuiz(drawn, new Map())).toThrow(/unanswered/);
  });
});
