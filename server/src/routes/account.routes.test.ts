import { randomUUID } from 'node:crypto';
import { count, eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, accountExportSchema } from '@shared/schemas/account';
import { passwordStrengthMessages } from '@shared/domain/password-strength';
import * as schema from '../db/schema';
import { betaFeedback, earlyAdopters, jobs, sessions, subscriptions, users } from '../db/schema';
import { learnerColumnsOf, learnerTables } from '../services/learner-data';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { createTestContext, newUserInput, registerUser, type TestContext } from '../test/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Rows of every table whose learner columns name `userId`, or whose text columns hold `email`, by table.column. */
async function rowsNaming(ctx: TestContext, userId: number, email: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  for (const table of tables) {
    const config = getTableConfig(table);
    const learnerColumns = learnerColumnsOf({ table }).get(config.name) ?? [];
    const checks = [
      ...learnerColumns.map((column) => ({ label: column.name, where: eq(column, userId) })),
      ...config.columns
        .filter((column) => column.dataType === 'string')
        .map((column) => ({ label: `${column.name} (email)`, where: sql`${column}::text = ${email}` })),
    ];
    for (const check of checks) {
      const [row] = await ctx.database.db.select({ n: count() }).from(table).where(check.where);
      if ((row?.n ?? 0) > 0) found[`${config.name}.${check.label}`] = row!.n;
    }
  }
  return found;
}

/** A learner with some data in most tables: a treasury entry and goal, a preference, a progress event, feedback. */
async function learnerWithData(ctx: TestContext) {
  const learner = await registerUser(ctx.app);
  const auth = bearer(learner.token);
  expect(
    (await request(ctx.app).put('/api/treasury/goal').set(auth).send({ targetAmount: 1234, targetDate: '2027-06-30' }))
      .status,
  ).toBe(200);
  expect(
    (
      await request(ctx.app)
        .post('/api/treasury/entries')
        .set(auth)
        .send({ clientId: randomUUID(), month: 'Jan', amount: 42 })
    ).status,
  ).toBe(201);
  expect((await request(ctx.app).put('/api/auth/preferences').set(auth).send({ weeklyDigest: false })).status).toBe(
    200,
  );
  await ctx.database.db.insert(betaFeedback).values({
    userId: learner.user.id,
    feedbackId: randomUUID(),
    rating: 4,
    comments: 'Clear lessons',
    email: learner.user.email,
    paymentLikelihood: 'maybe',
    mostValuableFeature: 'calculator',
    biggestFriction: 'none',
    userAgent: 'test-agent',
    ipAddress: '127.0.0.1',
  });
  // An email waiting in the queue names the learner in its payload only.
  await ctx.database.db
    .insert(jobs)
    .values({ type: 'email:digest', payload: { userId: learner.user.id, weekEnd: '2026-11-23' } });
  return learner;
}

describe('the schema and the learner-data registry', () => {
  it('has an entry, with a decision for export and deletion, for every table with a learner column', () => {
    const withLearnerColumns = [...learnerColumnsOf(schema).keys()].sort();
    expect(withLearnerColumns).toEqual(expect.arrayContaining(['users', 'savings_entries', 'early_adopters']));
    // Tables that name the learner inside a value (a job's payload) say how, with `ownedBy`.
    const byValue = Object.keys(learnerTables).filter((name) => learnerTables[name]?.ownedBy);
    expect(byValue).toEqual(['jobs']);
    expect(
      Object.keys(learnerTables)
        .filter((name) => !byValue.includes(name))
        .sort(),
    ).toEqual(withLearnerColumns);
    for (const [name, columns] of learnerColumnsOf(schema)) {
      // Every learner column of the table is one the registry reads (export) and clears (deletion).
      expect(
        learnerTables[name]?.owners.map((c) => c.name),
        name,
      ).toEqual(expect.arrayContaining(columns.map((c) => c.name)));
    }
  });
});

