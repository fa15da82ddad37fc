import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findContentProblems } from '@shared/content/content-checks';
import { createApp } from '../../app';
import { buildServices, type AppServices } from '../../composition';
import { loadConfig } from '../../config/env';
import type { DatabaseHandle } from '../../db/client';
import {
  dailyCloses,
  jobs,
  progressEvents,
  quizAttempts,
  savingsEntries,
  sessions,
  userPreferences,
  users,
} from '../../db/schema';
import { jobMessageId } from '../jobs/define-job';
import { createLogger } from '../../lib/logger';
import { createMailer, type Mailer } from '../../lib/mailer';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink';
import { createTestDatabase } from '../../test/test-database';
import { registerUser, TestClock, testEnv } from '../../test/test-app';
import type { PriceProvider, ProviderQuote } from '../price-provider';
import { digestMomentBefore } from './digest';
import { unsubscribeToken } from './unsubscribe-token';

// Price alerts, the weekly digest and unsubscribing, delivered through nodemailer to a real SMTP
// server on 127.0.0.1. The provider is an object the test sets (the alert reads its quote).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Wording no email may hold: advice, or a forecast. */
const FORBIDDEN = /\b(should|buy|sell|will (rise|fall|go|reach)|expect|predict|forecast|opportunity|recommend)\b/i;

function expectFactualOnly(mail: ReceivedMail): void {
  for (const text of [mail.subject, mail.text]) {
    expect(findContentProblems(text)).toEqual([]);
    expect(text).not.toMatch(FORBIDDEN);
  }
}

