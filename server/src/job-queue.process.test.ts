import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildServices, type AppServices } from './composition';
import { loadConfig } from './config/env';
import { openPostgres, type DatabaseHandle } from './db/client';
import { createLogger } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { defineJob } from './services/jobs/define-job';
import { startSmtpSink, type SmtpSink } from './test/smtp-sink';
import { createOwnDatabase, postgresUnreachableReason, type OwnDatabase } from './test/own-postgres';
import { testEnv } from './test/test-app';

// Three instances (each its own pool, queue worker and SMTP connections) on one Postgres database
// run 1,000 queued email jobs: each is delivered exactly once to a real SMTP server.

const unreachable = await postgresUnreachableReason();
if (unreachable) console.log(`Job queue scale-out test skipped: ${unreachable}`);

const JOBS = 1000;

interface Instance {
  services: AppServices;
  database: DatabaseHandle;
  mailer: Mailer;
  ran: number;
}

/** One test email; each instance runs it with its own mailer and counts what it ran. */
const testEmail = defineJob('email:test', z.object({ n: z.number().int() }), async (job, instance: Instance) => {
  instance.ran += 1;
  await instance.mailer.send({ to: 'learner@example.com', subject: `job ${job.payload.n}`, text: 'A test message.' });
});

describe.skipIf(unreachable !== null)('the job queue on three instances', () => {
  let own: OwnDatabase;
  let sink: SmtpSink;
  let instances: Instance[] = [];

  beforeAll(async () => {
    own = await createOwnDatabase('jobs');
    sink = await startSmtpSink();
    const config = loadConfig({
      ...testEnv,
      SMTP_URL: sink.url,
      LIVE_PRICES: 'off',
      JOB_CONCURRENCY: '10',
      JOB_POLL_INTERVAL_MS: '50',
    });
    const logger = createLogger('silent');
    instances = [0, 1, 2].map(() => {
      const database = openPostgres(own.url, { maxConnections: 3 });
      const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
      const services = buildServices({ db: database.db, config, logger, mailer });
      const instance: Instance = { services, database, mailer, ran: 0 };
      services.queue.register(testEmail, instance);
      return instance;
    });
  });

  afterAll(async () => {
    for (const instance of instances) {
      await instance.services.queue.stop();
      instance.mailer.close?.();
      await instance.database.close();
    }
    await sink?.close();
    await own?.drop();
  });

  it('1,000 jobs queued, each delivered once', async () => {
    const [first] = instances;
    const added = await first!.services.queue.enqueueMany(Array.from({ length: JOBS }, (_, n) => testEmail.job({ n })));
    expect(added).toBe(JOBS);
    for (const instance of instances) instance.services.queue.start();

    await sink.waitFor(JOBS);
    await expect
      .poll(() => first!.services.queue.counts(), { timeout: 120_000, interval: 200 })
      .toEqual({ queued: 0, running: 0, done: JOBS, failed: 0 });
    for (const instance of instances) await instance.services.queue.stop();

    expect(sink.messages).toHaveLength(JOBS);
    const subjects = new Set(sink.messages.map((m) => m.subject));
    expect(subjects.size).toBe(JOBS);
    expect(instances.reduce((sum, i) => sum + i.ran, 0)).toBe(JOBS);
    console.log(`jobs run per instance: ${instances.map((i) => i.ran).join(', ')}`);
  });
});
