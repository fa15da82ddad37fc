import { describe, expect, it } from 'vitest';
import { recommendSecurityLevel } from '../domain/security-score';
import {
  securityAnswersSchema,
  securityLevelListSchema,
  securityLevelSchema,
  securityQuestionListSchema,
} from '../schemas/security';
import {
  getSecurityLevel,
  LARGE_HOLDINGS_CAVEAT,
  loadSecurityText,
  SECURITY_REMINDER,
  securityLevels,
  securityLevelsIn,
  securityQuestions,
  securityQuestionsIn,
  securityTextEn,
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

describe('security assessment in Spanish (issue 48)', () => {
  it('has every question and option of the English, and no other', async () => {
    const { securityQuestionsEs } = await import('./es/security-assessment');
    expect(Object.keys(securityQuestionsEs)).toEqual(securityQuestions.map((q) => q.id));
    for (const question of securityQuestions) {
      const spanish = securityQuestionsEs[question.id];
      expect(Object.keys(spanish.options), question.id).toEqual(question.options.map((o) => o.value));
      expect(spanish.title).toMatch(/^¿.+\?$/);
    }
  });

  it('has every level with as many advantages, considerations and next steps as the English', async () => {
    const { securityLevelsEs } = await import('./es/security-assessment');
    expect(Object.keys(securityLevelsEs)).toEqual(securityLevels.map((level) => level.level));
    for (const level of securityLevels) {
      const spanish = securityLevelsEs[level.level];
      expect(spanish.pros, level.level).toHaveLength(level.pros.length);
      expect(spanish.cons, level.level).toHaveLength(level.cons.length);
      expect(spanish.nextSteps, level.level).toHaveLength(level.nextSteps.length);
      // The same facts: the years and the names the English cites are kept.
      const facts = (texts: readonly string[]) =>
        texts.join(' ').match(/\b(?:\d{4}|Mt\. Gox|FTX|2-of-3|2 of 3)\b/g) ?? [];
      expect(facts([...spanish.cons, spanish.description]).filter((fact) => /^\d{4}$/.test(fact))).toEqual(
        facts([...level.cons, level.description]).filter((fact) => /^\d{4}$/.test(fact)),
      );
    }
  });

  it('loads the Spanish text: questions and levels valid for the same schemas, ids, values and colours kept', async () => {
    const spanish = await loadSecurityText('es');
    expect(await loadSecurityText('en')).toBe(securityTextEn);
    const questions = securityQuestionsIn(spanish);
    expect(securityQuestionListSchema.parse(questions)).toEqual(questions);
    const levels = securityLevelsIn(spanish);
    expect(securityLevelListSchema.parse(levels)).toEqual(levels);
    expect(levels.map((level) => [level.level, level.color])).toEqual(
      securityLevels.map((level) => [level.level, level.color]),
    );
    expect(levels[3]?.title).toBe('Configuración multifirma');
    expect(spanish.reminder.text).toContain('frase semilla');
    expect(Object.keys(spanish.largeHoldingsCaveat)).toEqual(Object.keys(LARGE_HOLDINGS_CAVEAT));
    expect(Object.keys(spanish.reminder)).toEqual(Object.keys(SECURITY_REMINDER));
  });

  it('scores by option ids: the Spanish options give the same recommendation', async () => {
    const spanish = await loadSecurityText('es');
    const answers = {
      holdings: 'very-large',
      technical: 'advanced',
      access: 'rare',
      timeframe: 'long',
      concerns: 'redundancy',
    } as const;
    const chosen = Object.fromEntries(
      securityQuestionsIn(spanish).map((q) => [q.id, q.options.find((o) => o.value === answers[q.id])?.value]),
    );
    expect(chosen).toEqual(answers);
    expect(recommendSecurityLevel(securityAnswersSchema.parse(chosen))).toBe(recommendSecurityLevel(answers));
  });
});
