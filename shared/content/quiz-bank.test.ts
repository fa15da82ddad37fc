import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { progressSteps, stepTitles } from '../domain/learning-progress';
import { QUIZ_LENGTH, quizSteps, type QuizStep } from '../domain/quiz-rules';
import { clasonChapters, quizSourceSchema, type QuizSource } from '../schemas/quiz';
import { collectStrings, findContentProblems } from './content-checks';
import { openOnPlan, passageContains, resolvePassage, type ResolvedPassage } from './passages';
import { questionsForPlan, quizBank } from './quiz-bank';

/** Issue 44, point 4: at least 200 questions in the bank, every one passing the checks below. */
const MIN_TOTAL = 200;
/** A free learner's pool for each step quiz: at least three quizzes' worth, so retakes differ. */
const MIN_FREE_PER_QUIZ = 3 * QUIZ_LENGTH;

/** The chapters listed in the book's contents, as docs/sources/book-contents.md copies them. */
function bookContents(): string[] {
  const file = readFileSync(path.join(import.meta.dirname, '../../docs/sources/book-contents.md'), 'utf8');
  const contents = file.split('## Contents')[1] ?? '';
  return contents
    .replace(/\([^)]*\)/g, '')
    .split(';')
    .map((entry) => entry.replace(/\s+/g, ' ').trim().replace(/\.$/, '').toLowerCase())
    .filter((entry) => entry !== '');
}

/** The problems a source has against issue 44's point 2 (sources that say the answer, current revisions). */
function sourceProblems(source: QuizSource, taughtBy: ResolvedPassage & { kind: string }): string[] {
  const problems: string[] = [];
  if (source.kind === 'book') {
    if (!bookContents().includes(source.chapter.toLowerCase()))
      problems.push(`names '${source.chapter}', which is not a chapter of the book's contents`);
    // The book says only what the book says: a question it answers is taught where Arkad retells it.
    if (!['cure', 'law', 'parable', 'guide'].includes(taughtBy.kind))
      problems.push(`credits the book with what ${taughtBy.title} teaches, which is Arkad's own text`);
  }
  if (source.kind === 'arkad') {
    const screens = [...progressSteps.map((step) => stepTitles[step]), 'Guide', 'Stories from Babylon'];
    if (!screens.some((screen) => source.section.startsWith(screen)))
      problems.push(`names '${source.section}', which is not one of Arkad's screens`);
  }
  if (source.kind === 'primary' && /800-63B(?!-4)|\b5\.1\.3\.3\b/.test(source.title))
    problems.push(`cites a superseded revision of NIST SP 800-63B: '${source.title}'`);
  return problems;
}

