// npm run bench: timings that do not belong in npm test. Loopback only, bounded (a few minutes).
// Starts the production build on PGlite (and on Postgres when DATABASE_URL or TEST_DATABASE_URL is
// set), measures each endpoint against a bare Express route in the same run, a login storm, the
// calculator link's preview (a new link and one from the cache: scripts/bench-preview.ts), the
// DCA calculation, server start time and memory, and Lighthouse (mobile) for /, /auth, /home and the public pages (at 4x and 8x CPU) as
// its CLI measures them. Writes docs/benchmarks.md. `npm run bench -- --only lighthouse` runs the
// Lighthouse part alone and rewrites that section of docs/benchmarks.md; `--only load` the load
// test (scripts/load-test.ts: Postgres, HAProxy, one and two instances) and rewrites its section;
// `--only api` runs one half and prints it, `--only browser` the other (first loads, /home's layout
// shift and largest paint, Lighthouse) and rewrites its sections; `--only digest` the weekly digest for 10,000
// learners to a local SMTP sink (scripts/bench-digest.ts) and rewrites its section; `--only currencies`
// the price and history endpoints per currency and the rate series' memory (scripts/bench-currencies.ts)
// and rewrites its section; `--only dca`
// prints the calculator's timings alone (no build, no server). For a closer look at one page:
// BENCH_LIGHTHOUSE_PAGES=/home (comma-separated; the section is then printed, not written) and
// BENCH_LIGHTHOUSE_REPORTS=dir (each run's full Lighthouse report, as JSON, its trace and its network log kept in dir).
// With `--only api`, BENCH_ENDPOINTS=auth-me,cohort-200 measures those endpoints only (cohort-200:
// the cohort view of a class of 200 learners, made through the API first; decision 060).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import express from 'express';
import lighthouse, { startFlow, type Artifacts } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import pg from 'pg';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import * as prettier from 'prettier';
import { loadConfig } from '../server/src/config/env';
import { loadBenchmarks } from '../server/src/services/benchmarks';
import { compareBenchmarks, monthlyAverages } from '../shared/domain/benchmarks';
import { calculateDca, calculateDcaPlans, priceSeries } from '../shared/domain/dca';
import { winRate } from '../shared/domain/win-rate';
import { dcaPlansRequestSchema, dcaRequestSchema } from '../shared/schemas/dca';
import { CURRENCIES_HEADING, currencyBench, currencySection, seriesMemory } from './bench-currencies';
import { DIGEST_HEADING, digestBench, digestSection } from './bench-digest';
import { previewLine, previewTiming, type PreviewTiming } from './bench-preview';
import { LOAD_HEADING, loadSection, loadTest, type LoadReport } from './load-test';
import { CHROMIUM_FLAGS } from '../e2e/chromium-flags';
import { spawnProductionServer } from './production-server';
import {
  cpuSimulatedMs,
  describeTask,
  lighthouseLongTasks,
  longOnCpu,
  taskLabel,
  type LongTask,
} from './lighthouse-long-tasks';

const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Lighthouse measures with the brief's flags alone, as a user's Chromium runs.
const chromeFlags = CHROMIUM_FLAGS;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The public pages (decision 061), one of each kind: the path, a lesson, the glossary, a term, a scenario. */
const PUBLIC_PAGES = [
  '/learn',
  '/learn/guide',
  '/glossary',
  '/glossary/bitcoin',
  '/calculator/100-usd-weekly-since-2020',
] as const;
const LIGHTHOUSE_PAGES = ['/', '/auth', '/home', ...PUBLIC_PAGES] as const;
/**
 * Lighthouse's simulated CPU slowdown: its default (4x), then 8x (issue 47), so a slower CPU shows
 * on any machine. BENCH_LIGHTHOUSE_CPU=4 or 8 measures one of them.
 */
const LIGHTHOUSE_CPU_ALL = [4, 8] as const;
const LIGHTHOUSE_CPU = process.env.BENCH_LIGHTHOUSE_CPU
  ? LIGHTHOUSE_CPU_ALL.filter((cpu) => String(cpu) === process.env.BENCH_LIGHTHOUSE_CPU)
  : LIGHTHOUSE_CPU_ALL;
const DEFAULT_CPU = 4;
/** Lighthouse's flags for a CPU slowdown: none for its default, as its CLI runs without the flag. */
const cpuFlags = (cpu: number) => (cpu === DEFAULT_CPU ? {} : { throttling: { cpuSlowdownMultiplier: cpu } });
type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];
/** BENCH_LIGHTHOUSE_PAGES: the pages Lighthouse measures (all three unless set). */
function lighthousePagesAsked(): readonly LighthousePage[] {
  const asked = process.env.BENCH_LIGHTHOUSE_PAGES;
  if (!asked) return LIGHTHOUSE_PAGES;
  const pages = asked.split(',').map((page) => page.trim());
  const unknown = pages.filter((page) => !LIGHTHOUSE_PAGES.some((known) => known === page));
  if (unknown.length)
    throw new Error(`BENCH_LIGHTHOUSE_PAGES takes ${LIGHTHOUSE_PAGES.join(', ')}, not ${unknown.join(', ')}`);
  return LIGHTHOUSE_PAGES.filter((page) => pages.includes(page));
}
/** Read once, at start: an unknown page fails before anything is built or started. */
const LIGHTHOUSE_PAGES_MEASURED = lighthousePagesAsked();
/** Some pages only: the table is printed, never written, so docs/benchmarks.md holds no partial one. */
const SOME_LIGHTHOUSE_PAGES = LIGHTHOUSE_PAGES_MEASURED.length < LIGHTHOUSE_PAGES.length;
/** BENCH_LIGHTHOUSE_REPORTS: a directory to keep each run's full report in, or undefined. */
const LIGHTHOUSE_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
/** The app under test listens on BENCH_PORT (one server at a time), the bare Express yardstick on BENCH_BARE_PORT. */
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 5410);
const BENCH_BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? BENCH_PORT + 1);

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const ROUND_S = 1;
/** The bcrypt cost the bench's servers run with: production's default, as the bench sets none. */
const BCRYPT_COST = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  CREDENTIAL_SIGNING_SECRET: randomBytes(32).toString('hex'),
}).bcryptCost;

/**
 * The app's route and the bare route, measured in alternating one-second rounds (DURATION_S of
 * each), so that both see the same changes in the machine's load; req/s over all rounds, latency
 * percentiles the median of the rounds'.
 */
