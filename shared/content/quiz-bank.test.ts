import { describe, expect, it } from 'vitest';
import { quizSourceSchema } from '../schemas/quiz';
import { QUIZ_LENGTH, quizSteps, type QuizStep } from '../domain/quiz-rules';
import { collectStrings, findContentProblems } from './content-checks';
import { quizBank } from './quiz-bank';

const MIN_PER_STEP = 12;
const MIN_TOTAL = 90;

describe('the quiz bank', () => {
  it(`holds at least ${MIN_TOTAL} questions with unique ids`, () => {
    expect(quizBank.length).toBeGreaterThanOrEqual(MIN_TOTAL);
    const ids = quizBank.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(quizSteps)(`holds at least ${MIN_PER_STEP} questions for the %s quiz`, (step: QuizStep) => {
    const count = quizBank.filter((question) => question.step === step).length;
    expect(count).toBeGreaterThanOrEqual(Math.max(MIN_PER_STEP, QUIZ_LENGTH));
  });

  it('covers every topic the issue names: guide, glossary, strategies, DCA, treasury and security', () => {
    const topics = new Set(quizBank.map((question) => question.topic));
    expect([...topics].sort()).toEqual(['dca', 'glossary', 'guide', 'security', 'strategies', 'treasury']);
  });

  it.each(quizBank.map((question) => [question.id, question] as const))(
    '%s: 3-4 distinct options, exactly one correct, an explanation and a source',
    (_id, question) => {
      expect(question.prompt.trim()).not.toBe('');
      expect(question.options.length).toBeGreaterThanOrEqual(3);
      expect(question.options.length).toBeLessThanOrEqual(4);
      const texts = question.options.map((option) => option.text.trim().toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
      expect(texts.every((text) => text !== '')).toBe(true);
      const optionIds = question.options.map((option) => option.id);
      expect(new Set(optionIds).size).toBe(optionIds.length);
      expect(question.options.filter((option) => option.id === question.correctOptionId)).toHaveLength(1);
      expect(question.explanation.trim().length).toBeGreaterThan(20);
      expect(quizSourceSchema.safeParse(question.source).success).toBe(true);
    },
  );

  it('passes the content rules of docs/content.md (no advice, no forecast, no unsourced ranking)', () => {
    const problems = collectStrings({ quizBank: quizBank.map((question) => ({ ...question })) }).flatMap(
      ({ path, text }) => findContentProblems(text).map((problem) => ({ path, ...problem })),
    );
    expect(problems).toEqual([]);
  });
});
