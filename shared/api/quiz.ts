import {
  drawnQuizSchema,
  gradedQuizSchema,
  quizAnswersSchema,
  quizAttemptParamsSchema,
  quizAttemptViewSchema,
  quizStepParamsSchema,
  type GradedQuestion,
} from '../schemas/quiz';
import { QUIZ_LENGTH, QUIZ_PASS_MARK, quizOptionIds, type QuizOptionId } from '../domain/quiz-rules';
import { defineOperation } from './operation';

const tag = 'Quizzes';

const attemptId = 'AbR3kq9VzX1cYw8tJm2LpQe7HsN4uD6fGa0iKo5Bn_Wy-TrEvUx';
const questionIds = Array.from({ length: QUIZ_LENGTH }, (_, index) => `guide-example-${index + 1}`);
const options = quizOptionIds.map((id) => ({ id, text: `Option ${id.toUpperCase()}` }));
const chosen: QuizOptionId = 'b';
const answers = questionIds.map((questionId) => ({ questionId, optionId: chosen }));

export const startQuiz = defineOperation({
  method: 'post',
  path: '/api/quizzes/:step/attempts',
  tag,
  summary: 'Draw a quiz of six questions for a learning-path step (no answer key)',
  description: `A new attempt each call: ${QUIZ_LENGTH} questions drawn at random from the step's bank, options shuffled, without the right answers; answer it within 24 hours. Steps: guide, glossary, strategies, security (another step is a 404). A learner is asked only questions whose lesson their plan opens: a free learner's quiz draws from the questions on free passages. Nothing is stored until the attempt is answered: its id is opaque (the drawn attempt, sealed by the server).`,
  access: 'signed-in',
  noStore: true,
  params: quizStepParamsSchema,
  success: { status: 201, description: 'The attempt and its questions', schema: drawnQuizSchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: {
    params: { step: 'guide' },
    answer: {
      attemptId,
      step: 'guide',
      questions: questionIds.map((id) => ({ id, prompt: 'A question?', options })),
      passMark: QUIZ_PASS_MARK,
      expiresAt: '2026-11-28T09:30:00.000Z',
    },
  },
});

export const answerQuiz = defineOperation({
  method: 'post',
  path: '/api/quizzes/:step/attempts/:id/answers',
  tag,
  summary: 'Answer a drawn quiz: graded on the server, with explanations, sources and lessons',
  description: `One option for each of the attempt's questions. Passed at ${QUIZ_PASS_MARK} of ${QUIZ_LENGTH}. The first answer counts and is stored: answering again returns the stored grading (the new answers are ignored). Another learner's attempt, or an unknown one, is a 404; an unanswered attempt older than 24 hours is a 409. Each learner may have RATE_LIMIT_QUIZ_ACCOUNT attempts stored per window (429 beyond).`,
  access: 'signed-in',
  noStore: true,
  params: quizAttemptParamsSchema,
  body: quizAnswersSchema,
  bodyLimit: '8kb',
  success: { status: 200, description: 'The graded attempt', schema: gradedQuizSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  example: {
    params: { step: 'guide', id: attemptId },
    body: { answers },
    answer: {
      attemptId,
      step: 'guide',
      score: 5,
      total: QUIZ_LENGTH,
      passMark: QUIZ_PASS_MARK,
      passed: true,
      questions: questionIds.map((id, index): GradedQuestion => ({
        chosenOptionId: chosen,
        id,
        prompt: 'A question?',
        options,
        correctOptionId: index === 0 ? 'c' : 'b',
        correct: index !== 0,
        explanation: 'Why the right option is right.',
        source: 'George S. Clason, The Richest Man in Babylon (1926), chapter ‘The Five Laws of Gold’',
        lesson: {
          title: 'The first law of gold: Gold comes to those who save',
          href: '/home?tab=guide&section=guide-law-1',
        },
      })),
      answeredAt: '2026-11-27T09:35:00.000Z',
    },
  },
});

export const getQuizAttempt = defineOperation({
  method: 'get',
  path: '/api/quizzes/:step/attempts/:id',
  tag,
  summary: 'One drawn quiz again, in the request’s language: its questions and, once answered, its grading',
  description: `The same attempt as drawn (the same questions, options in the same order with the same ids a-d) with its text in the Accept-Language of the request, and its grading (explanations, sources and lessons in that language) once answered, else null. The page asks for it when the learner switches language mid-quiz: the answers chosen, by id, stay. Stores nothing. Another learner's attempt, or an unknown one, is a 404.`,
  access: 'signed-in',
  noStore: true,
  params: quizAttemptParamsSchema,
  success: { status: 200, description: 'The attempt and, once answered, its grading', schema: quizAttemptViewSchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: {
    params: { step: 'guide', id: attemptId },
    answer: {
      quiz: {
        attemptId,
        step: 'guide',
        questions: questionIds.map((id) => ({ id, prompt: '¿Una pregunta?', options })),
        passMark: QUIZ_PASS_MARK,
        expiresAt: '2026-11-28T09:30:00.000Z',
      },
      graded: null,
    },
  },
});
