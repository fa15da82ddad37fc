import { useAreaMessages } from '@/i18n/use-area-messages';

/**
 * The quiz area's messages for a piece that shows on a screen other areas own (a step's 'Check
 * your understanding', the Review card on /home): true once they are there.
 */
export function useQuizMessages(): boolean {
  return useAreaMessages('quiz', 'quiz.section.title');
}
