import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, analyticsSalts } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';

const ADMIN_PASSWORD = 'events-admin-password';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_PASSWORD, RATE_LIMIT_EVENTS_ADDRESS: '1000/1m' } });
  // A fixed clock: 2026-03-10 12:00 UTC.
  ctx.clock.advance(Date.parse('2026-03-10T12:00:00.000Z') - ctx.clock.now().getTime());
});
afterAll(async () => {
  await ctx.close();
});

/** The dashboard's analytics, read with a fresh admin token (the clock moves by days here). */
async function summary() {
  const login = await request(ctx.app).post('/api/admin/login').send({ password: ADMIN_PASSWORD });
  const res = await request(ctx.app).get('/api/admin/analytics').set('Authorization', `Bearer ${login.body.token}`);
  expect(res.status).toBe(200);
  return res.body;
}
const dayOf = (body: { days: { date: string }[] }, date: string) => body.days.find((day) => day.date === date);
const storedEvents = () => ctx.database.db.select().from(analyticsEvents);

describe('POST /api/events', () => {
  it('stores each event with its listed properties only, and counts them per day and visitor', async () => {
    const res = await request(ctx.app)
      .post('/api/events')
      .set('X-Forwarded-For', '192.0.2.10')
      .set('User-Agent', 'Browser/1')
      .send({
        events: [
          { name: 'page_view', properties: { path: '/home', tab: 'calculator', email: 'ada@example.com' } },
          { name: 'login', properties: {} },
          { name: 'strategy_toggle', properties: { strategyId: 'dca', selected: false, path: '/compare' } },
          { name: 'dca_calculation', properties: { frequency: 'weekly', currency: 'usd' } },
        ],
      });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 4 });
    // A second visitor (another address) the same day.
    await request(ctx.app)
      .post('/api/events')
      .set('X-Forwarded-For', '192.0.2.11')
      .set('User-Agent', 'Browser/1')
      .send({ events: [{ name: 'page_view', properties: { path: '/' } }] })
      .expect(202);

    const rows = await storedEvents();
    expect(rows.map((row) => [row.name, row.properties])).toEqual([
      ['page_view', { path: '/home', tab: 'calculator' }],
      ['login', {}],
      ['strategy_toggle', { strategyId: 'dca', selected: false, path: '/compare' }],
      ['dca_calculation', { frequency: 'weekly', currency: 'usd' }],
      ['page_view', { path: '/' }],
    ]);
    // Nothing that names the visitor: no address, user agent or account, only the day's hash.
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', 'name', 'occurredAt', 'properties', 'visitorHash']);
      expect(JSON.stringify(row)).not.toMatch(/192\.0\.2|Browser\/1/);
      expect(row.occurredAt.toISOString()).toBe('2026-03-10T12:00:00.000Z');
    }
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(2);

    const body = await summary();
    expect(body.from).toBe('2026-02-09');
    expect(body.to).toBe('2026-03-10');
    expect(body.days).toHaveLength(30);
    expect(dayOf(body, '2026-03-10')).toEqual({
      date: '2026-03-10',
      counts: {
        page_view: 2,
        login: 1,
        sign_up: 0,
        onboarding_complete: 0,
        strategy_toggle: 1,
        upgrade_click: 0,
        dca_calculation: 1,
      },
      visitors: 2,
    });
    expect(dayOf(body, '2026-03-09')).toMatchObject({ visitors: 0, counts: { page_view: 0 } });
    expect(body.totals).toMatchObject({ page_view: 2, login: 1, dca_calculation: 1 });
  });

  it('takes the text/plain body sendBeacon sends', async () => {
    const before = (await storedEvents()).length;
    const res = await request(ctx.app)
      .post('/api/events')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(
        JSON.stringify({ events: [{ name: 'upgrade_click', properties: { path: '/home', source: 'upgrade_card' } }] }),
      );
    expect(res.status).toBe(202);
    expect((await storedEvents()).length).toBe(before + 1);
  });

  it('stores nothing when the browser sends Do Not Track or Global Privacy Control', async () => {
    const before = (await storedEvents()).length;
    for (const header of ['DNT', 'Sec-GPC']) {
      const res = await request(ctx.app)
        .post('/api/events')
        .set(header, '1')
        .send({ events: [{ name: 'sign_up', properties: {} }] });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ accepted: 0 });
    }
    expect((await storedEvents()).length).toBe(before);
  });

  it('refuses unknown names and malformed batches with 400, storing nothing', async () => {
    const before = (await storedEvents()).length;
    const unknown = await request(ctx.app)
      .post('/api/events')
      .send({ events: [{ name: 'login' }, { name: 'purchase', properties: { amount: 1 } }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('VALIDATION_FAILED');
    expect(unknown.body.error.fields['events.1.name']).toEqual([expect.stringMatching(/^name must be one of/)]);
    const text = await request(ctx.app).post('/api/events').set('Content-Type', 'text/plain').send('{"events":');
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe('The request body is not valid JSON');
    const huge = await request(ctx.app)
      .post('/api/events')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ events: [{ name: 'login', properties: { padding: 'x'.repeat(21 * 1024) } }] }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const tooMany = await request(ctx.app)
      .post('/api/events')
      .send({ events: Array.from({ length: 51 }, () => ({ name: 'login' })) });
    expect(tooMany.status).toBe(400);
    expect((await storedEvents()).length).toBe(before);
  });

  it('counts a visitor again the next day under a new hash, from a new salt', async () => {
    const send = () =>
      request(ctx.app)
        .post('/api/events')
        .set('X-Forwarded-For', '192.0.2.50')
        .set('User-Agent', 'Browser/2')
        .send({ events: [{ name: 'page_view', properties: { path: '/' } }] })
        .expect(202);
    await send();
    const today = (await storedEvents()).at(-1)!.visitorHash;
    ctx.clock.advance(24 * 60 * 60 * 1000); // 2026-03-11 12:00
    await send();
    const tomorrow = (await storedEvents()).at(-1)!.visitorHash;
    expect(tomorrow).not.toBe(today);
    // Yesterday's salt is deleted by the retention sweeper (services/retention.test.ts).
    const salts = await ctx.database.db.select().from(analyticsSalts);
    expect(salts.map((salt) => salt.day)).toEqual(['2026-03-10', '2026-03-11']);

    const body = await summary();
    expect(body.to).toBe('2026-03-11');
    expect(dayOf(body, '2026-03-11')).toMatchObject({ visitors: 1, counts: { page_view: 1 } });
  });

  it('counts only the last 30 days', async () => {
    ctx.clock.advance(29 * 24 * 60 * 60 * 1000); // 2026-04-09: 2026-03-10 is 30 days back
    const body = await summary();
    expect(body.from).toBe('2026-03-11');
    expect(body.totals.page_view).toBe(1);
    expect(dayOf(body, '2026-03-10')).toBeUndefined();
    // Still stored until the retention sweeper deletes it (services/retention.test.ts).
    expect((await storedEvents()).some((row) => row.occurredAt.toISOString().startsWith('2026-03-10'))).toBe(true);
  });

  it('limits batches per address', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_EVENTS_ADDRESS: '2/1m' }, database: ctx.database });
    const send = () =>
      request(limited.app)
        .post('/api/events')
        .set('X-Forwarded-For', '192.0.2.99')
        .send({ events: [{ name: 'login' }] });
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
  });
});
