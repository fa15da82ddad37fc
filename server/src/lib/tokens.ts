import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

interface SessionClaims {
  sid: string;
  sub: string;
}

// Given a string, jsonwebtoken first tries to read it as a PEM public key (which throws) and then
// makes a secret key of it, on every call: a large share of each authenticated request. The key is
// made once per secret instead; the HMAC is the same, so existing tokens stay valid.
const secretKeys = new Map<string, KeyObject>();
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (key === undefined) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

export function newSessionId(): string {
  return randomUUID();
}

export function signSessionToken(
  claims: { sessionId: string; userId: number },
  secret: string,
  options: { now: Date; expiresAt: Date },
): string {
  const iat = Math.floor(options.now.getTime() / 1000);
  const exp = Math.floor(options.expiresAt.getTime() / 1000);
  return jwt.sign({ sid: claims.sessionId, sub: String(claims.userId), iat, exp }, secretKey(secret), {
    algorithm: 'HS256',
  });
}

/** Tokens verified, by token: the secret they were verified with, their claims and expiry (seconds). */
const verifiedTokens = new Map<string, { secret: string; sessionId: string; userId: number; exp: number }>();
/** Tokens kept verified at most; the map starts again when full. */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The session id and user id of a valid, unexpired token; null for anything else. A token is
 * checked (HMAC, claims) once: later calls with the same secret only check its expiry, as
 * jsonwebtoken would (expired from the second `exp` on).
 */
export function verifySessionToken(
  token: string,
  secret: string,
  now: Date,
): { sessionId: string; userId: number } | null {
  const clockTimestamp = Math.floor(now.getTime() / 1000);
  const known = verifiedTokens.get(token);
  if (known !== undefined && known.secret === secret) {
    return clockTimestamp < known.exp ? { sessionId: known.sessionId, userId: known.userId } : null;
  }
  try {
    const payload = jwt.verify(token, secretKey(secret), { algorithms: ['HS256'], clockTimestamp });
    if (typeof payload !== 'object' || payload === null) return null;
    const { sid, sub, exp, nbf } = payload as Partial<SessionClaims> & { exp?: number; nbf?: number };
    const userId = Number(sub);
    if (typeof sid !== 'string' || !Number.isSafeInteger(userId)) return null;
    if (typeof exp === 'number' && nbf === undefined) {
      if (verifiedTokens.size >= VERIFIED_TOKENS_KEPT) verifiedTokens.clear();
      verifiedTokens.set(token, { secret, sessionId: sid, userId, exp });
    }
    return { sessionId: sid, userId };
  } catch {
    return null;
  }
}

/** A reset token for the link (URL-safe, 256 bits) and the hash that is stored instead of it. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
