/**
 * The Seven Cures scorecard (docs/learning-path.md 'The Seven Cures scorecard'): each of Clason's
 * seven cures for a lean purse (The Richest Man in Babylon, chapter 'Seven Cures for a Lean
 * Purse') beside what the learner has done in Arkad that practises or studies it. Where Arkad has
 * nothing that practises a cure, the card says so. Pure: the server passes the facts it reads.
 */

/** What the server knows a learner has done, for the scorecard. No amounts. */
export interface CureFacts {
  treasuryGoalSet: boolean;
  /** Distinct months with a savings entry in the Treasury. */
  savingsMonths: number;
  calculationMade: boolean;
  assessmentCompleted: boolean;
  /** Steps whose quiz has a passed attempt (guide, glossary, strategies, security). */
  quizzesPassed: ReadonlySet<string>;
}

/**
 * How Arkad relates to a cure: something the learner does that practises it, only study of it
 * (Arkad holds no money and pays no yield), or nothing.
 */
export type CureKind = 'practice' | 'study' | 'none';
export type CureStatus = 'done' | 'started' | 'not-started' | 'not-in-arkad';

export interface CureScore {
  number: number;
  /** Clason's words for the cure. */
  title: string;
  kind: CureKind;
  /** What in Arkad counts for the cure, or what Arkad lacks. */
  inArkad: string;
  status: CureStatus;
  /** What the learner has done that counts, one short line each (empty when nothing yet). */
  done: string[];
}

/** Months of savings entries that make the first cure a habit rather than a start. */
export const SAVINGS_MONTHS_FOR_HABIT = 3;
const QUIZ_COUNT = 4;

const statusOf = (parts: readonly boolean[]): CureStatus =>
  parts.every(Boolean) ? 'done' : parts.some(Boolean) ? 'started' : 'not-started';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The lines saying what the learner has done, in one language. */
export interface CureDoneTexts {
  goalChosen: string;
  entriesLogged(months: number): string;
  calculationMade: string;
  strategiesQuizPassed: string;
  assessmentCompleted: string;
  securityQuizPassed: string;
  quizzesPassed(passed: number, of: number): string;
}

/** Every text of the scorecard in one language: each cure's title and what counts, the done lines, the source. */
export interface CureTexts {
  /** In the book's order: cure 1 first. */
  cures: readonly [CureText, CureText, CureText, CureText, CureText, CureText, CureText];
  done: CureDoneTexts;
}
export interface CureText {
  title: string;
  inArkad: string;
}

const doneEn: CureDoneTexts = {
  goalChosen: 'A savings goal chosen',
  entriesLogged: (months) => `Entries logged in ${plural(months, 'month', 'months')}`,
  calculationMade: 'A calculation made in the DCA Calculator',
  strategiesQuizPassed: 'The Strategies quiz passed',
  assessmentCompleted: 'The Security Assessment completed',
  securityQuizPassed: 'The Security quiz passed',
  quizzesPassed: (passed, of) => `${passed} of ${of} quizzes passed`,
};

type Score = (f: CureFacts, t: CureDoneTexts) => Pick<CureScore, 'status' | 'done'>;

function fatteningPurse(f: CureFacts, t: CureDoneTexts): Pick<CureScore, 'status' | 'done'> {
  const done: string[] = [];
  if (f.treasuryGoalSet) done.push(t.goalChosen);
  if (f.savingsMonths > 0) done.push(t.entriesLogged(f.savingsMonths));
  const status =
    f.treasuryGoalSet && f.savingsMonths >= SAVINGS_MONTHS_FOR_HABIT
      ? 'done'
      : done.length > 0
        ? 'started'
        : 'not-started';
  return { status, done };
}

function goldMultiply(f: CureFacts, t: CureDoneTexts): Pick<CureScore, 'status' | 'done'> {
  const quiz = f.quizzesPassed.has('strategies');
  const done = [...(f.calculationMade ? [t.calculationMade] : []), ...(quiz ? [t.strategiesQuizPassed] : [])];
  return { status: statusOf([f.calculationMade, quiz]), done };
}

