/**
 * The learning path's completion rules as data (decision 044, docs/learning-path.md): what a learner
 * has done (facts the server reads from its rows) → which of the 8 steps are complete. Pure, no zod,
 * so the client can show the rules and the minutes without pulling schemas into a first load.
 */

/** The 8 steps, in order, by their tab id. */
export const progressSteps = [
  'guide',
  'glossary',
  'strategies',
  'wizard',
  'compare',
  'calculator',
  'treasury',
  'security',
] as const;
export type ProgressStep = (typeof progressSteps)[number];

/** Each step's name as the learning path shows it (client/src/config/learning-path.ts has the same). */
export const stepTitles: Record<ProgressStep, string> = {
  guide: 'Guide',
  glossary: 'Glossary',
  strategies: 'Strategies',
  wizard: 'Strategy Wizard',
  compare: 'Compare',
  calculator: 'DCA Calculator',
  treasury: 'Build Your Treasury',
  security: 'Security Assessment',
};

/** Glossary terms to open for the Glossary step. */
export const GLOSSARY_TERMS_TO_OPEN = 10;
/** Distinct glossary terms kept per learner: enough for the rule and a review, never the whole list twice. */
export const GLOSSARY_TERMS_KEPT = 200;

/** What the server knows a learner has done. */
export interface ProgressFacts {
  /** Steps whose quiz has a passed attempt. */
  quizzesPassed: ReadonlySet<string>;
  /** Distinct glossary terms opened. */
  glossaryTermsOpened: number;
  wizardResultSaved: boolean;
  comparisonMade: boolean;
  calculationMade: boolean;
  treasuryGoalSet: boolean;
  treasuryEntryMade: boolean;
  assessmentCompleted: boolean;
}

export interface StepRule {
  step: ProgressStep;
  /** The rule as the learner reads it. */
  rule: string;
  /** An estimate of the minutes the step takes (reading at about 200 words a minute, plus the quiz). */
  minutes: number;
  isComplete: (facts: ProgressFacts) => boolean;
}

/**
 * One rule per step. Minutes: the step's text at about 200 words a minute, plus about 5 minutes for
 * a quiz of six questions (docs/learning-path.md, 'Progress').
 */
export const stepRules: readonly StepRule[] = [
  {
    step: 'guide',
    rule: 'Pass the Guide quiz',
    // About 2,000 words of the Guide and about 7,900 of its ten Stories from Babylon, and the quiz.
    minutes: 55,
    isComplete: (f) => f.quizzesPassed.has('guide'),
  },
  {
    step: 'glossary',
    rule: `Open ${GLOSSARY_TERMS_TO_OPEN} terms and pass the Glossary quiz`,
    minutes: 10,
    isComplete: (f) => f.glossaryTermsOpened >= GLOSSARY_TERMS_TO_OPEN && f.quizzesPassed.has('glossary'),
  },
  {
    step: 'strategies',
    rule: 'Pass the Strategies quiz',
    minutes: 20,
    isComplete: (f) => f.quizzesPassed.has('strategies'),
  },
  { step: 'wizard', rule: 'Get a result from the wizard', minutes: 5, isComplete: (f) => f.wizardResultSaved },
  { step: 'compare', rule: 'Make one comparison', minutes: 5, isComplete: (f) => f.comparisonMade },
  { step: 'calculator', rule: 'Make one calculation', minutes: 5, isComplete: (f) => f.calculationMade },
  {
    step: 'treasury',
    rule: 'Choose a goal and log a first entry',
    minutes: 5,
    isComplete: (f) => f.treasuryGoalSet && f.treasuryEntryMade,
  },
  {
    step: 'security',
    rule: 'Complete the assessment and pass the Security quiz',
    minutes: 10,
    isComplete: (f) => f.assessmentCompleted && f.quizzesPassed.has('security'),
  },
];

export interface StepProgressState {
  step: ProgressStep;
  completed: boolean;
}

export interface LearningProgress {
  steps: StepProgressState[];
  completedCount: number;
  total: number;
  /** The first incomplete step, in path order; null when all 8 are complete. */
  nextStep: ProgressStep | null;
}

/** The completed steps, how many, and the next one to do. */
export function learningProgress(facts: ProgressFacts): LearningProgress {
  const steps = stepRules.map(({ step, isComplete }) => ({ step, completed: isComplete(facts) }));
  return {
    steps,
    completedCount: steps.filter((s) => s.completed).length,
    total: steps.length,
    nextStep: steps.find((s) => !s.completed)?.step ?? null,
  };
}

/** 'N of 8 complete'. */
export const progressSummary = (completed: number, total: number): string => `${completed} of ${total} complete`;

/** The estimated minutes of a step. */
export function stepMinutes(step: string): number {
  return stepRules.find((rule) => rule.step === step)?.minutes ?? 0;
}

/** What the path shows of a learner's standing on a step (the progress answer carries it). */
export interface StepStanding {
  completed: boolean;
  glossaryTermsOpened: number;
  /** The steps whose quiz has been passed. */
  quizzesPassed: readonly string[];
  assessmentCompleted: boolean;
}

export interface ChecklistItem {
  label: string;
  done: boolean;
}

/**
 * What completes a step, part by part, and how far the learner is: 'Open 10 glossary terms: 3 of 10
 * opened', 'Pass the Glossary quiz'. The same rules as stepRules, said one part at a time.
 */
export function stepChecklist(step: ProgressStep, standing: StepStanding): ChecklistItem[] {
  const quiz = (title: string) => ({
    label: `Pass the ${title} quiz`,
    done: standing.quizzesPassed.includes(step),
  });
  switch (step) {
    case 'guide':
      return [quiz('Guide')];
    case 'glossary': {
      const opened = Math.min(standing.glossaryTermsOpened, GLOSSARY_TERMS_TO_OPEN);
      return [
        {
          label: `Open ${GLOSSARY_TERMS_TO_OPEN} terms: ${opened} of ${GLOSSARY_TERMS_TO_OPEN} opened`,
          done: opened >= GLOSSARY_TERMS_TO_OPEN,
        },
        quiz('Glossary'),
      ];
    }
    case 'strategies':
      return [quiz('Strategies')];
    case 'security':
      return [{ label: 'Complete the assessment', done: standing.assessmentCompleted }, quiz('Security')];
    default:
      return [{ label: stepRules.find((rule) => rule.step === step)?.rule ?? '', done: standing.completed }];
  }
}
