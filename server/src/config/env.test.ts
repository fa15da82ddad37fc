import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_JWT_SECRET, InvalidEnvironmentError, loadConfig } from './env';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'k3v9Qw2LxZp8Rt6Ym4Nb1Hc7Jd5Fg0Ae',
  APP_URL: 'https://arkad.example.com/',
  SMTP_URL: 'smtp://mail.example.com:587',
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('gives a development configuration with the documented defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      jwtSecret: DEVELOPMENT_JWT_SECRET,
      bcryptCost: 12,
      appUrl: 'http://localhost:3000',
      livePrices: true,
      priceApiTimeoutMs: 3000,
      priceRefreshMs: 60_000,
    });
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(productionEnv);
    expect(config.isProduction).toBe(true);
    expect(config.appUrl).toBe('https://arkad.example.com');
  });

  it.each([
    ['no JWT secret', { JWT_SECRET: undefined }, 'JWT_SECRET'],
    ['an empty JWT secret', { JWT_SECRET: '' }, 'JWT_SECRET'],
    ['a short JWT secret', { JWT_SECRET: 'too-short-secret' }, 'JWT_SECRET'],
    ['the development JWT secret', { JWT_SECRET: DEVELOPMENT_JWT_SECRET }, 'JWT_SECRET'],
    ['no APP_URL', { APP_URL: undefined }, 'APP_URL'],
    ['no SMTP_URL', { SMTP_URL: undefined }, 'SMTP_URL'],
  ])('refuses to start in production with %s', (_case, change, variable) => {
    const problems = problemsOf({ ...productionEnv, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });

  it.each([
    ['PORT', 'not-a-port'],
    ['DATABASE_URL', 'mysql://localhost/arkad'],
    ['SMTP_URL', 'https://mail.example.com'],
    ['BCRYPT_COST', '4'],
    ['PRICE_API_TIMEOUT_MS', '10000'],
    ['LIVE_PRICES', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).map((problem) => problem.split(' ')[0])).toEqual([
      'JWT_SECRET',
      'APP_URL',
      'SMTP_URL',
    ]);
    expect(problemsOf({ PORT: 'x', BCRYPT_COST: '99' })).toHaveLength(2);
  });
});

describe('loadConfig: Postgres connection settings', () => {
  it('defaults to a pool of 10, a 5 s connect timeout, a 15 s statement timeout and 30 s idle in a transaction', () => {
    expect(loadConfig({}).postgres).toEqual({
      poolSize: 10,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 15_000,
      idleInTransactionTimeoutMs: 30_000,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      DATABASE_POOL_SIZE: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '6000',
    });
    expect(config.postgres).toEqual({
      poolSize: 4,
      connectTimeoutMs: 1500,
      statementTimeoutMs: 2500,
      idleInTransactionTimeoutMs: 6000,
    });
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '1.5'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '10'],
  ])('refuses %s=%s', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });
});
