import { z } from 'zod';
import { priceProviderCredit } from '@shared/domain/price-data';
import { defaultLanguage, type Language } from '@shared/i18n/languages';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { pgErrorCode } from '../../lib/pg-errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { defineJob, jobMessageId } from '../jobs/define-job';
import type { JobQueue } from '../jobs/job-queue';
import type { FxRates } from '../fx-rates';
import type { PriceProvider } from '../price-provider';
import { createDigestReader, digestEmailJob, digestMomentBefore, digestPlanJob } from './digest';
import type { EmailLinks, NotificationMail } from './email-templates';
import { measureMoves, priceAlertEmailJob, queueAlerts } from './price-alerts';
import { createPushService, priceAlertPushJob } from './push';
import type { ResolveHost } from './push-endpoint';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const FOREIGN_KEY_VIOLATION = '23503';

const PRICE_CHECK_JOB = 'price-alerts:check';

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
  /** The bundled exchange rates: a move in a currency the provider has no figure for is counted from USD. */
  fx: FxRates;
  queue: JobQueue;
  /** How push endpoints' host names are resolved (the system's resolver in production). */
  pushResolveHost: ResolveHost;
}

interface PriceCheckDeps {
  db: Database;
  queue: JobQueue;
  logger: Logger;
  now: () => Date;
  /** The live provider, or null when live prices are off (no alert is sent then). */
  provider: PriceProvider | null;
  providerName: string;
  fx: FxRates;
}

/** Measures the move for one slot (the payload's time) and queues the alerts it triggers. */
const priceCheckJob = defineJob(
  PRICE_CHECK_JOB,
  z.object({ at: z.iso.datetime({ offset: true }) }),
  async (job, deps: PriceCheckDeps) => {
    const moves = await measureMoves(deps.db, deps.provider, deps.now(), deps.fx, deps.providerName);
    if (!moves) {
      deps.logger.info('price alerts: the provider did not answer; no alert sent');
      return;
    }
    const queued = await queueAlerts(deps.db, deps.queue, moves, new Date(job.payload.at));
    if (queued > 0) deps.queue.nudge();
  },
);

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

  /**
   * The footer's links. A page link of a Spanish email carries `lang=es`: the page it opens says
   * so to the app, which starts in the email's language rather than the browser's (the learner may
   * open it in a browser that never saw Arkad). An English one carries none (the default).
   */
  function links(userId: number, language: Language = defaultLanguage): EmailLinks {
    const token = unsubscribeToken(config.jwtSecret, userId);
    const lang = language === defaultLanguage ? '' : `&lang=${language}`;
    return {
      unsubscribePage: `${config.appUrl}/unsubscribe?token=${token}${lang}`,
      oneClickUnsubscribe: `${config.appUrl}/api/email/unsubscribe?token=${token}`,
      settings: `${config.appUrl}/settings?section=notifications${lang}`,
    };
  }

  const mail: NotificationMail = {
    links,
    /** Not at all once the queue has said another instance holds the job now. */
    async send(job, to, email) {
      job.signal.throwIfAborted();
      await mailer.send({ to, ...email, messageId: jobMessageId(job, mailHost) });
    },
  };

  /** Queues the scheduled checks that are due (idempotent: one per slot whoever asks) and prunes. */
  async function schedule(): Promise<void> {
    const at = now();
    const slot = new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
    await queue.enqueue(
      priceCheckJob.job(
        { at: slot.toISOString() },
        { dedupeKey: `${PRICE_CHECK_JOB}:${slot.toISOString()}`, maxAttempts: 1 },
      ),
    );
    const moment = digestMomentBefore(at);
    if (at.getTime() - moment.getTime() <= DIGEST_LATE_LIMIT_MS) {
      await queue.enqueue(
        digestPlanJob.job(
          { weekEnd: moment.toISOString() },
          { dedupeKey: `${digestPlanJob.type}:${moment.toISOString()}` },
        ),
      );
    }
    await queue.prune(new Date(at.getTime() - DONE_KEPT_MS), new Date(at.getTime() - FAILED_KEPT_MS));
  }

  queue.register(priceCheckJob, {
    db,
    queue,
    logger,
    now,
    provider: config.livePrices ? deps.provider : null,
    providerName: priceProviderCredit(config.priceApiUrl).name,
    fx: deps.fx,
  });
  queue.register(priceAlertEmailJob, { db, mail });
  queue.register(priceAlertPushJob, { db, deliver: push.deliver });
  queue.register(digestPlanJob, { db, queue });
  queue.register(digestEmailJob, { db, mail, readDigest });

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
