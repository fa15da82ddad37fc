import { EXAM_LENGTH, EXAM_PASS_MARK, EXAM_RETAKE_WAIT_HOURS } from '../domain/exam-rules';
import { quizOptionIds } from '../domain/quiz-rules';
import {
  drawnExamSchema,
  examAnswersSchema,
  examAttemptParamsSchema,
  examAttemptViewSchema,
  examStatusSchema,
  gradedExamSchema,
  type GradedExamQuestion,
} from '../schemas/exam';
import { defineOperation } from './operation';

const tag = 'Final exam';

const attemptId = 'AbR3kq9VzX1cYw8tJm2LpQe7HsN4uD6fGa0iKo5Bn_Wy-TrEvUxExam';
const steps = ['guide', 'glossary', 'strategies', 'security'] as const;
const questionIds = Array.from({ length: EXAM_LENGTH }, (_, index) => `example-${index + 1}`);
const stepOf = (index: number) => steps[Math.floor(index / (EXAM_LENGTH / steps.length))] ?? 'guide';
const options = quizOptionIds.map((id) => ({ id, text: `Option ${id.toUpperCase()}` }));

export const getExam = defineOperation({
  method: 'get',
  path: '/api/exam',
  tag,
  summary: 'Where the learner stands with the final exam, and its rules',
  description: `The exam opens once all 8 steps are complete: ${EXAM_LENGTH} questions drawn across every step, ${EXAM_PASS_MARK} right answers pass. After a failed exam the next can be taken ${EXAM_RETAKE_WAIT_HOURS} hours later (retakeAt). A passed exam is final; the certificate needs it.`,
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The exam status', schema: examStatusSchema },
  errors: ['UNAUTHENTICATED'],
  example: {
    answer: {
      state: 'waiting',
      length: EXAM_LENGTH,
      passMark: EXAM_PASS_MARK,
      retakeWaitHours: EXAM_RETAKE_WAIT_HOURS,
      retakeAt: '2026-12-02T10:00:00.000Z',
      passedAt: null,
      lastAttempt: { answeredAt: '2026-12-01T10:00:00.000Z', score: 17, total: EXAM_LENGTH, passed: false },
    },
  },
});

export const startExam = defineOperation({
  method: 'post',
  path: '/api/exam/attempts',
  tag,
  summary: 'Draw a final exam (no answer key)',
  description: `${EXAM_LENGTH} questions spread across every step that has questions, from those the learner's plan can open, none from their last exam while others remain; options shuffled. Nothing is stored until it is answered (the id seals the draw). 409 before all 8 steps are complete, once passed, and within ${EXAM_RETAKE_WAIT_HOURS} hours of a failed exam.`,
  access: 'signed-in',
  noStore: true,
  success: { status: 201, description: 'The exam and its questions', schema: drawnExamSchema },
  errors: ['UNAUTHENTICATED', 'CONFLICT'],
  example: {
    answer: {
      attemptId,
      questions: questionIds.map((id, index) => ({ id, step: stepOf(index), prompt: 'A question?', options })),
      passMark: EXAM_PASS_MARK,
      expiresAt: '2026-12-02T09:30:00.000Z',
    },
  },
});

export const answerExam = defineOperation({
  method: 'post',
  path: '/api/exam/attempts/:id/answers',
  tag,
  summary: 'Answer a drawn final exam: graded on the server, with explanations and sources',
  description: `One option for each of the ${EXAM_LENGTH} questions; passed at ${EXAM_PASS_MARK}. The first answer counts and is stored; answering again returns it. 409 for an exam drawn more than 24 hours ago, or drawn before another exam was answered. Counted against RATE_LIMIT_QUIZ_ACCOUNT with the quizzes (429 beyond).`,
  access: 'signed-in',
  noStore: true,
  params: examAttemptParamsSchema,
  body: examAnswersSchema,
  bodyLimit: '16kb',
  success: { status: 200, description: 'The graded exam', schema: gradedExamSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED'],
  example: {
    params: { id: attemptId },
    body: { answers: questionIds.map((questionId) => ({ questionId, optionId: 'b' as const })) },
    answer: {
      attemptId,
      score: 19,
      total: EXAM_LENGTH,
      passMark: EXAM_PASS_MARK,
      passed: false,
      questions: questionIds.map((id, index): GradedExamQuestion => ({
        id,
        step: stepOf(index),
        prompt: 'A question?',
        options,
        chosenOptionId: 'b',
        correctOptionId: index < 5 ? 'c' : 'b',
        correct: index >= 5,
        explanation: 'Why the right option is right.',
        source: 'George S. Clason, The Richest Man in Babylon (1926), chapter ‘The Five Laws of Gold’',
        lesson: { title: 'Guide › The Five Laws of Gold', href: '/home?tab=guide' },
      })),
      answeredAt: '2026-12-01T10:00:00.000Z',
      retakeAt: '2026-12-02T10:00:00.000Z',
    },
  },
});

export const getExamAttempt = defineOperation({
  method: 'get',
  path: '/api/exam/attempts/:id',
  tag,
  summary: 'One drawn exam again, in the request’s language: its questions and, once answered, its grading',
  description:
    'The same exam as drawn (the same questions, options in the same order with the same ids a-d) with its text in the Accept-Language of the request, and its grading once answered, else null. The page asks for it when the learner switches language mid-exam: the answers chosen, by id, stay. Stores nothing. Another learner’s exam, or an unknown one, is a 404.',
  access: 'signed-in',
  noStore: true,
  params: examAttemptParamsSchema,
  success: { status: 200, description: 'The exam and, once answered, its grading', schema: examAttemptViewSchema },
  errors: ['UNAUTHENTICATED', 'NOT_FOUND'],
  example: {
    params: { id: attemptId },
    answer: {
      exam: {
        attemptId,
        questions: questionIds.map((id, index) => ({ id, step: stepOf(index), prompt: '¿Una pregunta?', options })),
        passMark: EXAM_PASS_MARK,
        expiresAt: '2026-12-02T09:30:00.000Z',
      },
      graded: null,
    },
  },
});
