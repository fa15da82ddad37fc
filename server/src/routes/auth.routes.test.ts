import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@shared/schemas/auth';
import { currencyChoiceMessage } from '@shared/schemas/user-options';
import { passwordResetTokens, pushSubscriptions, sessions, userPreferences, users } from '../db/schema';
import { createApp } from '../app';
import { buildServices } from '../composition';
import { bcryptWorkerPool } from '../lib/bcrypt-worker-pool';
import { createLogger } from '../lib/logger';
import { createMailer, type Mailer } from '../lib/mailer';
import { authErrors } from '../services/auth-errors';
import { RESET_TOKEN_TTL_MS } from '../services/authentication.service';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createTestContext, newUserInput, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

function expectErrorShape(body: unknown, code: string) {
  expect(body).toMatchObject({ error: { code, message: expect.any(String), requestId: expect.any(String) } });
}

describe('POST /api/auth/register', () => {
  const signIn = (input: { email: string; password: string }) =>
    request(ctx.app).post('/api/auth/login').send({ email: input.email, password: input.password });

  it('creates the user with defaults and a hashed password, answers 202 with no session; signing in works', async () => {
    const input = newUserInput({ experienceLevel: undefined, investmentGoal: undefined });
    const res = await request(ctx.app).post('/api/auth/register').send(input);
    expect(res.status).toBe(202);
    // This test server has no SMTP: it says so, the same for every address.
    expect(res.body).toEqual({ message: authMessages.registrationNoEmail, emailSent: false });
    expect(res.headers['set-cookie']).toBeUndefined();

    const signedIn = await signIn(input);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      username: input.username,
      email: input.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      experienceLevel: 'beginner',
      investmentGoal: null,
      hasCompletedOnboarding: false,
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      preferences: { defaultCurrency: 'USD', defaultDCAAmount: 100, riskTolerance: 'moderate', weeklyDigest: true },
    });
    expect(signedIn.body.user).not.toHaveProperty('password');

    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, signedIn.body.user.id));
    // A bcrypt hash at the configured cost ('$2b$04$...' in these tests).
    const cost = String(ctx.config.bcryptCost).padStart(2, '0');
    expect(stored?.password).toMatch(new RegExp(`^\\$2[aby]\\$${cost}\\$[./A-Za-z0-9]{53}$`));
    expect(stored?.password).not.toContain(input.password);
    const prefs = await ctx.database.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, signedIn.body.user.id));
    expect(prefs[0]?.defaultDcaAmount).toBe('100.00');
  });

  it('stores the email lowercased and ignores a confirmPassword field', async () => {
    const input = newUserInput();
    const res = await request(ctx.app)
      .post('/api/auth/register')
      .send({ ...input, email: input.email.toUpperCase(), confirmPassword: input.password });
    expect(res.status).toBe(202);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.username, input.username));
    expect(stored?.email).toBe(input.email);
  });

  it.each([
    ['username', 'ab', authMessages.usernameMin],
    ['username', 'a'.repeat(21), authMessages.usernameMax],
    ['username', 'bad name!', authMessages.usernameChars],
    ['email', 'not-an-email', authMessages.email],
    ['password', 'short', authMessages.passwordMin],
    ['firstName', '', authMessages.firstNameRequired],
    ['lastName', '   ', authMessages.lastNameRequired],
  ])('rejects %s=%j with "%s"', async (field, value, message) => {
    const res = await request(ctx.app)
      .post('/api/auth/register')
      .send(newUserInput({ [field]: value }));
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toContain(message);
  });

  it('rejects an unknown experience level and investment goal', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/register')
      .send(newUserInput({ experienceLevel: 'guru', investmentGoal: 'lambo' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['experienceLevel', 'investmentGoal']);
  });

  it('returns 409 naming the username when it is taken, in any letter case', async () => {
    const { input } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .post('/api/auth/register')
      .send(newUserInput({ username: input.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 'CONFLICT');
    expect(res.body.error.message).toBe(authErrors.usernameTaken);
    expect(res.body.error.fields).toEqual({ username: [authErrors.usernameTaken] });
  });

  it('an email that has an account gets the same answer as a new one, and nothing changes (decision 058)', async () => {
    const { input: owner, user } = await registerUser(ctx.app);
    const [before] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const fresh = await request(ctx.app).post('/api/auth/register').send(newUserInput());
    const taken = await request(ctx.app)
      .post('/api/auth/register')
      .send(newUserInput({ email: owner.email, password: 'another learner pass 42', firstName: 'Mallory' }));
    for (const res of [fresh, taken]) {
      expect(res.status).toBe(202);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(taken.body).toEqual(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
    expect((await signIn({ email: owner.email, password: 'another learner pass 42' })).status).toBe(401);
    expect((await signIn(owner)).status).toBe(200);
  });

  it('a taken username is named even when the email has an account too, and the email is not', async () => {
    const { input } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .post('/api/auth/register')
      .send(newUserInput({ email: input.email, username: input.username }));
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ username: [authErrors.usernameTaken] });
    expect(JSON.stringify(res.body)).not.toContain('email');
  });

  it('a weak password is refused alike whether or not the email has an account', async () => {
    const { input } = await registerUser(ctx.app);
    const weak = { password: 'password123' };
    const fresh = await request(ctx.app).post('/api/auth/register').send(newUserInput(weak));
    const taken = await request(ctx.app)
      .post('/api/auth/register')
      .send(newUserInput({ ...weak, email: input.email }));
    expect(fresh.status).toBe(400);
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields).toEqual(fresh.body.error.fields);
  });

  it('hashes the password whether or not the email has an account (the same work, no timing tell)', async () => {
    // Counted work, not time: at a cost no other case here uses (6), one hash per registration.
    const odd = await createTestContext({ database: ctx.database, env: { BCRYPT_COST: '6' } });
    const { input } = await registerUser(odd.app);
    const pool = bcryptWorkerPool();
    const hashesDuring = async (email: string) => {
      const before = pool.completedJobs().hash[6] ?? 0;
      const res = await request(odd.app).post('/api/auth/register').send(newUserInput({ email }));
      expect(res.status).toBe(202);
      return (pool.completedJobs().hash[6] ?? 0) - before;
    };
    expect(await hashesDuring(input.email)).toBe(1);
    expect(await hashesDuring(newUserInput().email)).toBe(1);
  });
});

