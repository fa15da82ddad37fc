import { sql } from 'drizzle-orm';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { LearnerChanges } from './db/learner-changes';
import { createLearnerCache } from './lib/learner-cache';
import { createLifecycle, type Lifecycle } from './lib/lifecycle';
import type { Logger } from './lib/logger';
import { createJobQueue, type JobQueue } from './services/jobs/job-queue';
import { registerRegistrationNotice } from './services/registration-notice';
import type { Mailer } from './lib/mailer';
import { createNotificationService, type NotificationService } from './services/notifications/notification.service';
import { systemResolveHost, type ResolveHost } from './services/notifications/push-endpoint';
import { createAccountService, type AccountService } from './services/account.service';
import { createAdminService, type AdminService } from './services/admin.service';
import { createAnalyticsService, type AnalyticsService } from './services/analytics.service';
import {
  createAuthenticationService,
  type AuthenticationService,
  type BackgroundRunner,
} from './services/authentication.service';
import { createClassroomService, type ClassroomService } from './services/classroom.service';
import { createCertificateService, type CertificateService } from './services/certificate.service';
import { createCredentialService, type CredentialService } from './services/credential.service';
import { createDcaService, type DcaService } from './services/dca.service';
import { createFeedbackService, type FeedbackService } from './services/feedback.service';
import { createMarketQuoteService, type MarketQuoteService } from './services/market-quote.service';
import type { BenchmarkSeries } from '@shared/schemas/benchmarks';
import { loadBenchmarks } from './services/benchmarks';
import { createLearningStatsService, type LearningStatsService } from './services/learning-stats.service';
import { createPriceHistoryService, type PriceHistoryService } from './services/price-history.service';
import { loadFxRates, type FxRates } from './services/fx-rates';
import { createPasswordHasher } from './services/password-hasher';
import { createProgressService, type ProgressService } from './services/progress.service';
import { createQuizService, passagePlanOf, type QuizService } from './services/quiz.service';
import { createQuizAttempts } from './services/quiz-attempts';
import { createExamService, type ExamService } from './services/exam.service';
import { questionsForPlan, quizBank } from '@shared/content/quiz-bank';
import { createReviewService, type ReviewService } from './services/review.service';
import { createSevenCuresService, type SevenCuresService } from './services/seven-cures.service';
import { createCoinGeckoProvider, type PriceProvider } from './services/price-provider';
import { createRateLimiter, type RateLimiter } from './services/rate-limiter';
import { createRetention, type Retention } from './services/retention';
import { createTreasuryService, type TreasuryService } from './services/treasury.service';
import { createUsageService, type UsageService } from './services/usage.service';
import { createBillingGateway } from './services/billing-gateway';
import { createRefundService, type RefundService } from './services/refund.service';
import { createSubscriptionEvents, type SubscriptionEvents } from './services/subscription-events';
import { createSubscriptionService, type SubscriptionService } from './services/subscription.service';

export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  mailer: Mailer;
  /** The clock; tests move it to expire tokens. */
  now?: () => Date;
  /** The market-data provider (default: the CoinGecko-compatible API at PRICE_API_URL). */
  provider?: PriceProvider;
  /** The exchange rates (default: the bundled server/data/usd-rates.csv). */
  fx?: FxRates;
  /** Runs work after an answer (the reset link's token and email); default: at once, not awaited. */
  background?: BackgroundRunner;
  /** The queue's delay before a retry (default: exponential from 30 s); tests shorten it. */
  jobBackoffMs?: (failedAttempts: number) => number;
  /** How push endpoints' host names are resolved (default: the system's resolver); tests name their own. */
  pushResolveHost?: ResolveHost;
  /**
   * Changes to learners' rows as the database handle hears them (its learnerChanges): with them,
   * learners' sessions and learning answers are kept in memory (decision 054); without, none are.
   */
  learnerChanges?: LearnerChanges;
}

