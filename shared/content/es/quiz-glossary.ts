import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { GlossaryQuestionId } from '../quiz-questions/glossary';

/**
 * The glossary quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/glossary.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const glossaryQuestionsEs = {} satisfies Partial<Record<GlossaryQuestionId, TranslatedQuestion>>;