async function alternate(
  bareUrl: string,
  appUrl: string,
  headers: Record<string, string>,
  method: 'GET' | 'POST' = 'GET',
): Promise<[Load, Load]> {
  const rounds: { bare: autocannon.Result[]; app: autocannon.Result[] } = { bare: [], app: [] };
  const run = (url: string, extra: Record<string, string>) =>
    autocannon({ url, method, connections: CONNECTIONS, duration: ROUND_S, headers: extra });
  for (let i = 0; i < Math.max(1, Math.round(DURATION_S / ROUND_S)); i += 1) {
    rounds.bare.push(await run(bareUrl, {}));
    rounds.app.push(await run(appUrl, headers));
  }
  const summary = (results: autocannon.Result[]): Load => ({
    rps: results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  });
  return [summary(rounds.bare), summary(rounds.app)];
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

interface Server {
  base: string;
  child: ChildProcess;
  startMs: number;
  stop(): Promise<void>;
}

async function startServer(port: number, databaseUrl: string): Promise<Server> {
  const started = performance.now();
  const server = spawnProductionServer(port, {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CREDENTIAL_SIGNING_SECRET: randomBytes(32).toString('hex'),
    APP_URL: `http://127.0.0.1:${port}`,
    // The bench registers and signs in far more than a person would: it measures speed, not the limits.
    RATE_LIMIT_LOGIN_ACCOUNT: '1000000/1h',
    RATE_LIMIT_LOGIN_ADDRESS: '1000000/1h',
    RATE_LIMIT_REGISTER_ADDRESS: '1000000/1h',
    RATE_LIMIT_REGISTER_ADDRESS_DAY: '1000000/24h',
    RATE_LIMIT_QUIZ_ACCOUNT: '1000000/1h',
    RATE_LIMIT_SHARE_PREVIEW_ADDRESS: '1000000/1h',
    RATE_LIMIT_JOIN_ADDRESS: '1000000/1h',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, server.child);
  const startMs = performance.now() - started;
  return {
    base,
    child: server.child,
    startMs,
    stop: async () => {
      await server.stop();
    },
  };
}

/** A bare Express app sending the same bodies, as the yardstick for each endpoint. */
/** Serves `app` on 127.0.0.1:`port`: its base URL, and a close that resolves once it has stopped. */
async function listenLocally(
  app: express.Express,
  port: number,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server = app.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function startBare(port: number, bodies: Record<string, string>) {
  const app = express();
  for (const [name, body] of Object.entries(bodies)) {
    app.all(`/${name}`, (_req, res) => {
      res.type('application/json').send(body);
    });
  }
  return listenLocally(app, port);
}

async function register(base: string, n: number) {
  const body = {
    username: `bench_${n}_${randomBytes(3).toString('hex')}`,
    email: `bench${n}_${randomBytes(3).toString('hex')}@example.com`,
    password: 'correct-horse-battery',
    firstName: 'Bench',
    lastName: 'Mark',
  };
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 202) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  // Registering starts no session (decision 058): signing in with the same email and password does.
  const signedIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: body.email, password: body.password }),
  });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const json = (await signedIn.json()) as { token: string; user: unknown };
  return { ...body, token: json.token, user: json.user };
}

interface EndpointRow {
  name: string;
  app: Load;
  bare: Load;
}

/** Learners in the bench's class: the bound (MAX_LEARNERS_PER_CLASS, decision 060). */
const COHORT_LEARNERS = 200;

async function post(base: string, path: string, token: string, body: unknown = {}): Promise<Response> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * A class at its bound, made through the API as a teacher and learners would: 200 learners join by
 * its code, and each answers the guide quiz (first options), so the cohort view has scores, steps
 * and misses to read. Answers the cohort view's path and the teacher's headers.
 */
async function classAtBound(base: string): Promise<{ path: string; headers: Record<string, string> }> {
  const teacher = await register(base, 100_000);
  await post(base, '/api/classroom/teacher', teacher.token);
  const made = (await (await post(base, '/api/classes', teacher.token, { name: 'Bench class' })).json()) as {
    id: number;
    joinCode: string;
  };
  for (let batch = 0; batch < COHORT_LEARNERS; batch += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const learner = await register(base, 100_001 + batch + i);
        await post(base, `/api/join/${made.joinCode}`, learner.token, { shareEmail: i % 2 === 0 });
        const quiz = (await (await post(base, '/api/quizzes/guide/attempts', learner.token)).json()) as {
          attemptId: string;
          questions: { id: string }[];
        };
        const answers = quiz.questions.map((question) => ({ questionId: question.id, optionId: 'a' }));
        await post(base, `/api/quizzes/guide/attempts/${quiz.attemptId}/answers`, learner.token, { answers });
      }),
    );
  }
  return { path: `/api/classes/${made.id}/cohort`, headers: { authorization: `Bearer ${teacher.token}` } };
}

/** BENCH_ENDPOINTS=name,name: measure those endpoints only (printed; a partial run writes nothing). */
const ENDPOINTS_ASKED = process.env.BENCH_ENDPOINTS?.split(',').filter(Boolean) ?? null;

async function endpoints(server: Server, barePort: number, token: string): Promise<EndpointRow[]> {
  const signedIn = { authorization: `Bearer ${token}` };
  // The cohort view of a class at its bound (issue 49): one statement for 200 learners.
  const cohort =
    ENDPOINTS_ASKED === null || ENDPOINTS_ASKED.includes('cohort-200') ? await classAtBound(server.base) : null;
  type Route = { name: string; path: string; headers: Record<string, string>; method?: 'POST' };
  const all: Route[] = [
    { name: 'price', path: '/api/bitcoin/price', headers: {} },
    { name: 'historical-365', path: '/api/bitcoin/historical?days=365', headers: {} },
    { name: 'full-series', path: '/api/bitcoin/historical?days=10000', headers: {} },
    { name: 'auth-me', path: '/api/auth/me', headers: signedIn },
    // Learning (issue 26): the progress, the review card and the scorecard, and a quiz drawn.
    { name: 'progress', path: '/api/progress', headers: signedIn },
    { name: 'review', path: '/api/review?timeZone=UTC', headers: signedIn },
    { name: 'seven-cures', path: '/api/progress/seven-cures', headers: signedIn },
    { name: 'quiz-attempt', path: '/api/quizzes/guide/attempts', headers: signedIn, method: 'POST' },
    ...(cohort ? [{ name: 'cohort-200', path: cohort.path, headers: cohort.headers }] : []),
  ];
  const routes = all.filter((route) => ENDPOINTS_ASKED === null || ENDPOINTS_ASKED.includes(route.name));
  const bodies: Record<string, string> = {};
  for (const route of routes) {
    const res = await fetch(`${server.base}${route.path}`, { method: route.method ?? 'GET', headers: route.headers });
    if (!res.ok) throw new Error(`${route.name}: ${res.status} ${await res.text()}`);
    bodies[route.name] = await res.text();
  }
  const bare = await startBare(barePort, bodies);
  const rows: EndpointRow[] = [];
  try {
    for (const route of routes) {
      const [bareLoad, appLoad] = await alternate(
        `${bare.base}/${route.name}`,
        `${server.base}${route.path}`,
        route.headers,
        route.method,
      );
      rows.push({ name: route.name, app: appLoad, bare: bareLoad });
    }
  } finally {
    await bare.close();
  }
  return rows;
}

const LOGINS_ALONE = 10;

