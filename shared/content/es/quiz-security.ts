import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { SecurityQuestionId } from '../quiz-questions/security';

/**
 * The security quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/security.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const securityQuestionsEs = {} satisfies Partial<Record<SecurityQuestionId, TranslatedQuestion>>;