describe('registration with SMTP: the owner of an email that has an account is told', () => {
  let sink: SmtpSink;
  let smtp: TestContext;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createMailer({ smtpUrl: sink.url, from: 'Arkad <arkad@arkad.example>', logger: createLogger('silent') });
    smtp = await createTestContext({ database: ctx.database, mailer, env: { APP_URL: 'https://arkad.example' } });
  });
  afterAll(async () => {
    mailer.close?.();
    await sink.close();
  });

  const register = (input: Record<string, unknown>) => request(smtp.app).post('/api/auth/register').send(input);
  const mailTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));

  it('the same answer for a new email and a taken one; the owner gets one note an hour, the new address none', async () => {
    const input = newUserInput();
    const fresh = await register(input);
    expect(fresh.status).toBe(202);
    expect(fresh.body).toEqual({ message: authMessages.registrationSent, emailSent: true });
    await smtp.services.queue.drain();
    expect(mailTo(input.email)).toHaveLength(0);

    const again = await register(newUserInput({ email: input.email, firstName: 'Mallory' }));
    const thrice = await register(newUserInput({ email: input.email }));
    expect(again.status).toBe(202);
    expect(again.body).toEqual(fresh.body);
    expect(thrice.body).toEqual(fresh.body);
    await smtp.services.queue.drain();
    const notes = mailTo(input.email);
    // Twice within the hour: the owner is told once.
    expect(notes).toHaveLength(1);
    expect(notes[0]?.subject).toBe('Someone tried to register with your email');
    expect(notes[0]?.text).toContain('Hello Ada,');
    expect(notes[0]?.text).toContain('no new account was created and nothing about yours has changed');
    expect(notes[0]?.text).toContain('https://arkad.example/auth?mode=signin');
    expect(notes[0]?.text).not.toContain('Mallory');
    expect(notes[0]?.headers.get('message-id')).toMatch(/^<job-\d+\.[0-9a-z]+@arkad\.example>$/);

    smtp.clock.advance(3_600_000);
    await register(newUserInput({ email: input.email }));
    await smtp.services.queue.drain();
    expect(mailTo(input.email)).toHaveLength(2);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(1);
  });
});

