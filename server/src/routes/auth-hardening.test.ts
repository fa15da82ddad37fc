import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@shared/schemas/auth';
import { treasuryMessages } from '@shared/schemas/treasury';
import { loadConfig } from '../config/env';
import { passwordResetTokens, users } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { errorHandler } from '../middleware/error-handler';
import { requestId } from '../middleware/request-id';
import { authErrors } from '../services/auth-errors';
import {
  createTestContext,
  newUserInput,
  registerUser,
  testEnv,
  type TestContext,
  createAppWith,
} from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const silent = createLogger('silent');

/** The configuration `npm start` gets from an empty environment (its generated secret stubbed). */
function defaultStartConfig(env: Record<string, string> = {}) {
  return loadConfig(
    {
      LOG_LEVEL: 'silent',
      BCRYPT_COST: '10',
      // The file's registrations and sign-ins all come from 127.0.0.1, counted in one database.
      RATE_LIMIT_LOGIN_ADDRESS: '1000/1h',
      RATE_LIMIT_REGISTER_ADDRESS: '1000/1h',
      ...env,
    },
    {
      generatedJwtSecret: () => ({ secret: 's'.repeat(64), file: '/tmp/none', created: false }),
      generatedCredentialSecret: () => ({ secret: 'c'.repeat(64), file: '/tmp/none', created: false }),
    },
  );
}

async function requestReset(app: express.Express, email: string, headers: Record<string, string> = {}) {
  const res = await request(app).post('/api/auth/forgot-password').set(headers).send({ email });
  expect(res.status).toBe(200);
  return res.body as { message: string; resetUrl?: string };
}
const tokenOf = (resetUrl: string | undefined) => new URL(resetUrl ?? 'http://x').searchParams.get('token') ?? '';

describe('control characters in names', () => {
  it('refuses a NUL byte in a name on register with a field message, not a 500', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/register')
      .send(newUserInput({ firstName: 'Ada\u0000' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { firstName: [authMessages.nameControlChars] },
    });
  });

  it('refuses a NUL byte in a name on the profile', async () => {
    const { token, input } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ firstName: 'Ada', lastName: 'Love\u0000lace', username: input.username, email: input.email });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ lastName: [authMessages.nameControlChars] });
  });

  it.each([
    ['U+202E right-to-left override', '\u202E'],
    ['U+2066 left-to-right isolate', '\u2066'],
    ['U+200B zero-width space', '\u200B'],
    ['U+FEFF byte order mark', '\uFEFF'],
    ['U+00AD soft hyphen', '\u00AD'],
    ['U+FE0F variation selector', '\uFE0F'],
    ['U+2028 line separator', '\u2028'],
  ])('refuses %s in a name, a username and a month label with field messages', async (_name, character) => {
    const registered = await request(ctx.app)
      .post('/api/auth/register')
      .send(
        newUserInput({ firstName: `Ada${character}`, lastName: `${character}Lovelace`, username: `ada${character}x` }),
      );
    expect(registered.status).toBe(400);
    expect(registered.body.error.fields).toEqual({
      firstName: [authMessages.nameControlChars],
      lastName: [authMessages.nameControlChars],
      username: [authMessages.usernameInvisible],
    });

    const { token, input } = await registerUser(ctx.app);
    const profile = await request(ctx.app)
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ firstName: `A${character}da`, lastName: 'Lovelace', username: input.username, email: input.email });
    expect(profile.status).toBe(400);
    expect(profile.body.error.fields).toEqual({ firstName: [authMessages.nameControlChars] });

    const entry = await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ month: `Jan${character}`, amount: 5, clientId: randomUUID() });
    expect(entry.status).toBe(400);
    expect(entry.body.error.fields).toEqual({ month: [treasuryMessages.monthControlChars] });
  });

  it.each(['22021', '22P05', '22007', '2200H'])(
    'answers any data exception the database raises (%s) with 400',
    async (code) => {
      const app = express();
      app.use(requestId);
      app.get('/boom', () => {
        throw Object.assign(new Error('invalid byte sequence'), { code });
      });
      app.use(errorHandler(silent));
      const res = await request(app).get('/boom');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    },
  );
});

describe('passwords longer than bcrypt reads', () => {
  it('refuses a password over 72 bytes instead of cutting it short', async () => {
    const password = 'é'.repeat(40); // 40 characters, 80 bytes
    const res = await request(ctx.app).post('/api/auth/register').send(newUserInput({ password }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: [authMessages.passwordMax] });
  });
});

