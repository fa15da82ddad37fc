import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BitcoinPrice } from '@shared/schemas/price';
import { buildServices } from '../composition';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import {
  CLOCK_START,
  PROVIDER_TIMEOUT_MS,
  seedLastThreeDays,
  startFakeProvider,
  type FakeProvider,
} from '../test/market-app';
import { TestClock, testEnv } from '../test/test-app';
import { createTestDatabase } from '../test/test-database';

// What the server log says about the live provider: one line when it goes down (with the reason)
// and one when it is back, never a stack trace for an expected failure, however often it is asked.

interface LogLine {
  level: number;
  msg: string;
  reason?: string;
  [key: string]: unknown;
}

/** A port on 127.0.0.1 that nothing listens on: connecting to it fails at once (ECONNREFUSED). */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function memoryLog() {
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text.push(String(chunk));
      done();
    },
  });
  const lines = (): LogLine[] =>
    text
      .join('')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);
  return { stream, text, lines };
}

const WARN = 40;
const INFO = 30;
const REFRESH_MS = 60_000;

async function quoteService(baseUrl: string, database: DatabaseHandle, clock: TestClock) {
  const log = memoryLog();
  const config = loadConfig({
    ...testEnv,
    LOG_LEVEL: 'debug',
    PRICE_API_URL: baseUrl,
    PRICE_API_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    PRICE_REFRESH_SECONDS: String(REFRESH_MS / 1000),
  });
  const logger = createLogger('debug', log.stream);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
  const services = buildServices({ db: database.db, config, logger, mailer, now: clock.now });
  const quotes = {
    /** The price answer as a learner receives it. */
    getPrice: async (currency: 'usd' | 'eur'): Promise<BitcoinPrice> =>
      JSON.parse((await services.quotes.priceBody(currency)).json.toString('utf8')) as BitcoinPrice,
    idle: () => services.quotes.idle(),
  };
  return { quotes, log };
}

describe('the price provider in the server log', () => {
  let fake: FakeProvider;
  let database: DatabaseHandle;
  const clock = new TestClock(CLOCK_START);

  beforeAll(async () => {
    fake = await startFakeProvider(() => clock.now().getTime());
    database = await createTestDatabase({ priceHistory: 'empty' });
    await seedLastThreeDays(database);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('logs an unreachable provider once, in one line with the reason and no stack, however many refreshes fail', async () => {
    const { quotes, log } = await quoteService(`http://127.0.0.1:${await closedPort()}`, database, clock);
    for (let refresh = 0; refresh < 11; refresh++) {
      const answer = await quotes.getPrice('usd');
      expect(answer.isFallback).toBe(true);
      clock.advance(REFRESH_MS);
    }
    await quotes.idle();

    const warnings = log.lines().filter((line) => line.level >= WARN);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      msg: expect.stringMatching(/^price provider is down: Price provider could not be reached/),
      reason: expect.stringContaining('ECONNREFUSED'),
    });
    // One line each: no stack, no error object, nowhere in what was written.
    for (const text of log.text) expect(text.trimEnd().split('\n')).toHaveLength(1);
    expect(log.text.join('')).not.toMatch(/stack|\n\s+at /);
  });

  it('logs when the provider is back up and when it fails again, one line each', async () => {
    const { quotes, log } = await quoteService(fake.url, database, clock);
    fake.mode = 'error';
    await quotes.getPrice('usd');
    clock.advance(REFRESH_MS);
    await quotes.getPrice('usd');
    clock.advance(REFRESH_MS);

    fake.mode = 'ok';
    expect((await quotes.getPrice('usd')).isFallback).toBe(false);
    clock.advance(REFRESH_MS);
    await quotes.getPrice('usd');
    clock.advance(REFRESH_MS);

    fake.mode = 'malformed';
    await quotes.getPrice('usd');
    clock.advance(REFRESH_MS);
    fake.mode = 'ok';
    await quotes.idle();

    const changes = log
      .lines()
      .filter((line) => line.level >= INFO && /^price provider is/.test(line.msg))
      .map((line) => [line.level, line.msg]);
    expect(changes).toEqual([
      [WARN, 'price provider is down: Price provider answered 500 Internal Server Error; answering from stored prices'],
      [INFO, 'price provider is back up'],
      [WARN, 'price provider is down: Price provider sent malformed JSON; answering from stored prices'],
    ]);
    expect(log.text.join('')).not.toMatch(/stack|\n\s+at /);
  });
});
