import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { expect } from 'vitest';
import { toCurrencyCode } from '@shared/domain/fx-currencies';
import { convertCloses, parseRateTable } from '@shared/domain/fx-rates';
import type { PriceCurrency, PricePoint } from '@shared/schemas/price';
import { createApp } from '../app';
import { buildServices } from '../composition';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import { dailyCloses, marketSnapshots } from '../db/schema';
import { createLogger } from '../lib/logger';
import { createMailer } from '../lib/mailer';
import type { MarketQuoteService } from '../services/market-quote.service';
import { RATES_CSV_PATH } from '../services/fx-rates';
import { SEED_CSV_PATH, seedDailyCloses } from '../services/price-seed';
import { TestClock, testEnv } from './test-app';
import { createTestDatabase, type PriceHistoryFixture } from './test-database';

/** Helpers of the market-data API tests: a fake provider, the app on a database of its own, CSVs. */

// A fake market-data provider on 127.0.0.1, answering CoinGecko's two calls.

export type FakeMode = 'ok' | 'stalled' | 'error' | 'malformed' | 'wrong-shape';

export interface FakeProvider {
  url: string;
  mode: FakeMode;
  /** Delay of every answer in the modes other than 'stalled', in ms. */
  delayMs: number;
  /** Paths called, in order. */
  calls: string[];
  quote: Record<string, number>;
  close(): Promise<void>;
}

/**
 * Timeouts. The normal tests give the provider a long PRICE_API_TIMEOUT_MS (longer than 3 s is
 * allowed with NODE_ENV=test only), so that a starved test process (tests running beside builds
 * on two cores) cannot turn a prompt fake answer into a timeout. Only the timeout test uses a
 * short one (the least the setting allows), with a fake that never answers at all ('stalled'):
 * however slow or fast the machine, only the timeout ends it.
 */
export const PROVIDER_TIMEOUT_MS = 20_000;
export const SHORT_PROVIDER_TIMEOUT_MS = 50;

export const QUOTED_AT_SECONDS = 1_795_334_400; // 2026-11-22T08:00:00Z

export function providerQuote(usd = 65_000.5) {
  return {
    usd,
    usd_market_cap: 1_290_000_000_000,
    usd_24h_vol: 31_000_000_000,
    usd_24h_change: 2.5,
    eur: 60_000.25,
    eur_market_cap: 1_190_000_000_000,
    eur_24h_vol: 28_600_000_000,
    eur_24h_change: 2.4,
    // One more currency the provider quotes (the server asks for every offered one); JPY is left
    // out, so it is counted from USD with the bundled rates.
    gbp: 52_000.4,
    gbp_market_cap: 1_030_000_000_000,
    gbp_24h_vol: 24_800_000_000,
    gbp_24h_change: 2.6,
    last_updated_at: QUOTED_AT_SECONDS,
  };
}

/** market_chart prices: one point per midnight over the last `days` days, and the current price. */
export function chartPrices(currency: string, days: number, nowMs: number): [number, number][] {
  const today = Math.floor(nowMs / 86_400_000) * 86_400_000;
  // The server asks for USD only (other currencies are counted from it); any currency answers the same.
  const divisor = 1e8;
  const points: [number, number][] = [];
  for (let t = today - days * 86_400_000; t <= today; t += 86_400_000) points.push([t, t / divisor]);
  points.push([nowMs, 99_999]);
  return points;
}