describe('registration races', () => {
  it('one account when registrations of one email arrive at once; each gets the same answer', async () => {
    const email = newUserInput().email;
    const answers = await Promise.all(
      [1, 2, 3].map(() => request(ctx.app).post('/api/auth/register').send(newUserInput({ email }))),
    );
    expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('names the username when identical registrations arrive at once', async () => {
    const input = newUserInput();
    const answers = await Promise.all([1, 2, 3].map(() => request(ctx.app).post('/api/auth/register').send(input)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([202, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expectErrorShape(res.body, 'CONFLICT');
      expect(res.body.error.fields).toEqual({ username: [authErrors.usernameTaken] });
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { input } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email.toUpperCase(), password: input.password });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(input.email);
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(res.body.token));
    expect(me.status).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const { input } = await registerUser(ctx.app);
    const wrongPassword = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: 'nope-nope-nope' });
    const unknownEmail = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'nope-nope-nope' });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 'UNAUTHENTICATED');
      expect(res.body.error.message).toBe(authErrors.invalidCredentials);
    }
  });

  it('takes as long for an unknown email as for a wrong password (no enumeration by timing)', async () => {
    // The same work rather than a measured time: every failed sign-in checks the password against
    // exactly one bcrypt hash of the configured cost, the stand-in hash for an unknown email
    // included. An unusual cost (5) shows the stand-in follows the setting, not a fixed cost.
    const odd = await createTestContext({ database: ctx.database, env: { BCRYPT_COST: '5' } });
    const { input } = await registerUser(odd.app);
    const pool = bcryptWorkerPool();
    const checksDuringFailedLogin = async (email: string) => {
      const before = pool.completedJobs().verify;
      const res = await request(odd.app).post('/api/auth/login').send({ email, password: 'nope-nope-nope' });
      expect(res.status).toBe(401);
      const after = pool.completedJobs().verify;
      return Object.fromEntries(
        Object.entries(after)
          .map(([cost, count]) => [cost, count - (before[Number(cost)] ?? 0)])
          .filter(([, count]) => count !== 0),
      );
    };
    for (let round = 0; round < 2; round++) {
      expect(await checksDuringFailedLogin(input.email)).toEqual({ 5: 1 });
      expect(await checksDuringFailedLogin('nobody@example.com')).toEqual({ 5: 1 });
    }
  });

  it('makes the stand-in hash for unknown emails once, when the app is built, not per sign-in', async () => {
    // Counted work, not time: at a cost no other case here uses (7), the pool makes exactly one
    // hash (the stand-in) however many sign-ins with unknown emails follow, and checks one per sign-in.
    const pool = bcryptWorkerPool();
    const jobsAtCost7 = () => {
      const { hash, verify } = pool.completedJobs();
      return { hash: hash[7] ?? 0, verify: verify[7] ?? 0 };
    };
    const before = jobsAtCost7();
    const app = (await createTestContext({ database: ctx.database, env: { BCRYPT_COST: '7' } })).app;
    for (const email of ['nobody1@example.com', 'nobody2@example.com', 'nobody3@example.com']) {
      const res = await request(app).post('/api/auth/login').send({ email, password: 'nope-nope-nope' });
      expect(res.status).toBe(401);
    }
    const after = jobsAtCost7();
    expect(after.hash - before.hash).toBe(1);
    expect(after.verify - before.verify).toBe(3);
  });

  it('validates email and password presence', async () => {
    const res = await request(ctx.app).post('/api/auth/login').send({ email: 'x', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: [authMessages.email], password: [authMessages.passwordRequired] });
  });
});

