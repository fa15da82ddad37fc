import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { StrategyQuestionId } from '../quiz-questions/strategies';

/**
 * The strategies quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/strategies.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const strategyQuestionsEs = {} satisfies Partial<Record<StrategyQuestionId, TranslatedQuestion>>;
