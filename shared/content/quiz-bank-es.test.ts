import { describe, expect, it } from 'vitest';
import { questionText, type QuizQuestion } from '../domain/quiz';
import { collectStrings, findContentProblems } from './content-checks';
import { formatQuizSourceEs } from './es/quiz-sources';
import { quizBank, spanishQuestions } from './quiz-bank';
import { passageTitle, resolvePassage } from './passages';

/**
 * The quiz bank in Spanish (issue 48): every question has its Spanish, with as many options as the
 * English (the key is the English question's `answer`, by place, so the same option is right in
 * both), the same numbers, and a source and lesson a Spanish learner reads. A missing translation
 * fails here and throws when asked (questionText): nothing falls back to English.
 *
 * Key terms: they hold each question to the words of the passage that teaches it, in English,
 * where the passages are written (quiz-bank.test.ts). The Spanish is a translation of a question
 * that passes that check, not a new question, so the check is not repeated on it; the Spanish
 * passages (shared/content/es/, written apart) are not yet a base to check Spanish words against.
 */

const numbers = (text: string) => [...text.matchAll(/\d[\d,.]*\d|\d/g)].map((match) => match[0]).sort();
const all = (text: { prompt: string; options: readonly string[]; explanation: string }) =>
  [text.prompt, ...text.options, text.explanation].join('\n');

describe('the quiz bank in Spanish', () => {
  it('has a Spanish text for every question, and none for a question the bank lacks', () => {
    const ids = new Set(quizBank.map((question) => question.id));
    const missing = quizBank.filter((question) => spanishQuestions[question.id] === undefined).map((q) => q.id);
    expect(missing).toEqual([]);
    expect(Object.keys(spanishQuestions).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(quizBank.map((question) => [question.id, question] as const))(
    '%s: same number of options, translated, same numbers',
    (_id, question: QuizQuestion) => {
      const english = questionText(question, 'en');
      const spanish = questionText(question, 'es');
      expect(spanish.options).toHaveLength(english.options.length);
      for (const text of [spanish.prompt, spanish.explanation, ...spanish.options])
        expect(text.trim().length).toBeGreaterThan(0);
      expect(new Set(spanish.options).size).toBe(spanish.options.length);
      expect(spanish.prompt).not.toBe(english.prompt);
      expect(spanish.explanation).not.toBe(english.explanation);
      expect(numbers(all(spanish))).toEqual(numbers(all(english)));
      expect(spanish.source).toBe(formatQuizSourceEs(question.source));
      expect(spanish.lesson).toBe(passageTitle(question.taughtBy, 'es'));
      expect(spanish.lesson).not.toBe('');
    },
  );

  it('names every lesson in Spanish, and the same href as in English', () => {
    for (const question of quizBank) {
      const english = resolvePassage(question.taughtBy);
      expect(passageTitle(question.taughtBy, 'es'), question.id).not.toMatch(/^The /);
      expect(english.href).toMatch(/^\//);
    }
  });

  it('never opens a Spanish explanation with words a quiz of its step shows', () => {
    const shown = (step: string) =>
      quizBank
        .filter((other) => other.step === step)
        .flatMap((other) => {
          const text = questionText(other, 'es');
          return [text.prompt, ...text.options];
        })
        .join('\n');
    const opening = quizBank
      .filter((question) => shown(question.step).includes(questionText(question, 'es').explanation.slice(0, 40)))
      .map((question) => question.id);
    expect(opening).toEqual([]);
  });

  it('throws for a language a question lacks, rather than show English', () => {
    const [first] = quizBank;
    const bare = { ...(first as QuizQuestion), translations: {} };
    expect(() => questionText(bare, 'es')).toThrow(/no es text/);
    expect(questionText(bare, 'en').prompt).toBe(first?.prompt);
  });

  it('passes the content rules of docs/content.md in Spanish too (as far as its patterns read Spanish)', () => {
    const problems = collectStrings({ spanish: spanishQuestions }).flatMap(({ path: at, text }) =>
      findContentProblems(text).map((problem) => ({ path: at, ...problem })),
    );
    expect(problems).toEqual([]);
  });
});
