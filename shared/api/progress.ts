import { progressEventSchema, progressSchema, type Progress } from '../schemas/progress';
import { defineOperation } from './operation';

const tag = 'Progress';

const example: Progress = {
  steps: [
    { step: 'guide', completed: true, minutes: 55, rule: 'Pass the Guide quiz' },
    { step: 'glossary', completed: false, minutes: 10, rule: 'Open 10 terms and pass the Glossary quiz' },
  ],
  completedCount: 1,
  total: 8,
  summary: '1 of 8 complete',
  nextStep: 'glossary',
  glossaryTermsOpened: 3,
  quizzesPassed: ['guide'],
  examPassed: false,
  lastWizardResult: {
    answers: { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small', goal: 'savings' },
    savedAt: '2026-11-27T09:30:00.000Z',
  },
  lastAssessment: null,
  classTargets: [{ step: 'glossary', className: 'Year 11 savings', dueDate: '2027-01-15' }],
};

export const getProgress = defineOperation({
  method: 'get',
  path: '/api/progress',
  tag,
  summary: "The learner's 8 steps with completed flags, 'N of 8 complete', the next step and saved results",
  description:
    'Read from the quizzes passed, the treasury, the metered uses and the progress events (docs/learning-path.md, decision 044).',
  access: 'signed-in',
  noStore: true,
  success: { status: 200, description: 'The progress', schema: progressSchema },
  errors: ['UNAUTHENTICATED'],
  example: { answer: example },
});

export const recordProgressEvent = defineOperation({
  method: 'post',
  path: '/api/progress/events',
  tag,
  summary:
    'Record what the learner did (a glossary term opened, a wizard result, an assessment, a use); idempotent by clientId',
  description:
    'An event already sent with its clientId is not stored again. Distinct glossary terms are kept up to 200; the last 10 wizard results and assessments are kept. Answers the progress.',
  access: 'signed-in',
  noStore: true,
  body: progressEventSchema,
  bodyLimit: '4kb',
  success: { status: 200, description: 'The progress after the event', schema: progressSchema },
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
  example: {
    body: { kind: 'glossary_term_opened', clientId: '0b8f2a4e-6c1d-4f7e-9a3b-2d5c8e1f4a6b', termId: 'bitcoin' },
    answer: example,
  },
});