/**
 * Sign-in time when nothing else runs: one account signs in LOGINS_ALONE times, one after another,
 * at the server's own bcrypt cost (production's default: the bench sets none).
 */
async function loginAlone(server: Server): Promise<{ p50: number; max: number }> {
  const account = await register(server.base, 50);
  const times: number[] = [];
  for (let i = 0; i < LOGINS_ALONE; i += 1) {
    const started = performance.now();
    const res = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    times.push(performance.now() - started);
  }
  return { p50: median(times), max: Math.max(...times) };
}

/** p99 of GET /api/bitcoin/price (one client) while ten clients log in as fast as they can. */
async function loginStorm(server: Server): Promise<{ p99: number; p50: number; logins: number }> {
  const accounts = await Promise.all(Array.from({ length: 10 }, (_, i) => register(server.base, i)));
  let logins = 0;
  let stop = false;
  const storm = accounts.map(async (account) => {
    while (!stop) {
      const res = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      await res.arrayBuffer();
      if (res.ok) logins += 1;
      else if (res.status === 429) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const probe = await autocannon({ url: `${server.base}/api/bitcoin/price`, connections: 1, duration: 10 });
  stop = true;
  await Promise.all(storm);
  return { p99: probe.latency.p99, p50: probe.latency.p50, logins };
}

interface DcaTiming {
  medianMs: number;
  purchases: number;
  /** The win rate of an 8-year daily plan over every start day (issue 27): median and start days counted. */
  winRateMs: number;
  winRateStarts: number;
  /** Three daily plans since the first stored day, each with its benchmarks (issue 27): median. */
  plansMs: number;
}

/** Median of `runs` timings of `work` after a few warm-up runs. */
function medianMs(runs: number, work: () => void): number {
  for (let i = 0; i < 20; i += 1) work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t = performance.now();
    work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

/**
 * What the calculator does for three daily plans since 2010 (level, stepped up 10% a year, and with
 * a starting stack): the three plans, then each plan's benchmarks on the monthly averages.
 */
function threePlansWithBenchmarks(points: { date: string; price: number }[]): () => void {
  const series = priceSeries(points);
  const benchmarks = loadBenchmarks().months;
  const request = dcaPlansRequestSchema.parse({
    plans: [
      { amount: 10, frequency: 'daily', timeframe: 'all' },
      { amount: 10, frequency: 'daily', timeframe: 'all', stepUpPercent: 10 },
      { amount: 5, frequency: 'daily', timeframe: 'all', feePercent: 1, startingBtc: 1, startingCost: 100 },
    ],
  });
  return () => {
    const { plans } = calculateDcaPlans(series, request);
    const bitcoinMonthly = monthlyAverages(points);
    for (const result of plans) {
      compareBenchmarks({
        contributions: result.purchases,
        endDate: result.endDate,
        benchmarks,
        bitcoinMonthly,
      });
    }
  };
}

function dcaTiming(): DcaTiming {
  const csv = readFileSync('server/data/btc-daily-close.csv', 'utf8').trim().split('\n').slice(1);
  const points = csv.map((line) => ({ date: line.split(',')[0]!, price: Number(line.split(',')[1]) }));
  const series = priceSeries(points);
  const request = dcaRequestSchema.parse({ amount: 500, frequency: 'daily', timeframe: 'all', feePercent: 0 });
  const purchases = calculateDca(series, request).purchases.length;
  const plan = { years: 8, frequency: 'daily', feePercent: 0 } as const;
  return {
    medianMs: medianMs(101, () => calculateDca(series, request)),
    purchases,
    winRateMs: medianMs(101, () => winRate(series, plan)),
    winRateStarts: winRate(series, plan)?.starts ?? 0,
    plansMs: medianMs(101, threePlansWithBenchmarks(points)),
  };
}

function printDca(dca: DcaTiming): void {
  console.log(`\nDCA daily since the start (${dca.purchases} purchases): median ${dca.medianMs.toFixed(2)} ms`);
  console.log(`Win rate, 8 years daily (${dca.winRateStarts} start days): median ${dca.winRateMs.toFixed(2)} ms`);
  console.log(
    `Three daily plans since the start, with benchmarks: median ${dca.plansMs.toFixed(2)} ms (target under 10 ms)`,
  );
}

/** One Lighthouse run: its scores and metrics, and the machine's 1-minute load average as it started. */
interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element's selector and text. */
  lcpElement: string;
  /** The longest main-thread task in Lighthouse's `long-tasks` audit (simulated mobile CPU), 0 when none is 50 ms or more. */
  longestTaskMs: number;
  /** The file Lighthouse attributes that task to (a script's name, '/' for the document, or 'Unattributable'). */
  longestTask: string;
  /** Every task of the `long-tasks` audit, with its wall and CPU time from the run's trace. */
  longTasks: LongTask[];
  load: number;
}

interface LighthouseRow {
  page: MeasuredPage;
  /** Lighthouse's simulated CPU slowdown for these runs (4 is its default). */
  cpu: number;
  /** Each run's figures, in the order run. */
  runs: LighthouseRun[];
  /** The median of the runs, figure by figure. */
  median: Omit<LighthouseRun, 'load' | 'lcpElement' | 'longestTask' | 'longTasks'>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface FirstLoadRow {
  page: string;
  /** As transferred: each response's headers and encoded body (what the budgets count). */
  jsKb: number;
  cssKb: number;
  files: number;
  /** The encoded bodies alone. */
  jsBodyKb: number;
}

/** A signed-in, onboarded learner: the session the app keeps in localStorage. */
async function signedInSession(server: Server): Promise<{ user: unknown; token: string }> {
  const account = await register(server.base, 99);
  await fetch(`${server.base}/api/auth/complete-onboarding`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
  });
  const me = (await (
    await fetch(`${server.base}/api/auth/me`, { headers: { authorization: `Bearer ${account.token}` } })
  ).json()) as { user: unknown };
  return { user: me.user, token: account.token };
}

/**
 * Makes the next load of `page` a new visitor's (or a signed-in learner's on /home): no service
 * worker, no Cache Storage and an empty HTTP cache (nothing from earlier runs or pages), and only
 * the session in localStorage. Set from a page that does not start the app, so no service worker
 * is installed before the measured load.
 */
async function prepareVisit(server: Server, tab: Page, page: string, session: { user: unknown; token: string }) {
  await tab.goto(`${server.base}/api/health`);
  const cdp = await tab.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', {
    origin: server.base,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await tab.evaluate(
    (signedIn, user, token) => {
      localStorage.clear();
      if (signedIn) {
        localStorage.setItem('arkad_auth_user', JSON.stringify(user));
        localStorage.setItem('arkad_auth_token', token);
      }
    },
    page === '/home',
    session.user,
    session.token,
  );
}

/**
 * What a phone downloads for each page's first load (the budgets of e2e/budgets.spec.ts, with the
 * same measure): the JS and CSS responses as transferred (headers and encoded bodies), no service
 * worker, until the network is idle.
 */
async function firstLoads(
  server: Server,
  browser: Browser,
  session: { user: unknown; token: string },
): Promise<FirstLoadRow[]> {
  const rows: FirstLoadRow[] = [];
  for (const page of ['/', '/auth', '/home', ...PUBLIC_PAGES]) {
    const context = await browser.createBrowserContext();
    const tab = await context.newPage();
    await tab.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    await prepareVisit(server, tab, page, session);
    await tab.setBypassServiceWorker(true);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.enable');
    const kinds = new Map<string, 'js' | 'css'>();
    const body = new Map<string, number>();
    const total = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      const { pathname } = new URL(event.response.url);
      if (pathname.endsWith('.js')) kinds.set(event.requestId, 'js');
      else if (pathname.endsWith('.css')) kinds.set(event.requestId, 'css');
    });
    cdp.on('Network.dataReceived', (event) => {
      body.set(event.requestId, (body.get(event.requestId) ?? 0) + event.encodedDataLength);
    });
    cdp.on('Network.loadingFinished', (event) => {
      total.set(event.requestId, event.encodedDataLength);
    });
    await tab.goto(`${server.base}${page}`, { waitUntil: 'networkidle0' });
    const sum = (kind: 'js' | 'css', sizes: Map<string, number>) =>
      [...kinds].filter(([, k]) => k === kind).reduce((acc, [id]) => acc + (sizes.get(id) ?? 0), 0) / 1024;
    rows.push({
      page,
      jsKb: sum('js', total),
      cssKb: sum('css', total),
      files: kinds.size,
      jsBodyKb: sum('js', body),
    });
    await context.close();
  }
  return rows;
}

const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface LighthouseResult {
  configSettings: Parameters<typeof lighthouseLongTasks>[1];
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { code: string; message: string };
}

/** What Lighthouse names as the LCP element (its selector), for finding what holds LCP back. */
function lcpElement(lhr: LighthouseResult): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'unknown';
}