describe('the quiz bank', () => {
  it(`holds at least ${MIN_TOTAL} questions with unique ids`, () => {
    expect(quizBank.length).toBeGreaterThanOrEqual(MIN_TOTAL);
    const ids = quizBank.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(quizSteps)(
    `gives a free learner at least ${MIN_FREE_PER_QUIZ} questions for the %s quiz, all on free passages`,
    (step: QuizStep) => {
      const free = questionsForPlan('free').filter((question) => question.step === step);
      expect(free.length).toBeGreaterThanOrEqual(MIN_FREE_PER_QUIZ);
      for (const question of free) expect(resolvePassage(question.taughtBy).plan, question.id).toBe('free');
    },
  );

  it('draws a free learner only from free passages, and a Scholar from every passage', () => {
    const free = new Set(questionsForPlan('free').map((question) => question.id));
    for (const question of quizBank)
      expect(free.has(question.id), question.id).toBe(openOnPlan(resolvePassage(question.taughtBy), 'free'));
    expect(questionsForPlan('scholar')).toEqual(quizBank);
    // Some questions are Scholar's only (the Glossary's Scholar terms), so the two pools differ.
    expect(free.size).toBeLessThan(quizBank.length);
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

  it.each(quizBank.map((question) => [question.id, question] as const))(
    '%s: its lesson resolves, is in its step, and says its key terms',
    (_id, question) => {
      const passage = resolvePassage(question.taughtBy);
      expect(passage.href).toMatch(/^\/(home\?tab=[a-z]+&(section|term)=[a-z0-9-]+|stories\/[a-z0-9-]+)$/);
      expect(passage.step).toBe(question.step);
      expect(question.keyTerms.length).toBeGreaterThan(0);
      const right = question.options.find((option) => option.id === question.correctOptionId)?.text ?? '';
      for (const term of question.keyTerms) {
        expect(term.trim().length, `key term '${term}'`).toBeGreaterThan(1);
        expect(passageContains(passage.text, term), `'${term}' in ${passage.title}`).toBe(true);
        expect(passageContains(`${right}\n${question.explanation}`, term), `'${term}' in the answer`).toBe(true);
      }
    },
  );

  it.each(quizBank.map((question) => [question.id, question] as const))(
    '%s: its source says the answer (a chapter of the book, Arkad’s own text, a current standard)',
    (_id, question) => {
      const passage = { ...resolvePassage(question.taughtBy), kind: question.taughtBy.kind };
      expect(sourceProblems(question.source, passage)).toEqual([]);
    },
  );

  it('never opens an explanation with words a quiz of its step shows (the key would be readable in a draw)', () => {
    const shown = (step: string) =>
      quizBank
        .filter((other) => other.step === step)
        .flatMap((other) => [other.prompt, ...other.options.map((option) => option.text)])
        .join('\n');
    const opening = quizBank
      .filter((question) => shown(question.step).includes(question.explanation.slice(0, 40)))
      .map((question) => question.id);
    expect(opening).toEqual([]);
  });

  it('passes the content rules of docs/content.md (no advice, no forecast, no unsourced ranking)', () => {
    const problems = collectStrings({ quizBank: quizBank.map((question) => ({ ...question })) }).flatMap(
      ({ path: at, text }) => findContentProblems(text).map((problem) => ({ path: at, ...problem })),
    );
    expect(problems).toEqual([]);
  });
});

describe('the source rules', () => {
  const law = { ...resolvePassage({ kind: 'law', number: 1 }), kind: 'law' };
  const dcaCard = { ...resolvePassage({ kind: 'strategy', strategy: 'dca' }), kind: 'strategy' };

  it('knows the book’s chapters from its contents, and every chapter a question may cite is one', () => {
    expect(bookContents()).toEqual(expect.arrayContaining(clasonChapters.map((chapter) => chapter.toLowerCase())));
    expect(sourceProblems({ kind: 'book', chapter: 'The Five Laws of Gold' }, law)).toEqual([]);
    const unknown = { kind: 'book', chapter: 'The Seven Laws of Silver' } as unknown as QuizSource;
    expect(sourceProblems(unknown, law)).toEqual([
      "names 'The Seven Laws of Silver', which is not a chapter of the book's contents",
    ]);
  });

  it('refuses the book as the source of what Arkad’s own cards teach (the review’s N3)', () => {
    // dca-definition as it stood: the Strategies card's definition of DCA, credited to the book.
    expect(sourceProblems({ kind: 'book', chapter: 'The Five Laws of Gold' }, dcaCard)).toEqual([
      "credits the book with what Dollar-Cost Averaging teaches, which is Arkad's own text",
    ]);
    expect(sourceProblems({ kind: 'arkad', section: 'Strategies › Dollar-Cost Averaging' }, dcaCard)).toEqual([]);
  });

  it('refuses the 2017 numbering of NIST SP 800-63B (the review’s N20)', () => {
    const old = {
      kind: 'primary' as const,
      title:
        'NIST Special Publication 800-63B, Digital Identity Guidelines, section 5.1.3.3 (SMS is a restricted authenticator)',
    };
    expect(sourceProblems(old, dcaCard)).toHaveLength(1);
  });
});
