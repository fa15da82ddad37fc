import { describe, expect, it } from 'vitest';
import { createSealer, createSessionTokens } from './tokens';

const secret = 'a-test-secret-of-at-least-32-characters!';
const now = new Date('2026-11-22T12:00:00Z');
const expiresAt = new Date('2026-11-29T12:00:00Z');
/** Signed by jsonwebtoken 9 (before jose) for session-1 of user 7, from `now` to `expiresAt`, with `secret`. */
const issuedByJsonwebtoken =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJzZXNzaW9uLTEiLCJzdWIiOiI3IiwiaWF0IjoxNzk1MzQ4ODAwLCJleHAiOjE3OTU5NTM2MDB9.VQKupcpSnt9XCEBawr34nBsrweiMMTBwOOySLi6-BME';

describe('session tokens', () => {
  const tokens = createSessionTokens(secret);

  it('accepts a token issued before, by jsonwebtoken, and signs the same claims to the same bytes', async () => {
    expect(await tokens.verify(issuedByJsonwebtoken, now)).toEqual({ sessionId: 'session-1', userId: 7 });
    expect(await tokens.sign({ sessionId: 'session-1', userId: 7 }, { now, expiresAt })).toBe(issuedByJsonwebtoken);
  });

  it('refuses a token from its expiry on, under another secret, and once changed', async () => {
    const token = await tokens.sign({ sessionId: 'session-3', userId: 9 }, { now, expiresAt });
    expect(await tokens.verify(token, now)).toEqual({ sessionId: 'session-3', userId: 9 });
    expect(await tokens.verify(token, new Date(expiresAt.getTime() - 1000))).not.toBeNull();
    expect(await tokens.verify(token, expiresAt)).toBeNull();
    expect(await createSessionTokens(`${secret}-other`).verify(token, now)).toBeNull();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`, now)).toBeNull();
    expect(await tokens.verify('not-a-token', now)).toBeNull();
  });
});

describe('sealed values', () => {
  const value = { id: 'attempt-1', questions: [['q1', 'cab']], at: 1_795_000_000_000 };
  const sealer = createSealer(secret, 'quiz-draw');

  it('open with the same secret and purpose, and show nothing of the value', async () => {
    const sealed = await sealer.seal(value);
    // Attempt ids travel in URLs and their schema allows these characters only.
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('q1');
    expect(await sealer.unseal(sealed)).toEqual(value);
    // A fresh IV each time: the same value seals differently.
    expect(await sealer.seal(value)).not.toBe(sealed);
  });

  it('open for no other secret or purpose, and not once changed', async () => {
    const sealed = await sealer.seal(value);
    expect(await createSealer(`${secret}-other`, 'quiz-draw').unseal(sealed)).toBeUndefined();
    expect(await createSealer(secret, 'another-purpose').unseal(sealed)).toBeUndefined();
    const changed = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(await sealer.unseal(changed)).toBeUndefined();
    for (const text of ['', 'not-sealed', 'j', '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b']) {
      expect(await sealer.unseal(text)).toBeUndefined();
    }
  });

  it('still open values sealed in the format before jose (attempts drawn before, for their 24 h)', async () => {
    // Sealed by the AES-256-GCM code this replaced (format byte 1), with `secret` for quiz-draw.
    const before =
      'AU0G4th7HczKAs9YuOba_AQZ8dcbqeEZv5h_iAgLzbOFP1Guot3Wiw-IgOWpgWFWvpfNxS2kXiMrEkSOBF_qDbDs1XXY6idPq3DyPE23FyfPqfbCpaVmPgMjI0gt';
    expect(await sealer.unseal(before)).toEqual(value);
    expect(await createSealer(secret, 'another-purpose').unseal(before)).toBeUndefined();
    const bytes = Buffer.from(before, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(await sealer.unseal(bytes.toString('base64url'))).toBeUndefined();
  });
});