interface LongTasksDetails {
  items?: { url?: string; duration?: number }[];
}

/**
 * The longest task of Lighthouse's `long-tasks` audit (tasks of 50 ms or more, as its simulation of
 * a 4x slower CPU times them) and the file it attributes the task to ('/' for the document,
 * 'Unattributable' for the browser's own work).
 */
function longestTask(lhr: LighthouseResult): { ms: number; file: string } {
  const items = (lhr.audits['long-tasks']?.details as LongTasksDetails | undefined)?.items ?? [];
  const longest = items.reduce<(typeof items)[number] | undefined>(
    (best, item) => ((item.duration ?? 0) > (best?.duration ?? 0) ? item : best),
    undefined,
  );
  if (!longest) return { ms: 0, file: 'none' };
  const url = longest.url ?? '?';
  return {
    ms: longest.duration ?? 0,
    file: url.startsWith('http') ? new URL(url).pathname.split('/').pop() || '/' : url,
  };
}

/** A run's report and the artifacts it was computed from (its trace, for the long tasks' CPU time). */
interface LighthouseMeasure {
  lhr: LighthouseResult;
  artifacts: Artifacts;
}

function lighthouseRun(lhr: LighthouseResult, longTasks: LongTask[], load: number): LighthouseRun {
  // A run Lighthouse could not complete (NO_FCP, a page that did not load) has no score: it is
  // run again, never counted as a 0.
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    throw new LighthouseRunFailed(lhr.runtimeError?.code ?? 'NO_SCORE', lhr.runtimeError?.message ?? 'no score');
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
    lcpElement: lcpElement(lhr),
    longestTaskMs: longestTask(lhr).ms,
    longestTask: longestTask(lhr).file,
    longTasks,
    load,
  };
}

class LighthouseRunFailed extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** Attempts per run: a failed run (LighthouseRunFailed) is made again, up to this many times in all. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * A signed-in, onboarded learner's /home, as Lighthouse's user flow measures it: a script in this
 * (new) browser profile stores the session the app keeps in localStorage, from a page that does not
 * start the app (the health check), then Lighthouse navigates to /home with its default settings,
 * which clear the service worker, Cache Storage and the HTTP cache but keep localStorage. Nothing of
 * the app runs before the measured load: signing in through the form left the app's page in the same
 * tab, whose own work (unload, a style recalculation of its 800 elements) fell inside /home's trace.
 */
async function signedInHomeRun(server: Server, port: number, cpu: number): Promise<LighthouseMeasure> {
  const session = await signedInSession(server);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    await prepareVisit(server, tab, '/home', session);
    const flow = await startFlow(tab, {
      flags: { onlyCategories: LIGHTHOUSE_CATEGORIES, logLevel: 'error', ...cpuFlags(cpu) },
    });
    await flow.navigate(`${server.base}/home`);
    const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
    const artifacts = flow.createArtifactsJson().gatherSteps[0]?.artifacts;
    if (!lhr || !artifacts) throw new Error('Lighthouse gave no result for /home');
    return { lhr, artifacts };
  } finally {
    await browser.disconnect();
  }
}

/** A visitor's first load of `page`, as the Lighthouse CLI measures it. */
async function pageRun(base: string, page: string, port: number, cpu: number): Promise<LighthouseMeasure> {
  const result = await lighthouse(`${base}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: LIGHTHOUSE_CATEGORIES,
    ...cpuFlags(cpu),
  });
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${page}`);
  return { lhr: result.lhr, artifacts: result.artifacts };
}

/** Writes a run's full report into BENCH_LIGHTHOUSE_REPORTS, when it is set. */
function keepReport(
  page: MeasuredPage,
  cpu: number,
  run: number,
  attempt: number,
  { lhr, artifacts }: LighthouseMeasure,
): void {
  if (!LIGHTHOUSE_REPORTS) return;
  mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
  const file = page === '/' ? 'landing' : page === ONE_LINE_PAGE ? 'one-line-page' : page.slice(1).replaceAll('/', '_');
  const name = `${file}-cpu${cpu}x-run${run}${attempt > 1 ? `-attempt${attempt}` : ''}.json`;
  writeFileSync(`${LIGHTHOUSE_REPORTS}/${name}`, JSON.stringify(lhr));
  writeFileSync(`${LIGHTHOUSE_REPORTS}/${name.replace(/\.json$/, '.trace.json')}`, JSON.stringify(artifacts.Trace));
  // With the trace, the network log and the run's settings, Lighthouse's simulation can be run again
  // offline (its graph: what each metric waited for).
  writeFileSync(
    `${LIGHTHOUSE_REPORTS}/${name.replace(/\.json$/, '.devtoolslog.json')}`,
    JSON.stringify(artifacts.DevtoolsLog),
  );
}

/**
 * The yardstick: a page of one line of text and no script or stylesheet, served with the app's own
 * response headers (its Content-Security-Policy and Cross-Origin-Opener-Policy among them), measured
 * the same way. What Lighthouse counts on it is Chrome's and Lighthouse's own work on this machine.
 */