describe('GET /api/auth/me and tokens', () => {
  it('answers 401 without a token, with a garbage token and with a token signed by another secret', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJ4Iiwic3ViIjoiMSJ9.c2lnbmF0dXJlLWlzLXdyb25n';
    for (const headers of [{}, bearer('garbage'), bearer(forged)]) {
      const res = await request(ctx.app).get('/api/auth/me').set(headers);
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 'UNAUTHENTICATED');
    }
  });

  it('revokes the token on logout: every protected route then answers 401', async () => {
    const { token } = await registerUser(ctx.app);
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(token))).status).toBe(200);
    const logout = await request(ctx.app).post('/api/auth/logout').set(bearer(token));
    expect(logout.status).toBe(204);
    const checks = [
      request(ctx.app).get('/api/auth/me').set(bearer(token)),
      request(ctx.app).post('/api/auth/complete-onboarding').set(bearer(token)),
      request(ctx.app).put('/api/auth/profile').set(bearer(token)).send({}),
      request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send({}),
      request(ctx.app).put('/api/auth/preferences').set(bearer(token)).send({ weeklyDigest: false }),
    ];
    for (const res of await Promise.all(checks)) expect(res.status).toBe(401);
  });

  it('logout without a token still answers 204', async () => {
    const res = await request(ctx.app).post('/api/auth/logout').set('Authorization', 'Bearer ');
    expect(res.status).toBe(204);
  });

  it('rejects a token once its session has expired', async () => {
    const { token } = await registerUser(ctx.app);
    ctx.clock.advance(ctx.config.sessionTtlMs + 1000);
    try {
      expect((await request(ctx.app).get('/api/auth/me').set(bearer(token))).status).toBe(401);
    } finally {
      ctx.clock.advance(-(ctx.config.sessionTtlMs + 1000));
    }
  });

  it('rejects a token whose session row has expired or been revoked, though the token itself is still valid', async () => {
    const { token, user } = await registerUser(ctx.app);
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(token))).status).toBe(200);
    const past = new Date(ctx.clock.now().getTime() - 1000);
    await ctx.database.db.update(sessions).set({ expiresAt: past }).where(eq(sessions.userId, user.id));
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(token))).status).toBe(401);

    const second = await registerUser(ctx.app);
    await ctx.database.db.update(sessions).set({ revokedAt: past }).where(eq(sessions.userId, second.user.id));
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(second.token))).status).toBe(401);
  });
});

describe('POST /api/auth/complete-onboarding', () => {
  it('marks onboarding done and returns the user', async () => {
    const { token, user } = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/auth/complete-onboarding').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, hasCompletedOnboarding: true });
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(token));
    expect(me.body.user.hasCompletedOnboarding).toBe(true);
  });
});