describe('GET /api/account/export', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { RATE_LIMIT_EXPORT_ACCOUNT: '3/1h' } });
  });
  afterAll(() => ctx.close());

  it('needs a session', async () => {
    const res = await request(ctx.app).get('/api/account/export');
    expect(res.status).toBe(401);
  });

  it("holds every table with a learner column and the learner's rows, with no secret", async () => {
    const learner = await learnerWithData(ctx);
    const other = await learnerWithData(ctx);
    const push = {
      endpoint: `https://push.example/${randomUUID()}`,
      p256dh: `key-${randomUUID()}`,
      auth: `auth-${randomUUID()}`,
    };
    await ctx.database.db.insert(schema.pushSubscriptions).values({ userId: learner.user.id, ...push });
    const res = await request(ctx.app).get('/api/account/export').set(bearer(learner.token));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = accountExportSchema.parse(JSON.parse(JSON.stringify(res.body)));
    for (const name of learnerColumnsOf(schema).keys()) expect(Object.keys(body.tables), name).toContain(name);

    expect(body.tables.users).toEqual([expect.objectContaining({ id: learner.user.id, email: learner.user.email })]);
    expect(body.tables.user_preferences).toEqual([expect.objectContaining({ weekly_digest: false })]);
    expect(body.tables.treasury_goals).toEqual([expect.objectContaining({ target_amount: '1234.00' })]);
    expect(body.tables.savings_entries).toEqual([expect.objectContaining({ month: 'Jan', amount: '42.00' })]);
    expect(body.tables.beta_feedback).toEqual([expect.objectContaining({ comments: 'Clear lessons' })]);
    expect(body.tables.sessions).toHaveLength(1);

    // Nothing of another learner, and no secret: the password hash, session ids.
    const text = JSON.stringify(body);
    expect(text).not.toContain(other.user.email);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, learner.user.id));
    expect(text).not.toContain(stored!.password);
    const sessionRows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, learner.user.id));
    for (const row of sessionRows) expect(text).not.toContain(row.id);
    expect(body.tables.users?.[0]).not.toHaveProperty('password');
    // A browser's push keys are its secrets too (the review's N15): the subscription is listed, its keys are not.
    expect(body.tables.push_subscriptions).toEqual([expect.objectContaining({ endpoint: push.endpoint })]);
    expect(text).not.toContain(push.auth);
    expect(text).not.toContain(push.p256dh);
    expect(body.omitted).toEqual({
      users: ['password'],
      sessions: ['id'],
      password_reset_tokens: ['token'],
      push_subscriptions: ['p256dh', 'auth'],
    });
  });

  it('is rate-limited per learner: 429 past the limit, with Retry-After', async () => {
    const learner = await registerUser(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await request(ctx.app).get('/api/account/export').set(bearer(learner.token))).status).toBe(200);
    }
    const refused = await request(ctx.app).get('/api/account/export').set(bearer(learner.token));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another learner has a count of their own.
    const other = await registerUser(ctx.app);
    expect((await request(ctx.app).get('/api/account/export').set(bearer(other.token))).status).toBe(200);
  });
});

