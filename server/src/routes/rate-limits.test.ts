import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAttempts, users } from '../db/schema';
import { createTestContext, newUserInput, registerUser, type TestContext } from '../test/test-app';

let ctx: TestContext;

/** Small limits, each rule on its own so one test does not spend another's allowance. */
const limitsEnv = {
  RATE_LIMIT_LOGIN_ACCOUNT: '3/15m',
  RATE_LIMIT_LOGIN_ADDRESS: '6/1m',
  RATE_LIMIT_REGISTER_ADDRESS: '2/1h',
  RATE_LIMIT_FORGOT_ACCOUNT: '2/1h',
  RATE_LIMIT_FORGOT_ADDRESS: '4/1h',
  RATE_LIMIT_RESET_ADDRESS: '2/15m',
  RATE_LIMIT_PASSWORD_CHECK_ACCOUNT: '3/15m',
  RATE_LIMIT_DCA_ACCOUNT: '3/1m',
  RATE_LIMIT_QUIZ_ACCOUNT: '3/1h',
  RATE_LIMIT_CHECKOUT_ACCOUNT: '2/10m',
  RATE_LIMIT_BILLING_PORTAL_ACCOUNT: '2/10m',
};

beforeAll(async () => {
  ctx = await createTestContext({
    env: { ...limitsEnv, RATE_LIMIT_LOGIN_ADDRESS: '1000/1m', RATE_LIMIT_REGISTER_ADDRESS: '1000/1h' },
  });
});
afterAll(async () => {
  await ctx.close();
});

let addressCounter = 0;
/** A distinct client address for one test, forwarded by a proxy on this machine. */
const newAddress = () => ({ 'X-Forwarded-For': `198.51.100.${++addressCounter}` });

function expectRateLimited(res: request.Response, maxRetryAfter: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({
    error: {
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts/),
      requestId: expect.any(String),
    },
  });
  const retryAfter = Number(res.get('Retry-After'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
}

describe('login per account', () => {
  it('stops guessing after the limit, even with the right password, until the window ends', async () => {
    const { input } = await registerUser(ctx.app);
    for (let i = 0; i < 3; i++) {
      const res = await request(ctx.app)
        .post('/api/auth/login')
        .set(newAddress())
        .send({ email: input.email, password: `wrong-${i}-password` });
      expect(res.status).toBe(401);
    }
    const blocked = await request(ctx.app)
      .post('/api/auth/login')
      .set(newAddress())
      .send({ email: input.email, password: input.password });
    expectRateLimited(blocked, 15 * 60);
    // The email's letter case does not open a new allowance.
    const upper = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email.toUpperCase(), password: input.password });
    expect(upper.status).toBe(429);

    ctx.clock.advance(15 * 60 * 1000);
    const later = await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: input.password });
    expect(later.status).toBe(200);
  });

  it('counts attempts since the last successful sign-in', async () => {
    const { input } = await registerUser(ctx.app);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) {
        expect(
          (await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: 'wrong-password' }))
            .status,
        ).toBe(401);
      }
      expect(
        (await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: input.password })).status,
      ).toBe(200);
    }
  });
});

