import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envVariableDoc } from '../config/env';
import { createTestContext, newUserInput, type TestContext } from '../test/test-app';

// Registrations from one address with the limits a deployment runs with by default (decision 036):
// a class enrols at once, a script making hundreds of accounts is stopped. The clock is the
// test's own: it moves by the time between registrations, nothing waits.

let ctx: TestContext;
/** Hundreds of registrations one after another: a bound for a busy machine, not a wait. */
const MANY_REGISTRATIONS_MS = 180_000;

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      RATE_LIMIT_REGISTER_ADDRESS: envVariableDoc('RATE_LIMIT_REGISTER_ADDRESS').default,
      RATE_LIMIT_REGISTER_ADDRESS_DAY: envVariableDoc('RATE_LIMIT_REGISTER_ADDRESS_DAY').default,
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

let addressCounter = 0;
/** One school network's (or one script's) address, forwarded by a proxy on this machine. */
const newAddress = () => ({ 'X-Forwarded-For': `203.0.113.${++addressCounter}` });

/** Registers `count` accounts from one address, the clock moving `everyMs` before each; the statuses. */
async function registerMany(address: Record<string, string>, count: number, everyMs: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ctx.clock.advance(everyMs);
    const res = await request(ctx.app).post('/api/auth/register').set(address).send(newUserInput());
    statuses.push(res.status);
    if (res.status === 429) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.error).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many/) });
    } else {
      expect(res.status).toBe(202);
    }
  }
  return { created: statuses.filter((status) => status === 202).length };
}

describe('registrations from one address, default limits', () => {
  it(
    'lets a class of 40 behind one school address register within 10 minutes',
    async () => {
      // One every 15 s: 40 in 10 minutes.
      const { created } = await registerMany(newAddress(), 40, 15_000);
      expect(created).toBe(40);
    },
    MANY_REGISTRATIONS_MS,
  );

  it(
    'stops a script making accounts at once after 50',
    async () => {
      // Ten past the limit are enough to see each one refused.
      const { created } = await registerMany(newAddress(), 60, 0);
      expect(created).toBe(50);
    },
    MANY_REGISTRATIONS_MS,
  );

  it(
    'stops a script pacing accounts under the 15-minute limit at 100 a day',
    async () => {
      // One every 30 s (30 in any 15 minutes): the day's limit stops it, and the ten after it are refused.
      const address = newAddress();
      const { created } = await registerMany(address, 110, 30_000);
      expect(created).toBe(100);
      // The next day the address may register again.
      ctx.clock.advance(24 * 3_600_000);
      expect((await registerMany(address, 1, 0)).created).toBe(1);
    },
    MANY_REGISTRATIONS_MS,
  );
});
