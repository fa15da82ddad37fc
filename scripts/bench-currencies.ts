// The currencies part of `npm run bench` (issue 46, decision 059): GET /api/bitcoin/price and
// /api/bitcoin/historical in several currencies against a bare Express route sending the same
// body, on the production build (PGlite, and Postgres when a URL is given), and the memory the
// derived per-currency rate series take: in this process (bytes of the series, heap and array
// buffers before and after deriving all of them) and in the server (RSS before and after asking
// the full series in every offered currency). `npm run bench -- --only currencies` runs it alone.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import express from 'express';
import { currencyCodes } from '../shared/domain/fx-currencies';
import { loadFxRates } from '../server/src/services/fx-rates';
import { spawnProductionServer } from './production-server';

export const CURRENCIES_HEADING = '## Currencies';

/** A representative set: the base, the provider's other currency, two counted ones, a 0-decimal one. */
const MEASURED = ['usd', 'eur', 'gbp', 'jpy', 'try'] as const;
const ROUTES = [
  { name: 'price', path: (c: string) => `/api/bitcoin/price?currency=${c}` },
  { name: 'historical-365', path: (c: string) => `/api/bitcoin/historical?days=365&currency=${c}` },
  { name: 'full-series', path: (c: string) => `/api/bitcoin/historical?days=10000&currency=${c}` },
] as const;
const ROUND_S = 1;
const ROUNDS = Number(process.env.BENCH_CURRENCY_ROUNDS ?? 2);
const CONNECTIONS = 10;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface CurrencyRow {
  currency: string;
  route: string;
  bytes: number;
  app: Load;
  bare: Load;
}

export interface CurrencyReport {
  driver: string;
  rows: CurrencyRow[];
  /** Server RSS (MB) after the warm-up in USD, and after the full series in every currency. */
  rssBeforeMb: number;
  rssAfterMb: number;
}

export interface SeriesMemory {
  currencies: number;
  seriesBytes: number;
  perCurrencyBytes: number;
  /** Growth of heapUsed + arrayBuffers while deriving them (this process, after a GC when exposed). */
  processBytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function alternate(bareUrl: string, appUrl: string): Promise<[Load, Load]> {
  const rounds = { bare: [] as autocannon.Result[], app: [] as autocannon.Result[] };
  const run = (url: string) => autocannon({ url, connections: CONNECTIONS, duration: ROUND_S });
  for (let i = 0; i < ROUNDS; i += 1) {
    rounds.bare.push(await run(bareUrl));
    rounds.app.push(await run(appUrl));
  }
  const summary = (results: autocannon.Result[]): Load => ({
    rps: results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  });
  return [summary(rounds.bare), summary(rounds.app)];
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

/** The derived series for every offered currency, in this process. */
export function seriesMemory(): SeriesMemory {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  const fx = loadFxRates();
  for (const code of currencyCodes) fx.rateOnDay(code.toLowerCase() as 'usd', '2020-01-01');
  gc?.();
  const after = process.memoryUsage();
  const { currencies, bytes } = fx.memory();
  return {
    currencies,
    seriesBytes: bytes,
    perCurrencyBytes: currencies === 0 ? 0 : bytes / currencies,
    processBytes: after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers),
  };
}

export async function currencyBench(driver: string, databaseUrl: string, port: number): Promise<CurrencyReport> {
  const server = spawnProductionServer(port, {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CREDENTIAL_SIGNING_SECRET: randomBytes(32).toString('hex'),
    APP_URL: `http://127.0.0.1:${port}`,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
    const pid = server.child.pid as number;
    await fetch(`${base}/api/bitcoin/historical?days=10000&currency=usd`);
    const rssBeforeMb = rssMb(pid);
    for (const code of currencyCodes) {
      const res = await fetch(`${base}/api/bitcoin/historical?days=10000&currency=${code.toLowerCase()}`);
      if (!res.ok) throw new Error(`${code}: ${res.status}`);
      await res.arrayBuffer();
    }
    const rssAfterMb = rssMb(pid);
    const bodies: Record<string, string> = {};
    for (const currency of MEASURED)
      for (const route of ROUTES) {
        const res = await fetch(`${base}${route.path(currency)}`);
        if (!res.ok) throw new Error(`${route.name} ${currency}: ${res.status}`);
        bodies[`${route.name}-${currency}`] = await res.text();
      }
    const app = express();
    for (const [name, body] of Object.entries(bodies))
      app.get(`/${name}`, (_req, res) => {
        res.type('application/json').send(body);
      });
    const bare = app.listen(port + 1, '127.0.0.1');
    await new Promise((resolve) => bare.once('listening', resolve));
    const rows: CurrencyRow[] = [];
    try {
      for (const route of ROUTES)
        for (const currency of MEASURED) {
          const key = `${route.name}-${currency}`;
          const [bareLoad, appLoad] = await alternate(
            `http://127.0.0.1:${port + 1}/${key}`,
            `${base}${route.path(currency)}`,
          );
          rows.push({
            currency,
            route: route.name,
            bytes: Buffer.byteLength(bodies[key] ?? ''),
            app: appLoad,
            bare: bareLoad,
          });
          console.log(
            `${driver} ${route.name} ${currency}: ${appLoad.rps.toFixed(0)} req/s (bare ${bareLoad.rps.toFixed(0)}), p99 ${appLoad.p99} ms`,
          );
        }
    } finally {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    }
    return { driver, rows, rssBeforeMb, rssAfterMb };
  } finally {
    await server.stop();
  }
}

export function currencySection(reports: CurrencyReport[], memory: SeriesMemory): string[] {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const lines = [
    CURRENCIES_HEADING,
    '',
    `Written by \`npm run bench\` (or \`-- --only currencies\`) on ${new Date().toISOString().slice(0, 10)}. Every price`,
    'but USD is the stored USD close times the day’s rate (decision 059). Each endpoint in each currency',
    `and a bare Express route sending the same body take turns in ${ROUND_S} s rounds, ${ROUNDS} each,`,
    `autocannon ${CONNECTIONS} connections; ratio = app / bare req/s. The answers are kept compressed per query`,
    '(64 at most), so a currency costs its first request, not every one.',
    '',
    `Derived rate series: ${memory.currencies} currencies (USD needs none), ${kb(memory.perCurrencyBytes)} KB each`,
    `(one float64 a calendar day, 2012-01-01 to the rates’ last day), ${kb(memory.seriesBytes)} KB in all;`,
    `heap and array buffers grew by ${kb(memory.processBytes)} KB while reading the rate table (once a process:`,
    '4,041 business days × 27 float64 columns, 852 KB, and the file’s text) and deriving them all. The server’s',
    'RSS below also holds the kept answers and garbage not yet collected. The bare route’s res.send hashes',
    'each body for its ETag, the app sends bodies serialised once: hence ratios above 1.',
    '',
  ];
  for (const report of reports) {
    lines.push(
      `### ${report.driver}`,
      '',
      `Server RSS ${report.rssBeforeMb.toFixed(1)} MB after the full USD series, ${report.rssAfterMb.toFixed(1)} MB after the full series in all ${currencyCodes.length} currencies.`,
      '',
      '| endpoint | currency | body bytes | app req/s | p50 ms | p99 ms | bare req/s | ratio |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const row of report.rows)
      lines.push(
        `| ${row.route} | ${row.currency} | ${row.bytes} | ${row.app.rps.toFixed(0)} | ${row.app.p50} | ${row.app.p99} | ${row.bare.rps.toFixed(0)} | ${(row.app.rps / row.bare.rps).toFixed(2)}x |`,
      );
    lines.push('');
  }
  return lines;
}
