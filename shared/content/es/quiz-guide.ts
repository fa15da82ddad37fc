import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { GuideQuestionId } from '../quiz-questions/guide';

/**
 * The guide quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/guide.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const guideQuestionsEs = {
} satisfies Partial<Record<GuideQuestionId, TranslatedQuestion>>;