describe('notifications by email', () => {
  let sink: SmtpSink;
  let database: DatabaseHandle;
  let services: AppServices;
  let app: Express;
  let mailer: Mailer;
  // Monday 23 Nov 2026, 06:00 UTC.
  const clock = new TestClock(Date.UTC(2026, 10, 23, 6, 0, 0));
  let quote: ProviderQuote | null = null;
  const provider: PriceProvider = {
    fetchQuote: async () => {
      if (!quote) throw new Error('provider unreachable');
      return quote;
    },
    fetchDailyCloses: async () => [],
  };

  /** A quote whose 24 h change is `change` percent, in both currencies. */
  function setMove(change: number, usd = 66_000): void {
    quote = {
      usd: { price: usd, change24h: change, marketCap: null, volume24h: null },
      eur: { price: usd * 0.9, change24h: change, marketCap: null, volume24h: null },
      others: {},
      quotedAt: clock.now(),
    };
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await createTestDatabase();
    const config = loadConfig({ ...testEnv, SMTP_URL: sink.url, APP_URL: 'https://arkad.example', LIVE_PRICES: 'on' });
    const logger = createLogger('silent');
    mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
    services = buildServices({
      db: database.db,
      config,
      logger,
      mailer,
      now: clock.now,
      provider,
      jobBackoffMs: () => 0,
    });
    app = createApp({ config, logger, services, clientDir: null });
  });

  afterAll(async () => {
    mailer.close?.();
    await sink.close();
    await database.close();
  });

  beforeEach(async () => {
    sink.messages.length = 0;
    sink.refusing = false;
    quote = null;
    // Each test starts with no alert sent and no email switched on but its own learners'.
    await database.db.delete(jobs);
    await database.db.update(userPreferences).set({ priceAlerts: false, weeklyDigest: false });
  });

  async function learnerWithAlerts(threshold: 5 | 10 | 20, extra: Record<string, unknown> = {}) {
    const { token, user } = await registerUser(app);
    const res = await request(app)
      .put('/api/auth/preferences')
      .set('Authorization', `Bearer ${token}`)
      .send({ priceAlerts: true, priceAlertThreshold: threshold, weeklyDigest: false, ...extra });
    expect(res.status).toBe(200);
    expect(res.body.user.preferences.priceAlertThreshold).toBe(threshold);
    return { token, user };
  }

  /** One price check as the scheduler queues it, and every job it leads to. */
  async function runPriceCheck(): Promise<void> {
    await services.notifications.schedule();
    await services.queue.drain();
  }

  describe('price alerts', () => {
    it('a move past the threshold sends exactly one email saying what moved, from what to what, when', async () => {
      const { user } = await learnerWithAlerts(5);
      setMove(-6.25, 60_000);
      await runPriceCheck();
      const mails = sink.messages.filter((m) => m.to.includes(user.email));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe('Bitcoin price: down 6.3% in 24 hours');
      expect(mail!.text).toContain(
        'Bitcoin (USD) moved from $64,000.00 at 2026-11-22 06:00 UTC to $60,000.00 at 2026-11-23 06:00 UTC, a change of −6.3%.',
      );
      expect(mail!.html).toContain('$60,000.00');
      expect(mail!.headers.get('list-unsubscribe')).toMatch(
        /^<https:\/\/arkad\.example\/api\/email\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
      );
      expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // The job's own Message-ID: a resend of the same job after a crash carries the same one.
      const [job] = await database.db.select().from(jobs).where(eq(jobs.type, 'email:price-alert'));
      expect(mail!.headers.get('message-id')).toBe(jobMessageId(job!, 'arkad.example'));
      expectFactualOnly(mail!);
    });

    it('sends a yen learner the move in yen, counted from USD at the latest rate and said so', async () => {
      const { user } = await learnerWithAlerts(5, { defaultCurrency: 'JPY' });
      setMove(-6.25, 60_000);
      await runPriceCheck();
      const [mail] = sink.messages.filter((m) => m.to.includes(user.email));
      // 64,000 x 159.834 = 10,229,376; 60,000 x 159.834 = 9,590,040 (the rates end on 2026-04-13).
      expect(mail!.text).toContain(
        'Bitcoin (JPY) moved from ¥10,229,376 at 2026-11-22 06:00 UTC to ¥9,590,040 at 2026-11-23 06:00 UTC, a change of −6.3%.',
      );
      expect(mail!.text).toContain(
        'Prices in JPY are the US dollar prices times 159.834 JPY per dollar, calculated from the European Central Bank’s reference rates of 2026-04-13 (source: ECB statistics).',
      );
      expectFactualOnly(mail!);
    });

    it('names the provider, and without its 24 h change says the earlier price is a stored close, not 24 hours old (N12)', async () => {
      const { user } = await learnerWithAlerts(5);
      const first = sink.messages.length;
      setMove(-6.25, 60_000);
      await runPriceCheck();
      const [withChange] = sink.messages.slice(first).filter((m) => m.to.includes(user.email));
      expect(withChange!.text).toContain('Prices: CoinGecko, as Arkad fetched them; times in UTC.');

      // 24 hours on, a quote with no 24 h change: the earlier price is the close of 2026-11-22,
      // the price at 00:00 UTC on 2026-11-23, 30 hours before the quote.
      clock.advance(DAY);
      setMove(0, 60_000);
      quote!.usd.change24h = null;
      quote!.eur.change24h = null;
      await database.db
        .insert(dailyCloses)
        .values({ date: '2026-11-22', usd: 66_000, source: 'live' })
        .onConflictDoUpdate({ target: dailyCloses.date, set: { usd: 66_000 } });
      await runPriceCheck();
      const mails = sink.messages.slice(first).filter((m) => m.to.includes(user.email));
      expect(mails).toHaveLength(2);
      const stored = mails[1]!;
      expect(stored.subject).toBe('Bitcoin price: down 9.1% since 2026-11-23 00:00 UTC');
      expect(stored.subject).not.toContain('in 24 hours');
      expect(stored.text).toContain(
        'Latest price: CoinGecko, as Arkad fetched it; earlier price: Arkad’s stored daily close; times in UTC.',
      );
      expectFactualOnly(stored);
    });

    it('a second move within 24 hours sends none; one after 24 hours sends again', async () => {
      const { user } = await learnerWithAlerts(10);
      setMove(12);
      await runPriceCheck();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);

      clock.advance(23 * HOUR);
      setMove(-15);
      await runPriceCheck();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);

      clock.advance(HOUR);
      setMove(-15);
      await runPriceCheck();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(2);
    });

    it('a move under the threshold, or an unreachable provider, sends nothing', async () => {
      const { user } = await learnerWithAlerts(20);
      setMove(19.9);
      await runPriceCheck();
      clock.advance(15 * 60_000);
      quote = null;
      await runPriceCheck();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(0);
      const [prefs] = await database.db
        .select({ last: userPreferences.lastPriceAlertAt })
        .from(userPreferences)
        .where(eq(userPreferences.userId, user.id));
      expect(prefs?.last).toBeNull();
    });

    it('a learner whose currency is EUR gets the EUR prices', async () => {
      const { user } = await learnerWithAlerts(5, { defaultCurrency: 'EUR' });
      clock.advance(DAY);
      setMove(8, 70_000);
      await runPriceCheck();
      const mail = sink.messages.find((m) => m.to.includes(user.email));
      expect(mail?.text).toContain('Bitcoin (EUR) moved from €58,333.33');
    });

    it('with the email switch off, account mail still goes out: a password reset asked for', async () => {
      const { user } = await learnerWithAlerts(5, { emailNotifications: false });
      const res = await request(app).post('/api/auth/forgot-password').send({ email: user.email });
      expect(res.status).toBe(200);
      await sink.waitFor(1);
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      expect(sink.messages[0]?.headers.has('list-unsubscribe')).toBe(false);
    });

    it('with the email switch off, no alert is sent', async () => {
      const { user } = await learnerWithAlerts(5, { emailNotifications: false });
      clock.advance(DAY);
      setMove(30);
      await runPriceCheck();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(0);
    });
  });

  describe('unsubscribe', () => {
    async function alertFor(email: string): Promise<ReceivedMail> {
      clock.advance(DAY);
      setMove(25);
      await runPriceCheck();
      const mail = sink.messages.find((m) => m.to.includes(email));
      if (!mail) throw new Error('no alert arrived');
      return mail;
    }

    it('the link in the email (the page, no sign-in) stops further mail', async () => {
      const { user } = await learnerWithAlerts(5);
      const mail = await alertFor(user.email);
      const link = /https:\/\/arkad\.example\/unsubscribe\?token=(\S+)/.exec(mail.text);
      expect(link).not.toBeNull();
      const res = await request(app).post('/api/email/unsubscribe/confirm').send({ token: link![1] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ unsubscribed: true });

      sink.messages.length = 0;
      clock.advance(DAY);
      setMove(-25);
      await runPriceCheck();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(0);
    });

    it('the one-click POST of List-Unsubscribe (RFC 8058) stops further mail', async () => {
      const { user } = await learnerWithAlerts(5);
      const mail = await alertFor(user.email);
      const url = new URL(/^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!);
      const res = await request(app)
        .post(`${url.pathname}${url.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);

      sink.messages.length = 0;
      clock.advance(DAY);
      setMove(-25);
      await runPriceCheck();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(0);
    });

    it('a valid link of an account deleted since still answers that emails are off', async () => {
      const token = unsubscribeToken(loadConfig(testEnv).jwtSecret, 999_999);
      const res = await request(app).post('/api/email/unsubscribe/confirm').send({ token });
      expect(res.status).toBe(200);
    });

    it('a forged or altered token is refused with a 400', async () => {
      const { user } = await registerUser(app);
      const forged = `${user.id}.${'A'.repeat(43)}`;
      const res = await request(app)
        .post(`/api/email/unsubscribe?token=${forged}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('the SMTP server is down', () => {
    it('the email is retried and delivered once when it is back', async () => {
      const { user } = await learnerWithAlerts(5);
      clock.advance(DAY);
      setMove(9);
      sink.refusing = true;
      await services.notifications.schedule();
      // The check queues the email; the first send is refused (451).
      await services.queue.runOnce();
      await services.queue.runOnce();
      const [job] = await database.db.select().from(jobs).where(eq(jobs.type, 'email:price-alert'));
      expect(job?.state).toBe('queued');
      expect(job?.attempts).toBe(1);
      expect(job?.lastError).toMatch(/451/);

      sink.refusing = false;
      await services.queue.drain();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      const [after] = await database.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(after?.state).toBe('done');
      expect(after?.attempts).toBe(2);
    });
  });

  describe("in the learner's language (the account's, English when none)", () => {
    /** A learner with alerts at 5% (email on) whose account is in `language`. */
    async function learnerIn(language: 'en' | 'es' | null, extra: Record<string, unknown> = {}) {
      const learner = await learnerWithAlerts(5, extra);
      if (language) {
        await request(app)
          .put('/api/auth/preferences')
          .set('Authorization', `Bearer ${learner.token}`)
          .send({ language })
          .expect(200);
      }
      return learner;
    }

    it('the same move reaches a Spanish learner in Spanish and an English one in English', async () => {
      const spanish = await learnerIn('es');
      const english = await learnerIn('en');
      const unset = await learnerIn(null);
      clock.advance(DAY);
      setMove(-6.25, 60_000);
      await runPriceCheck();
      const mailOf = (email: string) => {
        const mails = sink.messages.filter((m) => m.to.includes(email));
        expect(mails).toHaveLength(1);
        return mails[0]!;
      };
      const es = mailOf(spanish.user.email);
      expect(es.subject).toBe('Precio de Bitcoin: bajó 6.3% en 24 horas');
      expect(es.text).toContain(
        'Le pediste a Arkad que te avisara cuando el precio de Bitcoin se moviera 5% o más en 24 horas. Así fue:',
      );
      // Money and dates by Intl in es-419: 'USD 64,000.00', '22 de noviembre de 2026, 06:00 UTC'.
      expect(es.text).toMatch(
        /Bitcoin \(USD\) pasó de USD\u00a064,000\.00 el \d{1,2} de [a-z]+ de 20\d\d, \d\d:\d\d UTC a USD\u00a060,000\.00 el \d{1,2} de [a-z]+ de 20\d\d, \d\d:\d\d UTC, un cambio de −6\.3%\./,
      );
      expect(es.text).toContain('Arkad envía como máximo una alerta de precio al día.');
      expect(es.text).toContain('Recibes este correo porque está activado en Configuración › Notificaciones.');
      expect(es.html).toContain('<html lang="es">');
      expect(es.html).toContain('Cancelar la suscripción a los correos de Arkad');
      // The unsubscribe page opens in the email's language.
      expect(es.text).toMatch(/https:\/\/arkad\.example\/unsubscribe\?token=\S+&lang=es/);
      expect(es.text).not.toMatch(/\b(moved|price|Prices|You receive|Unsubscribe)\b/);
      expectFactualOnly(es);

      for (const learner of [english, unset]) {
        const en = mailOf(learner.user.email);
        expect(en.subject).toBe('Bitcoin price: down 6.3% in 24 hours');
        expect(en.text).toContain('Bitcoin (USD) moved from $64,000.00 at ');
        expect(en.html).toContain('<html lang="en">');
        expect(en.text).not.toContain('lang=');
      }
    });

    it('a Spanish learner in euros reads euros as es-419 writes them', async () => {
      const { user } = await learnerIn('es', { defaultCurrency: 'EUR' });
      clock.advance(DAY);
      setMove(8, 70_000);
      await runPriceCheck();
      const mail = sink.messages.find((m) => m.to.includes(user.email));
      expect(mail?.subject).toBe('Precio de Bitcoin: subió 8.0% en 24 horas');
      expect(mail?.text).toContain('Bitcoin (EUR) pasó de EUR\u00a058,333.33 el ');
    });

    it('the weekly digest and the password reset go out in Spanish to a Spanish learner', async () => {
      const { token, user } = await learnerIn('es');
      await request(app)
        .put('/api/auth/preferences')
        .set('Authorization', `Bearer ${token}`)
        .send({ priceAlerts: false, weeklyDigest: true })
        .expect(200);
      await database.db.insert(progressEvents).values(
        ['bitcoin', 'halving'].map((term, i) => ({
          userId: user.id,
          clientId: `es-${i}`,
          kind: 'glossary_term_opened',
          subject: term,
          occurredAt: clock.now(),
        })),
      );
      // To the next Monday, 08:05 UTC: the digest of the week just ended.
      const now = clock.now();
      const monday = digestMomentBefore(new Date(now.getTime() + 7 * DAY));
      clock.advance(monday.getTime() + 5 * 60_000 - now.getTime());
      await services.notifications.schedule();
      await services.queue.drain();
      const [digest] = sink.messages.filter((m) => m.to.includes(user.email));
      const weekEnd = new Intl.DateTimeFormat('es-419', { dateStyle: 'long', timeZone: 'UTC' }).format(monday);
      expect(digest?.subject).toBe(`Tu semana en Arkad, hasta el lunes ${weekEnd}`);
      expect(digest?.text).toContain('Ruta de aprendizaje: 0 de 8 pasos completados.');
      expect(digest?.text).toContain(
        'Esta semana: 2 términos del glosario abiertos, 0 cuestionarios respondidos (0 aprobados), 0 actividades más registradas.',
      );
      expect(digest?.text).toContain('Ahorrado en tu tesoro en total: USD\u00a00.00.');
      expect(digest?.text).toContain(
        'Tu siguiente paso en la ruta de aprendizaje: Aprueba el cuestionario de la Guía.',
      );
      expectFactualOnly(digest!);

      sink.messages.length = 0;
      const res = await request(app).post('/api/auth/forgot-password').send({ email: user.email });
      expect(res.status).toBe(200);
      await sink.waitFor(1);
      const [reset] = sink.messages.filter((m) => m.to.includes(user.email));
      expect(reset?.subject).toBe('Restablece tu contraseña de Arkad');
      expect(reset?.text).toContain('Abre este enlace dentro de una hora para elegir una contraseña nueva:');
      expect(reset?.text).toMatch(/https:\/\/arkad\.example\/auth\?token=\S+&lang=es/);
    });
  });

  describe('the weekly digest', () => {
    it('says what the learner did in the week, in the currency the savings were saved in, and the next step', async () => {
      const { token, user } = await registerUser(app);
      // Saved in euros; the Settings currency is yen now: the amounts stay euros.
      await request(app)
        .put('/api/auth/preferences')
        .set('Authorization', `Bearer ${token}`)
        .send({ weeklyDigest: true, defaultCurrency: 'JPY' })
        .expect(200);
      // The digest of Monday 30 Nov 2026 08:00 UTC covers 23 Nov 08:00 to 30 Nov 08:00.
      const inWeek = new Date(Date.UTC(2026, 10, 25, 12));
      const before = new Date(Date.UTC(2026, 10, 20, 12));
      await database.db.update(users).set({ createdAt: before }).where(eq(users.id, user.id));
      await database.db.insert(progressEvents).values([
        ...['bitcoin', 'halving', 'wallet'].map((term, i) => ({
          userId: user.id,
          clientId: `g-${i}`,
          kind: 'glossary_term_opened',
          subject: term,
          occurredAt: inWeek,
        })),
        { userId: user.id, clientId: 'calc', kind: 'calculation', subject: '', occurredAt: inWeek },
        { userId: user.id, clientId: 'old', kind: 'glossary_term_opened', subject: 'seed', occurredAt: before },
      ]);
      await database.db.insert(quizAttempts).values([
        {
          id: crypto.randomUUID(),
          userId: user.id,
          step: 'guide',
          questions: [],
          score: 6,
          passed: true,
          createdAt: inWeek,
          answeredAt: inWeek,
        },
        {
          id: crypto.randomUUID(),
          userId: user.id,
          step: 'glossary',
          questions: [],
          score: 2,
          passed: false,
          createdAt: inWeek,
          answeredAt: inWeek,
        },
      ]);
      await database.db.insert(savingsEntries).values([
        { userId: user.id, clientId: 's1', month: '2026-11', amount: '150.50', currency: 'EUR', createdAt: inWeek },
        { userId: user.id, clientId: 's2', month: '2026-10', amount: '100.00', currency: 'EUR', createdAt: before },
      ]);

      clock.advance(Date.UTC(2026, 10, 30, 8, 5) - clock.now().getTime());
      await services.notifications.schedule();
      await services.queue.drain();
      const mails = sink.messages.filter((m) => m.to.includes(user.email));
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      // One date, the Monday the week ends on: two Mondays read as eight days (the review's A10).
      expect(mail.subject).toBe('Your week on Arkad, to Monday 2026-11-30');
      expect(mail.text).toContain('in the week to Monday 2026-11-30, 08:00 UTC.');
      expect(mail.text).toContain('Learning path: 2 of 8 steps complete.');
      expect(mail.text).toContain(
        'This week: 3 glossary terms opened, 2 quizzes answered (1 passed), 1 other activity recorded.',
      );
      expect(mail.text).toContain('Saved in your treasury this week: €150.50.');
      expect(mail.text).toContain('Saved in your treasury in total: €250.50.');
      expect(mail.text).toContain('Your next step on the learning path: Open 10 terms and pass the Glossary quiz.');
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(mail.html).toContain('max-width:560px');
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expectFactualOnly(mail);

      // The same week is never sent twice, whichever instance schedules it again.
      await services.notifications.schedule();
      await services.queue.drain();
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    });

    it("after 30 days without activity: one 'we miss you' note, then nothing", async () => {
      const { token, user } = await registerUser(app);
      await request(app)
        .put('/api/auth/preferences')
        .set('Authorization', `Bearer ${token}`)
        .send({ weeklyDigest: true })
        .expect(200);
      const longAgo = new Date(clock.now().getTime() - 40 * DAY);
      await database.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, user.id));
      await database.db.update(sessions).set({ createdAt: longAgo }).where(eq(sessions.userId, user.id));

      for (let week = 0; week < 3; week += 1) {
        clock.advance(7 * DAY);
        await services.notifications.schedule();
        await services.queue.drain();
      }
      const mails = sink.messages.filter((m) => m.to.includes(user.email));
      expect(mails.map((m) => m.subject)).toEqual(['We miss you at Arkad']);
      expect(mails[0]!.text).toContain('you have not recorded anything on Arkad for at least 30 days');
      expectFactualOnly(mails[0]!);
    });

    it('counts a recent sign-in as activity (the review’s N5)', async () => {
      const { token, user } = await registerUser(app);
      await request(app)
        .put('/api/auth/preferences')
        .set('Authorization', `Bearer ${token}`)
        .send({ weeklyDigest: true })
        .expect(200);
      const longAgo = new Date(clock.now().getTime() - 40 * DAY);
      await database.db.update(users).set({ createdAt: longAgo }).where(eq(users.id, user.id));
      // Every other record is old; the learner signed in five days ago (a repeat calculation, say,
      // adds no row of its own). That is activity: the digest goes out, not the 'we miss you' note.
      const fiveDaysAgo = new Date(clock.now().getTime() - 5 * DAY);
      await database.db.update(sessions).set({ createdAt: fiveDaysAgo }).where(eq(sessions.userId, user.id));

      clock.advance(7 * DAY);
      await services.notifications.schedule();
      await services.queue.drain();
      const mails = sink.messages.filter((m) => m.to.includes(user.email));
      expect(mails.map((m) => m.subject)).toHaveLength(1);
      expect(mails[0]!.subject).not.toBe('We miss you at Arkad');
    });
  });
});
