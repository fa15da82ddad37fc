import { z } from 'zod';

export const DEVELOPMENT_JWT_SECRET = 'arkad-development-only-secret-never-use-in-production';
export const DEFAULT_PRICE_API_URL = 'https://api.coingecko.com/api/v3';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().default('./data'),
    JWT_SECRET: optionalString,
    SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
    BCRYPT_COST: z.coerce.number().int().min(10).max(15).default(12),
    APP_URL: optionalString.pipe(z.url().optional()),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Arkad <no-reply@arkad.app>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PRICE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    PRICE_API_TIMEOUT_MS: z.coerce.number().int().min(50).max(3000).default(3000),
    PRICE_REFRESH_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
    LIVE_PRICES: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    PRICE_SEED_FILE: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.JWT_SECRET || env.JWT_SECRET === DEVELOPMENT_JWT_SECRET || env.JWT_SECRET.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be set to a random secret of at least 32 characters in production',
      });
    }
    if (!env.APP_URL) {
      ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required in production (links in emails)' });
    }
    if (!env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production (password reset emails)' });
    }
  });

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
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
  /** The daily-close CSV loaded at start; undefined means the bundled server/data file. */
  priceSeedFile: string | undefined;
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Parses the environment once at start; throws InvalidEnvironmentError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new InvalidEnvironmentError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
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
    priceSeedFile: e.PRICE_SEED_FILE,
  };
}