const ONE_LINE_PAGE = 'one-line page';
type MeasuredPage = LighthousePage | typeof ONE_LINE_PAGE;
const ONE_LINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>One line</title><meta name="description" content="One line of text."></head><body><p>One line of text.</p></body></html>';
/** Response headers that describe the body or the connection, not the page: not copied. */
const BODY_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-type',
  'etag',
  'last-modified',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'accept-ranges',
  'x-request-id',
]);

async function startOneLinePage(server: Server, port: number): Promise<{ base: string; close: () => Promise<void> }> {
  const appResponse = await fetch(`${server.base}/`);
  await appResponse.arrayBuffer();
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  appResponse.headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name)) headers[name] = value;
  });
  const app = express();
  app.disable('x-powered-by');
  app.get('/', (_request, response) => response.set(headers).send(ONE_LINE_HTML));
  return listenLocally(app, port);
}

/** One Lighthouse run of a page in a new Chrome; a run Lighthouse could not complete is made again. */
async function lighthouseRunWithRetries(
  server: Server,
  oneLinePage: { base: string },
  page: MeasuredPage,
  cpu: number,
  run: number,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const load = os.loadavg()[0]!;
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
    try {
      const measure =
        page === '/home'
          ? await signedInHomeRun(server, chrome.port, cpu)
          : page === ONE_LINE_PAGE
            ? await pageRun(oneLinePage.base, '/', chrome.port, cpu)
            : await pageRun(server.base, page, chrome.port, cpu);
      keepReport(page, cpu, run, attempt, measure);
      const { lhr, artifacts } = measure;
      if (lhr.runtimeError) return lighthouseRun(lhr, [], load);
      return lighthouseRun(lhr, await lighthouseLongTasks(artifacts, lhr.configSettings), load);
    } catch (error) {
      if (!(error instanceof LighthouseRunFailed) || attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      console.log(`lighthouse ${page}: run failed (${error.message}); running it again`);
    } finally {
      chrome.kill();
    }
  }
}

/**
 * Lighthouse as its CLI runs it: for each run a new Chrome with a new profile (chrome-launcher's
 * default), Lighthouse's default settings (mobile: a Moto G Power screen, slow 4G and a 4x slower CPU,
 * simulated), median of LIGHTHOUSE_RUNS. `/` and `/auth` are a new visitor's first load; `/home` is
 * a signed-in learner's (signedInHomeRun).
 */
async function lighthouseRuns(server: Server): Promise<LighthouseRow[]> {
  const rows: LighthouseRow[] = [];
  const oneLinePage = await startOneLinePage(server, BENCH_BARE_PORT + 1);
  try {
    // Each CPU setting is one pass: its pages and the yardstick measured in the same minutes.
    for (const cpu of LIGHTHOUSE_CPU) {
      for (const page of [...LIGHTHOUSE_PAGES_MEASURED, ONE_LINE_PAGE] as const) {
        rows.push(await lighthouseRow(server, oneLinePage, page, cpu));
      }
    }
  } finally {
    await oneLinePage.close();
  }
  return rows;
}

async function lighthouseRow(
  server: Server,
  oneLinePage: { base: string },
  page: MeasuredPage,
  cpu: number,
): Promise<LighthouseRow> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    const run = await lighthouseRunWithRetries(server, oneLinePage, page, cpu, i + 1);
    runs.push(run);
    console.log(
      `lighthouse ${cpu}x ${page.padEnd(6)} run ${i + 1}: perf ${run.performance} TBT ${run.tbtMs.toFixed(0)} ms LCP ${run.lcpMs.toFixed(0)} ms (load ${run.load.toFixed(2)}) LCP element ${run.lcpElement}; longest task ${run.longestTaskMs.toFixed(0)} ms (${run.longestTask})`,
    );
    for (const task of run.longTasks) console.log(`    ${describeTask(task)}`);
  }
  const pick = (key: keyof LighthouseRow['median']) => median(runs.map((run) => run[key]));
  return {
    page,
    cpu,
    runs,
    median: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      longestTaskMs: pick('longestTaskMs'),
    },
  };
}

interface ClsRow {
  width: string;
  cls: number;
  /** The largest contentful paint of the same loads (median), ms after navigation: real throttling, not simulated. */
  lcp: number;
  /** The elements that moved in the median run, for finding the cause. */
  movers: string[];
}

