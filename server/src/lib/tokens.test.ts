import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from './tokens';

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
