import type { TranslatedQuestion } from '../quiz-questions/authored';
import type { StoryQuestionId } from '../quiz-questions/stories';

/**
 * The stories quiz questions in Spanish (issue 48), keyed by the English questions' ids
 * (../quiz-questions/stories.ts): the prompt, every option in the authored order, the explanation.
 * These texts reveal the answers: only the server imports them (decision 042).
 */
export const storyQuestionsEs = {} satisfies Partial<Record<StoryQuestionId, TranslatedQuestion>>;