function guardTreasures(f: CureFacts, t: CureDoneTexts): Pick<CureScore, 'status' | 'done'> {
  const quiz = f.quizzesPassed.has('security');
  const done = [...(f.assessmentCompleted ? [t.assessmentCompleted] : []), ...(quiz ? [t.securityQuizPassed] : [])];
  return { status: statusOf([f.assessmentCompleted, quiz]), done };
}

function abilityToEarn(f: CureFacts, t: CureDoneTexts): Pick<CureScore, 'status' | 'done'> {
  const passed = ['guide', 'glossary', 'strategies', 'security'].filter((step) => f.quizzesPassed.has(step)).length;
  const status = passed === QUIZ_COUNT ? 'done' : passed > 0 ? 'started' : 'not-started';
  return { status, done: passed > 0 ? [t.quizzesPassed(passed, QUIZ_COUNT)] : [] };
}

const nothing = (): Pick<CureScore, 'status' | 'done'> => ({ status: 'not-in-arkad', done: [] });

/** The mapping, in the book's order (the titles as in shared/content/guide.ts). */
export const cureMapping: readonly (Omit<CureScore, 'status' | 'done'> & {
  score: Score;
})[] = [
  {
    number: 1,
    title: 'Start thy purse to fattening',
    kind: 'practice',
    inArkad: `A savings goal in the Treasury, and entries logged in at least ${SAVINGS_MONTHS_FOR_HABIT} months.`,
    score: fatteningPurse,
  },
  {
    number: 2,
    title: 'Control thy expenditures',
    kind: 'none',
    inArkad: 'Arkad has nothing that practises this cure: it keeps no budget and no record of spending.',
    score: nothing,
  },
  {
    number: 3,
    title: 'Make thy gold multiply',
    kind: 'study',
    inArkad:
      'Arkad holds no money and pays no yield, so it cannot practise this cure. It can be studied: a calculation in the DCA Calculator and the Strategies quiz.',
    score: goldMultiply,
  },
  {
    number: 4,
    title: 'Guard thy treasures from loss',
    kind: 'practice',
    inArkad: 'The Security Assessment completed and the Security quiz passed.',
    score: guardTreasures,
  },
  {
    number: 5,
    title: 'Make of thy dwelling a profitable investment',
    kind: 'none',
    inArkad:
      'Arkad has nothing that practises this cure: the Guide’s fifth-cure card discusses housing, but Arkad has no tool for it.',
    score: nothing,
  },
  {
    number: 6,
    title: 'Insure a future income',
    kind: 'none',
    inArkad:
      'Arkad has nothing that practises this cure: the Guide’s sixth-cure card discusses retirement and an inheritance plan, but Arkad has no tool for either.',
    score: nothing,
  },
  {
    number: 7,
    title: 'Increase thy ability to earn',
    kind: 'study',
    inArkad: `Study, as the book asks: the ${QUIZ_COUNT} quizzes of the learning path passed.`,
    score: abilityToEarn,
  },
];

/** The scorecard's texts in English (the source; Spanish: shared/content/es/seven-cures.ts). */
export const cureTextsEn: CureTexts = {
  cures: cureMapping.map(({ title, inArkad }) => ({ title, inArkad })) as unknown as CureTexts['cures'],
  done: doneEn,
};

/** The seven cures with what the learner has done for each, in the language of `texts`. */
export function sevenCuresScorecard(facts: CureFacts, texts: CureTexts = cureTextsEn): CureScore[] {
  return cureMapping.map(({ score, ...cure }, index) => ({
    ...cure,
    ...(texts.cures[index] as CureText),
    ...score(facts, texts.done),
  }));
}

/** 'N of M cures Arkad can practise or study, done' — counting only the cures Arkad has something for. */
export function scorecardSummary(cures: readonly CureScore[]): { done: number; possible: number } {
  const possible = cures.filter((cure) => cure.kind !== 'none');
  return { done: possible.filter((cure) => cure.status === 'done').length, possible: possible.length };
}