describe('PUT /api/auth/profile', () => {
  it('updates names, username and email', async () => {
    const { token, input } = await registerUser(ctx.app);
    const next = newUserInput();
    const res = await request(ctx.app).put('/api/auth/profile').set(bearer(token)).send({
      firstName: 'Grace',
      lastName: 'Hopper',
      username: next.username,
      email: next.email,
      currentPassword: input.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      username: next.username,
      email: next.email,
    });
  });

  it('keeps its own username and email without a conflict', async () => {
    const { token, input } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .put('/api/auth/profile')
      .set(bearer(token))
      .send({ firstName: 'Ada', lastName: 'King', username: input.username, email: input.email });
    expect(res.status).toBe(200);
  });

  it('returns 409 when the email belongs to someone else, and keeps the stored profile', async () => {
    const other = await registerUser(ctx.app);
    const { token, input, user } = await registerUser(ctx.app);
    const res = await request(ctx.app).put('/api/auth/profile').set(bearer(token)).send({
      firstName: 'Changed',
      lastName: 'Name',
      username: input.username,
      email: other.input.email,
      currentPassword: input.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ email: [authErrors.emailTaken] });
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.firstName).toBe('Ada');
  });

  it.each([
    ['firstName', '', authMessages.firstNameRequired],
    ['lastName', '', authMessages.lastNameRequired],
    ['username', 'xy', authMessages.usernameMin],
    ['email', 'nope', authMessages.email],
  ])('rejects %s=%j with "%s"', async (field, value, message) => {
    const { token, input } = await registerUser(ctx.app);
    const body = { firstName: 'A', lastName: 'B', username: input.username, email: input.email, [field]: value };
    const res = await request(ctx.app).put('/api/auth/profile').set(bearer(token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toContain(message);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, revokes every old token and returns a new one', async () => {
    const { token, input } = await registerUser(ctx.app);
    const second = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: input.password });
    const res = await request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send({
      currentPassword: input.password,
      newPassword: 'a-brand-new-secret',
      confirmPassword: 'a-brand-new-secret',
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));

    expect((await request(ctx.app).get('/api/auth/me').set(bearer(token))).status).toBe(401);
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(second.body.token))).status).toBe(401);
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(res.body.token))).status).toBe(200);

    const oldLogin = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: input.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: 'a-brand-new-secret' });
    expect(newLogin.status).toBe(200);
  });

  it('answers 400 for a wrong current password and keeps the old one', async () => {
    const { token, input } = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send({
      currentPassword: 'not-my-password',
      newPassword: 'another-secret-1',
      confirmPassword: 'another-secret-1',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ currentPassword: [authErrors.wrongCurrentPassword] });
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(token))).status).toBe(200);
    const login = await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: input.password });
    expect(login.status).toBe(200);
  });

  it.each([
    [
      { currentPassword: '', newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' },
      'currentPassword',
      authMessages.currentPasswordRequired,
    ],
    [{ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }, 'newPassword', authMessages.passwordMin],
    [
      { currentPassword: 'x', newPassword: 'long-enough-1', confirmPassword: '' },
      'confirmPassword',
      authMessages.confirmRequired,
    ],
    [
      { currentPassword: 'x', newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' },
      'confirmPassword',
      authMessages.passwordsDiffer,
    ],
  ])('rejects %j on %s', async (body, field, message) => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toContain(message);
  });
});

