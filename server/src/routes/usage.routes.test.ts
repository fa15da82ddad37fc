import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageReceipts, usageTracking, users } from '../db/schema';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function storedCount(userId: number, feature: string): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ usageCount: usageTracking.usageCount })
    .from(usageTracking)
    .where(and(eq(usageTracking.userId, userId), eq(usageTracking.feature, feature)));
  return rows.map((row) => row.usageCount);
}

describe('/api/usage', () => {
  it('answers 401 without a token', async () => {
    const res = await request(ctx.app).get('/api/usage');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect((await request(ctx.app).post('/api/usage/strategy_comparison')).status).toBe(401);
  });

  it('lists a new free user’s full allowance for every metered feature', async () => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).get('/api/usage').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        feature: 'dca_calculator',
        access: true,
        reason: 'free_tier',
        used: 0,
        limit: 5,
        remaining: 5,
      }),
      expect.objectContaining({
        feature: 'strategy_comparison',
        access: true,
        reason: 'free_tier',
        used: 0,
        limit: 3,
        remaining: 3,
      }),
    ]);
  });

  it('counts three comparisons, then refuses the fourth with 402 and the limit message, counting nothing more', async () => {
    const { token, user } = await registerUser(ctx.app);
    const remaining: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(token));
      expect(res.status).toBe(200);
      remaining.push(res.body.remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);

    const refused = await request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(token));
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message:
        "You've used all 3 free uses this month for Strategy Comparison. Upgrade to continue or wait until next month for reset.",
    });
    expect(await storedCount(user.id, 'strategy_comparison')).toEqual([3]);

    const status = await request(ctx.app).get('/api/usage/strategy_comparison').set(bearer(token));
    expect(status.body).toMatchObject({ access: false, reason: 'limit_exceeded', used: 3, remaining: 0 });
    // The other feature's allowance is untouched.
    const dca = await request(ctx.app).get('/api/usage/dca_calculator').set(bearer(token));
    expect(dca.body).toMatchObject({ access: true, used: 0, remaining: 5 });
  });

  it('never counts past the limit under 20 concurrent requests', async () => {
    const { token, user } = await registerUser(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(token))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(17);
    expect(await storedCount(user.id, 'strategy_comparison')).toEqual([3]);
  });

  it('says the refusal in the request’s language, with the same code', async () => {
    const { token } = await registerUser(ctx.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(token))).status).toBe(200);
    }
    const refused = await request(ctx.app)
      .post('/api/usage/strategy_comparison')
      .set(bearer(token))
      .set('Accept-Language', 'es-MX,es;q=0.9');
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message:
        'Ya usaste los 3 usos gratis de este mes para la comparación de estrategias. Pasa a Scholar para continuar o espera al próximo mes, cuando los usos vuelven a empezar.',
    });
  });

  it('lets exactly one of 20 concurrent DCA calculations through at 4 of 5 used', async () => {
    const { token, user } = await registerUser(ctx.app);
    for (let i = 0; i < 4; i += 1) {
      expect((await request(ctx.app).post('/api/usage/dca_calculator').set(bearer(token))).status).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(ctx.app).post('/api/usage/dca_calculator').set(bearer(token))),
    );
    const ok = answers.filter((res) => res.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.body).toMatchObject({ used: 5, remaining: 0, limit: 5 });
    const refused = answers.filter((res) => res.status === 402);
    expect(refused).toHaveLength(19);
    for (const res of refused) {
      expect(res.body.error).toMatchObject({
        code: 'PAYMENT_REQUIRED',
        message:
          "You've used all 5 free uses this month for the DCA Calculator. Upgrade to continue or wait until next month for reset.",
      });
    }
    expect(await storedCount(user.id, 'dca_calculator')).toEqual([5]);
  });

  it('counts a use made offline in the month it happened, even when reported in the next', async () => {
    const { token, user, input } = await registerUser(ctx.app);
    const madeOffline = ctx.clock.now();
    for (let i = 0; i < 3; i += 1) await request(ctx.app).post('/api/usage/dca_calculator').set(bearer(token));
    const before = await request(ctx.app).get('/api/usage/dca_calculator').set(bearer(token));
    expect(before.body).toMatchObject({ used: 3, remaining: 2 });

    // The learner comes back online in the first second of the next UTC month.
    const delta = Date.parse(before.body.resetsAt) - ctx.clock.now().getTime() + 1000;
    ctx.clock.advance(delta);
    try {
      const login = await request(ctx.app)
        .post('/api/auth/login')
        .send({ email: input.email, password: input.password });
      const fresh = login.body.token as string;
      const fresh0 = await request(ctx.app).get('/api/usage/dca_calculator').set(bearer(fresh));
      expect(fresh0.body).toMatchObject({ access: true, used: 0, remaining: 5 });

      // Reported now, dated last month: counted there, and this month's answer is unchanged.
      const late = await request(ctx.app)
        .post('/api/usage/dca_calculator')
        .set(bearer(fresh))
        .send({ usedAt: madeOffline.toISOString() });
      expect(late.status).toBe(200);
      expect(late.body).toMatchObject({ used: 0, remaining: 5 });
      const rows = await ctx.database.db
        .select({ month: usageTracking.month, usageCount: usageTracking.usageCount })
        .from(usageTracking)
        .where(and(eq(usageTracking.userId, user.id), eq(usageTracking.feature, 'dca_calculator')));
      expect(rows).toEqual([{ month: madeOffline.toISOString().slice(0, 7), usageCount: 4 }]);

      // Last month's allowance still holds: its fifth use counts, a sixth is refused.
      const fifth = await request(ctx.app)
        .post('/api/usage/dca_calculator')
        .set(bearer(fresh))
        .send({ usedAt: madeOffline.toISOString() });
      expect(fifth.status).toBe(200);
      const sixth = await request(ctx.app)
        .post('/api/usage/dca_calculator')
        .set(bearer(fresh))
        .send({ usedAt: madeOffline.toISOString() });
      expect(sixth.status).toBe(402);
      expect(await storedCount(user.id, 'dca_calculator')).toEqual([5]);

      // This month's use starts its own count.
      const now = await request(ctx.app).post('/api/usage/dca_calculator').set(bearer(fresh));
      expect(now.body).toMatchObject({ used: 1, remaining: 4 });
    } finally {
      ctx.clock.advance(-delta);
    }
  });

  it('refuses a use dated in the future, before last month, or not a date, with a field message', async () => {
    const { token, user } = await registerUser(ctx.app);
    const at = ctx.clock.now();
    const twoMonthsAgo = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1) - 1000);
    const cases: [unknown, string][] = [
      [new Date(at.getTime() + 60 * 60 * 1000).toISOString(), 'Date of use cannot be in the future'],
      [twoMonthsAgo.toISOString(), 'Uses can be reported for this month and last month only'],
      ['yesterday', 'Date of use must be a date and time, e.g. 2026-11-22T09:30:00.000Z'],
      [12, 'Date of use must be a date and time, e.g. 2026-11-22T09:30:00.000Z'],
    ];
    for (const [usedAt, message] of cases) {
      const res = await request(ctx.app).post('/api/usage/dca_calculator').set(bearer(token)).send({ usedAt });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { usedAt: [message] } });
    }
    // A device clock a minute ahead of the server's counts as now.
    const ahead = await request(ctx.app)
      .post('/api/usage/dca_calculator')
      .set(bearer(token))
      .send({ usedAt: new Date(at.getTime() + 60_000).toISOString() });
    expect(ahead.status).toBe(200);
    expect(await storedCount(user.id, 'dca_calculator')).toEqual([1]);
  });

  it('counts a use reported again under the same id once, also when the reports race', async () => {
    const { token, user } = await registerUser(ctx.app);
    const usedAt = ctx.clock.now().toISOString();
    const first = await request(ctx.app)
      .post('/api/usage/dca_calculator')
      .set(bearer(token))
      .send({ usedAt, useId: 'offline-use-0001' });
    expect(first.body).toMatchObject({ used: 1, remaining: 4 });
    // The answer was lost on the way: the device reports the same use again.
    const again = await request(ctx.app)
      .post('/api/usage/dca_calculator')
      .set(bearer(token))
      .send({ usedAt, useId: 'offline-use-0001' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ used: 1, remaining: 4 });

    const raced = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(ctx.app)
          .post('/api/usage/dca_calculator')
          .set(bearer(token))
          .send({ usedAt, useId: 'offline-use-0002' }),
      ),
    );
    expect(raced.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await storedCount(user.id, 'dca_calculator')).toEqual([2]);

    // Another learner's use with the same id is their own.
    const other = await registerUser(ctx.app);
    const theirs = await request(ctx.app)
      .post('/api/usage/dca_calculator')
      .set(bearer(other.token))
      .send({ usedAt, useId: 'offline-use-0001' });
    expect(theirs.body).toMatchObject({ used: 1 });
  });

  it('keeps no receipt for a use refused at the limit, and refuses a malformed use id on its field', async () => {
    const { token, user } = await registerUser(ctx.app);
    for (let i = 0; i < 3; i += 1) await request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(token));
    const refused = await request(ctx.app)
      .post('/api/usage/strategy_comparison')
      .set(bearer(token))
      .send({ useId: 'offline-use-0003' });
    expect(refused.status).toBe(402);
    const receipts = await ctx.database.db.select().from(usageReceipts).where(eq(usageReceipts.userId, user.id));
    expect(receipts).toEqual([]);

    for (const useId of ['short', 'has spaces in it', 'x'.repeat(65), 42]) {
      const res = await request(ctx.app).post('/api/usage/dca_calculator').set(bearer(token)).send({ useId });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { useId: ['Use id must be 8 to 64 letters, digits, dashes or underscores'] },
      });
    }
    expect(await storedCount(user.id, 'dca_calculator')).toEqual([]);
  });

  it('counts the same comparison once a month, also at the limit; the next month counts it again', async () => {
    const { token, user, input } = await registerUser(ctx.app);
    const compare = (resultKey: string, auth = token) =>
      request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(auth)).send({ resultKey });
    expect((await compare('dca.stacking-sats')).body).toMatchObject({ used: 1, remaining: 2 });
    // The same selection again, and again at once: shown without another use.
    const again = await Promise.all([compare('dca.stacking-sats'), compare('dca.stacking-sats')]);
    expect(again.map((res) => [res.status, res.body.used])).toEqual([
      [200, 1],
      [200, 1],
    ]);
    expect((await compare('dca')).body).toMatchObject({ used: 2, remaining: 1 });
    expect((await compare('options')).body).toMatchObject({ used: 3, remaining: 0 });
    // At the limit: a selection compared this month is still free, a new one is refused.
    const repeat = await compare('dca');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ access: false, used: 3, remaining: 0 });
    expect((await compare('business-treasury')).status).toBe(402);
    expect(await storedCount(user.id, 'strategy_comparison')).toEqual([3]);
    // The same key for the other feature is a use of its own.
    const dca = await request(ctx.app).post('/api/usage/dca_calculator').set(bearer(token)).send({ resultKey: 'dca' });
    expect(dca.body).toMatchObject({ used: 1 });

    const bad = await compare('dca/../x');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      resultKey: ['Result key must be 1 to 200 letters, digits, dots, dashes or underscores'],
    });

    const delta = Date.parse(repeat.body.resetsAt) - ctx.clock.now().getTime() + 1000;
    ctx.clock.advance(delta);
    try {
      const login = await request(ctx.app)
        .post('/api/auth/login')
        .send({ email: input.email, password: input.password });
      const next = await compare('dca', login.body.token as string);
      expect(next.body).toMatchObject({ used: 1, remaining: 2 });
    } finally {
      ctx.clock.advance(-delta);
    }
  });

  it('starts a new allowance in the next calendar month', async () => {
    const { token, user, input } = await registerUser(ctx.app);
    for (let i = 0; i < 3; i += 1) await request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(token));
    const before = await request(ctx.app).get('/api/usage/strategy_comparison').set(bearer(token));
    expect(before.body.remaining).toBe(0);

    const delta = Date.parse(before.body.resetsAt) - ctx.clock.now().getTime() + 1000;
    ctx.clock.advance(delta);
    try {
      // Sign in again: the first session may have expired over the weeks that passed.
      const login = await request(ctx.app)
        .post('/api/auth/login')
        .send({ email: input.email, password: input.password });
      const fresh = login.body.token as string;
      const after = await request(ctx.app).get('/api/usage/strategy_comparison').set(bearer(fresh));
      expect(after.body).toMatchObject({ access: true, reason: 'free_tier', used: 0, remaining: 3 });
      const used = await request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(fresh));
      expect(used.body.remaining).toBe(2);
      // Last month's row is kept; this month has its own.
      expect((await storedCount(user.id, 'strategy_comparison')).sort()).toEqual([1, 3]);
    } finally {
      ctx.clock.advance(-delta);
    }
  });

  it('gives an active Scholar unlimited use without counting it', async () => {
    const { token, user } = await registerUser(ctx.app);
    await ctx.database.db.update(users).set({ subscriptionTier: 'scholar' }).where(eq(users.id, user.id));
    for (let i = 0; i < 5; i += 1) {
      const res = await request(ctx.app).post('/api/usage/strategy_comparison').set(bearer(token));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ access: true, reason: 'scholar', limit: null, remaining: null });
    }
    expect(await storedCount(user.id, 'strategy_comparison')).toEqual([]);
  });

  it('answers 404 in the error shape for an unknown feature', async () => {
    const { token } = await registerUser(ctx.app);
    for (const res of [
      await request(ctx.app).get('/api/usage/time_travel').set(bearer(token)),
      await request(ctx.app).post('/api/usage/time_travel').set(bearer(token)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Unknown feature "time_travel"' });
    }
  });
});
