import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createMailer, type Mailer } from '../lib/mailer';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createTestContext, newUserInput, type TestContext } from '../test/test-app';

// The note to an account's owner when someone registers with its email (decision 058), through a
// real SMTP server on 127.0.0.1, in the account's language.

describe("the registration-attempt note, in the account's language", () => {
  let sink: SmtpSink;
  let ctx: TestContext;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    mailer = createMailer({ smtpUrl: sink.url, from: 'Arkad <arkad@arkad.example>', logger: createLogger('silent') });
    ctx = await createTestContext({ mailer, env: { APP_URL: 'https://arkad.example' } });
  });
  afterAll(async () => {
    mailer.close?.();
    await sink.close();
    await ctx.close();
  });

  const register = (input: Record<string, unknown>) => request(ctx.app).post('/api/auth/register').send(input);
  const noteTo = async (email: string) => {
    await ctx.services.queue.drain();
    const notes = sink.messages.filter((m) => m.to.includes(email));
    expect(notes).toHaveLength(1);
    return notes[0]!;
  };

  it('an account registered in Spanish is told in Spanish; one in English, in English', async () => {
    const spanish = newUserInput({ language: 'es' });
    const english = newUserInput({ language: 'en' });
    for (const input of [spanish, english]) {
      expect((await register(input)).status).toBe(202);
      expect((await register(newUserInput({ email: input.email }))).status).toBe(202);
    }
    const es = await noteTo(spanish.email);
    expect(es.subject).toBe('Alguien intentó registrarse con tu correo');
    expect(es.text).toContain('Hola, Ada:');
    expect(es.text).toContain('no se creó ninguna cuenta nueva y nada de la tuya cambió');
    expect(es.text).toContain('inicia sesión en https://arkad.example/auth?mode=signin');
    expect(es.text).not.toMatch(/\b(Hello|Someone|account|sign in)\b/);

    const en = await noteTo(english.email);
    expect(en.subject).toBe('Someone tried to register with your email');
    expect(en.text).toContain('Hello Ada,');
  });
});