describe('PUT /api/auth/preferences', () => {
  it('saves every preference, money to the cent, and returns them on /me', async () => {
    const { token, user } = await registerUser(ctx.app);
    const res = await request(ctx.app).put('/api/auth/preferences').set(bearer(token)).send({
      experienceLevel: 'advanced',
      defaultCurrency: 'EUR',
      defaultDCAAmount: 1.005,
      riskTolerance: 'aggressive',
      emailNotifications: false,
      priceAlerts: true,
      weeklyDigest: false,
      priceAlertThreshold: 20,
      language: 'es',
    });
    expect(res.status).toBe(200);
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(token));
    expect(me.body.user.experienceLevel).toBe('advanced');
    expect(me.body.user.preferences).toEqual({
      defaultCurrency: 'EUR',
      defaultDCAAmount: 1.01,
      riskTolerance: 'aggressive',
      emailNotifications: false,
      pushNotifications: false,
      priceAlerts: true,
      weeklyDigest: false,
      priceAlertThreshold: 20,
      language: 'es',
    });
    const [stored] = await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
    expect(stored?.defaultDcaAmount).toBe('1.01');
  });

  it('turns push on only for a learner with a browser subscribed, and off by forgetting every browser', async () => {
    const { token, user } = await registerUser(ctx.app);
    // No browser: refused on the field, and nothing else of the request is saved.
    const refused = await request(ctx.app)
      .put('/api/auth/preferences')
      .set(bearer(token))
      .send({ pushNotifications: true, weeklyDigest: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { pushNotifications: [authMessages.pushNeedsBrowser] },
    });
    const before = await request(ctx.app).get('/api/auth/me').set(bearer(token));
    expect(before.body.user.preferences).toMatchObject({ pushNotifications: false, weeklyDigest: true });

    // A browser subscribed (as POST /api/notifications/push leaves it): true is accepted as it is.
    await ctx.database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `https://push.example/${user.id}`, p256dh: 'key', auth: 'secret' });
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: user.id, pushNotifications: true })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { pushNotifications: true } });
    const confirmed = await request(ctx.app)
      .put('/api/auth/preferences')
      .set(bearer(token))
      .send({ pushNotifications: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.preferences.pushNotifications).toBe(true);

    // False turns it off everywhere: no browser is left to send to.
    const off = await request(ctx.app)
      .put('/api/auth/preferences')
      .set(bearer(token))
      .send({ pushNotifications: false });
    expect(off.status).toBe(200);
    expect(off.body.user.preferences.pushNotifications).toBe(false);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual(
      [],
    );
  });

  it('refuses a price alert threshold other than 5, 10 or 20%, on the field', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app)
      .put('/api/auth/preferences')
      .set(bearer(token))
      .send({ priceAlertThreshold: 15 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ priceAlertThreshold: ['Choose 5%, 10% or 20%'] });
  });

  it.each(['GBP', 'JPY', 'ZAR'])(
    'saves %s as the default currency: every listed currency is offered',
    async (currency) => {
      const { token } = await registerUser(ctx.app);
      const res = await request(ctx.app)
        .put('/api/auth/preferences')
        .set(bearer(token))
        .send({ defaultCurrency: currency });
      expect(res.status).toBe(200);
      expect(res.body.user.preferences.defaultCurrency).toBe(currency);
    },
  );

  it.each(['ISK', 'RUB', 'gbp'])(
    'refuses %s as a new default currency, on the field: not a listed currency code',
    async (currency) => {
      const { token } = await registerUser(ctx.app);
      const res = await request(ctx.app)
        .put('/api/auth/preferences')
        .set(bearer(token))
        .send({ defaultCurrency: currency });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { defaultCurrency: [currencyChoiceMessage] },
      });
      const me = await request(ctx.app).get('/api/auth/me').set(bearer(token));
      expect(me.body.user.preferences.defaultCurrency).toBe('USD');
    },
  );

  it('saves the notification switches alone without touching the rest', async () => {
    const { token } = await registerUser(ctx.app);
    await request(ctx.app).put('/api/auth/preferences').set(bearer(token)).send({ defaultDCAAmount: 250 });
    const res = await request(ctx.app)
      .put('/api/auth/preferences')
      .set(bearer(token))
      .send({ weeklyDigest: false, priceAlerts: true });
    expect(res.status).toBe(200);
    expect(res.body.user.preferences).toMatchObject({ defaultDCAAmount: 250, weeklyDigest: false, priceAlerts: true });
  });

  it.each([
    [{ defaultDCAAmount: 0.5 }, 'defaultDCAAmount', authMessages.amountMin],
    [{ defaultDCAAmount: 100_000_000 }, 'defaultDCAAmount', authMessages.amountMax],
    [{ defaultCurrency: 'ISK' }, 'defaultCurrency', undefined],
    [{ riskTolerance: 'yolo' }, 'riskTolerance', undefined],
    [{ experienceLevel: 'guru' }, 'experienceLevel', undefined],
    [{ weeklyDigest: 'yes' }, 'weeklyDigest', undefined],
  ])('rejects %j', async (body, field, message) => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).put('/api/auth/preferences').set(bearer(token)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBeDefined();
    if (message) expect(res.body.error.fields[field]).toContain(message);
  });

  it('rejects an empty update', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).put('/api/auth/preferences').set(bearer(token)).send({});
    expect(res.status).toBe(400);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await request(ctx.app).post('/api/auth/forgot-password').send({ email });
    expect(res.status).toBe(200);
    return res.body as { message: string; resetUrl?: string };
  }
  const tokenOf = (resetUrl: string) => new URL(resetUrl).searchParams.get('token') ?? '';

  it('answers the same message whether or not the email exists', async () => {
    const { input } = await registerUser(ctx.app);
    const known = await requestReset(input.email);
    const unknown = await requestReset('nobody-here@example.com');
    // This test server has no SMTP: it says so, the same for every address.
    expect(known.message).toBe(authMessages.forgotPasswordNoEmail);
    expect(unknown.message).toBe(known.message);
    expect(unknown.resetUrl).toBeUndefined();
    expect(known.resetUrl).toMatch(/^http:\/\/localhost:3000\/auth\?token=/);
  });

  it('stores only a hash of the token, expiring in one hour', async () => {
    const { input, user } = await registerUser(ctx.app);
    const { resetUrl } = await requestReset(input.email);
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token).not.toBe(tokenOf(resetUrl ?? ''));
    expect(rows[0]?.token).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - ctx.clock.now().getTime();
    expect(ttl).toBe(RESET_TOKEN_TTL_MS);
  });

  it('resets the password once; the token cannot be reused; old sessions end', async () => {
    const { input, token: sessionToken } = await registerUser(ctx.app);
    const { resetUrl } = await requestReset(input.email);
    const token = tokenOf(resetUrl ?? '');
    const first = await request(ctx.app).post('/api/auth/reset-password').send({ token, password: 'fresh-password-1' });
    expect(first.status).toBe(200);
    const again = await request(ctx.app).post('/api/auth/reset-password').send({ token, password: 'fresh-password-2' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(authErrors.invalidResetToken);

    expect((await request(ctx.app).get('/api/auth/me').set(bearer(sessionToken))).status).toBe(401);
    const login = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: 'fresh-password-1' });
    expect(login.status).toBe(200);
    const loginReused = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: 'fresh-password-2' });
    expect(loginReused.status).toBe(401);
  });

  it('rejects a token after its hour is up, and the password stays', async () => {
    const { input } = await registerUser(ctx.app);
    const { resetUrl } = await requestReset(input.email);
    ctx.clock.advance(RESET_TOKEN_TTL_MS + 1);
    try {
      const res = await request(ctx.app)
        .post('/api/auth/reset-password')
        .send({ token: tokenOf(resetUrl ?? ''), password: 'too-late-password' });
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 'VALIDATION_FAILED');
    } finally {
      ctx.clock.advance(-(RESET_TOKEN_TTL_MS + 1));
    }
    const login = await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: input.password });
    expect(login.status).toBe(200);
  });

  it('rejects an unknown token', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/reset-password')
      .send({ token: 'made-up', password: 'whatever-123' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ token: [authErrors.invalidResetToken] });
  });

  it.each([
    [{ password: 'long-enough-1' }, 'token', authMessages.resetTokenRequired],
    [{ token: '', password: 'long-enough-1' }, 'token', authMessages.resetTokenRequired],
    [{ token: 'abc', password: 'short' }, 'password', authMessages.passwordMin],
  ])('validates %j', async (body, field, message) => {
    const res = await request(ctx.app).post('/api/auth/reset-password').send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toContain(message);
  });

  it('validates the forgot-password email', async () => {
    const res = await request(ctx.app).post('/api/auth/forgot-password').send({ email: 'no' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: [authMessages.email] });
  });
});

