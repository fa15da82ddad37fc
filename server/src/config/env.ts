import { isIP } from 'node:net';
import { z } from 'zod';
import type { BillingMode } from '@shared/schemas/subscription';
import { DEFAULT_BETA_END_DATE } from '@shared/domain/beta';
import { dayNumber } from '@shared/domain/dates';
import type { BetaConfig } from '@shared/schemas/beta';
import type { RateLimitRule, RateLimitRules } from './rate-limit-rules';

export const DEVELOPMENT_JWT_SECRET = 'arkad-development-only-secret-never-use-in-production';
/** The credentials' signing secret in development and test when none is set: never in production. */
export const DEVELOPMENT_CREDENTIAL_SECRET = 'arkad-development-only-credential-key-never-use-in-production';
export const DEFAULT_PRICE_API_URL = 'https://api.coingecko.com/api/v3';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * PUSH_TEST_ORIGINS: comma-separated origins ('http://127.0.0.1:4567') a test's push endpoint
 * listens at, accepted besides the browsers' push services; refused in production (below).
 */
const pushTestOriginsSchema = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '') || url.port === '') {
      ctx.addIssue({
        code: 'custom',
        message: `must be origins with an explicit port ('http://127.0.0.1:4567'), comma-separated; '${entry}' is not one`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

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
const rateLimitSchema = z.string().transform((value, ctx): RateLimitRule => {
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
 * Which peers may name the client in X-Forwarded-For (Express's 'trust proxy'): none (the default,
 * 'none' or 0: every peer is the client, even one on this machine), a number of proxies in front
 * of the app (the client is that many hops back), or a comma-separated list of addresses, CIDR
 * ranges and the names loopback, linklocal, uniquelocal. Trusting every peer ('true') is refused:
 * any client could then choose the address it is limited by; loopback is trusted only when named,
 * since anything on the machine (another service, a tunnel) could otherwise choose its address.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (value === 'none') return 0;
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
          `must be none, a number of proxies in front of the app (0 to ${MAX_TRUSTED_HOPS}) or a comma-separated list of ` +
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

/** How one environment variable is documented: `npm run docs:env` writes .env.example and the table in docs/deploy.md from these. */
export type EnvVariableDoc = {
  /** The value .env.example sets, as written in the environment; unset when the variable has none. */
  default?: string;
  /** What an empty value stands for, when more than "not set" (the table's default column). */
  whenEmpty?: string;
  /** What it does, in Markdown (`code`; links relative to docs/). */
  description: string;
  /** A comment that heads a group of variables in .env.example, written before this one. */
  group?: string;
};

/** Every variable's documentation, kept on its schema in envSchema. */
const envVariableDocs = z.registry<EnvVariableDoc>();

/**
 * One variable: its schema, and its documentation with its default written once. The default is
 * the environment's text, applied before parsing (zod's prefault), as if the variable were set to it.
 */
function envVar<T extends z.ZodType>(schema: T, doc: EnvVariableDoc & { default: string }): z.ZodPrefault<T>;
function envVar<T extends z.ZodType>(schema: T, doc: EnvVariableDoc & { default?: undefined }): T;
function envVar(schema: z.ZodType, doc: EnvVariableDoc): z.ZodType {
  // A copy, so that a schema several variables share (optionalString) carries each one's documentation.
  const declared = doc.default === undefined ? schema.clone() : schema.prefault(doc.default);
  return declared.register(envVariableDocs, doc);
}

/**
 * Every variable the server reads, each declared once with its documentation. After changing one,
 * run `npm run docs:env`; scripts/env-docs.test.ts fails while the files it writes are stale.
 */
export const envSchema = z
  .object({
    // Production unless told otherwise: development conveniences need an explicit NODE_ENV.
    NODE_ENV: envVar(z.enum(['development', 'production', 'test']), {
      default: 'production',
      description:
        '`production`, `development` (set by `npm run dev`) or `test`; only development and test have the development conveniences (a fixed JWT secret when none is set; the reset link in the forgot-password answer, for requests from this machine only)',
    }),
    PORT: envVar(z.coerce.number().int().min(0).max(65535), { default: '3000', description: 'HTTP port' }),
    HOST: envVar(z.string().trim().min(1), {
      default: '127.0.0.1',
      description: 'interface to listen on: `127.0.0.1` is this machine only; `0.0.0.0` (or `::`) every network',
    }),
    TRUST_PROXY: envVar(trustProxySchema, {
      default: 'none',
      description:
        'which peers may name the client in `X-Forwarded-For` (and the scheme in `X-Forwarded-Proto`, for HSTS): `none` (every peer is the client, even one on this machine), a number of proxies in front of the app (0 to 10; `1` for one load balancer) or a comma-separated list of addresses, CIDR ranges and `loopback`, `linklocal`, `uniquelocal` (`loopback` for a proxy on this machine). `true` is refused. Per-address rate limits key on the address it gives',
    }),
    DATABASE_URL: envVar(optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()), {
      description: 'Postgres URL (`postgres://` or `postgresql://`); empty means embedded PGlite under `DATA_DIR`',
    }),
    DATA_DIR: envVar(z.string(), {
      default: './data',
      description: 'where PGlite keeps its files and its lock (one server per directory), and a generated `jwt-secret`',
    }),
    DATABASE_POOL_SIZE: envVar(z.coerce.number().int().min(1).max(100), {
      default: '10',
      description:
        "Postgres: connections per instance at most (1 to 100); with N instances, keep N x `DATABASE_POOL_SIZE` below the server's `max_connections`",
    }),
    DATABASE_CONNECT_TIMEOUT_MS: envVar(z.coerce.number().int().min(100).max(60_000), {
      default: '5000',
      description: 'Postgres: opening a connection fails after this long (100 to 60000); the request answers 503',
    }),
    DATABASE_STATEMENT_TIMEOUT_MS: envVar(z.coerce.number().int().min(100).max(600_000), {
      default: '15000',
      description: 'Postgres: a statement running longer is cancelled (100 to 600000); the request answers 503',
    }),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: envVar(z.coerce.number().int().min(1_000).max(3_600_000), {
      default: '30000',
      description: 'Postgres: a session idle inside a transaction this long is ended (1000 to 3600000)',
    }),
    DATABASE_MIGRATION_LOCK_TIMEOUT_MS: envVar(z.coerce.number().int().min(100).max(3_600_000), {
      default: '60000',
      description:
        "Postgres: at start, another session's migration lock is waited for this long at most (100 to 3600000); then the instance refuses to start (exit code 1)",
    }),
    LEARNER_CACHE_SIZE: envVar(z.coerce.number().int().min(0).max(1_000_000), {
      default: '10000',
      description:
        "learners whose public user, progress, scorecard and review this instance keeps in memory (0 to 1000000; 0 keeps none), used only while the learner's version, read with the session on every authenticated request, is unchanged (decision 054). On Postgres it takes one more connection per instance, which listens for changes to free memory early",
    }),
    JWT_SECRET: envVar(optionalString, {
      description:
        'signs session tokens and the unsubscribe links in emails; at least 32 random characters in production, the same on every instance. Empty in production: a random one is generated once into `DATA_DIR/jwt-secret` (mode 0600) and a warning is logged. Empty in development and test: a fixed development secret',
    }),
    CREDENTIAL_SIGNING_SECRET: envVar(optionalString, {
      description:
        'the Ed25519 key that signs the learners’ verifiable credentials (decision 056) is derived from it; at least 32 random characters in production, the same on every instance (its public key is served at `/.well-known/did.json`). Empty in production: a random one is generated once into `DATA_DIR/credential-signing-secret` (mode 0600) and a warning is logged. Empty in development and test: a fixed development secret. Changing it makes every credential issued before fail verification',
    }),
    SHUTDOWN_GRACE_MS: envVar(z.coerce.number().int().min(1_000).max(600_000), {
      default: '10000',
      description:
        'after SIGTERM or SIGINT: new connections are refused, every request already received is answered (503 with `Retry-After` once this runs out) and the process exits 0 within this long (1000 to 600000)',
    }),
    SESSION_TTL_HOURS: envVar(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 90),
      { default: '168', description: 'how long a sign-in lasts (1 to 2160)' },
    ),
    // 10 is the least a deployment may use; tests (NODE_ENV=test) may go down to bcrypt's minimum
    // of 4 where the hashing cost is not what they check (see superRefine below).
    BCRYPT_COST: envVar(z.coerce.number().int().min(TEST_MIN_BCRYPT_COST).max(15), {
      default: '12',
      description: 'password hash work factor (10 to 15; NODE_ENV=test alone may go down to 4)',
    }),
    APP_URL: envVar(optionalString.pipe(z.url().optional()), {
      whenEmpty: 'http://localhost:PORT',
      description:
        'public address, used in password-reset links; in production a warning at start when it is not set (and `SMTP_URL` is)',
    }),
    SMTP_URL: envVar(optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()), {
      description:
        '`smtp://` or `smtps://` server for password-reset, price-alert and weekly-digest emails; empty sends no e-mail (a warning at start in production)',
    }),
    MAIL_FROM: envVar(z.string(), { default: 'Arkad <no-reply@arkad.app>', description: 'sender of outgoing emails' }),
    VAPID_PUBLIC_KEY: envVar(
      optionalString.pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (npx web-push generate-vapid-keys)')
          .optional(),
      ),
      {
        description:
          'Web Push (decision 052): the VAPID public key (base64url, from `npx web-push generate-vapid-keys`); with `VAPID_PRIVATE_KEY` and `VAPID_SUBJECT`, or none: empty turns push off (the Push switch says so)',
      },
    ),
    VAPID_PRIVATE_KEY: envVar(
      optionalString.pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (npx web-push generate-vapid-keys)')
          .optional(),
      ),
      { description: 'Web Push: the VAPID private key (base64url) that signs each push; keep it secret' },
    ),
    VAPID_SUBJECT: envVar(
      optionalString.pipe(
        z
          .string()
          .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
          .optional(),
      ),
      { description: 'Web Push: a `mailto:` or `https:` contact the push services may use to reach the operator' },
    ),
    PUSH_TEST_ORIGINS: envVar(optionalString.pipe(pushTestOriginsSchema.optional()), {
      description:
        "tests only, refused with `NODE_ENV=production`: origins with a port (`http://127.0.0.1:4567`, comma-separated) accepted as push endpoints besides the browsers' push services (https on 443 at the hosts in `server/src/services/notifications/push-services.ts`); an IP address there may be loopback or private, a name is resolved and checked like any other (decision 052)",
    }),
    LOG_LEVEL: envVar(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), {
      default: 'info',
      description:
        '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; logs are JSON lines (pino) on stdout',
    }),
    PRICE_API_URL: envVar(optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()), {
      whenEmpty: DEFAULT_PRICE_API_URL,
      description: 'market-data provider (CoinGecko API v3 compatible)',
    }),
    // At most 3 s outside tests (a live call must fail fast); see superRefine below.
    PRICE_API_TIMEOUT_MS: envVar(z.coerce.number().int().min(50).max(TEST_MAX_PRICE_API_TIMEOUT_MS), {
      default: '3000',
      description: 'every provider call is aborted after this long (50 to 3000; NODE_ENV=test alone may go to 60000)',
    }),
    PRICE_REFRESH_SECONDS: envVar(z.coerce.number().int().min(10).max(3600), {
      default: '60',
      description: 'the provider is called at most once per this interval, across all instances (10 to 3600)',
    }),
    LIVE_PRICES: envVar(z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }), {
      default: 'on',
      description: '`off` never calls the provider; prices come from stored data only (and no price alert is sent)',
    }),
    JOB_WORKER: envVar(flagSchema, {
      default: 'on',
      description:
        '`off`: this instance queues jobs (emails, scheduled checks) but runs none; another instance on the same database runs them (decision 049)',
    }),
    JOB_CONCURRENCY: envVar(z.coerce.number().int().min(1).max(100), {
      default: '10',
      description: 'jobs one instance claims and runs at once (1 to 100)',
    }),
    JOB_POLL_INTERVAL_MS: envVar(z.coerce.number().int().min(50).max(60_000), {
      default: '1000',
      description: 'how often an idle instance looks for due jobs (50 to 60000)',
    }),
    RATE_LIMIT_LOGIN_ACCOUNT: envVar(rateLimitSchema, {
      group:
        'Rate limits, as hits per window (`10/15m`; the window in s, m or h, at most 24h). Counted in the database, so they hold across every instance; over the limit the API answers 429 with `Retry-After`.',
      default: '10/15m',
      description: 'sign-in attempts per e-mail address (a successful sign-in starts the count again)',
    }),
    RATE_LIMIT_LOGIN_ADDRESS: envVar(rateLimitSchema, {
      default: '100/15m',
      description: 'sign-in attempts per client address (a class signing in at the start of a lesson)',
    }),
    RATE_LIMIT_PASSWORD_CHECK_ACCOUNT: envVar(rateLimitSchema, {
      default: '10/15m',
      description:
        'current-password checks (password change, e-mail change) per account; a right password starts the count again',
    }),
    RATE_LIMIT_REGISTER_ADDRESS: envVar(rateLimitSchema, {
      default: '50/15m',
      description:
        'registrations per client address: a class at once ([limits.md](limits.md#registrations-from-one-address)); `RATE_LIMIT_REGISTER_ADDRESS_DAY` must allow it too',
    }),
    RATE_LIMIT_REGISTER_ADDRESS_DAY: envVar(rateLimitSchema, {
      default: '100/24h',
      description: 'registrations per client address per day (both registration limits must allow one)',
    }),
    RATE_LIMIT_FORGOT_ACCOUNT: envVar(rateLimitSchema, {
      default: '5/1h',
      description: 'password-reset e-mails asked for one e-mail address (known or not)',
    }),
    RATE_LIMIT_FORGOT_ADDRESS: envVar(rateLimitSchema, {
      default: '20/1h',
      description: 'password-reset e-mails asked for from one client address',
    }),
    RATE_LIMIT_RESET_ADDRESS: envVar(rateLimitSchema, {
      default: '20/15m',
      description: 'new passwords set with a reset link, per client address',
    }),
    RATE_LIMIT_ADMIN_ADDRESS: envVar(rateLimitSchema, {
      default: '10/15m',
      description: 'failed admin password checks (login or `x-admin-password`) per client address',
    }),
    RATE_LIMIT_FEEDBACK_ADDRESS: envVar(rateLimitSchema, {
      default: '10/1h',
      description: 'beta feedback submissions per client address',
    }),
    RATE_LIMIT_EVENTS_ADDRESS: envVar(rateLimitSchema, {
      default: '120/1m',
      description: 'analytics batches (`POST /api/events`) per client address',
    }),
    RATE_LIMIT_DCA_ACCOUNT: envVar(rateLimitSchema, {
      default: '10/1m',
      description: 'DCA calculations (`POST /api/bitcoin/dca`) per learner',
    }),
    RATE_LIMIT_SHARE_IMAGE_ADDRESS: envVar(rateLimitSchema, {
      default: '30/1m',
      description:
        'share images drawn (`GET /api/share/dca.png` and `GET /api/certificates/:id/image.png`, one budget; an answer from cache not counted) per client address',
    }),
    RATE_LIMIT_SHARE_PREVIEW_ADDRESS: envVar(rateLimitSchema, {
      default: '30/1m',
      description:
        'calculator link previews computed (`GET /?tab=calculator&amount=...`; one found in the preview cache not counted) per client address; past it the page is served with generic preview tags (docs/limits.md)',
    }),
    RATE_LIMIT_QUIZ_ACCOUNT: envVar(rateLimitSchema, {
      default: '30/1h',
      description:
        'quiz attempts answered per learner (`POST /api/quizzes/:step/attempts/:id/answers`, a stored row each; drawing one stores nothing)',
    }),
    RATE_LIMIT_CHECKOUT_ACCOUNT: envVar(rateLimitSchema, {
      default: '5/10m',
      description: 'checkout sessions (`POST /api/subscription/create-checkout`, a Stripe call each) per learner',
    }),
    RATE_LIMIT_BILLING_PORTAL_ACCOUNT: envVar(rateLimitSchema, {
      default: '10/10m',
      description: 'billing portal sessions (`POST /api/subscription/manage`, a Stripe call each) per learner',
    }),
    RATE_LIMIT_EXPORT_ACCOUNT: envVar(rateLimitSchema, {
      default: '5/1h',
      description: 'data exports (`GET /api/account/export`, every row of the learner read each time) per learner',
    }),
    RATE_LIMIT_JOIN_ADDRESS: envVar(rateLimitSchema, {
      default: '300/15m',
      description:
        'class join codes looked up or used (`GET` and `POST /api/join/:code`) per client address: a class of 200 joining at once, never a guessing run ([limits.md](limits.md#classrooms))',
    }),
    RATE_LIMIT_JOIN_ACCOUNT: envVar(rateLimitSchema, {
      default: '20/15m',
      description: 'class join codes looked up or used (`GET` and `POST /api/join/:code`) per learner',
    }),
    PRICE_SEED_FILE: envVar(optionalString, {
      whenEmpty: 'server/data/btc-daily-close.csv',
      description:
        'the daily-close CSV loaded into the database at start ([market-data.md](market-data.md#daily-closes))',
    }),
    STRIPE_SECRET_KEY: envVar(
      optionalString.pipe(
        z
          .string()
          .regex(/^(sk|rk)_\S+$/, "must be a Stripe secret key ('sk_...' or a restricted 'rk_...')")
          .optional(),
      ),
      {
        group: 'Billing through Stripe (docs/subscription.md); the three `STRIPE_*` keys go together.',
        description:
          "Stripe secret key (`sk_...` or a restricted `rk_...`); with the next two, billing goes through Stripe ([subscription.md](subscription.md#stripe)). All three or none: one without the others refuses to start. None in production: billing is off (checkout answers 503 'Billing is not configured', a warning at start); none in development and test: the local test checkout",
      },
    ),
    STRIPE_WEBHOOK_SECRET: envVar(
      optionalString.pipe(
        z
          .string()
          .regex(/^whsec_\S+$/, "must be the endpoint's signing secret ('whsec_...')")
          .optional(),
      ),
      { description: 'the signing secret (`whsec_...`) of the webhook endpoint `APP_URL/api/stripe/webhook`' },
    ),
    STRIPE_PRICE_SCHOLAR: envVar(
      optionalString.pipe(
        z
          .string()
          .regex(/^price_\S+$/, "must be a Stripe price id ('price_...')")
          .optional(),
      ),
      {
        description:
          "the Scholar plan's Stripe price (`price_...`): must be an active 4.99 USD monthly price, or checkout is refused",
      },
    ),
    STRIPE_API_URL: envVar(optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()), {
      description:
        "another Stripe API address (http or https; the SDK's host, port and protocol); empty is Stripe's own. The tests point it at a fake Stripe API",
    }),
    STRIPE_TIMEOUT_MS: envVar(z.coerce.number().int().min(500).max(20_000), {
      default: '5000',
      description: 'every Stripe call gives up after this long (500 to 20000), retried once',
    }),
    EARLY_ADOPTER_SEATS: envVar(z.coerce.number().int().min(0).max(1_000_000), {
      group: 'Early adopters: a discount on Scholar for the first accounts.',
      default: '1000',
      description: 'the first this many accounts are early adopters (0 to 1000000; 0: none)',
    }),
    EARLY_ADOPTER_DISCOUNT_PERCENT: envVar(z.coerce.number().int().min(1).max(100), {
      default: '40',
      description: 'their discount on Scholar, in percent (1 to 100): 40 makes $4.99 a month $2.99',
    }),
    EARLY_ADOPTER_MONTHS: envVar(z.coerce.number().int().min(1).max(36), {
      default: '12',
      description: 'for how many months, from their first payment (1 to 36)',
    }),
    BETA_ENABLED: envVar(flagSchema, {
      group: 'The beta programme, served to the app by `GET /api/beta/config`.',
      default: 'true',
      description:
        '`true`/`false` (or `on`/`off`, `1`/`0`): the beta flag; every signed-in learner is a beta learner while it is on ([beta-and-analytics.md](beta-and-analytics.md))',
    }),
    BETA_END_DATE: envVar(
      z
        .string()
        .trim()
        .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayNumber(value)), {
          message: 'must be a calendar day YYYY-MM-DD (the last day of the beta, UTC)',
        }),
      {
        default: DEFAULT_BETA_END_DATE,
        description:
          "the beta's last day (`YYYY-MM-DD`); it ends when that day ends in UTC, after which beta learners have their own tier again",
      },
    ),
    BETA_FEEDBACK_URL: envVar(optionalString.pipe(z.url({ protocol: /^(https|mailto)$/ }).optional()), {
      description: 'an `https:` or `mailto:` address for longer feedback, linked from the feedback dialog',
    }),
    BETA_PREMIUM_TRIAL_DAYS: envVar(z.coerce.number().int().min(0).max(365), {
      default: '30',
      description:
        "served as `premiumTrialDays` in `GET /api/beta/config` (the spec's beta settings), 0 to 365; the app shows no trial length: a beta learner's Scholar access lasts until `BETA_END_DATE` (decision 035)",
    }),
    ADMIN_PASSWORD: envVar(optionalString, {
      group: 'The admin dashboard.',
      description:
        "the `/admin` dashboard's password, checked on the server only; empty turns the dashboard off (its API answers 503, a warning at start in production); at least 12 characters in production",
    }),
  })
  .superRefine((env, ctx) => {
    const vapidKeys = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
    const missingVapid = vapidKeys.filter((key) => env[key] === undefined);
    if (missingVapid.length > 0 && missingVapid.length < vapidKeys.length) {
      for (const key of missingVapid) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `must be set too: Web Push needs ${vapidKeys.join(', ')} together (or none of them)`,
        });
      }
    }
  })
  .superRefine((env, ctx) => {
    // Push goes to the browsers' push services only; a test's own endpoint never in production.
    if (env.NODE_ENV === 'production' && env.PUSH_TEST_ORIGINS !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_TEST_ORIGINS'],
        message: 'is for tests only: it is refused in production (push goes to the browsers’ push services only)',
      });
    }
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
    if (env.NODE_ENV !== 'production') return;
    if (env.JWT_SECRET !== undefined && (env.JWT_SECRET === DEVELOPMENT_JWT_SECRET || env.JWT_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be a random secret of at least 32 characters in production (or unset: one is generated)',
      });
    }
    const credential = env.CREDENTIAL_SIGNING_SECRET;
    if (credential !== undefined && (credential === DEVELOPMENT_CREDENTIAL_SECRET || credential.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CREDENTIAL_SIGNING_SECRET'],
        message: 'must be a random secret of at least 32 characters in production (or unset: one is generated)',
      });
    }
  });

