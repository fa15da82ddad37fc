import {
  formatQuizSource,
  type GradedQuestion,
  type QuizQuestionView,
  type QuizSource,
  type QuizTopic,
} from '../schemas/quiz';
import { resolvePassage, type PassageRef } from '../content/passages';
import type { Language } from '../i18n/languages';
import type { ProgressStep } from './learning-progress';
import { QUIZ_LENGTH, QUIZ_PASS_MARK, quizOptionIds, type QuizOptionId, type QuizStep } from './quiz-rules';

/** A question of the bank, with its key: server-side only (shared/content/quiz-bank.ts). */
export interface QuizQuestion {
  id: string;
  /**
   * The learning-path step whose passage teaches the question (its taughtBy's step). The four step
   * quizzes draw from theirs; questions of the other steps (wizard, compare, calculator, treasury)
   * are asked in the final exam.
   */
  step: ProgressStep;
  topic: QuizTopic;
  prompt: string;
  options: readonly { id: QuizOptionId; text: string }[];
  correctOptionId: QuizOptionId;
  /** Why the right option is right, shown only after the learner has answered. */
  explanation: string;
  source: QuizSource;
  /** The passage a learner can open in Arkad that teaches the answer. */
  taughtBy: PassageRef;
  /**
   * Words of the right answer that the passage itself says (checked, case and punctuation folded,
   * against the passage's text and the right option with its explanation).
   */
  keyTerms: readonly string[];
  /**
   * The question in each language but English (the fields above): the bank gives every question
   * each one (shared/content/es/quiz-*.ts, held complete by quiz-bank.test.ts). A view asked in a
   * language the question lacks throws: a missing translation is a defect, never an English fallback.
   */
  translations?: Readonly<Partial<Record<Exclude<Language, 'en'>, QuizQuestionText>>>;
}

/** What a learner reads of a question, in one language: options in the authored order (a, b, c, d). */
export interface QuizQuestionText {
  prompt: string;
  options: readonly string[];
  explanation: string;
  /** The source as one line a learner reads (formatQuizSource in that language). */
  source: string;
  /** The title of the passage that teaches it (its taughtBy), as a link reads it. */
  lesson: string;
}

/** The question's text in `language`; throws when the question has none in it (a bank defect). */
export function questionText(question: QuizQuestion, language: Language = 'en'): QuizQuestionText {
  if (language === 'en')
    return {
      prompt: question.prompt,
      options: question.options.map((option) => option.text),
      explanation: question.explanation,
      source: formatQuizSource(question.source),
      lesson: resolvePassage(question.taughtBy).title,
    };
  const text = question.translations?.[language];
  if (!text || text.options.length !== question.options.length)
    throw new Error(`Question ${question.id} has no ${language} text`);
  return text;
}

/** A random number in [0, 1); Math.random in the app, a seeded one in tests. */
export type Random = () => number;

/**
 * A question as drawn for one attempt: its options in a shuffled order. `order[i]` is the authored
 * id of the option shown i-th, which the learner knows as quizOptionIds[i]; so neither the place
 * nor the letter of the right option says anything across attempts.
 */
export interface DrawnQuestion {
  question: QuizQuestion;
  order: QuizOptionId[];
}

/** Shuffles the first `count` places of `items` in place (a partial Fisher-Yates shuffle). */
export function shuffleFirst<T>(items: T[], count: number, random: Random): T[] {
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (items.length - i));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Draws QUIZ_LENGTH distinct questions of one step, uniformly, each with its options shuffled, so
 * two attempts usually differ. Throws when the step holds too few questions (a bank defect).
 */
export function drawQuiz(bank: readonly QuizQuestion[], step: QuizStep, random: Random): DrawnQuestion[] {
  const pool = bank.filter((question) => question.step === step);
  if (pool.length < QUIZ_LENGTH) throw new Error(`The ${step} quiz needs ${QUIZ_LENGTH} questions, has ${pool.length}`);
  return shuffleFirst(pool, QUIZ_LENGTH, random)
    .slice(0, QUIZ_LENGTH)
    .map((question) => withShuffledOptions(question, random));
}

/** A question as drawn: its options in a random order. */
export function withShuffledOptions(question: QuizQuestion, random: Random): DrawnQuestion {
  const ids = question.options.map((option) => option.id);
  return { question, order: shuffleFirst(ids, ids.length, random) };
}

/** The lesson a graded question links to: the title and address of the passage that teaches it. */
export function lessonOf(question: QuizQuestion, language: Language = 'en'): { title: string; href: string } {
  return { title: questionText(question, language).lesson, href: resolvePassage(question.taughtBy).href };
}

/** The id the learner sees for an authored option of a drawn question. */
function shownId(drawn: DrawnQuestion, authoredId: QuizOptionId): QuizOptionId {
  const index = drawn.order.indexOf(authoredId);
  const id = quizOptionIds[index];
  if (id === undefined) throw new Error(`Question ${drawn.question.id} has no option ${authoredId}`);
  return id;
}

/**
 * The question as the browser sees it before answering, in `language`: options in the drawn order
 * (their shown ids a-d do not depend on the language, so answers chosen survive a switch), no key.
 */
export function questionView(drawn: DrawnQuestion, language: Language = 'en'): QuizQuestionView {
  const text = questionText(drawn.question, language);
  const textOf = new Map(drawn.question.options.map((option, index) => [option.id, text.options[index]]));
  return {
    id: drawn.question.id,
    prompt: text.prompt,
    options: drawn.order.map((authoredId, index) => ({
      id: quizOptionIds[index] ?? authoredId,
      text: textOf.get(authoredId) ?? '',
    })),
  };
}

export interface QuizGrade {
  score: number;
  passed: boolean;
  questions: GradedQuestion[];
}

/**
 * Grades one answer per question (`answers` maps a question id to the option id the learner saw;
 * every question must be answered, which the caller has checked). Passed at `passMark` right
 * answers: QUIZ_PASS_MARK for a step's quiz, EXAM_PASS_MARK for the final exam.
 */
export function gradeQuiz(
  drawn: readonly DrawnQuestion[],
  answers: ReadonlyMap<string, QuizOptionId>,
  passMark = QUIZ_PASS_MARK,
  language: Language = 'en',
): QuizGrade {
  const graded = drawn.map((item): GradedQuestion => {
    const chosenOptionId = answers.get(item.question.id);
    if (chosenOptionId === undefined) throw new Error(`Question ${item.question.id} is unanswered`);
    const correctOptionId = shownId(item, item.question.correctOptionId);
    const text = questionText(item.question, language);
    return {
      ...questionView(item, language),
      chosenOptionId,
      correctOptionId,
      correct: chosenOptionId === correctOptionId,
      explanation: text.explanation,
      source: text.source,
      lesson: { title: text.lesson, href: resolvePassage(item.question.taughtBy).href },
    };
  });
  const score = graded.filter((question) => question.correct).length;
  return { score, passed: score >= passMark, questions: graded };
}
