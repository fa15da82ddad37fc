import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CREDENTIAL_SECRET, DEVELOPMENT_JWT_SECRET, InvalidEnvironmentError, loadConfig } from './env';
import { loadOrCreateCredentialSecret, loadOrCreateJwtSecret } from './jwt-secret';

const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'k3v9Qw2LxZp8Rt6Ym4Nb1Hc7Jd5Fg0Ae',
  CREDENTIAL_SIGNING_SECRET: 'q8Wm3Zr5Tn1Xv7Lb9Kd2Hf4Jc6Gp0Ys4e',
  APP_URL: 'https://arkad.example.com/',
  SMTP_URL: 'smtp://mail.example.com:587',
  ADMIN_PASSWORD: 'a-long-admin-password',
};

const BILLING_OFF =
  'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_SCHOLAR are not set: billing is off (checkout answers 503).';

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_arkad',
  STRIPE_WEBHOOK_SECRET: 'whsec_arkad',
  STRIPE_PRICE_SCHOLAR: 'price_scholar',
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
  it('is production-like from an empty environment, yet starts: generated secret, loopback, no SMTP', () => {
    const asked: string[] = [];
    const config = loadConfig(
      {},
      {
        generatedJwtSecret: (dataDir) => {
          asked.push(dataDir);
          return { secret: 'g'.repeat(64), file: 'data/jwt-secret', created: true };
        },
        generatedCredentialSecret: () => ({
          secret: 'c'.repeat(64),
          file: 'data/credential-signing-secret',
          created: false,
        }),
      },
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      isProduction: true,
      devConveniences: false,
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      jwtSecret: 'g'.repeat(64),
      credentialSecret: 'c'.repeat(64),
      bcryptCost: 12,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      livePrices: true,
      shutdownGraceMs: 10_000,
      priceApiTimeoutMs: 3000,
      priceRefreshMs: 60_000,
      rateLimits: {
        loginAccount: { limit: 10, windowMs: 15 * 60_000 },
        loginAddress: { limit: 100, windowMs: 15 * 60_000 },
        registerAddress: { limit: 50, windowMs: 15 * 60_000 },
        registerAddressDay: { limit: 100, windowMs: 24 * 3_600_000 },
        forgotAccount: { limit: 5, windowMs: 3_600_000 },
        forgotAddress: { limit: 20, windowMs: 3_600_000 },
        resetAddress: { limit: 20, windowMs: 15 * 60_000 },
      },
    });
    expect(asked).toEqual(['./data']);
    expect(config.startupWarnings).toEqual([
      expect.stringMatching(/^JWT_SECRET is not set: .*generated now and kept in data\/jwt-secret/),
      expect.stringMatching(/^CREDENTIAL_SIGNING_SECRET is not set: .* secret kept in data\/credential-signing-secret/),
      'SMTP_URL is not set: password reset emails are not sent.',
      BILLING_OFF,
      'ADMIN_PASSWORD is not set: the admin dashboard is off (its API answers 503).',
    ]);
  });

  it('uses the fixed development secret and shows development conveniences only when NODE_ENV says so', () => {
    for (const nodeEnv of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV: nodeEnv });
      expect(config.jwtSecret).toBe(DEVELOPMENT_JWT_SECRET);
      expect(config.credentialSecret).toBe(DEVELOPMENT_CREDENTIAL_SECRET);
      expect(config.devConveniences).toBe(true);
      expect(config.startupWarnings).toEqual([]);
    }
    expect(loadConfig(productionEnv).devConveniences).toBe(false);
  });

  it('refuses production without JWT_SECRET when there is nowhere to keep a generated one', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^JWT_SECRET /)]);
  });

  it('refuses production without CREDENTIAL_SIGNING_SECRET when there is nowhere to keep a generated one', () => {
    const { CREDENTIAL_SIGNING_SECRET: _unset, ...withoutIt } = productionEnv;
    expect(problemsOf(withoutIt)).toEqual([expect.stringMatching(/^CREDENTIAL_SIGNING_SECRET must be set/)]);
  });

  it('reads HOST and rate limits from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '0.0.0.0',
      RATE_LIMIT_LOGIN_ADDRESS: '500/30s',
      RATE_LIMIT_FORGOT_ACCOUNT: '3/24h',
    });
    expect(config.host).toBe('0.0.0.0');
    expect(config.rateLimits.loginAddress).toEqual({ limit: 500, windowMs: 30_000 });
    expect(config.rateLimits.forgotAccount).toEqual({ limit: 3, windowMs: 86_400_000 });
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(productionEnv);
    expect(config.isProduction).toBe(true);
    expect(config.appUrl).toBe('https://arkad.example.com');
  });

  it('warns in production when emails are sent with links to localhost', () => {
    expect(loadConfig({ ...productionEnv, APP_URL: undefined }).startupWarnings).toEqual([
      'APP_URL is not set: links in emails point to http://localhost:3000.',
      BILLING_OFF,
    ]);
  });

  it.each([
    ['a short JWT secret', { JWT_SECRET: 'too-short-secret' }, 'JWT_SECRET'],
    ['the development JWT secret', { JWT_SECRET: DEVELOPMENT_JWT_SECRET }, 'JWT_SECRET'],
    ['a short credential secret', { CREDENTIAL_SIGNING_SECRET: 'too-short-secret' }, 'CREDENTIAL_SIGNING_SECRET'],
    [
      'the development credential secret',
      { CREDENTIAL_SIGNING_SECRET: DEVELOPMENT_CREDENTIAL_SECRET },
      'CREDENTIAL_SIGNING_SECRET',
    ],
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
    ['SHUTDOWN_GRACE_MS', '500'],
    ['LOG_LEVEL', 'loud'],
    ['HOST', ''],
    ['RATE_LIMIT_LOGIN_ACCOUNT', 'ten'],
    ['RATE_LIMIT_REGISTER_ADDRESS', '0/1h'],
    ['RATE_LIMIT_RESET_ADDRESS', '5/2d'],
  ])('refuses %s=%s', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });

  it('reads the beta programme and the admin password, with the beta ending on 2025-08-15 by default', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    expect(defaults.beta).toEqual({
      isBetaEnabled: true,
      betaEndDate: '2025-08-15',
      betaFeedbackUrl: null,
      premiumTrialDays: 30,
    });
    expect(defaults.adminPassword).toBeUndefined();
    expect(defaults.rateLimits).toMatchObject({
      adminAddress: { limit: 10, windowMs: 15 * 60_000 },
      feedbackAddress: { limit: 10, windowMs: 3_600_000 },
      eventsAddress: { limit: 120, windowMs: 60_000 },
    });
    const set = loadConfig({
      NODE_ENV: 'test',
      BETA_ENABLED: 'off',
      BETA_END_DATE: '2027-01-31',
      BETA_FEEDBACK_URL: 'https://forms.example.com/arkad',
      BETA_PREMIUM_TRIAL_DAYS: '7',
      ADMIN_PASSWORD: 'short',
    });
    expect(set.beta).toEqual({
      isBetaEnabled: false,
      betaEndDate: '2027-01-31',
      betaFeedbackUrl: 'https://forms.example.com/arkad',
      premiumTrialDays: 7,
    });
    expect(set.adminPassword).toBe('short');
  });

  it('refuses a short admin password in production', () => {
    expect(problemsOf({ ...productionEnv, ADMIN_PASSWORD: 'elevenchars' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD must be at least 12 characters in production/),
    ]);
  });

  it.each([
    ['BETA_ENABLED', 'maybe'],
    ['BETA_END_DATE', '2025-02-30'],
    ['BETA_END_DATE', '15/08/2025'],
    ['BETA_FEEDBACK_URL', 'javascript:alert(1)'],
    ['BETA_FEEDBACK_URL', 'http://forms.example.com/arkad'],
    ['BETA_PREMIUM_TRIAL_DAYS', '-1'],
    ['RATE_LIMIT_ADMIN_ADDRESS', 'lots'],
  ])('refuses %s=%s', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });

  it('keeps bcrypt at cost 10 or more outside tests, and lets only NODE_ENV=test go lower, to 4', () => {
    for (const nodeEnv of ['production', 'development']) {
      const problems = problemsOf({ ...productionEnv, NODE_ENV: nodeEnv, BCRYPT_COST: '9' });
      expect(problems).toEqual(['BCRYPT_COST must be at least 10 (lower costs are for NODE_ENV=test only)']);
      expect(problemsOf({ ...productionEnv, NODE_ENV: nodeEnv, BCRYPT_COST: '10' })).toEqual([]);
    }
    expect(loadConfig({ NODE_ENV: 'test', BCRYPT_COST: '4' }).bcryptCost).toBe(4);
    expect(problemsOf({ NODE_ENV: 'test', BCRYPT_COST: '3' })).toHaveLength(1);
  });

  it('aborts provider calls after at most 3 s outside tests; only NODE_ENV=test may wait longer', () => {
    for (const nodeEnv of ['production', 'development']) {
      expect(problemsOf({ ...productionEnv, NODE_ENV: nodeEnv, PRICE_API_TIMEOUT_MS: '3001' })).toEqual([
        'PRICE_API_TIMEOUT_MS must be at most 3000 (longer is for NODE_ENV=test only)',
      ]);
    }
    expect(loadConfig({ NODE_ENV: 'test', PRICE_API_TIMEOUT_MS: '60000' }).priceApiTimeoutMs).toBe(60_000);
    expect(problemsOf({ NODE_ENV: 'test', PRICE_API_TIMEOUT_MS: '60001' })).toHaveLength(1);
  });

  it('lists every problem at once', () => {
    expect(problemsOf({ ...productionEnv, PORT: 'x', BCRYPT_COST: '99' })).toHaveLength(2);
  });
});

