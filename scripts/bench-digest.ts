// The 'digest' section of npm run bench: the weekly digest for 10,000 learners, queued by the plan
// job and delivered through nodemailer (pooled SMTP) to a local SMTP sink that counts messages.
// One app instance with the production defaults (JOB_CONCURRENCY 10), on Postgres when a URL is
// given, else on PGlite in memory. Target (issue 25): under 2 minutes.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildServices } from '../server/src/composition';
import { loadConfig } from '../server/src/config/env';
import { openPglite, openPostgres, type DatabaseHandle } from '../server/src/db/client';
import { createLogger } from '../server/src/lib/logger';
import { createMailer } from '../server/src/lib/mailer';
import { digestMomentBefore } from '../server/src/services/notifications/digest';

export const DIGEST_HEADING = '## Weekly digest';
const LEARNERS = Number(process.env.BENCH_DIGEST_LEARNERS ?? 10_000);
const TARGET_MS = 120_000;
const DAY_MS = 86_400_000;

export interface DigestReport {
  driver: 'PGlite' | 'Postgres';
  learners: number;
  delivered: number;
  ms: number;
}

/** An SMTP server on 127.0.0.1 that accepts and counts messages (no parsing). */
async function countingSink(onMessage: () => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        onMessage();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function openDatabase(postgresUrl: string | null): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (!postgresUrl) {
    const handle = openPglite(await PGlite.create());
    return { handle, drop: async () => undefined };
  }
  const name = `arkad_bench_digest_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  return {
    handle,
    drop: async () => {
      const again = new pg.Client({ connectionString: postgresUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export async function digestBench(postgresUrl: string | null): Promise<DigestReport> {
  const driver = postgresUrl ? 'Postgres' : 'PGlite';
  const { handle, drop } = await openDatabase(postgresUrl);
  let delivered = 0;
  let allDelivered = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    allDelivered = resolve;
  });
  const sink = await countingSink(() => {
    delivered += 1;
    if (delivered === LEARNERS) allDelivered();
  });
  const logger = createLogger('warn');
  const mailer = createMailer({ smtpUrl: sink.url, from: 'Arkad <no-reply@arkad.app>', logger });
  try {
    await handle.migrate();
    // Next Monday 08:00 UTC; every learner active the day before, with a treasury entry that week.
    const moment = new Date(digestMomentBefore(new Date()).getTime() + 7 * DAY_MS);
    const active = new Date(moment.getTime() - DAY_MS).toISOString();
    await handle.db.execute(sql`
      insert into users (username, email, password, first_name, last_name, created_at)
      select 'bench_' || i, 'bench' || i || '@example.com', 'not-a-hash', 'Ada', 'Lovelace', ${active}::timestamptz
      from generate_series(1, ${LEARNERS}) as i`);
    await handle.db.execute(sql`insert into user_preferences (user_id) select id from users`);
    await handle.db.execute(sql`
      insert into savings_entries (user_id, client_id, month, amount, created_at)
      select id, 'bench-' || id, '2026-11', 100, ${active}::timestamptz from users`);

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', LIVE_PRICES: 'off', SMTP_URL: sink.url });
    const clock = new Date(moment.getTime() + 5 * 60_000);
    const services = buildServices({ db: handle.db, config, logger, mailer, now: () => clock });
    console.log(`\nweekly digest on ${driver}: ${LEARNERS} learners stored; sending`);
    const started = performance.now();
    const progress = setInterval(() => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`  ${seconds} s: ${delivered} delivered`);
    }, 10_000);
    await services.notifications.schedule();
    services.queue.start();
    await done;
    clearInterval(progress);
    const ms = performance.now() - started;
    await services.queue.stop();
    const counts = await services.queue.counts();
    if (counts.failed > 0 || delivered !== LEARNERS) {
      throw new Error(`digest bench: ${delivered} delivered of ${LEARNERS}, ${counts.failed} failed`);
    }
    console.log(`\nweekly digest, ${LEARNERS} learners on ${driver}: delivered in ${(ms / 1000).toFixed(1)} s`);
    return { driver, learners: LEARNERS, delivered, ms };
  } finally {
    mailer.close?.();
    await sink.close();
    await handle.close();
    await drop();
  }
}

export function digestSection(reports: DigestReport[]): string[] {
  return [
    DIGEST_HEADING,
    '',
    `The weekly digest for ${LEARNERS.toLocaleString('en-US')} learners (each with a treasury entry that week): the plan`,
    'job queues one job per learner (1,000-row inserts); one instance (JOB_CONCURRENCY 10) claims them from the jobs',
    'index, reads each digest with one prepared query, renders it and sends it through pooled SMTP to a local sink',
    '(`npm run bench -- --only digest`; decision 049). Target: under 2 minutes.',
    '',
    '| database | learners | delivered | time | per second |',
    '|---|---|---|---|---|',
    ...reports.map(
      (r) =>
        `| ${r.driver} | ${r.learners} | ${r.delivered} | ${(r.ms / 1000).toFixed(1)} s${r.ms < TARGET_MS ? '' : ' (over target)'} | ${Math.round(r.delivered / (r.ms / 1000))} |`,
    ),
  ];
}
