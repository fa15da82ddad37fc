import { describe, expect, it } from 'vitest';
import { securityLevelListSchema, securityLevelSchema, securityQuestionListSchema } from '../schemas/security';
import {
  getSecurityLevel,
  LARGE_HOLDINGS_CAVEAT,
  SECURITY_REMINDER,
  securityLevels,
  securityQuestions,
} from './security-assessment';

describe('security assessment questions', () => {
  it('are accepted unchanged by the schemas (checked here, not when they are loaded)', () => {
    expect(securityQuestionListSchema.parse(securityQuestions)).toEqual(securityQuestions);
    expect(securityLevelListSchema.parse(securityLevels)).toEqual(securityLevels);
  });

  it.each([
    ['holdings', ['small', 'medium', 'large', 'very-large']],
    ['technical', ['beginner', 'intermediate', 'advanced']],
    ['access', ['frequent', 'occasional', 'rare']],
    ['timeframe', ['short', 'medium', 'long']],
    ['concerns', ['convenience', 'simplicity', 'security', 'redundancy']],
  ])('%s offers %j', (id, values) => {
    expect(securityQuestions.find((q) => q.id === id)?.options.map((o) => o.value)).toEqual(values);
  });

  it('asks five questions, each option with a label and description', () => {
    expect(securityQuestions).toHaveLength(5);
    for (const option of securityQuestions.flatMap((q) => q.options)) {
      expect(option.label.length).toBeGreaterThan(0);
      expect(option.description.length).toBeGreaterThan(0);
    }
  });
});

describe('security levels', () => {
  it('lists exchange red, software orange, hardware green and multisig blue, lowest first', () => {
    expect(securityLevels.map((l) => [l.level, l.color])).toEqual([
      ['exchange', 'red'],
      ['software', 'orange'],
      ['hardware', 'green'],
      ['multisig', 'blue'],
    ]);
  });

  it('gives each level a title, description, advantages, considerations and at least three next steps', () => {
    for (const level of securityLevels) {
      expect(level.title.length).toBeGreaterThan(0);
      expect(level.description.length).toBeGreaterThan(40);
      expect(level.pros.length).toBeGreaterThanOrEqual(2);
      expect(level.cons.length).toBeGreaterThanOrEqual(2);
      expect(level.nextSteps.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('rejects a level with another level’s colour', () => {
    expect(securityLevelSchema.safeParse({ ...getSecurityLevel('hardware'), color: 'blue' }).success).toBe(false);
  });

  it('words the large-holdings caveat for every answer it is shown for (the review’s N18)', () => {
    // Shown for 'large' ($10,000 to $100,000) as well as 'very-large': it may not put the very-large
    // option's own words ('an amount whose loss would change your life') in a learner's mouth.
    for (const text of [LARGE_HOLDINGS_CAVEAT.exchange, LARGE_HOLDINGS_CAVEAT.software]) {
      expect(text).not.toMatch(/change your life/);
      expect(text).toContain('$10,000 or more');
    }
  });

  it('reminds that security should scale with holdings', () => {
    expect(SECURITY_REMINDER.title).toBe('Important Reminder');
    expect(SECURITY_REMINDER.text).toMatch(/security should grow with your holdings/i);
  });
});