export async function startFakeProvider(nowMs: () => number): Promise<FakeProvider> {
  const fake = { mode: 'ok' as FakeMode, delayMs: 0, calls: [] as string[], quote: providerQuote() };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.calls.push(url.pathname);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    const answer = () => {
      if (fake.mode === 'error') return send(500, '{"error":"internal"}');
      if (fake.mode === 'malformed') return send(200, '{"bitcoin": {"usd": 650');
      if (fake.mode === 'wrong-shape') return send(200, '{"bitcoin": {"usd": "a lot"}}');
      if (url.pathname === '/simple/price') return send(200, JSON.stringify({ bitcoin: fake.quote }));
      if (url.pathname === '/coins/bitcoin/market_chart') {
        const currency = url.searchParams.get('vs_currency') ?? 'usd';
        const days = Number(url.searchParams.get('days'));
        return send(200, JSON.stringify({ prices: chartPrices(currency, days, nowMs()) }));
      }
      return send(404, '{"error":"not found"}');
    };
    // Stalled: the request is held, unanswered, until the caller gives up and closes it.
    if (fake.mode === 'stalled') return;
    if (fake.delayMs === 0) return answer();
    const timer = setTimeout(answer, fake.delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

// The app on a database of its own, with a clock at 2026-11-22 12:00 UTC.

export const CLOCK_START = Date.UTC(2026, 10, 22, 12, 0, 0);

export interface MarketApp {
  app: Express;
  database: DatabaseHandle;
  clock: TestClock;
  quotes: MarketQuoteService;
  close(): Promise<void>;
}

/**
 * The app on a database of its own (or `shared`'s). The database starts with the bundled daily
 * closes; `priceHistory: 'empty'` starts it with none.
 */
export async function startApp(
  env: Record<string, string>,
  shared?: { database: DatabaseHandle; clock: TestClock },
  priceHistory: PriceHistoryFixture = 'bundled',
): Promise<MarketApp> {
  const database = shared?.database ?? (await createTestDatabase({ priceHistory }));
  const config = loadConfig({ ...testEnv, PRICE_API_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS), ...env });
  const logger = createLogger(config.logLevel);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, logger });
  const clock = shared?.clock ?? new TestClock(CLOCK_START);
  const services = buildServices({ db: database.db, config, logger, mailer, now: clock.now });
  const app = createApp({ config, logger, services, clientDir: null });
  const service = services.quotes;
  return {
    app,
    database,
    clock,
    quotes: service,
    close: async () => {
      await service.idle();
      if (!shared) await database.close();
    },
  };
}

const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-prices-'));
process.on('exit', () => rmSync(tmpDir, { recursive: true, force: true }));

let csvCounter = 0;
export function writeCsv(lines: string[]): string {
  csvCounter += 1;
  const file = path.join(tmpDir, `closes-${csvCounter}.csv`);
  writeFileSync(file, ['date,close_usd', ...lines, ''].join('\n'));
  return file;
}

export const silent = createLogger('silent');

/** Three days of closes (the last three of the bundled CSV before issue 46), for tests on an empty market. */
export const LAST_THREE_DAYS = ['2026-08-20,69678.75', '2026-08-21,75093.25', '2026-08-22,77861.63'];

/** Empties the stored quote and daily closes: a shared database then starts like a fresh empty one. */
export async function clearMarketData(database: DatabaseHandle) {
  await database.db.delete(marketSnapshots);
  await database.db.delete(dailyCloses);
}

export async function seedLastThreeDays(database: DatabaseHandle) {
  await seedDailyCloses({ db: database.db, logger: silent, csvPath: writeCsv(LAST_THREE_DAYS) });
}

export const quoteCalls = (fake: FakeProvider) => fake.calls.filter((call) => call === '/simple/price').length;
export const chartCalls = (fake: FakeProvider) =>
  fake.calls.filter((call) => call === '/coins/bitcoin/market_chart').length;

export function expectErrorShape(body: unknown, code: string) {
  expect(body).toMatchObject({ error: { code, message: expect.any(String), requestId: expect.any(String) } });
}

/**
 * The bundled CSV read straight from the file: { date, price } in one currency, the other
 * currencies counted with the bundled rates by the shared rule (days without a rate left out).
 */
export function csvSeries(currency: PriceCurrency = 'usd'): PricePoint[] {
  const usd = readFileSync(SEED_CSV_PATH, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [date = '', price = ''] = line.split(',');
      return { date, price: Number(price) };
    });
  const code = toCurrencyCode(currency);
  if (!code) throw new Error(`unknown currency ${currency}`);
  return convertCloses(usd, parseRateTable(readFileSync(RATES_CSV_PATH, 'utf8')), code);
}

export { SEED_CSV_PATH };