describe('POST /api/account/delete', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { EARLY_ADOPTER_SEATS: '1000' } });
  });
  afterAll(() => ctx.close());

  it('refuses a wrong or missing password on the password field, and deletes nothing', async () => {
    const learner = await registerUser(ctx.app);
    const wrong = await request(ctx.app)
      .post('/api/account/delete')
      .set(bearer(learner.token))
      .send({ password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: accountMessages.wrongPassword,
      fields: { password: [accountMessages.wrongPassword] },
    });
    const missing = await request(ctx.app).post('/api/account/delete').set(bearer(learner.token)).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.password).toBeDefined();
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(learner.token))).status).toBe(200);
  });

  it('leaves no row naming the learner but the anonymised ones, signs out every session, frees the email', async () => {
    const learner = await learnerWithData(ctx);
    const second = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: learner.input.email, password: learner.input.password });
    expect(second.status).toBe(200);
    const bystander = await learnerWithData(ctx);
    expect(Object.keys(await rowsNaming(ctx, learner.user.id, learner.user.email)).length).toBeGreaterThan(3);

    const res = await request(ctx.app)
      .post('/api/account/delete')
      .set(bearer(learner.token))
      .send({ password: learner.input.password });
    expect(res.status).toBe(204);

    expect(await rowsNaming(ctx, learner.user.id, learner.user.email)).toEqual({});
    const queued = await ctx.database.db.select({ userId: sql<number>`(${jobs.payload}->>'userId')::int` }).from(jobs);
    expect(queued.map((job) => job.userId)).not.toContain(learner.user.id);
    expect(queued.map((job) => job.userId)).toContain(bystander.user.id);
    // Every session is over.
    for (const token of [learner.token, second.body.token as string]) {
      expect((await request(ctx.app).get('/api/auth/me').set(bearer(token))).status).toBe(401);
    }
    // What the policy keeps, with no one named: the feedback (anonymous) and the early-adopter seat.
    const feedback = await ctx.database.db
      .select()
      .from(betaFeedback)
      .where(eq(betaFeedback.comments, 'Clear lessons'));
    expect(feedback).toHaveLength(2);
    expect(feedback.filter((row) => row.userId === null)).toEqual([
      expect.objectContaining({ email: null, userAgent: null, ipAddress: null, rating: 4 }),
    ]);
    const seats = await ctx.database.db.select().from(earlyAdopters);
    expect(seats.some((seat) => seat.userId === null)).toBe(true);
    // Another learner's data is untouched.
    expect(Object.keys(await rowsNaming(ctx, bystander.user.id, bystander.user.email)).length).toBeGreaterThan(3);

    // The email (and username) can register again: a new account, a new id.
    const again = await request(ctx.app)
      .post('/api/auth/register')
      .send({ ...learner.input });
    expect(again.status).toBe(202);
    const signedIn = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: learner.input.email, password: learner.input.password });
    expect(signedIn.body.user.id).not.toBe(learner.user.id);
  });
});

describe('deleting an account with a Stripe subscription', () => {
  let ctx: TestContext;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    ctx = await createTestContext({ env: stripe.env });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  async function subscriber(status = 'active', cancelAtPeriodEnd = false) {
    const learner = await registerUser(ctx.app);
    const id = `sub_${randomUUID().slice(0, 8)}`;
    const customer = `cus_${randomUUID().slice(0, 8)}`;
    stripe.setSubscription({ id, object: 'subscription', customer, status, cancel_at_period_end: cancelAtPeriodEnd });
    await ctx.database.db
      .update(users)
      .set({ stripeCustomerId: customer, stripeSubscriptionId: id, subscriptionTier: 'scholar' })
      .where(eq(users.id, learner.user.id));
    await ctx.database.db.insert(subscriptions).values({
      userId: learner.user.id,
      stripeSubscriptionId: id,
      stripeCustomerId: customer,
      status,
      cancelAtPeriodEnd,
    });
    return { ...learner, subscriptionId: id };
  }

  const deleteAccount = (learner: { token: string; input: { password: string } }) =>
    request(ctx.app).post('/api/account/delete').set(bearer(learner.token)).send({ password: learner.input.password });

  it('sets a running subscription to end with its period in Stripe first, then deletes', async () => {
    const learner = await subscriber();
    const res = await deleteAccount(learner);
    expect(res.status).toBe(204);
    const updates = stripe.calls('POST', `/v1/subscriptions/${learner.subscriptionId}`);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.params).toEqual({ cancel_at_period_end: 'true' });
    expect(stripe.subscription(learner.subscriptionId)).toMatchObject({ cancel_at_period_end: true });
    // Not ended at once: the period paid for runs out.
    expect(stripe.calls('DELETE', `/v1/subscriptions/${learner.subscriptionId}`)).toHaveLength(0);
    expect(await rowsNaming(ctx, learner.user.id, learner.user.email)).toEqual({});
  });

  it('asks Stripe nothing for a subscription that already ends or ended', async () => {
    for (const [status, cancelAtPeriodEnd] of [
      ['active', true],
      ['canceled', false],
    ] as const) {
      const learner = await subscriber(status, cancelAtPeriodEnd);
      expect((await deleteAccount(learner)).status).toBe(204);
      expect(stripe.calls('POST', `/v1/subscriptions/${learner.subscriptionId}`)).toHaveLength(0);
    }
  });

  it('deletes nothing when Stripe cannot be reached (503), so no renewal is left running', async () => {
    const learner = await subscriber();
    stripe.setFailing(true);
    try {
      const res = await deleteAccount(learner);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('UNAVAILABLE');
    } finally {
      stripe.setFailing(false);
    }
    expect((await request(ctx.app).get('/api/auth/me').set(bearer(learner.token))).status).toBe(200);
  });
});

