/** The rate limits the server applies, each set by its RATE_LIMIT_* variable (env.ts). */

/** At most `limit` hits per fixed window of `windowMs`, counted from a key's first hit. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export const rateLimitNames = [
  'loginAccount',
  'loginAddress',
  'passwordCheckAccount',
  'registerAddress',
  'registerAddressDay',
  'forgotAccount',
  'forgotAddress',
  'resetAddress',
  'adminAddress',
  'feedbackAddress',
  'eventsAddress',
  'dcaAccount',
  'shareImageAddress',
  'sharePreviewAddress',
  'quizAccount',
  'checkoutAccount',
  'billingPortalAccount',
  'exportAccount',
  'joinAddress',
  'joinAccount',
] as const;
export type RateLimitName = (typeof rateLimitNames)[number];
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
