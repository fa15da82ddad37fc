import type { Language } from '../i18n/languages';

/** A question with options, as the Security Assessment and the Strategy Wizard ask it. */
export interface OptionQuestion<Id extends string = string> {
  id: Id;
  title: string;
  options: { value: string; label: string; description: string }[];
}

/** A language's words for such questions: each question's title and its options' words, by value. */
export interface QuestionsText<Id extends string> {
  language: Language;
  questions: Record<Id, { title: string; options: Partial<Record<string, { label: string; description: string }>> }>;
}

/**
 * The questions in a language's text: ids, option values and order unchanged (the English ones),
 * titles and option words from the text. English is the source and is given back as it is; an
 * option the text lacks keeps its English words (the text's types require every one).
 */
export function questionsInLanguage<Id extends string, Q extends OptionQuestion<Id>>(
  questions: readonly Q[],
  text: QuestionsText<Id>,
): readonly OptionQuestion<Id>[] {
  if (text.language === 'en') return questions;
  return questions.map((question) => {
    const translated = text.questions[question.id];
    return {
      id: question.id,
      title: translated.title,
      options: question.options.map((option) => ({
        value: option.value,
        ...(translated.options[option.value] ?? { label: option.label, description: option.description }),
      })),
    };
  });
}
