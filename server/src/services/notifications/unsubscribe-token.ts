import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'arkad-unsubscribe-v1';

function signature(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');
}

/** '<userId>.<HMAC-SHA256 of it with the server's secret>': works without a sign-in, never expires. */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The learner a token was made for, or null when it was not made by this server. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
