import { sevenCuresSchema } from '../schemas/seven-cures';
import { defineOperation } from './operation';

export const getSevenCures = defineOperation({
  method: 'get',
  path: '/api/progress/seven-cures',
  tag: 'Progress',
  summary: "Clason's seven cures, each with what the learner has done in Arkad that practises or studies it",
  description:
    'Read from the treasury (a goal, the months with entries), the quizzes passed and the progress events; no amounts. Cures Arkad has nothing for say so (docs/learning-path.md).',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The scorecard', schema: sevenCuresSchema },
  errors: ['UNAUTHENTICATED'],
  example: {
    answer: {
      cures: [
        {
          number: 1,
          title: 'Start thy purse to fattening',
          kind: 'practice',
          inArkad: 'A savings goal in the Treasury, and entries logged in at least 3 months.',
          status: 'started',
          done: ['A savings goal chosen'],
        },
      ],
      done: 0,
      possible: 4,
      source: 'George S. Clason, The Richest Man in Babylon (1926), chapter ‘Seven Cures for a Lean Purse’',
    },
  },
});
