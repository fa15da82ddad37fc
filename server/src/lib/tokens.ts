import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createSecretKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
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

/** The first byte of a sealed value: its format (AES-256-GCM, 12-byte IV, 16-byte tag). */
const SEAL_FORMAT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const sealKeys = new Map<string, Buffer>();
/**
 * IVs are taken from random bytes drawn 512 at a time (a draw costs about as much as the rest of a
 * seal); each IV is used once, never handed out again.
 */
const IVS_PER_DRAW = 512;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;

function nextIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_BYTES * IVS_PER_DRAW);
    ivOffset = 0;
  }
  ivOffset += IV_BYTES;
  return ivPool.subarray(ivOffset - IV_BYTES, ivOffset);
}

/** A key for one purpose, derived from the secret (HKDF-SHA-256): a sealed value of one purpose opens for no other. */
function sealKey(secret: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = sealKeys.get(id);
  if (key === undefined) {
    key = Buffer.from(hkdfSync('sha256', secret, '', `arkad ${purpose}`, 32));
    sealKeys.set(id, key);
  }
  return key;
}

/**
 * `value` as JSON, encrypted and authenticated with a key of `purpose` (AES-256-GCM), as
 * base64url: what a browser may hold but neither read nor change.
 */
export function seal(value: unknown, secret: string, purpose: string): string {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.of(SEAL_FORMAT), iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** What seal() made of a value with the same secret and purpose; undefined for anything else. */
export function unseal(text: string, secret: string, purpose: string): unknown {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length <= 1 + IV_BYTES + TAG_BYTES || bytes[0] !== SEAL_FORMAT) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), bytes.subarray(1, 1 + IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = Buffer.concat([
      decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
