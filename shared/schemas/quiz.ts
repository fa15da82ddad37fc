import { z } from 'zod';
import { QUIZ_LENGTH, quizOptionIds, quizSteps } from '../domain/quiz-rules';

/**
 * Quizzes (issue 26, point 3). These shapes are what the browser may see: a drawn quiz carries
 * questions and options without the key; the graded attempt carries, for each question, the right
 * option, its explanation and its source. The bank with the key is shared/content/quiz-bank.ts,
 * imported by the server only (decision 042).
 */

export const quizStepSchema = z.enum(quizSteps, { error: 'No quiz for this step' });

/**
 * What a question is about, kept so reports can group by it. The step whose quiz asks a question
 * is the step of the passage that teaches it (its `taughtBy`), not its topic: a DCA question taught
 * by the Strategies card is a Strategies question, one taught by the calculator's lessons a
 * calculator question; a question on a story from Babylon is a Guide question.
 */
export const quizTopics = [
  'guide',
  'stories',
  'treasury',
  'glossary',
  'strategies',
  'dca',
  'wizard',
  'compare',
  'calculator',
  'security',
] as const;
export type QuizTopic = (typeof quizTopics)[number];

export const quizOptionIdSchema = z.enum(quizOptionIds, { error: 'Choose one of the options' });

/** The chapters of George S. Clason's The Richest Man in Babylon (1926) a question may cite. */
export const clasonChapters = [
  'The Man Who Desired Gold',
  'The Richest Man in Babylon',
  'Seven Cures for a Lean Purse',
  'Meet the Goddess of Good Luck',
  'The Five Laws of Gold',
  'The Gold Lender of Babylon',
  'The Walls of Babylon',
  'The Camel Trader of Babylon',
  'The Clay Tablets from Babylon',
  'The Luckiest Man in Babylon',
] as const;
export type ClasonChapter = (typeof clasonChapters)[number];

/** The sections of Satoshi Nakamoto's whitepaper, 'Bitcoin: A Peer-to-Peer Electronic Cash System' (2008). */
export const whitepaperSections = [
  'Abstract',
  '1. Introduction',
  '2. Transactions',
  '3. Timestamp Server',
  '4. Proof-of-Work',
  '5. Network',
  '6. Incentive',
  '7. Reclaiming Disk Space',
  '8. Simplified Payment Verification',
  '9. Combining and Splitting Value',
  '10. Privacy',
  '11. Calculations',
  '12. Conclusion',
] as const;

/**
 * Where a question's answer comes from: Arkad's own teaching (a section of one of its screens), a
 * chapter of the book, or a primary source that itself says the answer (issue 44, point 2).
 */
export const quizSourceSchema = z.discriminatedUnion('kind', [
  /** Arkad's own text: where the answer is Arkad's teaching, not the book's or a standard's. */
  z.object({ kind: z.literal('arkad'), section: z.string().min(1) }),
  z.object({ kind: z.literal('book'), chapter: z.enum(clasonChapters) }),
  z.object({ kind: z.literal('whitepaper'), section: z.enum(whitepaperSections) }),
  z.object({ kind: z.literal('bip'), number: z.number().int().positive(), title: z.string().min(1) }),
  /** Another primary source: the reference implementation's code, a protocol specification, a standard. */
  z.object({ kind: z.literal('primary'), title: z.string().min(1) }),
]);
export type QuizSource = z.infer<typeof quizSourceSchema>;

/** The source as one line a learner reads. */
export function formatQuizSource(source: QuizSource): string {
  switch (source.kind) {
    case 'arkad':
      return `Arkad, ${source.section}`;
    case 'book':
      return `George S. Clason, The Richest Man in Babylon (1926), chapter ‘${source.chapter}’`;
    case 'whitepaper':
      return `Satoshi Nakamoto, Bitcoin: A Peer-to-Peer Electronic Cash System (2008), ${source.section === 'Abstract' ? 'abstract' : `section ${source.section}`}`;
    case 'bip':
      return `BIP-${source.number}: ${source.title}`;
    case 'primary':
      return source.title;
  }
}

const questionIdSchema = z.string().min(1).max(80);
/** Opaque to the browser: the server seals the drawn attempt in it (decision 054). */
const attemptIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,1024}$/, { error: 'No such quiz attempt' });

/** A question as the browser sees it before answering: no key. */
export const quizQuestionViewSchema = z.object({
  id: questionIdSchema,
  prompt: z.string(),
  options: z
    .array(z.object({ id: quizOptionIdSchema, text: z.string() }))
    .min(3)
    .max(4),
});
export type QuizQuestionView = z.infer<typeof quizQuestionViewSchema>;

/** A drawn quiz: the attempt to answer and its questions. */
export const drawnQuizSchema = z.object({
  attemptId: attemptIdSchema,
  step: quizStepSchema,
  questions: z.array(quizQuestionViewSchema).length(QUIZ_LENGTH),
  passMark: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type DrawnQuiz = z.infer<typeof drawnQuizSchema>;

export const quizMessages = {
  answerEvery: 'Answer every question',
  unknownQuestion: 'This question is not part of this quiz',
  attemptNotFound: 'No such quiz attempt',
  expired: 'This quiz has expired: take another quiz',
} as const;

/** The learner's answers: one option for each question of the attempt. */
export const quizAnswersSchema = z.strictObject({
  answers: z
    .array(z.strictObject({ questionId: questionIdSchema, optionId: quizOptionIdSchema }))
    .length(QUIZ_LENGTH, quizMessages.answerEvery),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

export const quizStepParamsSchema = z.object({ step: quizStepSchema });
export const quizAttemptParamsSchema = z.object({ step: quizStepSchema, id: attemptIdSchema });

/** One question after grading: now the right option, why, and where that comes from. */
export const gradedQuestionSchema = z.object({
  id: questionIdSchema,
  prompt: z.string(),
  options: z
    .array(z.object({ id: quizOptionIdSchema, text: z.string() }))
    .min(3)
    .max(4),
  chosenOptionId: quizOptionIdSchema,
  correctOptionId: quizOptionIdSchema,
  correct: z.boolean(),
  explanation: z.string(),
  source: z.string(),
  /** The passage that teaches the question (its taughtBy): its title and the in-app address that opens it. */
  lesson: z.object({ title: z.string(), href: z.string().startsWith('/') }),
});
export type GradedQuestion = z.infer<typeof gradedQuestionSchema>;

export const gradedQuizSchema = z.object({
  attemptId: attemptIdSchema,
  step: quizStepSchema,
  score: z.number().int().min(0).max(QUIZ_LENGTH),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  questions: z.array(gradedQuestionSchema).length(QUIZ_LENGTH),
  answeredAt: z.iso.datetime(),
});
export type GradedQuiz = z.infer<typeof gradedQuizSchema>;

/**
 * One attempt read again (GET /api/quizzes/:step/attempts/:id), in the request's language: the
 * questions as drawn (same order, same shown ids) and, once answered, the grading (null before).
 */
export const quizAttemptViewSchema = z.object({ quiz: drawnQuizSchema, graded: gradedQuizSchema.nullable() });
export type QuizAttemptView = z.infer<typeof quizAttemptViewSchema>;