describe('per address', () => {
  it('limits logins from one address across accounts, and holds across instances on one database', async () => {
    const strict = await createTestContext({ database: ctx.database, env: limitsEnv });
    const other = await createTestContext({ database: ctx.database, env: limitsEnv });
    const address = newAddress();
    for (let i = 0; i < 6; i++) {
      const app = i % 2 === 0 ? strict.app : other.app;
      const res = await request(app)
        .post('/api/auth/login')
        .set(address)
        .send({ email: `someone${i}@example.com`, password: 'password-1' });
      expect(res.status).toBe(401);
    }
    expectRateLimited(
      await request(strict.app)
        .post('/api/auth/login')
        .set(address)
        .send({ email: 'someone-else@example.com', password: 'password-1' }),
      60,
    );
    expectRateLimited(
      await request(other.app)
        .post('/api/auth/login')
        .set(address)
        .send({ email: 'someone-else@example.com', password: 'password-1' }),
      60,
    );
    // Another address is not affected.
    const elsewhere = await request(strict.app)
      .post('/api/auth/login')
      .set(newAddress())
      .send({ email: 'someone-else@example.com', password: 'password-1' });
    expect(elsewhere.status).toBe(401);
  });

  it('limits registrations from one address', async () => {
    const strict = await createTestContext({ database: ctx.database, env: limitsEnv });
    const address = newAddress();
    for (let i = 0; i < 2; i++) {
      expect((await request(strict.app).post('/api/auth/register').set(address).send(newUserInput())).status).toBe(202);
    }
    expectRateLimited(await request(strict.app).post('/api/auth/register').set(address).send(newUserInput()), 3600);
  });

  it('limits reset attempts from one address', async () => {
    const address = newAddress();
    for (let i = 0; i < 2; i++) {
      const res = await request(ctx.app)
        .post('/api/auth/reset-password')
        .set(address)
        .send({ token: `guess-${i}`, password: 'new-password-1' });
      expect(res.status).toBe(400);
    }
    expectRateLimited(
      await request(ctx.app)
        .post('/api/auth/reset-password')
        .set(address)
        .send({ token: 'guess', password: 'new-password-1' }),
      15 * 60,
    );
  });

  it('limits forgot-password requests from one address across emails', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) {
      expect(
        (
          await request(ctx.app)
            .post('/api/auth/forgot-password')
            .set(address)
            .send({ email: `who${i}@example.com` })
        ).status,
      ).toBe(200);
    }
    expectRateLimited(
      await request(ctx.app).post('/api/auth/forgot-password').set(address).send({ email: 'who-else@example.com' }),
      3600,
    );
  });
});

describe('forgot password per account', () => {
  it('sends at most the limit of links to one address, and answers an unknown email the same way', async () => {
    const { input } = await registerUser(ctx.app);
    for (const email of [input.email, 'not-registered@example.com']) {
      for (let i = 0; i < 2; i++) {
        expect(
          (await request(ctx.app).post('/api/auth/forgot-password').set(newAddress()).send({ email })).status,
        ).toBe(200);
      }
      expectRateLimited(
        await request(ctx.app).post('/api/auth/forgot-password').set(newAddress()).send({ email }),
        3600,
      );
    }
  });
});

describe('current-password checks per account', () => {
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const changePassword = (token: string, currentPassword: string) =>
    request(ctx.app).post('/api/auth/change-password').set(bearer(token)).send({
      currentPassword,
      newPassword: 'a-new-password-1',
      confirmPassword: 'a-new-password-1',
    });
  const changeEmail = (token: string, input: ReturnType<typeof newUserInput>, currentPassword: string) =>
    request(ctx.app).put('/api/auth/profile').set(bearer(token)).send({
      firstName: input.firstName,
      lastName: input.lastName,
      username: input.username,
      email: newUserInput().email,
      currentPassword,
    });

  it('stops guessing the password through a password change, even with the right one, until the window ends', async () => {
    const { input, token } = await registerUser(ctx.app);
    for (let i = 0; i < 3; i++) expect((await changePassword(token, `wrong-${i}-password`)).status).toBe(400);
    expectRateLimited(await changePassword(token, input.password), 15 * 60);
    // Another session of the same account shares the count.
    const other = await request(ctx.app).post('/api/auth/login').send({ email: input.email, password: input.password });
    expect(other.status).toBe(200);
    expect((await changePassword(other.body.token as string, input.password)).status).toBe(429);

    ctx.clock.advance(15 * 60 * 1000);
    expect((await changePassword(token, input.password)).status).toBe(200);
  });

  it('counts the checks of an email change with those of a password change', async () => {
    const { input, token, user } = await registerUser(ctx.app);
    expect((await changeEmail(token, input, 'wrong-password-1')).status).toBe(400);
    expect((await changePassword(token, 'wrong-password-2')).status).toBe(400);
    expect((await changeEmail(token, input, 'wrong-password-3')).status).toBe(400);
    expectRateLimited(await changeEmail(token, input, input.password), 15 * 60);
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.email).toBe(input.email);
  });

  it('counts checks since the last right one, and a name change alone checks nothing', async () => {
    const { input, token } = await registerUser(ctx.app);
    for (let round = 0; round < 3; round++) {
      expect((await changeEmail(token, input, 'wrong-password')).status).toBe(400);
      expect((await changeEmail(token, input, 'wrong-password')).status).toBe(400);
      const right = await changeEmail(token, input, input.password);
      expect(right.status).toBe(200);
      input.email = right.body.user.email as string;
    }
    for (let i = 0; i < 5; i++) {
      const names = await request(ctx.app)
        .put('/api/auth/profile')
        .set(bearer(token))
        .send({
          firstName: `Ada${'a'.repeat(i)}`,
          lastName: input.lastName,
          username: input.username,
          email: input.email,
        });
      expect(names.status).toBe(200);
    }
  });
});