export type EnvVariableName = keyof typeof envSchema.shape;

/** A variable's documentation, as declared with it in envSchema; its default '' when it has none. */
export function envVariableDoc(name: EnvVariableName): EnvVariableDoc & { default: string } {
  const doc = envVariableDocs.get(envSchema.shape[name]);
  if (!doc) throw new Error(`${name} is declared in envSchema without envVar(): it has no documentation`);
  return { ...doc, default: doc.default ?? '' };
}

/** The server's settings, as loadConfig builds them from the parsed environment. */
export type AppConfig = ReturnType<typeof loadConfig>;
export type BillingConfig = AppConfig['billing'];
export type StripeConfig = NonNullable<BillingConfig['stripe']>;

export interface ConfigSources {
  /**
   * The secret generated once and kept in the data directory, for production without JWT_SECRET
   * (created says whether this call made it).
   */
  generatedJwtSecret?: (dataDir: string) => { secret: string; file: string; created: boolean };
  /** The same for the credentials' signing secret (decision 056). */
  generatedCredentialSecret?: (dataDir: string) => { secret: string; file: string; created: boolean };
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

/** CREDENTIAL_SIGNING_SECRET, the development one, or (in production without one) one kept in the data directory. */
function credentialSecretFor(e: ParsedEnv, isProduction: boolean, sources: ConfigSources, warnings: string[]): string {
  if (e.CREDENTIAL_SIGNING_SECRET) return e.CREDENTIAL_SIGNING_SECRET;
  if (!isProduction) return DEVELOPMENT_CREDENTIAL_SECRET;
  if (!sources.generatedCredentialSecret) {
    throw new InvalidEnvironmentError([
      'CREDENTIAL_SIGNING_SECRET must be set (no data directory to keep a generated one in)',
    ]);
  }
  const generated = sources.generatedCredentialSecret(e.DATA_DIR);
  warnings.push(
    `CREDENTIAL_SIGNING_SECRET is not set: credentials are signed with a key derived from a secret ${generated.created ? 'generated now and ' : ''}kept in ${generated.file}. ` +
      'Set CREDENTIAL_SIGNING_SECRET to the same random value on every instance when running more than one.',
  );
  return generated.secret;
}

/** Stripe's settings when all three of its variables are set. */
function stripeConfigFor(e: ParsedEnv) {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PRICE_SCHOLAR) return undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    /** The Scholar plan's recurring monthly price. */
    scholarPriceId: e.STRIPE_PRICE_SCHOLAR,
    /** Another Stripe API address (tests, stripe-mock); undefined: Stripe's own. */
    api: e.STRIPE_API_URL ? stripeApiAddress(e.STRIPE_API_URL) : undefined,
    /** Every Stripe call is abandoned after this long. */
    timeoutMs: e.STRIPE_TIMEOUT_MS,
  };
}

