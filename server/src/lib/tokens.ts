import { createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { CompactEncrypt, SignJWT, compactDecrypt, jwtVerify } from 'jose';

export function newSessionId(): string {
  return randomUUID();
}

/**
 * Session tokens: HS256 JWTs of `{ sid, sub, iat, exp }` under the secret, as jsonwebtoken signed
 * them before (the same bytes, so tokens issued before stay valid). The key is made once, here.
 */
export function createSessionTokens(secret: string) {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(
      claims: { sessionId: string; userId: number },
      options: { now: Date; expiresAt: Date },
    ): Promise<string> {
      return new SignJWT({ sid: claims.sessionId, sub: String(claims.userId) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(Math.floor(options.now.getTime() / 1000))
        .setExpirationTime(Math.floor(options.expiresAt.getTime() / 1000))
        .sign(await key);
    },

    /** The session id and user id of a valid token unexpired at `now` (expired from the second `exp` on); null for anything else. */
    async verify(token: string, now: Date): Promise<{ sessionId: string; userId: number } | null> {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], currentDate: now });
        const userId = Number(payload.sub);
        if (typeof payload.sid !== 'string' || !Number.isSafeInteger(userId)) return null;
        return { sessionId: payload.sid, userId };
      } catch {
        return null;
      }
    },
  };
}

/** A reset token for the link (URL-safe, 256 bits) and the hash that is stored instead of it. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A sealed value is a JWE (`dir`, A256GCM) written without its dots, which ids in URLs do not
 * allow: `j`, the IV (16 characters), the ciphertext, the tag (22 characters). The header and the
 * empty key part are always the same and are put back to open it.
 */
const JWE_HEADER = { alg: 'dir', enc: 'A256GCM' } as const;
const JWE_HEADER_TEXT = Buffer.from(JSON.stringify(JWE_HEADER)).toString('base64url');
const JWE_PREFIX = 'j';
const IV_CHARS = 16;
const TAG_CHARS = 22;
/**
 * The format before (until 2026-12-07): byte 1, a 12-byte IV, the AES-256-GCM ciphertext and its
 * 16-byte tag, as base64url, under the same key. Still opened while attempts sealed so may be
 * answered (24 h, decision 042); then this reader goes.
 */
const FORMAT_1 = 1;
const FORMAT_1_IV_BYTES = 12;
const FORMAT_1_TAG_BYTES = 16;

/**
 * Seals values of one `purpose` with a key derived from the secret (HKDF-SHA-256; made once, here):
 * what a browser may hold but neither read nor change, and that opens for no other purpose.
 */
export function createSealer(secret: string, purpose: string) {
  const keyBytes = Buffer.from(hkdfSync('sha256', secret, '', `arkad ${purpose}`, 32));
  const key = crypto.subtle.importKey('raw', keyBytes, 'AES-GCM', false, ['encrypt', 'decrypt']);

  function openFormat1(bytes: Buffer): unknown {
    const decipher = createDecipheriv('aes-256-gcm', keyBytes, bytes.subarray(1, 1 + FORMAT_1_IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - FORMAT_1_TAG_BYTES));
    const body = Buffer.concat([
      decipher.update(bytes.subarray(1 + FORMAT_1_IV_BYTES, bytes.length - FORMAT_1_TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(body.toString('utf8')) as unknown;
  }

  return {
    /** `value` as JSON, encrypted and authenticated (a fresh IV each time). */
    async seal(value: unknown): Promise<string> {
      const compact = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value)))
        .setProtectedHeader(JWE_HEADER)
        .encrypt(await key);
      const [header, encryptedKey, iv = '', ciphertext = '', tag = ''] = compact.split('.');
      if (header !== JWE_HEADER_TEXT || encryptedKey !== '' || iv.length !== IV_CHARS || tag.length !== TAG_CHARS)
        throw new Error('jose wrote a JWE of another shape than the sealed format expects');
      return `${JWE_PREFIX}${iv}${ciphertext}${tag}`;
    },

    /** What seal() made of a value with the same secret and purpose; undefined for anything else. */
    async unseal(text: string): Promise<unknown> {
      try {
        if (text.startsWith(JWE_PREFIX) && text.length > JWE_PREFIX.length + IV_CHARS + TAG_CHARS) {
          const iv = text.slice(JWE_PREFIX.length, JWE_PREFIX.length + IV_CHARS);
          const ciphertext = text.slice(JWE_PREFIX.length + IV_CHARS, -TAG_CHARS);
          const tag = text.slice(-TAG_CHARS);
          const { plaintext } = await compactDecrypt(`${JWE_HEADER_TEXT}..${iv}.${ciphertext}.${tag}`, await key, {
            keyManagementAlgorithms: ['dir'],
            contentEncryptionAlgorithms: ['A256GCM'],
          });
          return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
        }
        const bytes = Buffer.from(text, 'base64url');
        if (bytes.length <= 1 + FORMAT_1_IV_BYTES + FORMAT_1_TAG_BYTES || bytes[0] !== FORMAT_1) return undefined;
        return openFormat1(bytes);
      } catch {
        return undefined;
      }
    },
  };
}