/** Every service the HTTP app uses, built once by the composition root and handed to createApp. */
export interface AppServices {
  auth: AuthenticationService;
  account: AccountService;
  limiter: RateLimiter;
  prices: PriceHistoryService;
  /** The calculator's monthly benchmarks, read from the bundled file at start-up. */
  benchmarks: BenchmarkSeries;
  quotes: MarketQuoteService;
  /** The bundled exchange rates and the per-currency series derived from them (decision 059). */
  fx: FxRates;
  usage: UsageService;
  treasury: TreasuryService;
  quiz: QuizService;
  /** The final exam (decision 056). */
  exam: ExamService;
  progress: ProgressService;
  certificates: CertificateService;
  /** Certificates as signed Open Badges 3.0 credentials (decision 056). */
  credentials: CredentialService;
  /** The admin dashboard's completion funnel and quiz pass rates. */
  learningStats: LearningStatsService;
  /** Spaced review (decision 047). */
  review: ReviewService;
  /** Teachers, classes and the cohort view (decision 060). */
  classroom: ClassroomService;
  sevenCures: SevenCuresService;
  dca: DcaService;
  subscriptions: SubscriptionService;
  /** Stripe's events (the webhook, and the local test checkout). */
  billingEvents: SubscriptionEvents;
  refunds: RefundService;
  admin: AdminService;
  feedback: FeedbackService;
  analytics: AnalyticsService;
  /** The job queue on the database (decision 049); its worker is started by the server (index.ts). */
  queue: JobQueue;
  /** Price alerts, the weekly digest and unsubscribing: jobs on the queue. */
  notifications: NotificationService;
  /** Deletes expired analytics salts and events and abuse-limit counters; started by the server (index.ts). */
  retention: Retention;
  /** The clock the services use (the admin export names its file by today's date). */
  now: () => Date;
  /** Resolves when the database answers a trivial query; rejects otherwise (readiness probe). */
  checkDatabase(): Promise<void>;
  /** Whether this instance is stopping (readiness answers 503 from then on). */
  lifecycle: Lifecycle;
}

/** The composition root: the one place that builds the services from their dependencies. */
export function buildServices(deps: ServiceDeps): AppServices {
  const { db, config, logger, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const fx = deps.fx ?? loadFxRates();
  const prices = createPriceHistoryService({ db, now, fx });
  const provider =
    deps.provider ?? createCoinGeckoProvider({ baseUrl: config.priceApiUrl, timeoutMs: config.priceApiTimeoutMs });
  const hasher = createPasswordHasher({ cost: config.bcryptCost });
  const cache = createLearnerCache({ changes: deps.learnerChanges, maxLearners: config.learnerCacheSize });
  const queue = createJobQueue({
    db,
    now,
    logger,
    concurrency: config.jobs.concurrency,
    pollIntervalMs: config.jobs.pollIntervalMs,
    backoffMs: deps.jobBackoffMs,
  });
  registerRegistrationNotice({ db, config, mailer, queue });
  const auth = createAuthenticationService({
    db,
    config,
    mailer,
    logger,
    hasher,
    now,
    cache,
    queue,
    background: deps.background,
  });
  const usage = createUsageService({ db, now, beta: config.beta });
  const gateway = config.billing.stripe ? createBillingGateway({ config: config.billing.stripe, logger }) : null;
  const billingEvents = createSubscriptionEvents({ db, logger, now, gateway });
  const limiter = createRateLimiter({ db, rules: config.rateLimits, now });
  const analytics = createAnalyticsService({ db, now });
  const progress = createProgressService({ db, now, cache });
  const notifications = createNotificationService({
    db,
    config,
    logger,
    mailer,
    now,
    provider,
    fx,
    queue,
    pushResolveHost: deps.pushResolveHost ?? systemResolveHost,
  });
  const attempts = createQuizAttempts({ db, secret: config.jwtSecret, limiter, bank: quizBank });
  const certificates = createCertificateService({ db, now, progress });
  const classroom = createClassroomService({ db, now });
  const subscriptions = createSubscriptionService({ db, config, now, usage, gateway, events: billingEvents });
  return {
    auth,
    account: createAccountService({
      db,
      hasher,
      limiter,
      now,
      startSession: auth.startSession,
      stopRenewal: subscriptions.stopRenewal,
      teacherViews: classroom.teacherViews,
    }),
    limiter,
    prices,
    fx,
    benchmarks: loadBenchmarks(),
    quotes: createMarketQuoteService({ db, config, logger, now, provider, history: prices, fx }),
    usage,
    treasury: createTreasuryService({ db, now }),
    quiz: createQuizService({ now, attempts, bank: quizBank, beta: config.beta }),
    exam: createExamService({
      db,
      attempts,
      progress,
      bank: quizBank,
      poolFor: (learner, at) => questionsForPlan(passagePlanOf(learner, at, config.beta)),
    }),
    progress,
    certificates,
    credentials: createCredentialService({ certificates, appUrl: config.appUrl, secret: config.credentialSecret, now }),
    learningStats: createLearningStatsService({ db }),
    review: createReviewService({ db, cache, beta: config.beta }),
    classroom,
    sevenCures: createSevenCuresService({ db, cache }),
    dca: createDcaService({ prices }),
    subscriptions,
    billingEvents,
    refunds: createRefundService({ db, logger, now, gateway, events: billingEvents }),
    admin: createAdminService({ adminPassword: config.adminPassword, jwtSecret: config.jwtSecret, limiter, now }),
    feedback: createFeedbackService({ db, now }),
    analytics,
    queue,
    notifications,
    retention: createRetention({ db, now, logger, analytics }),
    now,
    checkDatabase: async () => {
      await db.execute(sql`select 1`);
    },
    lifecycle: createLifecycle(),
  };
}
