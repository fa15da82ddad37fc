import {
  reviewAnswerSchema,
  reviewQuerySchema,
  reviewResultSchema,
  reviewSchema,
  type Review,
} from '../schemas/review';
import { defineOperation } from './operation';

const tag = 'Review';

const example: Review = {
  today: '2026-11-28',
  items: [
    {
      kind: 'question',
      id: 'guide-example-1',
      box: 1,
      prompt: 'A question?',
      options: [
        { id: 'a', text: 'Option A' },
        { id: 'b', text: 'Option B' },
        { id: 'c', text: 'Option C' },
      ],
    },
    { kind: 'term', id: 'bitcoin', box: 2, term: 'Bitcoin', definition: 'What the term means.' },
  ],
  inReview: 5,
  nextDueDay: '2026-11-30',
};

export const getReview = defineOperation({
  method: 'get',
  path: '/api/review',
  tag,
  summary: "The questions missed and glossary terms opened that are due on the learner's calendar day",
  description:
    'A Leitner schedule (1, 3, 7, 16, 35 days; decision 047). `timeZone` is the browser’s IANA time zone or a UTC offset; "today" is the learner’s day there. Questions come without their key. At most 20 items a day.',
  access: 'signed-in',
  noStore: true,
  query: reviewQuerySchema,
  success: { status: 200, description: 'The items due today', schema: reviewSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  example: { query: { timeZone: 'Pacific/Honolulu' }, answer: example },
});

export const answerReview = defineOperation({
  method: 'post',
  path: '/api/review/answers',
  tag,
  summary: 'Answer one due review item: a question graded on the server, or a term known or not yet',
  description:
    'Right moves the item up a box, wrong sends it back to box 1. The same clientId sent again answers the stored result and counts once. An item not in the learner’s review is a 404; one not due that day is a 409.',
  access: 'signed-in',
  noStore: true,
  body: reviewAnswerSchema,
  bodyLimit: '2kb',
  success: {
    status: 200,
    description: 'The answer graded, the item’s new box, and the review',
    schema: reviewResultSchema,
  },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'],
  example: {
    body: {
      kind: 'question',
      clientId: '0b8f2a4e-6c1d-4f7e-9a3b-2d5c8e1f4a6b',
      timeZone: 'Pacific/Honolulu',
      itemId: 'guide-example-1',
      optionId: 'b',
    },
    answer: {
      kind: 'question',
      itemId: 'guide-example-1',
      item: {
        kind: 'question',
        id: 'guide-example-1',
        box: 2,
        prompt: 'A question?',
        options: [
          { id: 'a', text: 'Option A' },
          { id: 'b', text: 'Option B' },
          { id: 'c', text: 'Option C' },
        ],
      },
      correct: true,
      box: 2,
      dueDay: '2026-12-01',
      graded: {
        chosenOptionId: 'b',
        correctOptionId: 'b',
        explanation: 'Why the right option is right.',
        source: 'George S. Clason, The Richest Man in Babylon (1926), chapter ‘Seven Cures for a Lean Purse’',
      },
      review: { ...example, items: example.items.slice(1) },
    },
  },
});