describe('a 72-byte password with anything after it', () => {
  // bcrypt compares only the first 72 bytes: without a byte check this would match the password.
  const password = 'seventy-two-bytes-'.repeat(4);
  const longer = `${password}and-more`;
  /** The answer without its request id, which differs on every request. */
  const answer = (res: request.Response) => ({
    status: res.status,
    error: { ...(res.body as { error: Record<string, unknown> }).error, requestId: undefined },
  });

  it('is a wrong password at sign-in', async () => {
    expect(new TextEncoder().encode(password).length).toBe(72);
    const { input } = await registerUser(ctx.app, { password });
    const long = await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: longer });
    const wrong = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: 'not-the-password' });
    expect(long.status).toBe(401);
    expect(answer(long)).toEqual(answer(wrong));
    const right = await request(ctx.app).post('/api/auth/login').send({ email: input.email, password });
    expect(right.status).toBe(200);
  });

  it('is a wrong current password when changing the password', async () => {
    const { token } = await registerUser(ctx.app, { password });
    const change = (currentPassword: string) =>
      request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send({
        currentPassword,
        newPassword: 'attacker-password-1',
        confirmPassword: 'attacker-password-1',
      });
    const long = await change(longer);
    expect(long.status).toBe(400);
    expect(answer(long)).toEqual(answer(await change('not-the-password')));
    expect(long.body.error.fields).toEqual({ currentPassword: [authErrors.wrongCurrentPassword] });
  });

  it('is a wrong current password when changing the email', async () => {
    const { token, input, user } = await registerUser(ctx.app, { password });
    const change = (currentPassword: string) =>
      request(ctx.app).put('/api/auth/profile').set(bearer(token)).send({
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: input.username,
        email: newUserInput().email,
        currentPassword,
      });
    const long = await change(longer);
    expect(long.status).toBe(400);
    expect(answer(long)).toEqual(answer(await change('not-the-password')));
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.email).toBe(input.email);
  });
});

describe('reset links and password changes', () => {
  it('revokes reset links issued before a password change', async () => {
    const { input, token } = await registerUser(ctx.app);
    const { resetUrl } = await requestReset(ctx.app, input.email);
    const changed = await request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send({
      currentPassword: input.password,
      newPassword: 'changed-password-1',
      confirmPassword: 'changed-password-1',
    });
    expect(changed.status).toBe(200);
    const reset = await request(ctx.app)
      .post('/api/auth/reset-password')
      .send({ token: tokenOf(resetUrl), password: 'attacker-password' });
    expect(reset.status).toBe(400);
    expect(reset.body.error.message).toBe(authErrors.invalidResetToken);
    const login = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: 'changed-password-1' });
    expect(login.status).toBe(200);
  });

  it('revokes every other reset link when one of them is used', async () => {
    const { input } = await registerUser(ctx.app);
    const first = await requestReset(ctx.app, input.email);
    const second = await requestReset(ctx.app, input.email);
    expect(
      (
        await request(ctx.app)
          .post('/api/auth/reset-password')
          .send({ token: tokenOf(second.resetUrl), password: 'second-password' })
      ).status,
    ).toBe(200);
    const stale = await request(ctx.app)
      .post('/api/auth/reset-password')
      .send({ token: tokenOf(first.resetUrl), password: 'first-password' });
    expect(stale.status).toBe(400);
  });
});

describe('changing the email', () => {
  async function updateProfile(token: string, body: Record<string, unknown>) {
    return request(ctx.app).put('/api/auth/profile').set(bearer(token)).send(body);
  }

  it('needs the current password; names alone do not', async () => {
    const { token, input, user } = await registerUser(ctx.app);
    const profile = { firstName: 'Grace', lastName: 'Hopper', username: input.username, email: input.email };
    expect((await updateProfile(token, profile)).status).toBe(200);

    const newEmail = newUserInput().email;
    const missing = await updateProfile(token, { ...profile, email: newEmail });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ currentPassword: [authErrors.currentPasswordForEmail] });
    const wrong = await updateProfile(token, { ...profile, email: newEmail, currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: [authErrors.wrongCurrentPassword] });
    const [unchanged] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged?.email).toBe(input.email);

    const right = await updateProfile(token, { ...profile, email: newEmail, currentPassword: input.password });
    expect(right.status).toBe(200);
    expect(right.body.user.email).toBe(newEmail);
  });

  it('revokes reset links sent to the old address', async () => {
    const { token, input, user } = await registerUser(ctx.app);
    await requestReset(ctx.app, input.email);
    const res = await updateProfile(token, {
      firstName: 'A',
      lastName: 'B',
      username: input.username,
      email: newUserInput().email,
      currentPassword: input.password,
    });
    expect(res.status).toBe(200);
    expect(
      await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toEqual([]);
  });
});

