import { isIP } from 'node:net';
import { z } from 'zod';
import type { BillingMode } from '@shared/schemas/subscription';
import { DEFAULT_BETA_END_DATE } from '@shared/domain/beta';
import { dayNumber } from '@shared/domain/dates';
import type { BetaConfig } from '@shared/schemas/beta';
import type { RateLimitRule, RateLimitRules } from '../services/rate-limiter';

export const DEVELOPMENT_JWT_SECRET = 'arkad-development-only-secret-never-use-in-production';
export const DEFAULT_PRICE_API_URL = 'https://api.coingecko.com/api/v3';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The least bcrypt cost a server may run with; NODE_ENV=test alone may go lower, to TEST_MIN_BCRYPT_COST. */
export const MIN_BCRYPT_COST = 10;
const TEST_MIN_BCRYPT_COST = 4;

/**
 * The longest a provider call may take outside tests. Tests whose fake provider answers promptly
 * may wait longer (up to a minute), so that a starved test process cannot turn a prompt answer
 * into a timeout; the timeout itself is tested against a fake that never answers.
 */
const MAX_PRICE_API_TIMEOUT_MS = 3000;
const TEST_MAX_PRICE_API_TIMEOUT_MS = 60_000;

const DURATION_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** 'N/15m': at most N hits per window (s, m or h); N from 1 to 1,000,000, the window up to a day. */
const rateLimitSchema = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx): RateLimitRule => {
      const match = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])\s*$/.exec(value);
      const limit = Number(match?.[1]);
      const windowMs = Number(match?.[2]) * DURATION_UNITS_MS[(match?.[3] ?? 's') as keyof typeof DURATION_UNITS_MS];
      if (!match || limit < 1 || limit > 1_000_000 || windowMs < 1000 || windowMs > 86_400_000) {
        ctx.addIssue({
          code: 'custom',
          message: "must look like '10/15m': hits per window of s, m or h (at most 24h)",
        });
        return z.NEVER;
      }
      return { limit, windowMs };
    });

