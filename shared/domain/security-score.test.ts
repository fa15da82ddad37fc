import { describe, expect, it } from 'vitest';
import {
  SECURITY_ASSESSMENT_INCOMPLETE_MESSAGE,
  type SecurityAnswers,
  type SecurityLevelId,
} from '../schemas/security';
import {
  checkSecurityAnswers,
  largeHoldingsCaveat,
  recommendSecurityLevel,
  securityLevelForScore,
  securityScore,
} from './security-score';

/** small 1 + beginner 0 + frequent 0 + short 0 + security 2 = 3. */
const base: SecurityAnswers = {
  holdings: 'small',
  technical: 'beginner',
  access: 'frequent',
  timeframe: 'short',
  concerns: 'security',
};

describe('securityScore, one rule at a time (base: small 1, beginner 0, frequent 0, short 0, security +2 = 3)', () => {
  it.each<[string, Partial<SecurityAnswers>, number]>([
    ['holdings small gives 1', { holdings: 'small' }, 3],
    ['holdings medium gives 2', { holdings: 'medium' }, 4],
    ['holdings large gives 3', { holdings: 'large' }, 5],
    ['holdings very-large gives 4', { holdings: 'very-large' }, 6],
    ['technical beginner gives 0', { technical: 'beginner' }, 3],
    ['technical intermediate gives 1', { technical: 'intermediate' }, 4],
    ['technical advanced gives 2', { technical: 'advanced' }, 5],
    ['access frequent gives 0', { access: 'frequent' }, 3],
    ['access occasional gives 1', { access: 'occasional' }, 4],
    ['access rare gives 2', { access: 'rare' }, 5],
    ['timeframe short gives 0', { timeframe: 'short' }, 3],
    ['timeframe medium gives 1', { timeframe: 'medium' }, 4],
    ['timeframe long gives 2', { timeframe: 'long' }, 5],
    ['concerns security gives +2', { concerns: 'security' }, 3],
    ['concerns redundancy gives +2', { concerns: 'redundancy' }, 3],
    ['concerns simplicity gives -1', { concerns: 'simplicity' }, 0],
    ['concerns convenience gives -2', { concerns: 'convenience' }, -1],
  ])('%s (total %i)', (_name, change, total) => {
    expect(securityScore({ ...base, ...change })).toBe(total);
  });
});

describe('recommendSecurityLevel at each threshold', () => {
  it.each<[string, SecurityAnswers, number, string]>([
    [
      'the lowest possible score: small 1, beginner 0, frequent 0, short 0, convenience -2',
      { holdings: 'small', technical: 'beginner', access: 'frequent', timeframe: 'short', concerns: 'convenience' },
      -1,
      'exchange',
    ],
    [
      'small 1, beginner 0, occasional 1, medium 1, simplicity -1',
      { holdings: 'small', technical: 'beginner', access: 'occasional', timeframe: 'medium', concerns: 'simplicity' },
      2,
      'exchange',
    ],
    [
      'small 1, beginner 0, rare 2, medium 1, simplicity -1',
      { holdings: 'small', technical: 'beginner', access: 'rare', timeframe: 'medium', concerns: 'simplicity' },
      3,
      'software',
    ],
    [
      'medium 2, beginner 0, frequent 0, short 0, security 2',
      { holdings: 'medium', technical: 'beginner', access: 'frequent', timeframe: 'short', concerns: 'security' },
      4,
      'software',
    ],
    [
      'large 3, beginner 0, frequent 0, short 0, redundancy 2',
      { holdings: 'large', technical: 'beginner', access: 'frequent', timeframe: 'short', concerns: 'redundancy' },
      5,
      'hardware',
    ],
    [
      'large 3, intermediate 1, occasional 1, short 0, security 2',
      { holdings: 'large', technical: 'intermediate', access: 'occasional', timeframe: 'short', concerns: 'security' },
      7,
      'hardware',
    ],
    [
      'large 3, intermediate 1, occasional 1, medium 1, security 2',
      { holdings: 'large', technical: 'intermediate', access: 'occasional', timeframe: 'medium', concerns: 'security' },
      8,
      'multisig',
    ],
    [
      'the highest possible score: very-large 4, advanced 2, rare 2, long 2, redundancy 2',
      { holdings: 'very-large', technical: 'advanced', access: 'rare', timeframe: 'long', concerns: 'redundancy' },
      12,
      'multisig',
    ],
    [
      'very-large 4, advanced 2, rare 2, long 2, convenience -2',
      { holdings: 'very-large', technical: 'advanced', access: 'rare', timeframe: 'long', concerns: 'convenience' },
      8,
      'multisig',
    ],
  ])('%s scores %i: %s', (_name, answers, score, level) => {
    expect(securityScore(answers)).toBe(score);
    expect(recommendSecurityLevel(answers)).toBe(level);
  });

  it.each([
    [2, 'exchange'],
    [3, 'software'],
    [4, 'software'],
    [5, 'hardware'],
    [7, 'hardware'],
    [8, 'multisig'],
  ])('a score of %i maps to %s', (score, level) => {
    expect(securityLevelForScore(score)).toBe(level);
  });

  it('rejects incomplete answers', () => {
    expect(() => recommendSecurityLevel({ ...base, holdings: undefined } as unknown as SecurityAnswers)).toThrow(
      SECURITY_ASSESSMENT_INCOMPLETE_MESSAGE,
    );
  });
});

describe('checkSecurityAnswers', () => {
  it('passes complete answers through', () => {
    expect(checkSecurityAnswers(base)).toEqual({ ok: true, answers: base });
  });

  it.each([
    ['nothing answered', {}],
    ['one question unanswered', { holdings: 'small', technical: 'beginner', access: 'rare', timeframe: 'long' }],
    ['an unknown value', { ...base, holdings: 'huge' }],
  ])('gives the answer-all-questions alert when %s', (_name, draft) => {
    expect(checkSecurityAnswers(draft)).toEqual({
      ok: false,
      message: 'Please answer all questions before getting your recommendation.',
    });
  });
});

describe('largeHoldingsCaveat', () => {
  const base: SecurityAnswers = {
    holdings: 'very-large',
    technical: 'beginner',
    access: 'frequent',
    timeframe: 'long',
    concerns: 'convenience',
  };

  it('keeps the scoring: a life-changing sum, a beginner, frequent access and convenience still get a hot wallet', () => {
    // 4 + 0 + 0 + 2 - 2 = 4: software wallet.
    expect(recommendSecurityLevel(base)).toBe('software');
    expect(largeHoldingsCaveat(base, 'software')).toBe('software');
  });

  it('warns about an exchange for a large sum', () => {
    // 3 + 0 + 0 + 0 - 2 = 1: exchange custody.
    const answers: SecurityAnswers = { ...base, holdings: 'large', timeframe: 'short' };
    expect(recommendSecurityLevel(answers)).toBe('exchange');
    expect(largeHoldingsCaveat(answers, 'exchange')).toBe('exchange');
  });

  it.each<[SecurityAnswers['holdings'], SecurityLevelId, SecurityLevelId | null]>([
    ['small', 'software', null],
    ['medium', 'exchange', null],
    ['large', 'hardware', null],
    ['very-large', 'multisig', null],
    ['large', 'software', 'software'],
  ])('%s holdings with %s: %s', (holdings, level, expected) => {
    expect(largeHoldingsCaveat({ ...base, holdings }, level)).toBe(expected);
  });
});