describe('errors outside the routes', () => {
  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await request(ctx.app).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'NOT_FOUND');
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c", "password": ');
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
  });

  it('answers a body of the wrong type with 400', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await request(ctx.app).post('/api/auth/register').set('Content-Type', 'application/json').send(body);
      expect(res.status).toBe(400);
    }
  });

  it('answers an oversized body with 413', async () => {
    const res = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: 'a@b.c', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expectErrorShape(res.body, 'PAYLOAD_TOO_LARGE');
  });

  it("serves the SPA for the app's paths, its 404 page for others, and a JSON 404 for a missing asset", async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-client-'));
    try {
      mkdirSync(path.join(clientDir, 'assets'));
      writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Arkad</title>');
      writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
      const logger = createLogger('silent');
      const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z', logger });
      const services = buildServices({ db: ctx.database.db, config: ctx.config, logger, mailer });
      const app = createApp({ config: ctx.config, logger, services, clientDir });
      const page = await request(app).get('/settings');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Arkad</title>');
      const unknown = await request(app).get('/some/client/route');
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('<title>Arkad</title>');
      expect((await request(app).get('/assets/app-1234.js')).status).toBe(200);
      const missing = await request(app).get('/assets/app-old.js');
      expect(missing.status).toBe(404);
      expectErrorShape(missing.body, 'NOT_FOUND');
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('stores a session row per login and marks it revoked on logout', async () => {
    const { token, user } = await registerUser(ctx.app);
    await request(ctx.app).post('/api/auth/logout').set(bearer(token));
    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).toBeInstanceOf(Date);
  });
});
