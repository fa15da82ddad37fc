import { describe, expect, it } from 'vitest';
import { collectStrings, findContentProblems } from '../content/content-checks';
import { sevenCures } from '../content/guide';
import { cureMapping, scorecardSummary, sevenCuresScorecard, type CureFacts } from './seven-cures';

const nothingYet: CureFacts = {
  treasuryGoalSet: false,
  savingsMonths: 0,
  calculationMade: false,
  assessmentCompleted: false,
  quizzesPassed: new Set(),
};
const everything: CureFacts = {
  treasuryGoalSet: true,
  savingsMonths: 3,
  calculationMade: true,
  assessmentCompleted: true,
  quizzesPassed: new Set(['guide', 'glossary', 'strategies', 'security']),
};

const statuses = (facts: CureFacts) => sevenCuresScorecard(facts).map((cure) => cure.status);

describe('the Seven Cures scorecard', () => {
  it('names the seven cures in the book’s order, as the Guide does', () => {
    expect(cureMapping.map((cure) => cure.title)).toEqual(sevenCures.map((cure) => cure.title));
    expect(cureMapping.map((cure) => cure.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('says plainly which cures Arkad has nothing for', () => {
    const none = cureMapping.filter((cure) => cure.kind === 'none');
    expect(none.map((cure) => cure.number)).toEqual([2, 5, 6]);
    for (const cure of none) expect(cure.inArkad).toMatch(/^Arkad has nothing that practises this cure/);
    // The Guide's cure cards do discuss these cures (the review's N17): say there is no tool, not no part.
    for (const cure of none.filter((found) => found.number === 5 || found.number === 6)) {
      expect(cure.inArkad).toMatch(/the Guide’s (?:fifth|sixth)-cure card discusses/);
      expect(cure.inArkad).not.toMatch(/no part about|has no retirement/);
    }
    expect(statuses(everything)).toEqual([
      'done',
      'not-in-arkad',
      'done',
      'done',
      'not-in-arkad',
      'not-in-arkad',
      'done',
    ]);
  });

  it('starts with nothing done', () => {
    const cards = sevenCuresScorecard(nothingYet);
    expect(cards.map((cure) => cure.status)).toEqual([
      'not-started',
      'not-in-arkad',
      'not-started',
      'not-started',
      'not-in-arkad',
      'not-in-arkad',
      'not-started',
    ]);
    expect(cards.every((cure) => cure.done.length === 0)).toBe(true);
    expect(scorecardSummary(cards)).toEqual({ done: 0, possible: 4 });
  });

  it.each([
    [{ treasuryGoalSet: true }, 'started', ['A savings goal chosen']],
    [{ savingsMonths: 1 }, 'started', ['Entries logged in 1 month']],
    [{ treasuryGoalSet: true, savingsMonths: 2 }, 'started', ['A savings goal chosen', 'Entries logged in 2 months']],
    [{ treasuryGoalSet: true, savingsMonths: 3 }, 'done', ['A savings goal chosen', 'Entries logged in 3 months']],
    [{ savingsMonths: 12 }, 'started', ['Entries logged in 12 months']],
  ])('cure 1 (a goal and monthly entries) with %o is %s', (facts, status, done) => {
    const [first] = sevenCuresScorecard({ ...nothingYet, ...facts });
    expect(first?.status).toBe(status);
    expect(first?.done).toEqual(done);
  });

  it('cure 4 needs the assessment and the Security quiz; cure 3 the calculator and the Strategies quiz', () => {
    const half = sevenCuresScorecard({ ...nothingYet, assessmentCompleted: true, calculationMade: true });
    expect(half[3]).toMatchObject({ status: 'started', done: ['The Security Assessment completed'] });
    expect(half[2]).toMatchObject({ status: 'started', done: ['A calculation made in the DCA Calculator'] });
    const full = sevenCuresScorecard({
      ...nothingYet,
      assessmentCompleted: true,
      quizzesPassed: new Set(['security']),
    });
    expect(full[3]).toMatchObject({
      status: 'done',
      done: ['The Security Assessment completed', 'The Security quiz passed'],
    });
  });

  it('cure 7 counts the quizzes passed', () => {
    const two = sevenCuresScorecard({ ...nothingYet, quizzesPassed: new Set(['guide', 'security']) });
    expect(two[6]).toMatchObject({ status: 'started', done: ['2 of 4 quizzes passed'] });
    expect(scorecardSummary(sevenCuresScorecard(everything))).toEqual({ done: 4, possible: 4 });
  });

  it('passes the content rules (no advice, no forecast)', () => {
    const texts = collectStrings([cureMapping, sevenCuresScorecard(everything)]);
    const problems = texts.flatMap(({ path, text }) => findContentProblems(text).map((p) => ({ path, ...p })));
    expect(problems).toEqual([]);
  });
});
