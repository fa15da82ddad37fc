import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { QuizOptionId } from '../../../shared/domain/quiz-rules';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** decimal(10,2): read back as a string, converted with shared/domain/money. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lowercased. */
    email: text('email').notNull(),
    /** bcrypt hash. */
    password: text('password').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    experienceLevel: text('experience_level').notNull().default('beginner'),
    investmentGoal: text('investment_goal'),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('active'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionExpiresAt: timestamp('subscription_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    // A Stripe customer belongs to one learner: webhook events find the learner by it.
    uniqueIndex('users_stripe_customer_id_key').on(t.stripeCustomerId),
  ],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    defaultCurrency: text('default_currency').notNull().default('USD'),
    defaultDcaAmount: money('default_dca_amount').notNull().default('100.00'),
    riskTolerance: text('risk_tolerance').notNull().default('moderate'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(false),
    priceAlerts: boolean('price_alerts').notNull().default(false),
    weeklyDigest: boolean('weekly_digest').notNull().default(true),
    /** Price alerts: the move over 24 hours, in percent, that sends one (5, 10 or 20). */
    priceAlertThreshold: integer('price_alert_threshold').notNull().default(10),
    /** When the last price alert was queued: at most one per learner per 24 hours (decision 049). */
    lastPriceAlertAt: timestamp('last_price_alert_at', { withTimezone: true }),
    /** When the one 'we miss you' note was queued, after 30 days without activity (no digest after it). */
    inactiveNoteAt: timestamp('inactive_note_at', { withTimezone: true }),
    /** The language the learner chose ('en' or 'es'); null until one is chosen (decision 063). */
    language: text('language'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_preferences_price_alert_threshold_check', sql`${t.priceAlertThreshold} in (5, 10, 20)`),
    check('user_preferences_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/** One row per issued token, so a token can be revoked (logout, password change, reset). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Where learner versions come from (decision 054, amended): one sequence for every learner, never
 * restarted (not owned by a column), so a version is never given twice, even after a truncate.
 */
export const learnerVersionSeq = pgSequence('learner_version_seq');

/**
 * Each learner's version: given a new value from learner_version_seq, in the writing transaction, by
 * every statement that writes the rows the learner cache keeps answers of (migration 0022's
 * triggers). Every authenticated request reads it with the session; the cache answers from memory
 * only while it matches. No foreign key: the triggers add a row for an existing learner only and
 * remove it with the learner.
 */
export const learnerVersions = pgTable('learner_versions', {
  userId: integer('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token sent to the user; the token itself is never stored. */
  token: text('token').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** One savings goal per learner (saving the goal again replaces it). */
export const treasuryGoals = pgTable(
  'treasury_goals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetAmount: money('target_amount').notNull(),
    /** The currency the target was saved in (shared/domain/fx-currencies.ts); a preference change never rewrites it. */
    currency: text('currency').notNull().default('USD'),
    /** 'YYYY-MM-DD' or null. */
    targetDate: text('target_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('treasury_goals_user_id_key').on(t.userId)],
);

export const savingsEntries = pgTable(
  'savings_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's UUID for the entry: a repeated post of the same entry is stored once. */
    clientId: text('client_id').notNull(),
    month: text('month').notNull(),
    amount: money('amount').notNull(),
    /** The currency the amount was saved in; a preference change never rewrites it. */
    currency: text('currency').notNull().default('USD'),
    createdAt: createdAt(),
  },
  (t) => [
    // The pages of GET /api/treasury: one account's entries, newest first.
    index('savings_entries_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // The distinct months of the totals, read by skipping from one month to the next.
    index('savings_entries_user_month_key_idx').on(t.userId, sql`lower(btrim(${t.month}))`),
    uniqueIndex('savings_entries_user_client_id_key').on(t.userId, t.clientId),
  ],
);

/**
 * Stripe subscriptions as the webhook last saw them (kept after they end, as history). The learner's
 * current one is users.stripeSubscriptionId; users carries the tier, status and expiry the access
 * check reads.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    status: text('status').notNull(),
    tier: text('tier').notNull().default('scholar'),
    priceId: text('price_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The Stripe `created` time of the newest event applied: an older event arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_id_idx').on(t.userId)],
);

/** Stripe webhook events already processed, by event id: a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** When Stripe created the event. */
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunded payments, one row per Stripe charge (the unique charge id): the admin's refund and
 * Stripe's charge.refunded webhook for it record it once, whichever comes first (decision 035).
 */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  stripeChargeId: text('stripe_charge_id').notNull().unique(),
  stripeRefundId: text('stripe_refund_id'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** When the refunded payment was made. */
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  /** 'admin' (the dashboard's Refund) or 'webhook' (a refund made in Stripe itself). */
  source: text('source').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The one record of metered use: a user's count per feature and UTC calendar month. A user's uses
 * this month (what the Scholar status shows) are read from here, not kept on the users row.
 */
export const usageTracking = pgTable(
  'usage_tracking',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    usageCount: integer('usage_count').notNull().default(0),
    /** Calendar month the count belongs to, YYYY-MM. */
    month: text('month').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('usage_tracking_user_feature_month_key').on(t.userId, t.feature, t.month)],
);

/**
 * One receipt per use reported with the device's id for it (a use made offline, sent when back
 * online): a report repeated after a lost answer finds its receipt and is not counted twice.
 */
export const usageReceipts = pgTable(
  'usage_receipts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    useId: text('use_id').notNull(),
    feature: text('feature').notNull(),
    /** The month the use was counted in, YYYY-MM. */
    month: text('month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.useId] })],
);

/** One row per Beta Feedback submission; the admin dashboard lists them newest first. */
export const betaFeedback = pgTable(
  'beta_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    feedbackId: text('feedback_id').notNull().unique(),
    rating: integer('rating').notNull(),
    featuresArray: text('features_array')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comments: text('comments'),
    email: text('email'),
    paymentLikelihood: text('payment_likelihood').notNull(),
    pricingThoughts: text('pricing_thoughts'),
    mostValuableFeature: text('most_valuable_feature').notNull(),
    biggestFriction: text('biggest_friction').notNull(),
    betaVersion: text('beta_version').notNull().default('1.0.0-beta'),
    userAgent: text('user_agent'),
    deployment: text('deployment').notNull().default('replit'),
    ipAddress: text('ip_address'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('beta_feedback_submitted_at_idx').on(t.submittedAt)],
);

/**
 * The early-adopter seats: one row per seat, written as one of the first EARLY_ADOPTER_SEATS
 * accounts is made (services/early-adopters.ts). A deleted account leaves its row behind with no
 * user, so the seat stays taken and the number of rows is the number of seats ever given.
 */
export const earlyAdopters = pgTable(
  'early_adopters',
  {
    id: serial('id').primaryKey(),
    /** The learner; null once their account is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    discountType: text('discount_type').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /** Discounted months granted; counted down from redeemedAt (shared/domain/plans.ts). */
    monthsRemaining: integer('months_remaining').notNull(),
    referredBy: integer('referred_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the discount was first applied to a paid subscription; null while unused. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('early_adopters_user_id_key').on(t.userId)],
);

/**
 * The early-adopter seats as rows to take, numbered 1 to EARLY_ADOPTER_SEATS (added as the number
 * grows, never removed): a registration takes the lowest free seat with `FOR UPDATE SKIP LOCKED`,
 * so concurrent registrations take different seats and one that stalls holds only its own
 * (services/early-adopters.ts). takenAt is null while the seat is free.
 */
export const earlyAdopterSeats = pgTable(
  'early_adopter_seats',
  {
    seat: integer('seat').primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
  },
  (t) => [
    index('early_adopter_seats_free_idx')
      .on(t.seat)
      .where(sql`${t.takenAt} is null`),
  ],
);

/**
 * Bitcoin's daily close per UTC day in US dollars: seeded from server/data, then appended from the
 * live provider. Other currencies are counted from it with the bundled rates (services/fx-rates.ts).
 */
export const dailyCloses = pgTable(
  'daily_closes',
  {
    date: date('date', { mode: 'string' }).primaryKey(),
    usd: numeric('usd', { mode: 'number' }).notNull(),
    /** 'seed' (the bundled CSV) or 'live' (fetched from the provider). */
    source: text('source').notNull(),
  },
  (t) => [
    check('daily_closes_source_check', sql`${t.source} in ('seed', 'live')`),
    check('daily_closes_positive_check', sql`${t.usd} > 0`),
  ],
);

/**
 * One row ('bitcoin'): the last live quote from the provider, and the leases that let several
 * server instances share one provider call per refresh interval (claimed with a conditional
 * upsert ... RETURNING, so exactly one instance wins each interval).
 */
export const marketSnapshots = pgTable('market_snapshots', {
  id: text('id').primaryKey(),
  priceUsd: numeric('price_usd', { mode: 'number' }),
  priceEur: numeric('price_eur', { mode: 'number' }),
  change24hUsd: numeric('change_24h_usd', { mode: 'number' }),
  change24hEur: numeric('change_24h_eur', { mode: 'number' }),
  marketCapUsd: numeric('market_cap_usd', { mode: 'number' }),
  marketCapEur: numeric('market_cap_eur', { mode: 'number' }),
  volume24hUsd: numeric('volume_24h_usd', { mode: 'number' }),
  volume24hEur: numeric('volume_24h_eur', { mode: 'number' }),
  /**
   * The provider's figures in the other offered currencies it quotes, by lower-case code (decision
   * 059): { gbp: { price, change24h, marketCap, volume24h } }. A currency it does not quote is
   * counted from USD with the bundled rates.
   */
  otherQuotes:
    jsonb('other_quotes').$type<
      Record<string, { price: number; change24h: number | null; marketCap: number | null; volume24h: number | null }>
    >(),
  /** The provider's own time for the quote. */
  quotedAt: timestamp('quoted_at', { withTimezone: true }),
  /** When the quote was fetched successfully. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  /** Until when the last claimed refresh owns the provider call; a new refresh needs it expired. */
  refreshLeaseUntil: timestamp('refresh_lease_until', { withTimezone: true }),
  /** Why the last refresh failed; null after a success. */
  lastError: text('last_error'),
  /** Until when the last claimed catch-up of daily closes owns the provider. */
  historyLeaseUntil: timestamp('history_lease_until', { withTimezone: true }),
});

export type DailyCloseRow = typeof dailyCloses.$inferSelect;
export type MarketSnapshotRow = typeof marketSnapshots.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type UserPreferencesRow = typeof userPreferences.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Fixed-window request counters for the rate limits, shared by every server instance. One row per
 * key ('login-account:ada@example.com'); a hit past expires_at starts a new window at one.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * First-party analytics: one row per event the app sent (POST /api/events). Only the event's name,
 * its listed properties (shared/schemas/analytics.ts), the server's time and the visitor's daily
 * salted hash are kept; never an address, a user id or a user agent. Rows older than the
 * dashboard's 30 days are deleted.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** SHA-256 of the day's salt, the client address and the user agent; unlinkable once the salt is gone. */
    visitorHash: text('visitor_hash').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_occurred_at_idx').on(t.occurredAt)],
);

/** The salt of the visitor hashes, one per UTC day; yesterday's is deleted once today's exists. */
export const analyticsSalts = pgTable('analytics_salts', {
  /** 'YYYY-MM-DD' (UTC). */
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** One question of a quiz attempt as drawn: its id and the authored ids of its options in the order shown. */
export interface DrawnQuestionRow {
  id: string;
  order: QuizOptionId[];
}

/**
 * Quiz attempts (decisions 042 and 054): drawn by POST /api/quizzes/:step/attempts (sealed in the
 * attempt id, not stored), written here once answered, graded: `answers` (question id → the option
 * id shown), `score`, `passed`, `created_at` the draw's time. Rows with `answers` null are attempts
 * drawn before decision 054 (stored then, swept once past QUIZ_ATTEMPT_TTL_MS). The learner's own
 * rows, removed with the account.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    /** Random (UUID v4): the learner's handle on the attempt. */
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The quiz'd learning-path step: guide, glossary, strategies or security. */
    step: text('step').notNull(),
    questions: jsonb('questions').$type<DrawnQuestionRow[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, QuizOptionId>>(),
    score: integer('score'),
    passed: boolean('passed'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('quiz_attempts_user_step_created_idx').on(t.userId, t.step, t.createdAt)],
);

/**
 * Progress events (decision 044): what a learner did that no other row records — a glossary term
 * opened, a wizard result or an assessment saved (their answers in `result`), a calculation or a
 * comparison (Scholar uses are not metered). Unique by the browser's `clientId`, so an event
 * replayed from offline is stored once; unique by `subject` per kind: one row per glossary term,
 * one calculation and one comparison; each wizard result and assessment its own (subject = its
 * clientId). The learner's own rows, removed with the account.
 */
export const progressEvents = pgTable(
  'progress_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    result: jsonb('result').$type<Record<string, string>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('progress_events_user_client_id_key').on(t.userId, t.clientId),
    uniqueIndex('progress_events_user_kind_subject_key').on(t.userId, t.kind, t.subject),
  ],
);

/**
 * The job queue (decision 049): emails to send and scheduled checks to run, claimed by any instance
 * with FOR UPDATE SKIP LOCKED, retried with exponential backoff, ending 'done' or 'failed' (with
 * the last error). `dedupe_key` makes an enqueue idempotent (one digest per learner per week, one
 * price check per slot). Done jobs are deleted after 7 days, failed ones after 30.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** 'email:price-alert', 'email:digest', 'price-alerts:check', 'digest:plan', ... */
    type: text('type').notNull(),
    // Checked against its job type's schema when queued and when run (services/jobs/define-job.ts).
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    /** 'queued', 'running', 'done' or 'failed'. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not claimed before this time (the backoff after a failure). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose lease has passed (its instance died) is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key_key').on(t.dedupeKey),
    // The claim's order (due first, then by id): a claim reads the first few rows of this index
    // instead of sorting every queued job (the weekly digest queues one per learner at once).
    index('jobs_state_run_at_id_idx').on(t.state, t.runAt, t.id),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * Certificates of completion (decision 048): one row per learner, made when they ask for it with
 * all 8 steps complete. `publicId` (128 random bits, base64url) is the public page's address; a
 * revoke sets it to null (the page and its image then 404) and a new certificate gets a new one.
 * `completedAt` is when the server first confirmed 8 of 8 (the first certificate), kept across a
 * revoke. The name is shown only when `showName` is set. Removed with the account.
 */
export const certificates = pgTable(
  'certificates',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicId: text('public_id'),
    showName: boolean('show_name').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('certificates_public_id_key').on(t.publicId)],
);

/**
 * Spaced review (decision 047): one row per item a learner has reviewed at least once — a quiz
 * question they missed or a glossary term they opened — with its Leitner box and the calendar day
 * (in the learner's time zone when reviewed) it comes back on. Items never reviewed have no row:
 * they start in box 1 from the miss or the opening. `last_client_id` makes an answer replayed from
 * offline count once; the last answer is kept to answer the replay. Bounded by the bank and the
 * 200 glossary terms kept; the learner's own rows, removed with the account.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'question' or 'term'. */
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    box: integer('box').notNull(),
    /** 'YYYY-MM-DD', the learner's day. */
    dueDay: text('due_day').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    lastClientId: text('last_client_id').notNull(),
    lastCorrect: boolean('last_correct').notNull(),
    /** The option chosen at the last answer of a question (null for a term). */
    lastOptionId: text('last_option_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_items_user_kind_item_key').on(t.userId, t.kind, t.itemId)],
);

/**
 * A browser's Web Push subscription (decision 052): where to send a learner's price alert as a
 * notification. At most 5 per learner; an endpoint belongs to one learner (a second save moves it).
 * Removed when the learner turns push off, or when the push service answers 404/410 (expired).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser (https in production). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (base64url), for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    /** The browser's auth secret (base64url). */
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
  ],
);

/**
 * Teachers (issue 49, decision 060): a role on an account, taken from Settings. One row per
 * teacher; removed with the account (and their classes with it).
 */
export const teachers = pgTable('teachers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A teacher's class (decision 060): a name, an optional end date, target dates per learning-path
 * step (`targets`: step → 'YYYY-MM-DD'), and the join code learners type or follow as a link
 * (null once the teacher closes joining). At most 20 open (not archived) classes per teacher.
 * Removed with the teacher's account.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'YYYY-MM-DD' or null. */
    endDate: date('end_date', { mode: 'string' }),
    joinCode: text('join_code'),
    targets: jsonb('targets').$type<Record<string, string>>().notNull().default({}),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('classes_join_code_key').on(t.joinCode), index('classes_teacher_id_idx').on(t.teacherId)],
);

/**
 * A learner's membership of a class, made only by the learner's own consent (they join with the
 * code, having been shown what the teacher sees); removed when they leave, when the teacher
 * removes them, or with either account. `share_email`: whether the teacher sees their email.
 * At most 200 learners per class.
 */
export const classMembers = pgTable(
  'class_members',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shareEmail: boolean('share_email').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_members_user_id_idx').on(t.userId)],
);