describe('per learner: DCA calculations, checkout and the billing portal', () => {
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const dca = (token: string) =>
    request(ctx.app).post('/api/bitcoin/dca').set(bearer(token)).send({ amount: 100, timeframe: '3months' });

  it('answers 429 with Retry-After past the DCA limit, for that learner only, until the window ends', async () => {
    const { token } = await registerUser(ctx.app);
    // 20 at once: the first 3 are calculated, the other 17 refused at once.
    const burst = await Promise.all(Array.from({ length: 20 }, () => dca(token)));
    expect(burst.filter((res) => res.status === 429)).toHaveLength(17);
    expect(burst.filter((res) => res.status === 200)).toHaveLength(3);
    const refused = burst.find((res) => res.status === 429);
    if (!refused) throw new Error('no refused request');
    expectRateLimited(refused, 60);

    // From any address: the limit is the learner's.
    expect((await dca(token).set(newAddress())).status).toBe(429);
    const other = await registerUser(ctx.app);
    expect((await dca(other.token)).status).toBe(200);

    ctx.clock.advance(60 * 1000);
    const later = await dca(token);
    expect(later.status).toBe(200);
    expect(later.body.periods).toBeGreaterThan(0);
  });

  it('answers 429 past the quiz limit of answered attempts, storing none, for that learner only, until the window ends', async () => {
    const { token, user } = await registerUser(ctx.app);
    /** Draws a quiz (never limited: nothing is stored) and answers it (stored, counted). */
    const take = async (auth: string) => {
      const drawn = await request(ctx.app).post('/api/quizzes/guide/attempts').set(bearer(auth));
      expect(drawn.status).toBe(201);
      const quiz = drawn.body as { attemptId: string; questions: { id: string }[] };
      return request(ctx.app)
        .post(`/api/quizzes/guide/attempts/${quiz.attemptId}/answers`)
        .set(bearer(auth))
        .send({ answers: quiz.questions.map((question) => ({ questionId: question.id, optionId: 'a' })) });
    };
    const stored = async () =>
      (await ctx.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id))).length;
    for (let i = 0; i < 3; i++) expect((await take(token)).status).toBe(200);
    expectRateLimited(await take(token), 60 * 60);
    expect(await stored()).toBe(3);
    expect((await take((await registerUser(ctx.app)).token)).status).toBe(200);
    ctx.clock.advance(60 * 60 * 1000);
    expect((await take(token)).status).toBe(200);
    expect(await stored()).toBe(4);
  });

  it.each([
    ['create-checkout', { tier: 'scholar' }],
    ['manage', undefined],
  ])('answers 429 with Retry-After past the %s limit, for that learner only', async (path, body) => {
    const { token } = await registerUser(ctx.app);
    const call = (auth: string) => {
      const req = request(ctx.app).post(`/api/subscription/${path}`).set(bearer(auth));
      return body ? req.send(body) : req;
    };
    for (let i = 0; i < 2; i++) expect((await call(token)).status).not.toBe(429);
    expectRateLimited(await call(token), 10 * 60);
    const other = await registerUser(ctx.app);
    expect((await call(other.token)).status).not.toBe(429);

    ctx.clock.advance(10 * 60 * 1000);
    expect((await call(token)).status).not.toBe(429);
  });
});