describe('the development reset link', () => {
  it('is shown in test mode to the machine itself only, not to a client forwarded by a local proxy', async () => {
    const { input } = await registerUser(ctx.app);
    expect((await requestReset(ctx.app, input.email)).resetUrl).toMatch(/^http:\/\/localhost:3000\/auth\?token=/);
    const remote = await requestReset(ctx.app, input.email, { 'X-Forwarded-For': '203.0.113.7' });
    expect(remote).toEqual({ message: authMessages.forgotPasswordNoEmail, emailSent: false });
  });

  it('is never shown by default (npm start), even to the machine itself', async () => {
    const config = defaultStartConfig();
    expect(config.nodeEnv).toBe('production');
    const app = createAppWith({
      db: ctx.database.db,
      config,
      logger: silent,
      mailer: createMailer({ smtpUrl: undefined, from: 'a@b.c', logger: silent }),
      clientDir: null,
    });
    const { input, user } = await registerUser(app);
    // No SMTP: the answer says this server cannot send email, and no link is made for nobody to receive.
    expect(await requestReset(app, input.email)).toEqual({
      message: authMessages.forgotPasswordNoEmail,
      emailSent: false,
    });
    expect(
      await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toEqual([]);
  });
});

describe('forgot password for known and unknown accounts', () => {
  it('answers after the same lookup for both: the token is written only after the answer', async () => {
    const deferred: (() => Promise<void>)[] = [];
    const app = createAppWith({
      db: ctx.database.db,
      config: defaultStartConfig(),
      logger: silent,
      // A server that sends email (no SMTP server listens here: the send fails after the token is
      // written, and is only logged); without SMTP no link would be made at all.
      mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:9', from: 'a@b.c', logger: silent }),
      clientDir: null,
      background: (task) => deferred.push(task),
    });
    const { input, user } = await registerUser(app);
    const tokensOf = () =>
      ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));

    const known = await requestReset(app, input.email);
    const unknown = await requestReset(app, 'nobody-at-all@example.com');
    expect(known).toEqual(unknown);
    expect(await tokensOf()).toEqual([]);
    expect(deferred).toHaveLength(1);
    await deferred[0]?.();
    expect(await tokensOf()).toHaveLength(1);
  });
});

describe('source maps', () => {
  it('are not served in production, and are in development and test', async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-client-'));
    try {
      mkdirSync(path.join(clientDir, 'assets'));
      writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Arkad</title>');
      writeFileSync(
        path.join(clientDir, 'assets', 'app-1234.js'),
        'console.log(1)\n//# sourceMappingURL=app-1234.js.map',
      );
      writeFileSync(path.join(clientDir, 'assets', 'app-1234.js.map'), '{"sourcesContent":["secret source"]}');
      writeFileSync(path.join(clientDir, 'sw.js.map'), '{"sourcesContent":["secret source"]}');
      const appFor = (config: ReturnType<typeof loadConfig>) =>
        createAppWith({
          db: ctx.database.db,
          config,
          logger: silent,
          mailer: createMailer({ smtpUrl: undefined, from: 'a@b.c', logger: silent }),
          clientDir,
        });

      const production = appFor(defaultStartConfig());
      expect((await request(production).get('/assets/app-1234.js')).status).toBe(200);
      // The static file server decodes the path: percent-encoded names reach the same file.
      const encoded = [
        '/assets/app-1234.js.%6dap',
        '/assets/app-1234.js.ma%70',
        '/assets/app-1234.js.%6D%61%70',
        '/assets/app-1234.js%2emap',
        '/assets/app-1234%2Ejs%2Emap',
        '/sw.js.%6dap',
        '/sw.js.MAP',
      ];
      for (const url of ['/assets/app-1234.js.map', '/sw.js.map', '/assets/missing.js.map', ...encoded]) {
        const res = await request(production).get(url);
        expect(res.status, url).toBe(404);
        expect(res.body.error.code, url).toBe('NOT_FOUND');
        expect(res.text, url).not.toContain('secret source');
      }
      // A path that does not decode is refused without a 500 and without the map.
      const malformed = await request(production).get('/assets/app-1234.js.%6dap%');
      expect(malformed.status).toBeLessThan(500);
      expect(malformed.text).not.toContain('secret source');
      const test = appFor(loadConfig(testEnv));
      expect((await request(test).get('/assets/app-1234.js.map')).status).toBe(200);
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
