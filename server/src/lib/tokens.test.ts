import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { seal, signSessionToken, unseal, verifySessionToken } from './tokens';

const secret = 'a-test-secret-of-at-least-32-characters!';
const now = new Date('2026-11-22T12:00:00Z');
const expiresAt = new Date('2026-11-29T12:00:00Z');

describe('session tokens', () => {
  it('accepts a token signed with the secret as a plain string (tokens issued before the key was kept)', () => {
    const issued = jwt.sign(
      { sid: 'session-1', sub: '7', iat: now.getTime() / 1000, exp: expiresAt.getTime() / 1000 },
      secret,
      {
        algorithm: 'HS256',
      },
    );
    expect(verifySessionToken(issued, secret, now)).toEqual({ sessionId: 'session-1', userId: 7 });
  });

  it('signs tokens that jsonwebtoken verifies with the plain string, and refuses another secret', () => {
    const token = signSessionToken({ sessionId: 'session-2', userId: 8 }, secret, { now, expiresAt });
    expect(jwt.verify(token, secret, { algorithms: ['HS256'], clockTimestamp: now.getTime() / 1000 })).toMatchObject({
      sid: 'session-2',
      sub: '8',
    });
    expect(verifySessionToken(token, secret, now)).toEqual({ sessionId: 'session-2', userId: 8 });
    expect(verifySessionToken(token, `${secret}-other`, now)).toBeNull();
    expect(verifySessionToken(token, secret, new Date(expiresAt.getTime() + 1000))).toBeNull();
  });
});

describe('session tokens checked before', () => {
  it('are still refused from their expiry on and under another secret, and a changed one is checked', () => {
    const token = signSessionToken({ sessionId: 'session-3', userId: 9 }, secret, { now, expiresAt });
    expect(verifySessionToken(token, secret, now)).toEqual({ sessionId: 'session-3', userId: 9 });
    expect(verifySessionToken(token, secret, new Date(expiresAt.getTime() - 1000))).not.toBeNull();
    expect(verifySessionToken(token, secret, expiresAt)).toBeNull();
    expect(verifySessionToken(token, `${secret}-other`, now)).toBeNull();
    expect(verifySessionToken(`${token.slice(0, -2)}xx`, secret, now)).toBeNull();
    expect(verifySessionToken(token, secret, now)).toEqual({ sessionId: 'session-3', userId: 9 });
  });
});

describe('sealed values', () => {
  const value = { id: 'attempt-1', questions: [['q1', 'cab']], at: 1_795_000_000_000 };

  it('open with the same secret and purpose, and show nothing of the value', () => {
    const sealed = seal(value, secret, 'quiz-draw');
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('q1');
    expect(unseal(sealed, secret, 'quiz-draw')).toEqual(value);
    // A fresh IV each time: the same value seals differently.
    expect(seal(value, secret, 'quiz-draw')).not.toBe(sealed);
  });

  it('open for no other secret or purpose, and not once changed', () => {
    const sealed = seal(value, secret, 'quiz-draw');
    expect(unseal(sealed, `${secret}-other`, 'quiz-draw')).toBeUndefined();
    expect(unseal(sealed, secret, 'another-purpose')).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(unseal(bytes.toString('base64url'), secret, 'quiz-draw')).toBeUndefined();
    for (const text of ['', 'not-sealed', '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b']) {
      expect(unseal(text, secret, 'quiz-draw')).toBeUndefined();
    }
  });
});