describe('loadConfig: billing', () => {
  it('bills through Stripe when the three Stripe variables are set, and takes another API address', () => {
    const config = loadConfig({ ...productionEnv, ...stripeEnv, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(config.billing).toEqual({
      mode: 'stripe',
      stripe: {
        secretKey: 'sk_test_arkad',
        webhookSecret: 'whsec_arkad',
        scholarPriceId: 'price_scholar',
        api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
        timeoutMs: 5000,
      },
      earlyAdopter: { seats: 1000, discountPercent: 40, months: 12 },
    });
    expect(config.startupWarnings).toEqual([]);
  });

  it('uses the local test checkout outside production and no billing in production without keys', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).billing).toMatchObject({ mode: 'local_test', stripe: undefined });
    expect(loadConfig({ NODE_ENV: 'test' }).billing.mode).toBe('local_test');
    expect(loadConfig(productionEnv).billing.mode).toBe('unconfigured');
    expect(loadConfig(productionEnv).startupWarnings).toEqual([BILLING_OFF]);
  });

  it('reads the early-adopter programme from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      EARLY_ADOPTER_SEATS: '0',
      EARLY_ADOPTER_DISCOUNT_PERCENT: '25',
      EARLY_ADOPTER_MONTHS: '6',
    });
    expect(config.billing.earlyAdopter).toEqual({ seats: 0, discountPercent: 25, months: 6 });
  });

  it('refuses a partial Stripe configuration, naming each missing variable', () => {
    const problems = problemsOf({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_arkad' });
    expect(problems).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET must be set too/),
      expect.stringMatching(/^STRIPE_PRICE_SCHOLAR must be set too/),
    ]);
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_public'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_PRICE_SCHOLAR', 'prod_123'],
    ['STRIPE_API_URL', 'ftp://stripe.example'],
    ['STRIPE_TIMEOUT_MS', '60000'],
    ['EARLY_ADOPTER_DISCOUNT_PERCENT', '0'],
    ['EARLY_ADOPTER_MONTHS', '48'],
  ])('refuses %s=%s', (variable, value) => {
    const problems = problemsOf({ NODE_ENV: 'test', ...stripeEnv, [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });
});

describe('loadOrCreateJwtSecret', () => {
  it('generates a secret once, readable by the owner only, and reads the same one afterwards', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arkad-secret-'));
    try {
      const dataDir = path.join(dir, 'data');
      const first = loadOrCreateJwtSecret(dataDir);
      expect(first.created).toBe(true);
      expect(first.secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
      expect(statSync(first.file).mode & 0o777).toBe(0o600);
      expect(readFileSync(first.file, 'utf8').trim()).toBe(first.secret);
      const second = loadOrCreateJwtSecret(dataDir);
      expect(second).toEqual({ ...first, created: false });
      expect(loadOrCreateJwtSecret(path.join(dir, 'other')).secret).not.toBe(first.secret);
      // The credentials' secret is kept the same way, in a file of its own.
      const credential = loadOrCreateCredentialSecret(dataDir);
      expect(credential).toMatchObject({ created: true, file: path.join(dataDir, 'credential-signing-secret') });
      expect(credential.secret).not.toBe(first.secret);
      expect(statSync(credential.file).mode & 0o777).toBe(0o600);
      expect(loadOrCreateCredentialSecret(dataDir)).toEqual({ ...credential, created: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('loadConfig: Postgres connection settings', () => {
  it('defaults to a pool of 10, a 5 s connect timeout, a 15 s statement timeout and 30 s idle in a transaction', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).postgres).toEqual({
      poolSize: 10,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 15_000,
      idleInTransactionTimeoutMs: 30_000,
      migrationLockTimeoutMs: 60_000,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_POOL_SIZE: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '2500',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '6000',
      DATABASE_MIGRATION_LOCK_TIMEOUT_MS: '120000',
    });
    expect(config.postgres).toEqual({
      poolSize: 4,
      connectTimeoutMs: 1500,
      statementTimeoutMs: 2500,
      idleInTransactionTimeoutMs: 6000,
      migrationLockTimeoutMs: 120_000,
    });
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '1.5'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', '10'],
    ['DATABASE_MIGRATION_LOCK_TIMEOUT_MS', '0'],
    ['DATABASE_MIGRATION_LOCK_TIMEOUT_MS', 'forever'],
  ])('refuses %s=%s', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trusts no peer by default, not even loopback', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(0);
  });

  it.each([
    ['none', 0],
    ['loopback', ['loopback']],
    ['1', 1],
    ['0', 0],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, 192.168.1.0/24', ['10.0.0.0/8', '192.168.1.0/24']],
    ['loopback,uniquelocal,fd00::/8,2001:db8::1', ['loopback', 'uniquelocal', 'fd00::/8', '2001:db8::1']],
  ])('reads %s as %j', (value, expected) => {
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '*', '11', 'lb.example.com', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/8', '10.0.0.1,', '-1'])(
    'refuses TRUST_PROXY=%s',
    (value) => {
      const problems = problemsOf({ NODE_ENV: 'test', TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY must /);
    },
  );
});