/** The most proxies TRUST_PROXY may count in front of the app. */
const MAX_TRUSTED_HOPS = 10;
/** Express's names for address ranges: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, or such an address with a CIDR prefix length ('10.0.0.0/8', 'fd00::/8'). */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may name the client in X-Forwarded-For (Express's 'trust proxy'): a number of
 * proxies in front of the app (the client is that many hops back; 0 trusts none), or a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 * Trusting every peer ('true') is refused: any client could then choose the address it is limited by.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_TRUSTED_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `must count at most ${MAX_TRUSTED_HOPS} proxies` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !NAMED_RANGES.has(entry) && !isAddressOrRange(entry));
    if (entries.length === 0 || wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          `must be a number of proxies in front of the app (0 to ${MAX_TRUSTED_HOPS}) or a comma-separated list of ` +
          `addresses, CIDR ranges and loopback, linklocal, uniquelocal (not understood: ${wrong.map((entry) => `'${entry}'`).join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** An admin password in production must be at least this long (it guards every submission). */
export const ADMIN_PASSWORD_MIN_PRODUCTION = 12;

const flagSchema = z
  .enum(['true', 'false', 'on', 'off', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((value) => value === 'true' || value === 'on' || value === '1');

export const defaultRateLimits = {
  RATE_LIMIT_LOGIN_ACCOUNT: '10/15m',
  RATE_LIMIT_LOGIN_ADDRESS: '30/15m',
  RATE_LIMIT_PASSWORD_CHECK_ACCOUNT: '10/15m',
  RATE_LIMIT_REGISTER_ADDRESS: '10/1h',
  RATE_LIMIT_FORGOT_ACCOUNT: '5/1h',
  RATE_LIMIT_FORGOT_ADDRESS: '20/1h',
  RATE_LIMIT_RESET_ADDRESS: '20/15m',
  RATE_LIMIT_ADMIN_ADDRESS: '10/15m',
  RATE_LIMIT_FEEDBACK_ADDRESS: '10/1h',
  RATE_LIMIT_EVENTS_ADDRESS: '120/1m',
  RATE_LIMIT_DCA_ACCOUNT: '10/1m',
  RATE_LIMIT_CHECKOUT_ACCOUNT: '5/10m',
  RATE_LIMIT_BILLING_PORTAL_ACCOUNT: '10/10m',
} as const;

const envSchema = z
  .object({
    // Production unless told otherwise: development conveniences need an explicit NODE_ENV.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    TRUST_PROXY: trustProxySchema,
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
    DATABASE_MIGRATION_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    JWT_SECRET: optionalString,
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    // 10 is the least a deployment may use; tests (NODE_ENV=test) may go down to bcrypt's minimum
    // of 4 where the hashing cost is not what they check (see superRefine below).
    BCRYPT_COST: z.coerce.number().int().min(TEST_MIN_BCRYPT_COST).max(15).default(12),
    APP_URL: optionalString.pipe(z.url().optional()),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Arkad <no-reply@arkad.app>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PRICE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // At most 3 s outside tests (a live call must fail fast); see superRefine below.
    PRICE_API_TIMEOUT_MS: z.coerce.number().int().min(50).max(TEST_MAX_PRICE_API_TIMEOUT_MS).default(3000),
    PRICE_REFRESH_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
    LIVE_PRICES: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    RATE_LIMIT_LOGIN_ACCOUNT: rateLimitSchema(defaultRateLimits.RATE_LIMIT_LOGIN_ACCOUNT),
    RATE_LIMIT_LOGIN_ADDRESS: rateLimitSchema(defaultRateLimits.RATE_LIMIT_LOGIN_ADDRESS),
    RATE_LIMIT_PASSWORD_CHECK_ACCOUNT: rateLimitSchema(defaultRateLimits.RATE_LIMIT_PASSWORD_CHECK_ACCOUNT),
    RATE_LIMIT_REGISTER_ADDRESS: rateLimitSchema(defaultRateLimits.RATE_LIMIT_REGISTER_ADDRESS),
    RATE_LIMIT_FORGOT_ACCOUNT: rateLimitSchema(defaultRateLimits.RATE_LIMIT_FORGOT_ACCOUNT),
    RATE_LIMIT_FORGOT_ADDRESS: rateLimitSchema(defaultRateLimits.RATE_LIMIT_FORGOT_ADDRESS),
    RATE_LIMIT_RESET_ADDRESS: rateLimitSchema(defaultRateLimits.RATE_LIMIT_RESET_ADDRESS),
    RATE_LIMIT_ADMIN_ADDRESS: rateLimitSchema(defaultRateLimits.RATE_LIMIT_ADMIN_ADDRESS),
    RATE_LIMIT_FEEDBACK_ADDRESS: rateLimitSchema(defaultRateLimits.RATE_LIMIT_FEEDBACK_ADDRESS),
    RATE_LIMIT_EVENTS_ADDRESS: rateLimitSchema(defaultRateLimits.RATE_LIMIT_EVENTS_ADDRESS),
    RATE_LIMIT_DCA_ACCOUNT: rateLimitSchema(defaultRateLimits.RATE_LIMIT_DCA_ACCOUNT),
    RATE_LIMIT_CHECKOUT_ACCOUNT: rateLimitSchema(defaultRateLimits.RATE_LIMIT_CHECKOUT_ACCOUNT),
    RATE_LIMIT_BILLING_PORTAL_ACCOUNT: rateLimitSchema(defaultRateLimits.RATE_LIMIT_BILLING_PORTAL_ACCOUNT),
    PRICE_SEED_FILE: optionalString,
    STRIPE_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^(sk|rk)_\S+$/, "must be a Stripe secret key ('sk_...' or a restricted 'rk_...')")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalString.pipe(
      z
        .string()
        .regex(/^whsec_\S+$/, "must be the endpoint's signing secret ('whsec_...')")
        .optional(),
    ),
    STRIPE_PRICE_SCHOLAR: optionalString.pipe(
      z
        .string()
        .regex(/^price_\S+$/, "must be a Stripe price id ('price_...')")
        .optional(),
    ),
    STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(500).max(20_000).default(5000),
    EARLY_ADOPTER_SEATS: z.coerce.number().int().min(0).max(1_000_000).default(1000),
    EARLY_ADOPTER_DISCOUNT_PERCENT: z.coerce.number().int().min(1).max(100).default(40),
    EARLY_ADOPTER_MONTHS: z.coerce.number().int().min(1).max(36).default(12),
    BETA_ENABLED: flagSchema.default(true),
    BETA_END_DATE: z
      .string()
      .trim()
      .default(DEFAULT_BETA_END_DATE)
      .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayNumber(value)), {
        message: 'must be a calendar day YYYY-MM-DD (the last day of the beta, UTC)',
      }),
    BETA_FEEDBACK_URL: optionalString.pipe(z.url({ protocol: /^(https|mailto)$/ }).optional()),
    BETA_PREMIUM_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    ADMIN_PASSWORD: optionalString,
  })
  .superRefine((env, ctx) => {
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_SCHOLAR'] as const;
    const missing = stripeKeys.filter((key) => env[key] === undefined);
    if (missing.length > 0 && missing.length < stripeKeys.length) {
      for (const key of missing) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `must be set too: Stripe needs ${stripeKeys.join(', ')} together (or none of them)`,
        });
      }
    }
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.ADMIN_PASSWORD !== undefined) {
      if (env.ADMIN_PASSWORD.length < ADMIN_PASSWORD_MIN_PRODUCTION) {
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_PASSWORD'],
          message: `must be at least ${ADMIN_PASSWORD_MIN_PRODUCTION} characters in production (or unset: the admin dashboard is then off)`,
        });
      }
    }
    if (env.BCRYPT_COST < MIN_BCRYPT_COST && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['BCRYPT_COST'],
        message: `must be at least ${MIN_BCRYPT_COST} (lower costs are for NODE_ENV=test only)`,
      });
    }
    if (env.PRICE_API_TIMEOUT_MS > MAX_PRICE_API_TIMEOUT_MS && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PRICE_API_TIMEOUT_MS'],
        message: `must be at most ${MAX_PRICE_API_TIMEOUT_MS} (longer is for NODE_ENV=test only)`,
      });
    }
    if (env.NODE_ENV !== 'production' || env.JWT_SECRET === undefined) return;
    if (env.JWT_SECRET === DEVELOPMENT_JWT_SECRET || env.JWT_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be a random secret of at least 32 characters in production (or unset: one is generated)',
      });
    }
  });

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /**
   * Peers trusted to name the client in X-Forwarded-For (Express's 'trust proxy'): how many
   * proxies are in front of the app, or which addresses and ranges they have. Per-address rate
   * limits key on the client address this gives.
   */
  trustProxy: number | string[];
  databaseUrl: string | undefined;
  dataDir: string;
  /** Postgres connection settings (not used by embedded PGlite). */
  postgres: {
    /** Connections this instance opens at most. */
    poolSize: number;
    /** Opening a connection fails after this long. */
    connectTimeoutMs: number;
    /** A statement running longer is cancelled (the request answers 503). */
    statementTimeoutMs: number;
    /** A session idle inside a transaction for this long is ended by Postgres. */
    idleInTransactionTimeoutMs: number;
    /** At start, another instance's migration lock is waited for this long at most (then: refuse to start). */
    migrationLockTimeoutMs: number;
  };
  jwtSecret: string;
  sessionTtlMs: number;
  bcryptCost: number;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Market-data provider (CoinGecko API v3 compatible), without a trailing slash. */
  priceApiUrl: string;
  /** Every provider call is aborted after this long (at most 3 s). */
  priceApiTimeoutMs: number;
  /** At most one provider call per this interval, across all instances. */
  priceRefreshMs: number;
  /** false: never call the provider; prices come from stored data only. */
  livePrices: boolean;
  /**
   * Development conveniences (the forgot-password answer carries the reset link, for requests
   * from the machine itself): only with NODE_ENV=development or test, never by default.
   */
  devConveniences: boolean;
  rateLimits: RateLimitRules;
  /** Things the operator should know, logged once at start. */
  startupWarnings: string[];
  /** The daily-close CSV loaded at start; undefined means the bundled server/data file. */
  priceSeedFile: string | undefined;
  billing: BillingConfig;
  /** The beta programme (BETA_*), served to the app as GET /api/beta/config. */
  beta: BetaConfig;
  /** The admin dashboard's password; undefined turns the dashboard off (its API answers 503). */
  adminPassword: string | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Scholar plan's recurring monthly price. */
  scholarPriceId: string;
  /** Another Stripe API address (tests, stripe-mock); undefined: Stripe's own. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /** Every Stripe call is abandoned after this long. */
  timeoutMs: number;
}

export interface BillingConfig {
  /**
   * stripe: keys set. local_test: no keys, outside production (a labelled local test checkout).
   * unconfigured: no keys in production (checkout answers 503 'Billing is not configured').
   */
  mode: BillingMode;
  stripe: StripeConfig | undefined;
  /** The first `seats` accounts get `discountPercent` off Scholar for `months` months (0 seats: none). */
  earlyAdopter: { seats: number; discountPercent: number; months: number };
}

export interface ConfigSources {
  /**
   * The secret generated once and kept in the data directory, for production without JWT_SECRET
   * (created says whether this call made it).
   */
  generatedJwtSecret?: (dataDir: string) => { secret: string; file: string; created: boolean };
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

type ParsedEnv = z.output<typeof envSchema>;

/** JWT_SECRET, the development one, or (in production without one) a secret kept in the data directory. */
function jwtSecretFor(e: ParsedEnv, isProduction: boolean, sources: ConfigSources, warnings: string[]): string {
  if (e.JWT_SECRET) return e.JWT_SECRET;
  if (!isProduction) return DEVELOPMENT_JWT_SECRET;
  if (!sources.generatedJwtSecret) {
    throw new InvalidEnvironmentError(['JWT_SECRET must be set (no data directory to keep a generated one in)']);
  }
  const generated = sources.generatedJwtSecret(e.DATA_DIR);
  warnings.push(
    `JWT_SECRET is not set: sessions are signed with a secret ${generated.created ? 'generated now and ' : ''}kept in ${generated.file}. ` +
      'Set JWT_SECRET to the same random value on every instance when running more than one.',
  );
  return generated.secret;
}

/** Stripe's settings when all three of its variables are set. */
function stripeConfigFor(e: ParsedEnv): StripeConfig | undefined {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PRICE_SCHOLAR) return undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    scholarPriceId: e.STRIPE_PRICE_SCHOLAR,
    api: e.STRIPE_API_URL ? stripeApiAddress(e.STRIPE_API_URL) : undefined,
    timeoutMs: e.STRIPE_TIMEOUT_MS,
  };
}

/** What a production start lacks (email, billing, the admin dashboard), said once at start. */
function productionWarnings(e: ParsedEnv, isProduction: boolean, billingMode: BillingMode): string[] {
  const warnings: string[] = [];
  if (isProduction && !e.SMTP_URL) {
    warnings.push('SMTP_URL is not set: password reset emails are not sent.');
  } else if (isProduction && !e.APP_URL) {
    warnings.push(`APP_URL is not set: links in emails point to http://localhost:${e.PORT}.`);
  }
  if (billingMode === 'unconfigured') {
    warnings.push(
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_SCHOLAR are not set: billing is off (checkout answers 503).',
    );
  }
  if (isProduction && !e.ADMIN_PASSWORD) {
    warnings.push('ADMIN_PASSWORD is not set: the admin dashboard is off (its API answers 503).');
  }
  return warnings;
}