/** The RATE_LIMIT_* variables under the names the rate limiter uses. */
function rateLimitsFrom(e: ParsedEnv): RateLimitRules {
  return {
    loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
    loginAddress: e.RATE_LIMIT_LOGIN_ADDRESS,
    passwordCheckAccount: e.RATE_LIMIT_PASSWORD_CHECK_ACCOUNT,
    registerAddress: e.RATE_LIMIT_REGISTER_ADDRESS,
    registerAddressDay: e.RATE_LIMIT_REGISTER_ADDRESS_DAY,
    forgotAccount: e.RATE_LIMIT_FORGOT_ACCOUNT,
    forgotAddress: e.RATE_LIMIT_FORGOT_ADDRESS,
    resetAddress: e.RATE_LIMIT_RESET_ADDRESS,
    adminAddress: e.RATE_LIMIT_ADMIN_ADDRESS,
    feedbackAddress: e.RATE_LIMIT_FEEDBACK_ADDRESS,
    eventsAddress: e.RATE_LIMIT_EVENTS_ADDRESS,
    dcaAccount: e.RATE_LIMIT_DCA_ACCOUNT,
    shareImageAddress: e.RATE_LIMIT_SHARE_IMAGE_ADDRESS,
    sharePreviewAddress: e.RATE_LIMIT_SHARE_PREVIEW_ADDRESS,
    quizAccount: e.RATE_LIMIT_QUIZ_ACCOUNT,
    checkoutAccount: e.RATE_LIMIT_CHECKOUT_ACCOUNT,
    billingPortalAccount: e.RATE_LIMIT_BILLING_PORTAL_ACCOUNT,
    exportAccount: e.RATE_LIMIT_EXPORT_ACCOUNT,
    joinAddress: e.RATE_LIMIT_JOIN_ADDRESS,
    joinAccount: e.RATE_LIMIT_JOIN_ACCOUNT,
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
export function loadConfig(env: Record<string, string | undefined>, sources: ConfigSources = {}) {
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
  const credentialSecret = credentialSecretFor(e, isProduction, sources, startupWarnings);
  const stripe = stripeConfigFor(e);
  const billingMode: BillingMode = stripe ? 'stripe' : isProduction ? 'unconfigured' : 'local_test';
  startupWarnings.push(...productionWarnings(e, isProduction, billingMode));
  const beta: BetaConfig = {
    isBetaEnabled: e.BETA_ENABLED,
    betaEndDate: e.BETA_END_DATE,
    betaFeedbackUrl: e.BETA_FEEDBACK_URL ?? null,
    premiumTrialDays: e.BETA_PREMIUM_TRIAL_DAYS,
  };
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    /**
     * Peers trusted to name the client in X-Forwarded-For (Express's 'trust proxy'): how many
     * proxies are in front of the app, or which addresses and ranges they have. Per-address rate
     * limits key on the client address this gives.
     */
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    /** Postgres connection settings (not used by embedded PGlite). */
    postgres: {
      /** Connections this instance opens at most. */
      poolSize: e.DATABASE_POOL_SIZE,
      /** Opening a connection fails after this long. */
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      /** A statement running longer is cancelled (the request answers 503). */
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      /** A session idle inside a transaction for this long is ended by Postgres. */
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      /** At start, another instance's migration lock is waited for this long at most (then: refuse to start). */
      migrationLockTimeoutMs: e.DATABASE_MIGRATION_LOCK_TIMEOUT_MS,
    },
    jwtSecret,
    /** The secret the credentials' Ed25519 signing key is derived from (decision 056). */
    credentialSecret,
    sessionTtlMs: e.SESSION_TTL_HOURS * 60 * 60 * 1000,
    /** Learners whose answers the learner cache keeps at most (0: none), decision 054. */
    learnerCacheSize: e.LEARNER_CACHE_SIZE,
    bcryptCost: e.BCRYPT_COST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** Web Push (decision 052): the VAPID keys and contact; null when not configured (push is off). */
    push:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : null,
    /** PUSH_TEST_ORIGINS: a test's push endpoints besides the push services; always empty in production. */
    pushTestOrigins: e.PUSH_TEST_ORIGINS ?? [],
    logLevel: e.LOG_LEVEL,
    /** Market-data provider (CoinGecko API v3 compatible), without a trailing slash. */
    priceApiUrl: (e.PRICE_API_URL ?? DEFAULT_PRICE_API_URL).replace(/\/+$/, ''),
    /** Every provider call is aborted after this long (at most 3 s). */
    priceApiTimeoutMs: e.PRICE_API_TIMEOUT_MS,
    /** At most one provider call per this interval, across all instances. */
    priceRefreshMs: e.PRICE_REFRESH_SECONDS * 1000,
    /** false: never call the provider; prices come from stored data only. */
    livePrices: e.LIVE_PRICES === 'on',
    /** After SIGTERM or SIGINT, every request is answered and the process has exited within this long. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /** The job queue (decision 049): whether this instance runs jobs, how many at once, how often it polls. */
    jobs: { worker: e.JOB_WORKER, concurrency: e.JOB_CONCURRENCY, pollIntervalMs: e.JOB_POLL_INTERVAL_MS },
    /**
     * Development conveniences (the forgot-password answer carries the reset link, for requests
     * from the machine itself): only with NODE_ENV=development or test, never by default.
     */
    devConveniences: !isProduction,
    rateLimits: rateLimitsFrom(e),
    /** Things the operator should know, logged once at start. */
    startupWarnings,
    /** The daily-close CSV loaded at start; undefined means the bundled server/data file. */
    priceSeedFile: e.PRICE_SEED_FILE,
    billing: {
      /**
       * stripe: keys set. local_test: no keys, outside production (a labelled local test checkout).
       * unconfigured: no keys in production (checkout answers 503 'Billing is not configured').
       */
      mode: billingMode,
      stripe,
      /** The first `seats` accounts get `discountPercent` off Scholar for `months` months (0 seats: none). */
      earlyAdopter: {
        seats: e.EARLY_ADOPTER_SEATS,
        discountPercent: e.EARLY_ADOPTER_DISCOUNT_PERCENT,
        months: e.EARLY_ADOPTER_MONTHS,
      },
    },
    /** The beta programme (BETA_*), served to the app as GET /api/beta/config. */
    beta,
    /** The admin dashboard's password; undefined turns the dashboard off (its API answers 503). */
    adminPassword: e.ADMIN_PASSWORD,
  };
}

/** 'http://127.0.0.1:12111' → the Stripe SDK's host, port and protocol options. */
function stripeApiAddress(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
