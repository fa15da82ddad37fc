import {
  SECURITY_ASSESSMENT_INCOMPLETE_MESSAGE,
  securityAnswersSchema,
  type SecurityAnswers,
  type SecurityLevelId,
} from '../schemas/security';

/**
 * Security recommendation score, one rule per answer:
 * holdings very-large 4, large 3, medium 2, otherwise 1; technical advanced 2, intermediate 1;
 * access rare 2, occasional 1; timeframe long 2, medium 1; concerns security or redundancy +2,
 * simplicity -1, convenience -2. Totals run from -1 to 12.
 */
const points = {
  holdings: { 'very-large': 4, large: 3, medium: 2, small: 1 },
  technical: { advanced: 2, intermediate: 1, beginner: 0 },
  access: { rare: 2, occasional: 1, frequent: 0 },
  timeframe: { long: 2, medium: 1, short: 0 },
  concerns: { security: 2, redundancy: 2, simplicity: -1, convenience: -2 },
} as const satisfies { [Q in keyof SecurityAnswers]: Record<SecurityAnswers[Q], number> };

export function securityScore(answers: SecurityAnswers): number {
  return (
    points.holdings[answers.holdings] +
    points.technical[answers.technical] +
    points.access[answers.access] +
    points.timeframe[answers.timeframe] +
    points.concerns[answers.concerns]
  );
}

/** 8 or more multisig; 5 to 7 hardware; 3 to 4 software; below 3 exchange. */
export function securityLevelForScore(score: number): SecurityLevelId {
  if (score >= 8) return 'multisig';
  if (score >= 5) return 'hardware';
  if (score >= 3) return 'software';
  return 'exchange';
}

/**
 * The level to warn about when large or very large holdings get an exchange or a hot wallet (keys
 * with a company, or on an internet-connected device); null otherwise. The score may recommend
 * those levels for a large sum, since convenience and frequent access pull it down, and keeps doing
 * so: the caveat says what that costs.
 */
export function largeHoldingsCaveat(answers: SecurityAnswers, level: SecurityLevelId): 'exchange' | 'software' | null {
  const large = answers.holdings === 'large' || answers.holdings === 'very-large';
  return large && (level === 'exchange' || level === 'software') ? level : null;
}

/** The recommended level for a complete assessment (validated; throws a ZodError otherwise). */
export function recommendSecurityLevel(answers: SecurityAnswers): SecurityLevelId {
  return securityLevelForScore(securityScore(securityAnswersSchema.parse(answers)));
}

export type SecurityAnswersCheck =
  { ok: true; answers: SecurityAnswers } | { ok: false; message: typeof SECURITY_ASSESSMENT_INCOMPLETE_MESSAGE };

/** Checks a questionnaire in progress: complete answers, or the answer-all-questions alert. */
export function checkSecurityAnswers(draft: unknown): SecurityAnswersCheck {
  const result = securityAnswersSchema.safeParse(draft);
  return result.success
    ? { ok: true, answers: result.data }
    : { ok: false, message: SECURITY_ASSESSMENT_INCOMPLETE_MESSAGE };
}
