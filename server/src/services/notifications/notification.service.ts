import { eq } from 'drizzle-orm';
import { INACTIVE_AFTER_DAYS } from '@shared/content/emails';
import { priceProviderCredit } from '@shared/domain/price-data';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { userPreferences, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { pgErrorCode } from '../../lib/pg-errors';
import { jobMessageId, type JobContext, type JobQueue } from '../../lib/job-queue';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { PriceProvider } from '../price-provider';
import {
  claimInactiveNote,
  DIGEST_EMAIL_JOB,
  digestMomentBefore,
  isInactive,
  planDigests,
  createDigestReader,
} from './digest';
import {
  renderDigest,
  renderInactiveNote,
  renderPriceAlert,
  type EmailLinks,
  type PriceMove,
  type RenderedEmail,
} from './email-templates';
import { measureMoves, PRICE_ALERT_EMAIL_JOB, queueAlerts } from './price-alerts';
import { createPushService, PRICE_ALERT_PUSH_JOB } from './push';
import type { ResolveHost } from './push-endpoint';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const FOREIGN_KEY_VIOLATION = '23503';

export const PRICE_CHECK_JOB = 'price-alerts:check';
export const DIGEST_PLAN_JOB = 'digest:plan';

/** How often the price is checked for alerts (one job per slot, across all instances). */
export const PRICE_CHECK_MINUTES = 10;
const SLOT_MS = PRICE_CHECK_MINUTES * 60_000;
/** A digest moment missed by more than this (the server was down) is skipped, not sent late. */
const DIGEST_LATE_LIMIT_MS = 12 * 3_600_000;
const DONE_KEPT_MS = 7 * 24 * 3_600_000;
const FAILED_KEPT_MS = 30 * 24 * 3_600_000;
/** Each instance checks this often whether a scheduled job is due (the enqueue is idempotent). */
const SCHEDULE_TICK_MS = 60_000;

export interface NotificationDeps {
  db: Database;
  config: Pick<
    AppConfig,
    'appUrl' | 'jwtSecret' | 'livePrices' | 'priceApiUrl' | 'push' | 'pushTestOrigins' | 'devConveniences'
  >;
  logger: Logger;
  mailer: Mailer;
  now: () => Date;
  provider: PriceProvider;
  queue: JobQueue;
  /** How push endpoints' host names are resolved (the system's resolver in production). */
  pushResolveHost: ResolveHost;
}

interface Recipient {
  email: string;
  firstName: string;
  currency: string;
  emailOn: boolean;
  priceAlerts: boolean;
  weeklyDigest: boolean;
}

/**
 * What Arkad emails besides account mail (docs/accounts.md, 'Notifications'): price alerts and the
 * weekly digest, each a job on the queue (decision 049). The checks themselves are jobs too, queued
 * once per slot by whichever instance ticks first. Price alerts also go by Web Push (decision 052),
 * another job type queued next to the email one.
 */
export function createNotificationService(deps: NotificationDeps) {
  const { db, config, logger, mailer, now, queue } = deps;
  let timer: NodeJS.Timeout | null = null;
  const push = createPushService({ db, config, logger, resolveHost: deps.pushResolveHost });
  const readDigest = createDigestReader(db);
  const mailHost = new URL(config.appUrl).hostname;

  function links(userId: number): EmailLinks {
    const token = unsubscribeToken(config.jwtSecret, userId);
    return {
      unsubscribePage: `${config.appUrl}/unsubscribe?token=${token}`,
      oneClickUnsubscribe: `${config.appUrl}/api/email/unsubscribe?token=${token}`,
      settings: `${config.appUrl}/settings?section=notifications`,
    };
  }

  async function recipient(userId: number): Promise<Recipient | null> {
    const [row] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        currency: userPreferences.defaultCurrency,
        emailOn: userPreferences.emailNotifications,
        priceAlerts: userPreferences.priceAlerts,
        weeklyDigest: userPreferences.weeklyDigest,
      })
      .from(users)
      .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return null;
    return {
      email: row.email,
      firstName: row.firstName,
      currency: row.currency ?? 'USD',
      emailOn: row.emailOn ?? true,
      priceAlerts: row.priceAlerts ?? false,
      weeklyDigest: row.weeklyDigest ?? true,
    };
  }

  /**
   * The job's one email, with a Message-ID of the job (the same on a resend after a crash), and
   * not at all once the queue has said another instance holds the job now.
   */
  async function send(job: JobContext, to: string, email: RenderedEmail): Promise<void> {
    job.signal.throwIfAborted();
    await mailer.send({ to, ...email, messageId: jobMessageId(job, mailHost) });
  }

  async function priceCheck(job: JobContext): Promise<void> {
    const at = new Date(String(job.payload.at ?? now().toISOString()));
    const moves = await measureMoves(
      db,
      config.livePrices ? deps.provider : null,
      now(),
      priceProviderCredit(config.priceApiUrl).name,
    );
    if (!moves) {
      logger.info('price alerts: the provider did not answer; no alert sent');
      return;
    }
    const queued = await queueAlerts(db, queue, moves, at);
    if (queued > 0) queue.nudge();
  }

  async function priceAlertEmail(job: JobContext): Promise<void> {
    const userId = Number(job.payload.userId);
    const who = await recipient(userId);
    // Switched off since the alert was queued (or the account is gone): nothing is sent.
    if (!who?.emailOn || !who.priceAlerts) return;
    await send(
      job,
      who.email,
      renderPriceAlert(job.payload.move as PriceMove, Number(job.payload.threshold), links(userId)),
    );
  }

  async function digestEmail(job: JobContext): Promise<void> {
    const userId = Number(job.payload.userId);
    const moment = new Date(String(job.payload.weekEnd));
    // One statement: the recipient, their switches, the latest activity and the week's facts.
    const read = await readDigest(userId, moment);
    if (!read?.emailOn || !read.weeklyDigest) return;
    if (isInactive(read.last, moment)) {
      if (await claimInactiveNote(db, userId, read.last, moment)) {
        await send(job, read.email, renderInactiveNote(read.firstName, INACTIVE_AFTER_DAYS, links(userId)));
      }
      return;
    }
    await send(job, read.email, renderDigest(read.facts, links(userId)));
  }

  async function digestPlan(job: JobContext): Promise<void> {
    await planDigests(db, queue, new Date(String(job.payload.weekEnd)));
    queue.nudge();
  }

  /** Queues the scheduled checks that are due (idempotent: one per slot whoever asks) and prunes. */
  async function schedule(): Promise<void> {
    const at = now();
    const slot = new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
    await queue.enqueue(
      PRICE_CHECK_JOB,
      { at: slot.toISOString() },
      {
        dedupeKey: `${PRICE_CHECK_JOB}:${slot.toISOString()}`,
        maxAttempts: 1,
      },
    );
    const moment = digestMomentBefore(at);
    if (at.getTime() - moment.getTime() <= DIGEST_LATE_LIMIT_MS) {
      await queue.enqueue(
        DIGEST_PLAN_JOB,
        { weekEnd: moment.toISOString() },
        {
          dedupeKey: `${DIGEST_PLAN_JOB}:${moment.toISOString()}`,
        },
      );
    }
    await queue.prune(new Date(at.getTime() - DONE_KEPT_MS), new Date(at.getTime() - FAILED_KEPT_MS));
  }

  queue.register(PRICE_CHECK_JOB, priceCheck);
  queue.register(PRICE_ALERT_EMAIL_JOB, priceAlertEmail);
  queue.register(PRICE_ALERT_PUSH_JOB, push.priceAlertPush);
  queue.register(DIGEST_PLAN_JOB, digestPlan);
  queue.register(DIGEST_EMAIL_JOB, digestEmail);

  function tick(): void {
    schedule()
      .then(() => queue.nudge())
      .catch((error: unknown) => logger.warn({ err: error }, 'scheduling notifications failed; trying again'))
      .finally(() => {
        if (timer) timer.refresh();
      });
  }

  return {
    schedule,
    links,
    push,

    /** Turns the learner's email switch off: the unsubscribe link and the one-click POST (RFC 8058). */
    async unsubscribe(token: string): Promise<void> {
      const userId = verifyUnsubscribeToken(config.jwtSecret, token);
      if (userId === null) throw badRequest('This unsubscribe link is not valid. Turn emails off in Settings instead.');
      await db
        .insert(userPreferences)
        .values({ userId, emailNotifications: false })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { emailNotifications: false, updatedAt: now() } })
        .catch((error: unknown) => {
          // The account is gone (foreign key violation): nothing left to send to, so the link worked.
          if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
        });
    },

    /** Schedules the checks from now on (each instance; the jobs themselves run once). */
    start(): void {
      if (timer) return;
      timer = setTimeout(tick, SCHEDULE_TICK_MS);
      timer.unref();
      tick();
    },

    stop(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