const CLS_VIEWPORTS = [
  // Lighthouse's mobile and desktop throttling: slow 4G and a 4x slower CPU; a fast line.
  {
    width: 'phone (390 px)',
    viewport: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
    cpu: 4,
  },
  {
    width: 'desktop (1280 px)',
    viewport: { width: 1280, height: 800, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
    network: { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8 },
    cpu: 1,
  },
] as const;

/**
 * Cumulative layout shift of a signed-in learner's /home as a new visitor (cold caches), at phone
 * and desktop width: the largest burst of unexpected shifts (shifts less than 1 s apart, at most
 * 5 s long, as Chrome defines CLS), median of LIGHTHOUSE_RUNS loads.
 */
async function clsRuns(server: Server, browser: Browser, session: { user: unknown; token: string }): Promise<ClsRow[]> {
  const rows: ClsRow[] = [];
  for (const setting of CLS_VIEWPORTS) {
    const runs: { cls: number; movers: string[] }[] = [];
    const lcps: number[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      const context = await browser.createBrowserContext();
      const tab = await context.newPage();
      await tab.setViewport(setting.viewport);
      await prepareVisit(server, tab, '/home', session);
      const cdp = await tab.createCDPSession();
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...setting.network });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: setting.cpu });
      await tab.evaluateOnNewDocument(() => {
        const shifts: { value: number; at: number; movers: string[] }[] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            startTime: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            const movers = (entry.sources ?? []).map(({ node }) => {
              const element = node instanceof Element ? node : node?.parentElement;
              if (!element) return '?';
              const id = element.id ? `#${element.id}` : '';
              const testId = element.getAttribute('data-testid');
              return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}.${String(element.className).split(' ').slice(0, 3).join('.')}`;
            });
            shifts.push({ value: entry.value, at: entry.startTime, movers });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) (window as unknown as { __lcp: number }).__lcp = last.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      // Throttled, the service worker's precaching keeps the network busy for a while after the page is shown.
      await tab.goto(`${server.base}/home`, { waitUntil: 'networkidle0', timeout: 180_000 });
      await tab.waitForFunction(() => document.querySelector('h3')?.textContent?.includes('The Babylonian Path'));
      const shifts = (await tab.evaluate(
        () => (window as unknown as { __shifts: { value: number; at: number; movers: string[] }[] }).__shifts,
      )) as { value: number; at: number; movers: string[] }[];
      let worst = { cls: 0, movers: [] as string[] };
      let window_ = { cls: 0, start: -Infinity, last: -Infinity, movers: [] as string[] };
      for (const shift of shifts) {
        if (shift.at - window_.last > 1000 || shift.at - window_.start > 5000) {
          window_ = { cls: 0, start: shift.at, last: shift.at, movers: [] };
        }
        window_.cls += shift.value;
        window_.last = shift.at;
        window_.movers.push(...shift.movers);
        if (window_.cls > worst.cls) worst = { cls: window_.cls, movers: [...new Set(window_.movers)] };
      }
      runs.push(worst);
      lcps.push((await tab.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN)) as number);
      await context.close();
    }
    runs.sort((a, b) => a.cls - b.cls);
    lcps.sort((a, b) => a - b);
    const mid = runs[Math.floor(runs.length / 2)]!;
    rows.push({ width: setting.width, cls: mid.cls, lcp: lcps[Math.floor(lcps.length / 2)]!, movers: mid.movers });
  }
  return rows;
}

/** First loads and layout shift, in one browser against one production server on PGlite. */
async function browserRuns(server: Server): Promise<{ loads: FirstLoadRow[]; cls: ClsRow[] }> {
  const session = await signedInSession(server);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const loads = await firstLoads(server, browser, session);
    const cls = await clsRuns(server, browser, session);
    await browser.disconnect();
    return { loads, cls };
  } finally {
    chrome.kill();
  }
}

interface DriverReport {
  driver: string;
  startMs: number;
  rssMb: number;
  endpoints: EndpointRow[];
  storm: { p99: number; p50: number; logins: number };
  login: { p50: number; max: number };
  preview: PreviewTiming;
}

async function benchDriver(driver: string, databaseUrl: string, port: number): Promise<DriverReport> {
  console.log(`\n— ${driver}: starting the production build`);
  const server = await startServer(port, databaseUrl);
  try {
    const { token } = await register(server.base, 0);
    const rows = await endpoints(server, BENCH_BARE_PORT, token);
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(16)} app ${row.app.rps.toFixed(0).padStart(6)} req/s p50 ${row.app.p50} p99 ${row.app.p99} ms | bare ${row.bare.rps.toFixed(0)} req/s | ratio ${(row.app.rps / row.bare.rps).toFixed(2)}x`,
      );
    }
    const login = await loginAlone(server);
    console.log(
      `login alone (bcrypt cost ${BCRYPT_COST}): p50 ${login.p50.toFixed(0)} ms, max ${login.max.toFixed(0)} ms`,
    );
    const storm = await loginStorm(server);
    console.log(`login storm: price p99 ${storm.p99} ms (p50 ${storm.p50}), ${storm.logins} logins in 10 s`);
    const preview = await previewTiming(server.base);
    console.log(previewLine(preview));
    return { driver, startMs: server.startMs, rssMb: rssMb(server.child.pid!), endpoints: rows, storm, login, preview };
  } finally {
    await server.stop();
  }
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `arkad_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

const LIGHTHOUSE_HEADING = '## Lighthouse';
const FIRST_LOAD_HEADING = '## First load';
const CLS_HEADING = '## Layout shift';

/**
 * The tasks of a page's runs that stay long when timed by their CPU time (cpuSimulatedMs), by kind:
 * in how many runs, and the longest.
 */
function longOnCpuSummary(runs: readonly LighthouseRun[]): string {
  const byKind = new Map<string, { runs: number; longestMs: number }>();
  for (const run of runs) {
    const seen = new Set<string>();
    for (const task of longOnCpu(run.longTasks)) {
      const what = taskLabel(task);
      const entry = byKind.get(what) ?? { runs: 0, longestMs: 0 };
      if (!seen.has(what)) entry.runs += 1;
      seen.add(what);
      entry.longestMs = Math.max(entry.longestMs, cpuSimulatedMs(task));
      byKind.set(what, entry);
    }
  }
  if (byKind.size === 0) return 'none';
  return [...byKind.entries()]
    .sort((a, b) => b[1].longestMs - a[1].longestMs)
    .map(
      ([what, { runs: inRuns, longestMs }]) =>
        `${what}: ${inRuns}/${runs.length} runs, up to ${longestMs.toFixed(0)} ms`,
    )
    .join('; ');
}

/** The Lighthouse section of docs/benchmarks.md: the medians, and each run with the load average it started at. */
function lighthouseSection(lh: LighthouseRow[]): string[] {
  const run = (r: LighthouseRun) =>
    `${r.performance} / ${r.tbtMs.toFixed(0)} / ${r.lcpMs.toFixed(0)} (${r.load.toFixed(2)})`;
  const pageName = (page: MeasuredPage, cpu: number) =>
    `${page === ONE_LINE_PAGE ? 'one-line page (yardstick)' : page}${cpu === DEFAULT_CPU ? '' : `, CPU ${cpu}x`}`;
  return [
    `${LIGHTHOUSE_HEADING} (as its CLI measures: a new Chrome profile per run, default mobile settings; median of ${LIGHTHOUSE_RUNS}, PGlite)`,
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)}. \`/\` and \`/auth\` are a new visitor's first load; \`/home\` is a signed-in`,
    "learner's: a script in the same new profile stores the session from a page that does not start the app, then",
    "Lighthouse's user flow measures the load (it clears the service worker, Cache Storage and the HTTP cache as the",
    'CLI does, and keeps the session).',
    "The one-line page is the yardstick: one line of text, no script or stylesheet, served with the app's own",
    "response headers and measured the same way; what Lighthouse counts on it is Chrome's and Lighthouse's own work.",
    "Scores move with the machine's load: each run is listed with the 1-minute load average it started at.",
    '',
    "Long tasks are those of Lighthouse's `long-tasks` audit: a trace task's wall time multiplied as its simulated",
    '4x slower CPU multiplies it (by 2 for a task that lays out), 50 ms or more; the longest is in the table (0: none).',
    "The last column times each of those tasks by the CPU time the page's main thread had in it (the trace's thread",
    "time), multiplied the same way, and lists those still 50 ms or more: on two cores shared with Chrome's compositor",
    "and browser process, much of a task's wall time is spent waiting for a core (decision 032).",
    '',
    `Two passes: Lighthouse's default simulated CPU (4x slower), then \`--throttling.cpuSlowdownMultiplier=8\`, each`,
    'with its own yardstick, so a slower CPU shows on any machine (issue 47). The public pages (decision 061) are one',
    'of each kind: the learning path, a lesson, the glossary, a term, a scenario.',
    '',
    '| page | performance | TBT ms | LCP ms | CLS | longest task ms | long tasks per run | accessibility | best practices | SEO | runs: performance / TBT / LCP (load average) | long when timed by CPU time (kind: runs, longest) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lh.map(
      ({ page, cpu, median: m, runs }) =>
        `| ${pageName(page, cpu)} | ${m.performance} | ${m.tbtMs.toFixed(0)} | ${m.lcpMs.toFixed(0)} | ${m.cls.toFixed(3)} | ${m.longestTaskMs.toFixed(0)} | ${median(runs.map((r) => r.longTasks.length))} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${runs.map(run).join('; ')} | ${longOnCpuSummary(runs)} |`,
    ),
    '',
  ];
}

