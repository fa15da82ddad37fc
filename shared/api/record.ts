import { reviewQuerySchema } from '../schemas/review';
import { recordSchema } from '../schemas/record';
import { defineOperation } from './operation';

export const getRecord = defineOperation({
  method: 'get',
  path: '/api/record',
  tag: 'Progress',
  summary: 'The learner’s record: attempts, missed questions with their lessons, the review schedule',
  description:
    'Quiz and exam attempts with their date, score and pass (the newest 100, and the count); each question missed, with the passage that teaches it and when it comes back in review; every item in review by the day it comes back, in the learner’s time zone.',
  access: 'signed-in',
  noStore: true,
  query: reviewQuerySchema,
  success: { status: 200, description: 'The record', schema: recordSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  example: {
    query: { timeZone: 'Europe/Paris' },
    answer: {
      today: '2026-12-02',
      attempts: [
        {
          id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
          kind: 'exam',
          step: null,
          title: 'Final exam',
          answeredAt: '2026-12-01T10:00:00.000Z',
          score: 18,
          total: 24,
          passed: false,
        },
      ],
      attemptCount: 1,
      missed: [
        {
          id: 'guide-fourth-law',
          prompt: 'The fourth law of gold warns about investing in what kind of business?',
          step: 'guide',
          lastMissedAt: '2026-12-01T10:00:00.000Z',
          lesson: { title: 'Guide › The Five Laws of Gold', href: '/home?tab=guide' },
          review: { box: 1, dueDay: '2026-12-02' },
        },
      ],
      schedule: [
        {
          kind: 'question',
          id: 'guide-fourth-law',
          label: 'The fourth law of gold warns about investing in what kind of business?',
          box: 1,
          dueDay: '2026-12-02',
        },
      ],
    },
  },
});
