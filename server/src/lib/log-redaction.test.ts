import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { newUserInput, testEnv, createAppWith } from '../test/test-app';
import { createLogger } from './logger';
import type { Mailer } from './mailer';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const BCRYPT_HASH = /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/;

describe('the log', () => {
  it('never shows passwords, hashes, emails, session tokens or reset links, even when queries fail', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    // An SMTP failure that repeats the message it refused (the reset link included).
    const mailer: Mailer = {
      enabled: true,
      send: async (message) => {
        throw new Error(`550 refused for ${message.to}: ${message.text}`);
      },
    };
    const background: (() => Promise<void>)[] = [];
    const app = createAppWith({
      db: database.db,
      config: loadConfig(testEnv),
      logger,
      mailer,
      clientDir: null,
      background: (task) => background.push(task),
    });

    const first = newUserInput({ password: 'first-secret-password' });
    const registered = await request(app).post('/api/auth/register').send(first);
    expect(registered.status).toBe(202);
    const signedIn = await request(app).post('/api/auth/login').send({ email: first.email, password: first.password });
    const sessionToken = signedIn.body.token as string;
    const forgot = await request(app).post('/api/auth/forgot-password').send({ email: first.email });
    const resetUrl = forgot.body.resetUrl as string;
    const resetToken = new URL(resetUrl).searchParams.get('token') ?? '';
    for (const task of background.splice(0)) await task();

    // From here every write of a password or a new user fails inside the database.
    await database.db.execute(
      sql.raw(`
      create function arkad_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
    );
    await database.db.execute(
      sql.raw(`
      create trigger arkad_test_refuse_users before insert or update of password on users
      for each row execute function arkad_test_refuse()`),
    );

    const changed = await request(app)
      .post(`/api/auth/change-password?token=${sessionToken}`)
      .set('Authorization', `Bearer ${sessionToken}`)
      .send({
        currentPassword: first.password,
        newPassword: 'second-secret-password',
        confirmPassword: 'second-secret-password',
      });
    const reset = await request(app)
      .post('/api/auth/reset-password')
      .send({ token: resetToken, password: 'third-secret-password' });
    const second = newUserInput({ password: 'fourth-secret-password' });
    const secondRegistration = await request(app).post('/api/auth/register').send(second);
    for (const res of [changed, reset, secondRegistration]) expect(res.status).toBe(500);

    const log = lines.join('');
    expect(lines.filter((line) => line.includes('unhandled error'))).toHaveLength(3);
    expect(lines.filter((line) => line.includes('password reset email could not be sent'))).toHaveLength(1);
    expect(log).toContain('refused by the test');
    for (const secret of [
      first.password,
      'second-secret-password',
      'third-secret-password',
      second.password,
      first.email,
      second.email,
      sessionToken,
      resetToken,
      resetUrl,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(BCRYPT_HASH);
  });
});
