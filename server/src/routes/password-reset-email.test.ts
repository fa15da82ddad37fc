import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import { createAppWith, createTestContext, newUserInput, registerUser, type TestContext } from '../test/test-app';

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
interface MailTrap {
  url: string;
  messages: { to: string[]; raw: string }[];
  /** Resolves with the first message kept that matches, checked again as each one arrives. */
  waitFor(match: (message: MailTrap['messages'][number]) => boolean): Promise<MailTrap['messages'][number]>;
  close(): Promise<void>;
}

async function startMailTrap(): Promise<MailTrap> {
  const messages: MailTrap['messages'] = [];
  const onMessage = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        for (const check of onMessage) check();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    // No clock: the test's own timeout bounds the wait.
    waitFor: (match) =>
      new Promise((resolve) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          onMessage.delete(check);
          resolve(found);
        };
        onMessage.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers and body of a plain-text message, its quoted-printable body decoded. */
function parseMail(raw: string): { headers: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  let text = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    text = text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { headers, text };
}

let trap: MailTrap;
let ctx: TestContext;

beforeAll(async () => {
  trap = await startMailTrap();
  ctx = await createTestContext({
    env: {
      NODE_ENV: 'production',
      // Production's least bcrypt cost (the tests' cost 4 is refused outside NODE_ENV=test).
      BCRYPT_COST: '10',
      JWT_SECRET: 'a-production-grade-secret-of-40-characters!',
      CREDENTIAL_SIGNING_SECRET: 'a-production-grade-credential-secret-of-50-chars!',
      APP_URL: 'https://arkad.example.com',
      SMTP_URL: trap.url,
      MAIL_FROM: 'Arkad <no-reply@arkad.example.com>',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await trap.close();
});

describe('password reset in production', () => {
  it('emails the reset link through SMTP, never returns it, and the emailed link resets the password once', async () => {
    const { input } = await registerUser(ctx.app);
    const res = await request(ctx.app).post('/api/auth/forgot-password').send({ email: input.email });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('resetUrl');

    const message = await trap.waitFor((m) => m.to.includes(input.email));
    const mail = parseMail(message.raw);
    expect(mail.headers).toMatch(/^Subject: Reset your Arkad password$/m);
    expect(mail.headers).toMatch(/^From: Arkad <no-reply@arkad\.example\.com>$/m);
    const link = /https:\/\/arkad\.example\.com\/auth\?token=([^\s]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');

    const reset = await request(ctx.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'a-brand-new-passphrase' });
    expect(reset.status).toBe(200);
    const again = await request(ctx.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'another-passphrase' });
    expect(again.status).toBe(400);
    const login = await request(ctx.app)
      .post('/api/auth/login')
      .send({ email: input.email, password: 'a-brand-new-passphrase' });
    expect(login.status).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const { input } = await registerUser(ctx.app);
    const known = await request(ctx.app).post('/api/auth/forgot-password').send({ email: input.email });
    const unknown = await request(ctx.app).post('/api/auth/forgot-password').send({ email: 'nobody-here@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(known.body).toEqual({ message: authMessages.forgotPasswordSent, emailSent: true });
    expect(unknown.body).toEqual(known.body);
    await trap.waitFor((m) => m.to.includes(input.email));
    expect(trap.messages.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });
});

describe('a reset asked for just before an email change', () => {
  it('is neither stored nor mailed to the old address when the token is written after the change', async () => {
    // The token and the email are written after the answer: held here until the email has changed.
    const deferred: (() => Promise<void>)[] = [];
    const logger = createLogger('silent');
    const app = createAppWith({
      db: ctx.database.db,
      config: ctx.config,
      logger,
      mailer: createMailer({ smtpUrl: trap.url, from: ctx.config.mailFrom, logger }),
      background: (task) => deferred.push(task),
    });
    const { input, token, user } = await registerUser(app);
    expect((await request(app).post('/api/auth/forgot-password').send({ email: input.email })).status).toBe(200);
    const changed = await request(app).put('/api/auth/profile').set('Authorization', `Bearer ${token}`).send({
      firstName: input.firstName,
      lastName: input.lastName,
      username: input.username,
      email: newUserInput().email,
      currentPassword: input.password,
    });
    expect(changed.status).toBe(200);

    expect(deferred).toHaveLength(1);
    await deferred[0]?.();
    // The task ends once the SMTP server has taken any message: none was sent, and no link works.
    expect(trap.messages.filter((m) => m.to.includes(input.email))).toEqual([]);
    expect(
      await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toEqual([]);
  });
});
