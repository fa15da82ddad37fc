import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../app';
import { buildServices, type AppServices, type ServiceDeps } from '../composition';
import { loadConfig, type AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { LearnerChanges } from '../db/learner-changes';
import { createLogger } from '../lib/logger';
import { createMailer, type Mailer } from '../lib/mailer';
import { createTestDatabase } from './test-database';

/** A clock tests can move forward. */
export class TestClock {
  private current: number;
  constructor(start = Date.now()) {
    this.current = start;
  }
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestContext {
  app: Express;
  services: AppServices;
  database: DatabaseHandle;
  config: AppConfig;
  clock: TestClock;
  close(): Promise<void>;
}

export interface TestContextOptions {
  env?: Record<string, string>;
  mailer?: Mailer;
  database?: DatabaseHandle;
  /** Serve a built client from here (default: none). */
  clientDir?: string | null;
  /** Serve the public pages rendered into here (decision 061; default: none). */
  publicPagesDir?: string | null;
}

/**
 * The API tests sign in and register many times from 127.0.0.1: the per-address limits (and the
 * per-learner DCA limit) are set out of their way here (the rate-limit tests set their own). bcrypt runs at its lowest cost (4,
 * allowed with NODE_ENV=test only): the hashing cost is the subject of its own tests, and at cost
 * 10 each registration or sign-in spent ~100 ms of CPU.
 */
export const testEnv = {
  NODE_ENV: 'test',
  // supertest connects from 127.0.0.1: trusting loopback (named, as a deployment behind a proxy on
  // its own machine would) lets a test pick a client address with X-Forwarded-For.
  TRUST_PROXY: 'loopback',
  BCRYPT_COST: '4',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_LOGIN_ADDRESS: '100000/1h',
  RATE_LIMIT_REGISTER_ADDRESS: '100000/1h',
  RATE_LIMIT_REGISTER_ADDRESS_DAY: '100000/24h',
  RATE_LIMIT_FORGOT_ADDRESS: '100000/1h',
  RATE_LIMIT_RESET_ADDRESS: '100000/1h',
  // The DCA tests ask one learner for many calculations.
  RATE_LIMIT_DCA_ACCOUNT: '100000/1h',
  RATE_LIMIT_QUIZ_ACCOUNT: '100000/1h',
} as const;

/**
 * Resolves once the handle hears every change to learners' rows: from then on the learner cache
 * keeps answers (decision 054), so a test sees the same behaviour whichever request comes first.
 */
function heardFromNowOn(changes: LearnerChanges): Promise<void> {
  return new Promise((resolve) => {
    let heard = false;
    const stop = changes.subscribe({
      changed: () => undefined,
      live(isLive) {
        if (!isLive || heard) return;
        heard = true;
        resolve();
        queueMicrotask(() => stop());
      },
    });
  });
}

/** createApp() on a fresh database of this file's own, with a movable clock. */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = options.database ?? (await createTestDatabase());
  const env: Record<string, string | undefined> = { ...testEnv, ...options.env };
  // Production refuses a cost under 10: a production-mode case hashes at the lowest cost it allows.
  if (env.NODE_ENV !== 'test' && options.env?.BCRYPT_COST === undefined) env.BCRYPT_COST = '10';
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const clock = new TestClock();
  const services = buildServices({
    db: database.db,
    config,
    logger,
    mailer,
    now: clock.now,
    learnerChanges: database.learnerChanges,
  });
  const app = createApp({
    config,
    logger,
    services,
    clientDir: options.clientDir ?? null,
    publicPagesDir: options.publicPagesDir ?? null,
  });
  await heardFromNowOn(database.learnerChanges);
  // A mailer made here is closed with the context: its pooled SMTP connections would otherwise stay
  // open, and a test's SMTP server waits for them as it closes (up to 10 s of a file's time).
  const close = async () => {
    if (!options.mailer) mailer.close?.();
    await database.close();
  };
  return { app, services, database, config, clock, close };
}

let userCounter = 0;

/**
 * A password the strength rule accepts at little cost: zxcvbn scores twelve random lowercase letters
 * in about 0.7 ms, a passphrase like 'correct-horse-battery' in 3 to 5 ms (its words, l33t and
 * separators are all tried), and the API suite registers about five hundred learners. The rule itself
 * is tested on its own (shared/domain/password-strength.test.ts and the auth routes' tests).
 */
const LEARNER_PASSWORD = 'zqxjvkwpmyfb';

/** Registration input for a new, unique user. */
export function newUserInput(overrides: Record<string, unknown> = {}) {
  userCounter += 1;
  // The counter makes it unique among this worker's learners, the random part among other workers'
  // (threads of one process share its pid). Joined with a separator: '1' + '23' and '12' + '3'
  // once made the same name.
  const suffix = `${userCounter.toString(36)}_${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
  return {
    username: `learner_${suffix}`,
    email: `learner${suffix}@example.com`,
    password: LEARNER_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    experienceLevel: 'beginner',
    investmentGoal: 'long_term',
    ...overrides,
  };
}

export async function registerUser(app: Express, overrides: Record<string, unknown> = {}) {
  const input = newUserInput(overrides);
  const res = await request(app).post('/api/auth/register').send(input);
  if (res.status !== 202) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  // Registering starts no session (decision 058): signing in with the same email and password does.
  const signedIn = await request(app).post('/api/auth/login').send({ email: input.email, password: input.password });
  if (signedIn.status !== 200) throw new Error(`sign-in after registering failed: ${signedIn.status}`);
  return { input, token: signedIn.body.token as string, user: signedIn.body.user as { id: number; email: string } };
}

/** The early-adopter offer as the learner with this session token is shown it. */
export async function earlyAdopterOffer(app: Express, token: string) {
  const res = await request(app)
    .get('/api/subscription/early-adopter')
    .set({ Authorization: `Bearer ${token}` });
  if (res.status !== 200) throw new Error(`early-adopter offer: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { eligible: boolean; discountPercent: number; monthsRemaining: number };
}

/** createApp() with its services built from these dependencies, for tests that set up their own. */
export function createAppWith(deps: ServiceDeps & { clientDir?: string | null }): Express {
  const { clientDir = null, ...serviceDeps } = deps;
  return createApp({ config: deps.config, logger: deps.logger, clientDir, services: buildServices(serviceDeps) });
}