/** Parses the environment once at start; throws InvalidEnvironmentError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>, sources: ConfigSources = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const startupWarnings: string[] = [];
  const jwtSecret = jwtSecretFor(e, isProduction, sources, startupWarnings);
  const stripe = stripeConfigFor(e);
  const billingMode: BillingMode = stripe ? 'stripe' : isProduction ? 'unconfigured' : 'local_test';
  startupWarnings.push(...productionWarnings(e, isProduction, billingMode));
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    postgres: {
      poolSize: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      migrationLockTimeoutMs: e.DATABASE_MIGRATION_LOCK_TIMEOUT_MS,
    },
    jwtSecret,
    sessionTtlMs: e.SESSION_TTL_HOURS * 60 * 60 * 1000,
    bcryptCost: e.BCRYPT_COST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    priceApiUrl: (e.PRICE_API_URL ?? DEFAULT_PRICE_API_URL).replace(/\/+$/, ''),
    priceApiTimeoutMs: e.PRICE_API_TIMEOUT_MS,
    priceRefreshMs: e.PRICE_REFRESH_SECONDS * 1000,
    livePrices: e.LIVE_PRICES === 'on',
    devConveniences: !isProduction,
    rateLimits: {
      loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      loginAddress: e.RATE_LIMIT_LOGIN_ADDRESS,
      passwordCheckAccount: e.RATE_LIMIT_PASSWORD_CHECK_ACCOUNT,
      registerAddress: e.RATE_LIMIT_REGISTER_ADDRESS,
      forgotAccount: e.RATE_LIMIT_FORGOT_ACCOUNT,
      forgotAddress: e.RATE_LIMIT_FORGOT_ADDRESS,
      resetAddress: e.RATE_LIMIT_RESET_ADDRESS,
      adminAddress: e.RATE_LIMIT_ADMIN_ADDRESS,
      feedbackAddress: e.RATE_LIMIT_FEEDBACK_ADDRESS,
      eventsAddress: e.RATE_LIMIT_EVENTS_ADDRESS,
      dcaAccount: e.RATE_LIMIT_DCA_ACCOUNT,
      checkoutAccount: e.RATE_LIMIT_CHECKOUT_ACCOUNT,
      billingPortalAccount: e.RATE_LIMIT_BILLING_PORTAL_ACCOUNT,
    },
    startupWarnings,
    priceSeedFile: e.PRICE_SEED_FILE,
    billing: {
      mode: billingMode,
      stripe,
      earlyAdopter: {
        seats: e.EARLY_ADOPTER_SEATS,
        discountPercent: e.EARLY_ADOPTER_DISCOUNT_PERCENT,
        months: e.EARLY_ADOPTER_MONTHS,
      },
    },
    beta: {
      isBetaEnabled: e.BETA_ENABLED,
      betaEndDate: e.BETA_END_DATE,
      betaFeedbackUrl: e.BETA_FEEDBACK_URL ?? null,
      premiumTrialDays: e.BETA_PREMIUM_TRIAL_DAYS,
    },
    adminPassword: e.ADMIN_PASSWORD,
  };
}

/** 'http://127.0.0.1:12111' → the Stripe SDK's host, port and protocol options. */
function stripeApiAddress(url: string): NonNullable<StripeConfig['api']> {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
