import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ENTRIES_PER_ACCOUNT } from '@shared/schemas/treasury';
import { savingsEntries, treasuryGoals } from '../db/schema';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const entry = (month: string, amount: number) => ({ clientId: randomUUID(), month, amount });

async function storedEntries(userId: number) {
  return ctx.database.db.select().from(savingsEntries).where(eq(savingsEntries.userId, userId));
}

describe('/api/treasury', () => {
  it('answers 401 without a token on every route', async () => {
    const answers = await Promise.all([
      request(ctx.app).get('/api/treasury'),
      request(ctx.app).put('/api/treasury/goal').send({ targetAmount: 1000 }),
      request(ctx.app).post('/api/treasury/entries').send(entry('Jan', 5)),
      request(ctx.app).delete('/api/treasury/entries/1'),
      request(ctx.app).post('/api/treasury/reset'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('starts empty, saves a goal and entries, and lists the entries newest first', async () => {
    const { token } = await registerUser(ctx.app);
    const empty = await request(ctx.app).get('/api/treasury').set(bearer(token));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      goal: null,
      entries: [],
      nextCursor: null,
      totals: { count: 0, saved: 0, months: 0 },
      currency: null,
    });

    const goal = await request(ctx.app)
      .put('/api/treasury/goal')
      .set(bearer(token))
      .send({ targetAmount: 5000, targetDate: '2027-06-30' });
    expect(goal.status).toBe(200);
    expect(goal.body).toMatchObject({ targetAmount: 5000, targetDate: '2027-06-30' });

    const first = await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(entry('January', 250.5));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ month: 'January', amount: 250.5 });
    ctx.clock.advance(1000);
    const second = await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(entry('February', 100));
    expect(second.status).toBe(201);

    const res = await request(ctx.app).get('/api/treasury').set(bearer(token));
    expect(res.body.goal).toMatchObject({ targetAmount: 5000, targetDate: '2027-06-30' });
    expect(res.body.entries.map((e: { month: string }) => e.month)).toEqual(['February', 'January']);

    // Saving the goal again replaces it: still one row.
    await request(ctx.app).put('/api/treasury/goal').set(bearer(token)).send({ targetAmount: 1000 });
    const again = await request(ctx.app).get('/api/treasury').set(bearer(token));
    expect(again.body.goal).toMatchObject({ targetAmount: 1000, targetDate: null });
  });

  it('keeps amounts in the currency they were saved in whatever the preference says later', async () => {
    const { token, user } = await registerUser(ctx.app);
    const goal = await request(ctx.app)
      .put('/api/treasury/goal')
      .set(bearer(token))
      .send({ targetAmount: 300_000, currency: 'JPY' });
    expect(goal.body).toMatchObject({ targetAmount: 300_000, currency: 'JPY' });
    // No currency sent (an older client): the treasury's own.
    const first = await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(entry('Jan', 15_000));
    expect(first.body).toMatchObject({ amount: 15_000, currency: 'JPY' });

    const prefs = await request(ctx.app)
      .put('/api/auth/preferences')
      .set(bearer(token))
      .send({ defaultCurrency: 'GBP' });
    expect(prefs.status).toBe(200);
    const after = await request(ctx.app).get('/api/treasury').set(bearer(token));
    expect(after.body).toMatchObject({
      currency: 'JPY',
      goal: { targetAmount: 300_000, currency: 'JPY' },
      entries: [{ amount: 15_000, currency: 'JPY' }],
      totals: { count: 1, saved: 15_000 },
    });

    // Another currency while entries are kept in yen: 409, nothing stored, nothing rewritten.
    const mixed = await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ ...entry('Feb', 100), currency: 'GBP' });
    expect(mixed.status).toBe(409);
    expect(mixed.body.error.fields.currency[0]).toContain('Your treasury is kept in JPY');
    const goalInPounds = await request(ctx.app)
      .put('/api/treasury/goal')
      .set(bearer(token))
      .send({ targetAmount: 1000, currency: 'GBP' });
    expect(goalInPounds.status).toBe(409);
    const stored = await ctx.database.db
      .select({ amount: savingsEntries.amount, currency: savingsEntries.currency })
      .from(savingsEntries)
      .where(eq(savingsEntries.userId, user.id));
    expect(stored).toEqual([{ amount: '15000.00', currency: 'JPY' }]);

    // After a reset, a goal in pounds starts the treasury in pounds.
    await request(ctx.app).post('/api/treasury/reset').set(bearer(token));
    const pounds = await request(ctx.app)
      .put('/api/treasury/goal')
      .set(bearer(token))
      .send({ targetAmount: 1000, currency: 'GBP' });
    expect(pounds.body).toMatchObject({ targetAmount: 1000, currency: 'GBP' });
    const bad = await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ ...entry('Feb', 100), currency: 'XYZ' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.currency).toEqual(['Currency must be one of the offered currencies']);
  });

  it('keeps the time an offline entry was made, but never a time after now', async () => {
    const { token } = await registerUser(ctx.app);
    const madeAt = new Date(ctx.clock.now().getTime() - 3_600_000).toISOString();
    const past = await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ ...entry('Jan', 5), date: madeAt });
    expect(past.body.date).toBe(madeAt);
    const future = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    const later = await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ ...entry('Feb', 5), date: future });
    expect(later.body.date).toBe(ctx.clock.now().toISOString());
  });

  it('takes the first Bitcoin day and a picked month, and reads them back unshifted', async () => {
    const { token } = await registerUser(ctx.app);
    const first = await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ ...entry('2009-01', 5), date: '2009-01-03T00:00:00.000Z' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ month: '2009-01', date: '2009-01-03T00:00:00.000Z' });
    const goal = await request(ctx.app)
      .put('/api/treasury/goal')
      .set(bearer(token))
      .send({ targetAmount: 10, targetDate: '2100-12-31' });
    expect(goal.body).toMatchObject({ targetDate: '2100-12-31' });
    const read = await request(ctx.app).get('/api/treasury').set(bearer(token));
    expect(read.body.entries[0]).toMatchObject({ month: '2009-01', date: '2009-01-03T00:00:00.000Z' });
  });

  it.each([
    ['goal', 'put', '/api/treasury/goal', { targetAmount: 0 }, 'targetAmount', 'Target amount must be greater than 0'],
    [
      'goal',
      'put',
      '/api/treasury/goal',
      { targetAmount: 100_000_000 },
      'targetAmount',
      'Amount must be less than 100,000,000',
    ],
    [
      'goal',
      'put',
      '/api/treasury/goal',
      { targetAmount: 10, targetDate: 'next year' },
      'targetDate',
      'Target date must be a date in the form YYYY-MM-DD',
    ],
    [
      'entry',
      'post',
      '/api/treasury/entries',
      { clientId: randomUUID(), month: 'Jan', amount: 0 },
      'amount',
      'Amount must be greater than 0',
    ],
    [
      'entry',
      'post',
      '/api/treasury/entries',
      { clientId: randomUUID(), month: 'Jan', amount: -5 },
      'amount',
      'Amount must be greater than 0',
    ],
    [
      'entry',
      'post',
      '/api/treasury/entries',
      { clientId: randomUUID(), month: 'Jan', amount: 1.005 },
      'amount',
      'Amount can have at most 2 decimal places',
    ],
    [
      'entry',
      'post',
      '/api/treasury/entries',
      { clientId: randomUUID(), month: 'Jan', amount: 100_000_000 },
      'amount',
      'Amount must be less than 100,000,000',
    ],
    [
      'entry',
      'post',
      '/api/treasury/entries',
      { clientId: randomUUID(), month: ' ', amount: 5 },
      'month',
      'Month is required',
    ],
    ...(
      [
        ['Jan\u0007', 'Month cannot contain control characters, invisible characters or text-direction marks'],
        ['\u202Eyraunaj', 'Month cannot contain control characters, invisible characters or text-direction marks'],
        ['Jan\n2026', 'Month cannot contain control characters, invisible characters or text-direction marks'],
        ['Jan\u200Buary', 'Month cannot contain control characters, invisible characters or text-direction marks'],
        ['\uFEFFJanuary', 'Month cannot contain control characters, invisible characters or text-direction marks'],
        ['January\u2028', 'Month cannot contain control characters, invisible characters or text-direction marks'],
        ['Jan\u00ADuary', 'Month cannot contain control characters, invisible characters or text-direction marks'],
        ['2008-12', 'Choose a month from January 2009 to this month'],
        ['2026-13', 'Choose a month from January 2009 to this month'],
        ['9999-01', 'Choose a month from January 2009 to this month'],
      ] as const
    ).map(
      ([month, message]) =>
        [
          'entry',
          'post',
          '/api/treasury/entries',
          { clientId: randomUUID(), month, amount: 5 },
          'month',
          message,
        ] as const,
    ),
    ...(['0001-01-01T00:00:00.000Z', '2009-01-02T23:59:59.000Z', '2999-01-01T00:00:00.000Z'] as const).map(
      (date) =>
        [
          'entry',
          'post',
          '/api/treasury/entries',
          { clientId: randomUUID(), month: 'Jan', amount: 5, date },
          'date',
          'date must be between 2009-01-03 (the first Bitcoin block) and today',
        ] as const,
    ),
    ...(['0001-01-01', '2009-01-02', '2101-01-01'] as const).map(
      (targetDate) =>
        [
          'goal',
          'put',
          '/api/treasury/goal',
          { targetAmount: 10, targetDate },
          'targetDate',
          'Target date must be between 2009-01-03 and 2100-12-31',
        ] as const,
    ),
    [
      'entry',
      'post',
      '/api/treasury/entries',
      { clientId: 'not-a-uuid', month: 'Jan', amount: 5 },
      'clientId',
      'clientId must be a UUID',
    ],
  ] as const)(
    'answers 400 with the field message for a bad %s (%s %s %j)',
    async (_what, method, url, body, field, message) => {
      const { token, user } = await registerUser(ctx.app);
      const res = await request(ctx.app)[method](url).set(bearer(token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: [message] } });
      expect(await storedEntries(user.id)).toEqual([]);
      expect(await ctx.database.db.select().from(treasuryGoals).where(eq(treasuryGoals.userId, user.id))).toEqual([]);
    },
  );

  it('keeps two learners apart: each sees only their own, and another learner’s entry is a 404', async () => {
    const ada = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await request(ctx.app).put('/api/treasury/goal').set(bearer(ada.token)).send({ targetAmount: 25000 });
    const adaEntry = await request(ctx.app).post('/api/treasury/entries').set(bearer(ada.token)).send(entry('Jan', 70));

    const bobView = await request(ctx.app).get('/api/treasury').set(bearer(bob.token));
    expect(bobView.body).toEqual({
      goal: null,
      entries: [],
      nextCursor: null,
      totals: { count: 0, saved: 0, months: 0 },
      currency: null,
    });

    const steal = await request(ctx.app).delete(`/api/treasury/entries/${adaEntry.body.id}`).set(bearer(bob.token));
    expect(steal.status).toBe(404);
    expect(steal.body.error.code).toBe('NOT_FOUND');
    expect(await storedEntries(ada.user.id)).toHaveLength(1);

    // The same clientId from another learner is a different entry.
    const sameClientId = await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(bob.token))
      .send({ clientId: adaEntry.body.clientId, month: 'Jan', amount: 70 });
    expect(sameClientId.status).toBe(201);
    expect(await storedEntries(bob.user.id)).toHaveLength(1);

    await request(ctx.app).post('/api/treasury/reset').set(bearer(bob.token));
    expect(await storedEntries(ada.user.id)).toHaveLength(1);
  });

  it('deletes the learner’s own entry (204), then a repeat is 404; a malformed id is 404', async () => {
    const { token, user } = await registerUser(ctx.app);
    const created = await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(entry('Jan', 10));
    const res = await request(ctx.app).delete(`/api/treasury/entries/${created.body.id}`).set(bearer(token));
    expect(res.status).toBe(204);
    expect(await storedEntries(user.id)).toEqual([]);
    expect((await request(ctx.app).delete(`/api/treasury/entries/${created.body.id}`).set(bearer(token))).status).toBe(
      404,
    );
    expect((await request(ctx.app).delete('/api/treasury/entries/abc').set(bearer(token))).status).toBe(404);
    expect((await request(ctx.app).delete('/api/treasury/entries/99999999999').set(bearer(token))).status).toBe(404);
  });

  it('stores a repeated clientId once: the repeat answers 200 with the stored entry', async () => {
    const { token, user } = await registerUser(ctx.app);
    const body = entry('March', 42.42);
    const first = await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(body);
    const repeat = await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(body);
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);

    // Sent at once several times (a retried queue): still one row.
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(body)),
    );
    expect(burst.every((res) => res.status === 200 && res.body.id === first.body.id)).toBe(true);
    expect(await storedEntries(user.id)).toHaveLength(1);

    const changed = await request(ctx.app)
      .post('/api/treasury/entries')
      .set(bearer(token))
      .send({ ...body, amount: 1 });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('CONFLICT');
    expect(await storedEntries(user.id)).toHaveLength(1);
  });

  it('stores 200 concurrent entries and sums them exactly', async () => {
    const { token, user } = await registerUser(ctx.app);
    // Amounts 0.01, 0.02, ... 2.00: the sum is 0.01 x (1 + 2 + ... + 200) = 0.01 x 20100 = 201.00.
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        request(ctx.app)
          .post('/api/treasury/entries')
          .set(bearer(token))
          .send(entry(`Entry ${i + 1}`, (i + 1) / 100)),
      ),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const rows = await storedEntries(user.id);
    expect(rows).toHaveLength(200);
    expect(rows.reduce((cents, row) => cents + Math.round(Number(row.amount) * 100), 0)).toBe(20_100);
    const listed = await request(ctx.app).get('/api/treasury').set(bearer(token));
    expect(listed.body.entries).toHaveLength(50);
    // The sum from the database, exact to the cent.
    expect(listed.body.totals).toEqual({ count: 200, saved: 201, months: 200 });
  });

  it('reset clears the entries and keeps the goal', async () => {
    const { token, user } = await registerUser(ctx.app);
    await request(ctx.app)
      .put('/api/treasury/goal')
      .set(bearer(token))
      .send({ targetAmount: 10000, targetDate: '2028-01-01' });
    await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(entry('Jan', 500));
    await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(entry('Feb', 600));

    const res = await request(ctx.app).post('/api/treasury/reset').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ goal: { targetAmount: 10000, targetDate: '2028-01-01' }, entries: [] });
    expect(await storedEntries(user.id)).toEqual([]);
    const [goal] = await ctx.database.db.select().from(treasuryGoals).where(eq(treasuryGoals.userId, user.id));
    expect(goal?.targetAmount).toBe('10000.00');
  });

  /** `count` entries for `userId`, inserted by SQL: one a second from 2026-01-01, 12 months, 1.00 each. */
  async function insertEntries(userId: number, count: number) {
    await ctx.database.db.execute(sql`
      insert into savings_entries (user_id, client_id, month, amount, created_at)
      select ${userId}, 'bulk-' || g, '2026-' || lpad(((g % 12) + 1)::text, 2, '0'), 1.00,
             timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second'
      from generate_series(1, ${count}) as g`);
  }

  it('pages the entries newest first with a cursor, and gives the totals of all of them', async () => {
    const { token, user } = await registerUser(ctx.app);
    await insertEntries(user.id, 120);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: request.Response = await request(ctx.app)
        .get('/api/treasury')
        .query(cursor ? { cursor, limit: 50 } : { limit: 50 })
        .set(bearer(token));
      expect(res.status).toBe(200);
      expect(res.body.totals).toEqual({ count: 120, saved: 120, months: 12 });
      seen.push(...res.body.entries.map((entry: { id: number }) => entry.id));
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(120);
    // Newest first: the ids were inserted oldest first.
    expect(seen).toEqual([...seen].sort((a, b) => b - a));

    const bad = await request(ctx.app).get('/api/treasury').query({ cursor: 'abc', limit: 500 }).set(bearer(token));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['cursor', 'limit']);
  });

  it.each([
    ['an impossible day', '2026-02-31T10:00:00.000Z_5'],
    ['an hour past the day', '2026-01-01T24:00:00.000Z_5'],
    ['a 13th month', '2026-13-01T00:00:00.000Z_5'],
    ['a 60th second', '2026-01-01T00:00:60.000Z_5'],
    ['year 0', '0000-01-01T00:00:00.000Z_5'],
    ['an id past int4', '2026-01-01T00:00:00.000Z_2147483648'],
    ['an id of ten nines', '2026-01-01T00:00:00.000Z_9999999999'],
  ])('answers 400, not 500, for a well-formed cursor with %s', async (_case, cursor) => {
    const { token } = await registerUser(ctx.app);
    const res = await request(ctx.app).get('/api/treasury').query({ cursor }).set(bearer(token));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { cursor: ['cursor must be a nextCursor from an earlier page'] },
    });
  });

  it('accepts a cursor at the edges of a real position (year 1, the largest id)', async () => {
    const { token } = await registerUser(ctx.app);
    for (const cursor of ['0001-01-01T00:00:00.000Z_1', '9999-12-31T23:59:59.999Z_2147483647']) {
      const res = await request(ctx.app).get('/api/treasury').query({ cursor }).set(bearer(token));
      expect(res.status).toBe(200);
    }
  });

  it('counts two entries for one month as one month in the totals', async () => {
    const { token } = await registerUser(ctx.app);
    for (const [month, amount] of [
      ['2026-01', 100],
      ['2026-01', 100],
      [' 2026-02', 200],
    ] as const)
      await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(entry(month, amount));
    const res = await request(ctx.app).get('/api/treasury').set(bearer(token));
    expect(res.body.totals).toEqual({ count: 3, saved: 400, months: 2 });
  });

  it(
    'answers the first page of a 100,000-entry account in under 100 KB, and refuses entries past the cap with 409 ENTRY_LIMIT',
    { timeout: 120_000 },
    async () => {
      const { token, user } = await registerUser(ctx.app);
      await insertEntries(user.id, 100_000);
      const started = performance.now();
      const res = await request(ctx.app).get('/api/treasury').set(bearer(token));
      const elapsed = performance.now() - started;
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(res.text)).toBeLessThan(100_000);
      expect(res.body.entries).toHaveLength(50);
      expect(res.body.totals).toEqual({ count: 100_000, saved: 100_000, months: 12 });
      console.info(`GET /api/treasury, 100,000 entries: ${Math.round(elapsed)} ms, ${res.text.length} bytes`);

      const refused = await request(ctx.app).post('/api/treasury/entries').set(bearer(token)).send(entry('2026-01', 5));
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('ENTRY_LIMIT');
      expect(refused.body.error.message).toContain(MAX_ENTRIES_PER_ACCOUNT.toLocaleString('en-US'));
      // A repeat of a stored entry is not a new one: still answered as stored.
      const repeat = await request(ctx.app)
        .post('/api/treasury/entries')
        .set(bearer(token))
        .send({ clientId: 'bulk-1', month: '2026-02', amount: 1 });
      expect(repeat.status).not.toBe(409);
    },
  );
});
