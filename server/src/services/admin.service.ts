import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { betaMessages, type AdminSession } from '@shared/schemas/beta';
import { AppError, unavailable } from '../lib/errors';
import type { RateLimiter } from './rate-limiter';

/** An admin token lasts this long; then the password is asked again. */
export const ADMIN_TOKEN_TTL_MS = 30 * 60 * 1000;
export const ADMIN_OFF_MESSAGE =
  'The admin dashboard is off: ADMIN_PASSWORD is not set on the server. Set it and restart to use /admin.';
const AUDIENCE = 'arkad-admin';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export interface AdminServiceDeps {
  /** ADMIN_PASSWORD; undefined turns every admin call into 503. */
  adminPassword: string | undefined;
  jwtSecret: string;
  limiter: RateLimiter;
  now: () => Date;
}

/**
 * The admin dashboard's gate. The password lives only in the server's environment: a candidate is
 * compared by SHA-256 digest with timingSafeEqual (equal lengths, constant time), a failed check
 * counts against the per-address limit (a correct one does not), and a correct login earns a
 * 30-minute token. The token is
 * signed with a key derived from JWT_SECRET and the password, so changing ADMIN_PASSWORD ends
 * every admin session at once, and a learner's session token is never an admin token.
 */
export function createAdminService({ adminPassword, jwtSecret, limiter, now }: AdminServiceDeps) {
  const expectedDigest = adminPassword === undefined ? null : sha256(adminPassword);
  // The HMAC key of admin tokens: the UTF-8 bytes of this derived text (as jsonwebtoken took it), made once.
  const tokenKey =
    adminPassword === undefined
      ? null
      : crypto.subtle.importKey(
          'raw',
          new TextEncoder().encode(
            createHmac('sha256', jwtSecret).update(`arkad-admin-token:${adminPassword}`, 'utf8').digest('base64url'),
          ),
          { name: 'HMAC', hash: 'SHA-256' },
          false,
          ['sign', 'verify'],
        );

  const invalid = () => new AppError('UNAUTHENTICATED', betaMessages.adminPassword);

  function ensureOn(): { digest: Buffer; key: Promise<CryptoKey> } {
    if (!expectedDigest || !tokenKey) throw unavailable(ADMIN_OFF_MESSAGE);
    return { digest: expectedDigest, key: tokenKey };
  }

  /**
   * 429 when this address is past its limit of failed checks (whatever the candidate), else 401
   * unless the password is right. The attempt is counted before the comparison, so concurrent
   * guesses cannot overtake the limit, and given back when the password was right: only failures
   * count, and a script reading the feedback with the right password is never limited.
   */
  async function checkPassword(candidate: string, address: string): Promise<void> {
    const { digest } = ensureOn();
    await limiter.hit('adminAddress', address);
    if (!timingSafeEqual(sha256(candidate), digest)) throw invalid();
    await limiter.refund('adminAddress', address);
  }

  return {
    /** Throws 503 when the dashboard is off (ADMIN_PASSWORD not set). */
    ensureOn: (): void => {
      ensureOn();
    },

    checkPassword,

    /** A correct password earns a short-lived admin token. */
    async login(candidate: string, address: string): Promise<AdminSession> {
      await checkPassword(candidate, address);
      const { key } = ensureOn();
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + ADMIN_TOKEN_TTL_MS);
      const token = await new SignJWT({ sub: 'admin', aud: AUDIENCE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key);
      return { token, expiresAt: expiresAt.toISOString() };
    },

    /** 401 unless the token is an unexpired admin token of the current password. */
    async verifyToken(token: string): Promise<void> {
      const { key } = ensureOn();
      try {
        await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          subject: 'admin',
          currentDate: now(),
        });
      } catch {
        throw invalid();
      }
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