/** The first loads' bytes (a section of docs/benchmarks.md). */
function firstLoadSection(loads: FirstLoadRow[]): string[] {
  return [
    '## First load (390 px, a new visitor with no service worker, until the network is idle)',
    '',
    'JS and CSS as transferred (response headers and brotli bodies), as e2e/budgets.spec.ts counts them (budgets: JS 100 / 110 / 160 KB, CSS 25 KB).',
    '',
    '| page | JS KB | CSS KB | files | JS bodies alone KB |',
    '|---|---|---|---|---|',
    ...loads.map(
      (row) =>
        `| ${row.page} | ${row.jsKb.toFixed(1)} | ${row.cssKb.toFixed(1)} | ${row.files} | ${row.jsBodyKb.toFixed(1)} |`,
    ),
    '',
  ];
}

/** /home's layout shift and largest paint under real throttling (a section of docs/benchmarks.md). */
function clsSection(cls: ClsRow[]): string[] {
  return [
    `## Layout shift and largest paint on a signed-in /home (a new visitor, median of ${LIGHTHOUSE_RUNS}; CLS budget < 0.05)`,
    '',
    'Phone: slow 4G and a 4x slower CPU, as Lighthouse mobile; desktop: a fast line. Chrome throttles for real',
    "here (each request waits its round trip), unlike Lighthouse's simulation below: LCP is Chrome's own, ms after",
    'navigation.',
    '',
    '| width | CLS | LCP ms |',
    '|---|---|---|',
    ...cls.map((row) => `| ${row.width} | ${row.cls.toFixed(3)} | ${row.lcp.toFixed(0)} |`),
    '',
  ];
}

/** The section of `document` under `heading` (up to the next '## '), or null. */
function sectionOf(document: string, heading: string): string | null {
  const start = document.indexOf(`\n${heading}`);
  if (start === -1) return null;
  const next = document.indexOf('\n## ', start + 1);
  return document.slice(start + 1, next === -1 ? undefined : next).trimEnd() + '\n';
}

/** docs/benchmarks.md with the section under `heading` replaced by `lines` (or added at the end). */
function withSection(document: string, heading: string, lines: string[]): string {
  const start = document.indexOf(`\n${heading}`);
  const next = start === -1 ? -1 : document.indexOf('\n## ', start + 1);
  const before = start === -1 ? document.trimEnd() : document.slice(0, start).trimEnd();
  const after = next === -1 ? '' : document.slice(next);
  return `${before}\n\n${lines.join('\n')}${after}`;
}

function markdown(
  reports: DriverReport[],
  dca: DcaTiming,
  loads: FirstLoadRow[],
  lh: LighthouseRow[],
  cls: ClsRow[],
  loadAverages: { start: number[]; end: number[] },
): string {
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}),`,
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}.`,
    `Production build, loopback only, autocannon ${CONNECTIONS} connections; each endpoint and a bare Express route`,
    `sending the same body take turns in ${ROUND_S} s rounds, ${DURATION_S} s each (ratio = app / bare req/s).`,
    'Timings vary with the machine and its load; compare ratios, and runs made on the same machine.',
    `The machine is shared: load average (1 / 5 / 15 min) ${load(loadAverages.start)} at the start, ${load(loadAverages.end)} at the end.`,
    '',
  ];
  for (const report of reports) {
    lines.push(
      `## ${report.driver}`,
      '',
      '| endpoint | app req/s | p50 ms | p99 ms | bare req/s | ratio |',
      '|---|---|---|---|---|---|',
    );
    for (const row of report.endpoints) {
      lines.push(
        `| ${row.name} | ${row.app.rps.toFixed(0)} | ${row.app.p50} | ${row.app.p99} | ${row.bare.rps.toFixed(0)} | ${(row.app.rps / row.bare.rps).toFixed(2)}x |`,
      );
    }
    lines.push(
      '',
      `- sign-in alone (${LOGINS_ALONE} in a row, bcrypt cost ${BCRYPT_COST}): p50 ${report.login.p50.toFixed(0)} ms, max ${report.login.max.toFixed(0)} ms`,
      `- p99 of GET /api/bitcoin/price while 10 clients log in for 10 s: ${report.storm.p99} ms (p50 ${report.storm.p50} ms; ${report.storm.logins} logins)`,
      `- ${previewLine(report.preview)}, one request at a time`,
      `- server start to first /api/health: ${report.startMs.toFixed(0)} ms; RSS after the run: ${report.rssMb.toFixed(0)} MB`,
      '',
    );
  }
  lines.push(
    '## DCA calculation',
    '',
    `Daily purchases since the first stored day (${dca.purchases} purchases): median ${dca.medianMs.toFixed(2)} ms over 101 runs.`,
    `Win rate of an 8-year daily plan over every start day (${dca.winRateStarts} start days): median ${dca.winRateMs.toFixed(2)} ms over 101 runs (target under 200 ms).`,
    '',
    `Three daily plans since the first stored day (level, a 10% yearly step-up, a starting stack), each with its S&P 500, gold and cash benchmarks: median ${dca.plansMs.toFixed(2)} ms over 101 runs (target under 10 ms).`,
    '',
  );
  if (loads.length) lines.push(...firstLoadSection(loads));
  if (cls.length) lines.push(...clsSection(cls));
  if (lh.length) lines.push(...lighthouseSection(lh));
  return lines.join('\n');
}

/** `--only api|browser|lighthouse|load|digest|dca|currencies` (or BENCH_ONLY): one part of the bench. */
function onlyPart(): string | undefined {
  const at = process.argv.indexOf('--only');
  const part = at === -1 ? process.env.BENCH_ONLY : process.argv[at + 1];
  if (part !== undefined && !['api', 'browser', 'lighthouse', 'load', 'digest', 'dca', 'currencies'].includes(part)) {
    throw new Error(`--only takes api, browser, lighthouse, load, digest, dca or currencies, not ${part}`);
  }
  if (SOME_LIGHTHOUSE_PAGES && part !== 'lighthouse') {
    throw new Error('BENCH_LIGHTHOUSE_PAGES goes with --only lighthouse (the whole bench measures every page)');
  }
  if (process.env.BENCH_ENDPOINTS && part !== 'api') throw new Error('BENCH_ENDPOINTS goes with --only api');
  return part;
}

/** Formatted as the repository's Prettier settings say, so format:check stays clean. */
async function writeBenchmarks(text: string): Promise<void> {
  const file = 'docs/benchmarks.md';
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  writeFileSync(file, await prettier.format(text, options));
  console.log('\nwrote docs/benchmarks.md');
}

async function lighthouseAlone(): Promise<void> {
  const server = await startServer(BENCH_PORT, '');
  let lh: LighthouseRow[];
  try {
    lh = await lighthouseRuns(server);
  } finally {
    await server.stop();
  }
  const section = lighthouseSection(lh);
  if (SOME_LIGHTHOUSE_PAGES) console.log(`\n${section.join('\n')}`);
  else await writeBenchmarks(withSection(readFileSync('docs/benchmarks.md', 'utf8'), LIGHTHOUSE_HEADING, section));
}