describe('weak passwords', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('are refused at registration with the reason on the password field', async () => {
    const common = await request(ctx.app)
      .post('/api/auth/register')
      .send(newUserInput({ password: 'password123' }));
    expect(common.status).toBe(400);
    expect(common.body.error.fields.password).toEqual([
      'This password is too easy to guess: This is a commonly used password.',
    ]);
    const personal = newUserInput({ lastName: 'Nakamoto' });
    const similar = await request(ctx.app)
      .post('/api/auth/register')
      .send({ ...personal, password: 'satoshi-nakamoto-99' });
    expect(similar.status).toBe(400);
    expect(similar.body.error.fields.password).toEqual([passwordStrengthMessages.personal]);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.email, personal.email));
    expect(stored).toBeUndefined();
  });

  it('are refused at a password change, on the new password field', async () => {
    const learner = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/auth/change-password').set(bearer(learner.token)).send({
      currentPassword: learner.input.password,
      newPassword: 'qwertyuiop',
      confirmPassword: 'qwertyuiop',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.newPassword?.[0]).toMatch(/^This password is too easy to guess: /);
    const login = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: learner.input.email, password: learner.input.password });
    expect(login.status).toBe(200);
  });

  it('are refused in the language of the request, with the same code', async () => {
    const common = await request(ctx.app)
      .post('/api/auth/register')
      .set('Accept-Language', 'es-MX,es;q=0.9')
      .send(newUserInput({ password: 'password123' }));
    expect(common.status).toBe(400);
    expect(common.body.error.code).toBe('VALIDATION_FAILED');
    const spanish = 'Esta contraseña es demasiado fácil de adivinar: Esta es una contraseña de uso común.';
    expect(common.body.error.message).toBe(spanish);
    expect(common.body.error.fields.password).toEqual([spanish]);
    const learner = await registerUser(ctx.app);
    const personal = await request(ctx.app)
      .post('/api/auth/change-password')
      .set(bearer(learner.token))
      .set('Accept-Language', 'es')
      .send({
        currentPassword: learner.input.password,
        newPassword: `${learner.input.username}-gold`,
        confirmPassword: `${learner.input.username}-gold`,
      });
    expect(personal.status).toBe(400);
    expect(personal.body.error.code).toBe('VALIDATION_FAILED');
    expect(personal.body.error.fields.newPassword).toEqual([
      'Tu contraseña no puede contener tu nombre, tu nombre de usuario ni tu correo',
    ]);
  });

  it("are refused at a reset, against the link's learner, and the link still works after", async () => {
    const learner = await registerUser(ctx.app, { username: 'goldsmith_kalabab' });
    const forgot = await request(ctx.app).post('/api/auth/forgot-password').send({ email: learner.input.email });
    const token = new URL(forgot.body.resetUrl as string).searchParams.get('token');
    const weak = await request(ctx.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'goldsmith_kalabab!' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toEqual([passwordStrengthMessages.personal]);
    const strong = await request(ctx.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'lamps of the seventh gate' });
    expect(strong.status).toBe(200);
  });
});
