import type { QuizQuestion, QuizQuestionText } from '../domain/quiz';
import { quizOptionIds } from '../domain/quiz-rules';
import { glossaryQuestionsEs } from './es/quiz-glossary';
import { guideQuestionsEs } from './es/quiz-guide';
import { securityQuestionsEs } from './es/quiz-security';
import { formatQuizSourceEs } from './es/quiz-sources';
import { storyQuestionsEs } from './es/quiz-stories';
import { strategyQuestionsEs } from './es/quiz-strategies';
import { openOnPlan, passageTitle, resolvePassage, type PassagePlan } from './passages';
import type { Authored, TranslatedQuestion } from './quiz-questions/authored';
import { glossaryQuestions } from './quiz-questions/glossary';
import { guideQuestions } from './quiz-questions/guide';
import { securityQuestions } from './quiz-questions/security';
import { storyQuestions } from './quiz-questions/stories';
import { strategyQuestions } from './quiz-questions/strategies';

/**
 * The quiz bank WITH ITS ANSWER KEY. Only the server imports this module and ./quiz-questions (an
 * ESLint zone forbids the client to, and a build test greps the client bundle for it): the browser
 * sees a question's right option, explanation and source only in the graded answer (decision 042).
 *
 * Every question names the passage that teaches it (`taughtBy`), a place a learner can open in
 * Arkad, and is asked in the quiz of that passage's step; and it names where its answer comes from
 * (`source`): Arkad's own text where the answer is Arkad's teaching, a chapter of Clason's book or
 * a primary source (the whitepaper, a BIP, the reference implementation, a standard) only where
 * that text says the answer (issue 44, points 1 and 2). quiz-bank.test.ts holds each to it.
 */

/** Every question's Spanish, by id (each module typed by its English module's ids). */
export const spanishQuestions: Readonly<Record<string, TranslatedQuestion>> = {
  ...guideQuestionsEs,
  ...storyQuestionsEs,
  ...glossaryQuestionsEs,
  ...strategyQuestionsEs,
  ...securityQuestionsEs,
};

/**
 * A question's Spanish, with its source and lesson as a Spanish learner reads them. None when the
 * Spanish module lacks it: then a Spanish view of it throws (questionText), and quiz-bank.test.ts
 * fails; nothing falls back to English.
 */
function spanishOf(authored: Authored): { es: QuizQuestionText } | Record<string, never> {
  const es = spanishQuestions[authored.id];
  if (!es) return {};
  return { es: { ...es, source: formatQuizSourceEs(authored.source), lesson: passageTitle(authored.taughtBy, 'es') } };
}

function question(authored: Authored): QuizQuestion {
  const correctOptionId = quizOptionIds[authored.answer];
  if (correctOptionId === undefined || authored.answer >= authored.options.length)
    throw new Error(`Question ${authored.id}: no option ${authored.answer}`);
  return {
    id: authored.id,
    step: resolvePassage(authored.taughtBy).step,
    topic: authored.topic,
    prompt: authored.prompt,
    options: authored.options.map((text, index) => ({ id: quizOptionIds[index] ?? 'd', text })),
    correctOptionId,
    explanation: authored.explanation,
    source: authored.source,
    taughtBy: authored.taughtBy,
    keyTerms: authored.keyTerms,
    translations: spanishOf(authored),
  };
}

/** Every question, with its key. */
export const quizBank: readonly QuizQuestion[] = [
  ...guideQuestions,
  ...storyQuestions,
  ...glossaryQuestions,
  ...strategyQuestions,
  ...securityQuestions,
].map(question);

const forPlan: Readonly<Record<PassagePlan, readonly QuizQuestion[]>> = {
  free: quizBank.filter((q) => openOnPlan(resolvePassage(q.taughtBy), 'free')),
  scholar: quizBank,
};

/**
 * The questions a learner on this plan can be asked: those whose passage the plan opens. A free
 * learner's quizzes draw from these only, so no one is graded on a passage they cannot read.
 */
export function questionsForPlan(plan: PassagePlan): readonly QuizQuestion[] {
  return forPlan[plan];
}