/** The Postgres the load test creates its database on, or null (it is skipped, and says so). */
function loadTestPostgres(): string | null {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url)
    console.log(
      '\nLoad test: skipped (set DATABASE_URL or TEST_DATABASE_URL to a Postgres it may create a database on)',
    );
  return url || null;
}

/** The weekly digest on PGlite, and on Postgres when a URL is set. */
async function digestRuns(): Promise<string[]> {
  const reports = [await digestBench(null)];
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url) reports.push(await digestBench(url));
  return digestSection(reports);
}

async function loadAlone(): Promise<void> {
  const url = loadTestPostgres();
  if (!url) return;
  const report = await loadTest(url);
  await writeBenchmarks(withSection(readFileSync('docs/benchmarks.md', 'utf8'), LOAD_HEADING, loadSection(report)));
}

/** First loads, layout shift and Lighthouse, unless `--only api` or there is no browser. */
async function browserPart(
  only: string | undefined,
): Promise<{ loads: FirstLoadRow[]; cls: ClsRow[]; lh: LighthouseRow[] }> {
  let lh: LighthouseRow[] = [];
  let loads: FirstLoadRow[] = [];
  let cls: ClsRow[] = [];
  if (only === 'api') {
    console.log('\nFirst load and Lighthouse: skipped (--only api)');
  } else if (existsSync(chromiumPath)) {
    const server = await startServer(BENCH_PORT, '');
    try {
      ({ loads, cls } = await browserRuns(server));
      for (const row of loads) {
        console.log(
          `first load ${row.page.padEnd(6)} JS ${row.jsKb.toFixed(1)} KB (bodies ${row.jsBodyKb.toFixed(1)} KB) CSS ${row.cssKb.toFixed(1)} KB, ${row.files} files`,
        );
      }
      for (const row of cls) {
        console.log(
          `CLS /home ${row.width}: ${row.cls.toFixed(3)}, LCP ${row.lcp.toFixed(0)} ms${row.movers.length ? ` (moved: ${row.movers.join(', ')})` : ''}`,
        );
      }
      lh = await lighthouseRuns(server);
    } finally {
      await server.stop();
    }
  } else {
    console.log(`\nLighthouse: skipped (no browser at ${chromiumPath}; set CHROMIUM_PATH)`);
  }
  return { loads, cls, lh };
}

/** The price and history endpoints per currency on PGlite, and on Postgres when a URL is set (issue 46). */
async function currencyRuns(): Promise<string[]> {
  const memory = seriesMemory();
  console.log(
    `\nrate series: ${memory.currencies} currencies, ${memory.perCurrencyBytes} bytes each, ${memory.seriesBytes} in all`,
  );
  const reports = [await currencyBench('PGlite', '', BENCH_PORT)];
  const postgres = await postgresDatabase();
  if (postgres) {
    try {
      reports.push(await currencyBench('Postgres', postgres.url, BENCH_PORT));
    } finally {
      await postgres.drop();
    }
  }
  return currencySection(reports, memory);
}

/** `--only lighthouse|load|digest|currencies`: that part alone, its section rewritten. False for the others. */
async function ranAlone(only: string | undefined): Promise<boolean> {
  if (only === 'currencies') {
    const section = await currencyRuns();
    await writeBenchmarks(withSection(readFileSync('docs/benchmarks.md', 'utf8'), CURRENCIES_HEADING, section));
    return true;
  }
  if (only === 'lighthouse') {
    if (!existsSync(chromiumPath)) throw new Error(`No browser at ${chromiumPath}; set CHROMIUM_PATH`);
    await lighthouseAlone();
    return true;
  }
  if (only === 'load') {
    await loadAlone();
    return true;
  }
  if (only === 'digest') {
    const section = await digestRuns();
    await writeBenchmarks(withSection(readFileSync('docs/benchmarks.md', 'utf8'), DIGEST_HEADING, section));
    return true;
  }
  return false;
}

/** The sections measured by their own scripts: the weekly digest and the currencies. */
async function ownSections(): Promise<[string, string[]][]> {
  return [
    [DIGEST_HEADING, await digestRuns()],
    [CURRENCIES_HEADING, await currencyRuns()],
  ];
}

/** `--only browser`: its own sections of docs/benchmarks.md rewritten (first loads, layout shift, Lighthouse). */
async function writeBrowserSections(
  only: string,
  loads: FirstLoadRow[],
  cls: ClsRow[],
  lh: LighthouseRow[],
): Promise<void> {
  if (only !== 'browser' || !lh.length) return;
  let document = readFileSync('docs/benchmarks.md', 'utf8');
  document = withSection(document, FIRST_LOAD_HEADING, firstLoadSection(loads));
  document = withSection(document, CLS_HEADING, clsSection(cls));
  await writeBenchmarks(withSection(document, LIGHTHOUSE_HEADING, lighthouseSection(lh)));
}

async function main() {
  const loadAverages = { start: os.loadavg(), end: [] as number[] };
  if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
    throw new Error('Build first: npm run build (npm run bench does it).');
  }
  // api runs one half and prints it, without writing docs/benchmarks.md; browser runs the other and
  // rewrites its sections; lighthouse, load and digest run alone and rewrite their section.
  const only = onlyPart();
  if (await ranAlone(only)) return;
  const reports: DriverReport[] = [];
  if (only !== 'browser') reports.push(await benchDriver('PGlite', '', BENCH_PORT));
  const postgres = only === 'browser' ? null : await postgresDatabase();
  if (postgres) {
    try {
      reports.push(await benchDriver('Postgres', postgres.url, BENCH_PORT));
    } finally {
      await postgres.drop();
    }
  } else if (only !== 'browser') {
    console.log('\nPostgres: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
  }
  const dca = dcaTiming();
  printDca(dca);

  const { loads, cls, lh } = await browserPart(only);
  const loadUrl = only ? null : loadTestPostgres();
  const loadReport: LoadReport | null = loadUrl ? await loadTest(loadUrl) : null;
  const sections = only ? [] : await ownSections();
  loadAverages.end = os.loadavg();
  if (only) return writeBrowserSections(only, loads, cls, lh);
  const previous = readFileSync('docs/benchmarks.md', 'utf8');
  const keptLoad = sectionOf(previous, LOAD_HEADING);
  let document = markdown(reports, dca, loads, lh, cls, loadAverages);
  if (loadReport) document = withSection(document, LOAD_HEADING, loadSection(loadReport));
  else if (keptLoad) document = `${document.trimEnd()}\n\n${keptLoad}`;
  for (const [heading, lines] of sections) document = withSection(document, heading, lines);
  await writeBenchmarks(document);
}

// The calculator's timings alone need no build and no server: printed, docs/benchmarks.md untouched.
const run = onlyPart() === 'dca' ? async () => printDca(dcaTiming()) : main;

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
