// The load test of `npm run bench` (`npm run bench -- --only load`): simulated learners with think
// time send a realistic mix of requests through HAProxy (Debian's, started here) to one and then two
// instances of the production build on one Postgres database. Reports, for each number of learners,
// the throughput, latency percentiles, errors, CPU per request and database connections in use;
// then restarts the two instances one at a time while 500 learners keep going, and counts errors.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { spawnProductionServer } from './production-server';

const PROXY_PORT = Number(process.env.BENCH_LOAD_PORT ?? 5420);
const INSTANCE_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
/** HAProxy's statistics page (CSV at /stats;csv): which instances it counts as up. */
const STATS_PORT = PROXY_PORT + 3;
/** Seconds of steady load measured at each number of learners (after a ramp of RAMP_S). */
const STEADY_S = Number(process.env.BENCH_LOAD_SECONDS ?? 45);
const RAMP_S = 10;
/** Mean pause between two requests of one learner (exponentially distributed): a person reading. */
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 8_000);
/** BENCH_LOAD_LEARNERS=100,500 measures other levels (a quick check of the script itself). */
const LOAD_LEVELS = (process.env.BENCH_LOAD_LEARNERS ?? '100,500,1000').split(',').map(Number);
const RESTART_LEARNERS = 500;
// Shares no word with the learners' names, usernames or addresses (the password rule refuses that).
const PASSWORD = 'granite-harbour-lantern-42';

/** The mix: 60% reads of price and history, 20% DCA, 10% treasury writes, 5% sign-ins, 5% usage. */
type Action = 'price' | 'history-year' | 'history-all' | 'dca' | 'treasury-write' | 'sign-in' | 'usage';
const MIX: [Action, number][] = [
  ['price', 0.35],
  ['history-year', 0.1],
  ['history-all', 0.15],
  ['dca', 0.2],
  ['treasury-write', 0.1],
  ['sign-in', 0.05],
  ['usage', 0.05],
];

function pickAction(random: number): Action {
  let sum = 0;
  for (const [action, share] of MIX) {
    sum += share;
    if (random < sum) return action;
  }
  return 'usage';
}

interface Learner {
  email: string;
  token: string;
  /** Each learner comes from an address of its own, as learners on their own networks do. */
  address: string;
}

interface Sample {
  action: Action;
  ms: number;
  status: number;
  /** For a failure: the API's error code, 'proxy' for HAProxy's own page, or the network error. */
  detail?: string;
}

interface Answer {
  status: number;
  detail?: string;
}

export interface LoadRow {
  instances: number;
  learners: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Refused by a per-learner limit (429): counted apart from errors. */
  limited: number;
  failures: Record<string, number>;
  /** Median / p95 ms per action. */
  byAction: string;
  /** CPU milliseconds per request: the app instances, and Postgres. */
  appCpuMs: number;
  dbCpuMs: number;
  /** Connections to the database: most seen at once, and most of them running a query. */
  dbConnections: number;
  dbActive: number;
  loadAverage: number;
}

export interface RestartRow {
  learners: number;
  requests: number;
  errors: number;
  /** Each failure seen, by status or error name, for the report. */
  failures: Record<string, number>;
  restartSeconds: number;
}

export interface LoadReport {
  rows: LoadRow[];
  restart: RestartRow;
  haproxy: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** CPU time (user + system) of one process, in milliseconds, from /proc. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Every process whose command is `postgres` (the cluster's backends and helpers). */
function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

const totalCpu = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

/** The processes of `pids` still running: a Postgres backend that exits takes its CPU time with it. */
const stillRunning = (pids: number[]) => pids.filter((pid) => cpuMs(pid) > 0);

interface Instance {
  port: number;
  child: ChildProcess;
  stop(): Promise<number | null>;
}

async function waitForReady(base: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/api/ready`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
}

async function startInstance(port: number, databaseUrl: string, jwtSecret: string): Promise<Instance> {
  const server = spawnProductionServer(port, {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    APP_URL: `http://127.0.0.1:${PROXY_PORT}`,
    SHUTDOWN_GRACE_MS: '30000',
    // HAProxy runs on this machine: trusted (by name) to forward each simulated learner's address.
    TRUST_PROXY: 'loopback',
  });
  await waitForReady(`http://127.0.0.1:${port}`, server.child);
  return { port, child: server.child, stop: server.stop };
}

/**
 * HAProxy in front of the instances: least connections, readiness polled every second (an instance
 * that is stopping refuses new connections at once and answers 503 on the ones still open, and
 * leaves the rotation after 3 failed checks), and a request retried on another instance
 * when its connection failed or was closed unanswered (every write of the API is safe to repeat:
 * clientId, use id). docs/deploy.md shows the same configuration.
 */
export function haproxyConfig(proxyPort: number, ports: number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 70s',
    '  timeout server 70s',
    '  timeout http-keep-alive 60s',
    '  timeout queue 30s',
    '  timeout check 5s',
    '  option forwardfor',
    '  retries 3',
    '  retry-on conn-failure empty-response 503',
    '  option redispatch 1',
    'listen arkad',
    `  bind 127.0.0.1:${proxyPort}`,
    '  balance leastconn',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    '  default-server inter 1s fastinter 500ms downinter 500ms fall 3 rise 2 maxconn 64',
    ...ports.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`),
    'listen stats',
    `  bind 127.0.0.1:${STATS_PORT}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

interface Proxy {
  pid: number;
  stop(): Promise<void>;
}

async function startProxy(ports: number[]): Promise<Proxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'arkad-haproxy-'));
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(PROXY_PORT, ports));
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForReady(`http://127.0.0.1:${PROXY_PORT}`, child);
  for (const port of ports) await waitUntilInRotation(port);
  return {
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const base = `http://127.0.0.1:${PROXY_PORT}`;

function learnerAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function send(learner: Learner, method: string, url: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': learner.address };
  if (learner.token) headers.Authorization = `Bearer ${learner.token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status < 400) return { status: res.status };
  let detail = 'proxy';
  try {
    detail = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? 'no code';
  } catch {
    // HAProxy's own HTML page.
  }
  return { status: res.status, detail };
}

/** What a failed fetch says: its cause's code (ECONNRESET, UND_ERR_SOCKET, ...) or its message. */
function networkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
}

/** Waits until HAProxy counts the instance on `port` as up (it sends it requests again). */
async function waitUntilInRotation(port: number): Promise<void> {
  const name = `app${INSTANCE_PORTS.indexOf(port) + 1}`;
  for (;;) {
    const csv = await (await fetch(`http://127.0.0.1:${STATS_PORT}/stats;csv`)).text();
    const row = csv.split('\n').find((line) => line.startsWith(`arkad,${name},`));
    if (row?.split(',')[17] === 'UP') return;
    await sleep(100);
  }
}

/** Registers `count` learners (through the proxy, each from its own address). */
async function registerLearners(count: number): Promise<Learner[]> {
  const learners: Learner[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const tag = randomBytes(4).toString('hex');
      const email = `load${n}_${tag}@example.com`;
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': learnerAddress(n) },
        body: JSON.stringify({
          username: `load_${n}_${tag}`,
          email,
          password: PASSWORD,
          firstName: 'Load',
          lastName: 'Learner',
        }),
      });
      if (res.status !== 202) throw new Error(`register failed: ${res.status} ${await res.text()}`);
      // Registering starts no session (decision 058): signing in with the same email and password does.
      const signedIn = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': learnerAddress(n) },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
      const { token } = (await signedIn.json()) as { token: string };
      learners[n] = { email, token, address: learnerAddress(n) };
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return learners;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];

async function act(learner: Learner, action: Action): Promise<Answer> {
  switch (action) {
    case 'price':
      return send(learner, 'GET', '/api/bitcoin/price?currency=usd');
    case 'history-year':
      return send(learner, 'GET', '/api/bitcoin/historical?days=365&currency=usd');
    case 'history-all':
      return send(learner, 'GET', '/api/bitcoin/historical?from=2010-07-18&currency=usd');
    case 'dca':
      return send(learner, 'POST', '/api/bitcoin/dca', {
        amount: 100,
        frequency: 'weekly',
        timeframe: '1year',
        feePercent: 0.5,
        currency: 'usd',
      });
    case 'treasury-write':
      return send(learner, 'POST', '/api/treasury/entries', {
        clientId: randomUUID(),
        month: `${MONTHS[Math.floor(Math.random() * MONTHS.length)]} 2026`,
        amount: 25 + Math.floor(Math.random() * 200),
      });
    case 'sign-in':
      return send({ ...learner, token: '' }, 'POST', '/api/auth/login', { email: learner.email, password: PASSWORD });
    case 'usage':
      return send(learner, 'GET', Math.random() < 0.5 ? '/api/usage' : '/api/treasury?limit=50');
  }
}

const thinkTime = () => -Math.log(1 - Math.random()) * THINK_MS;

/** Runs `learners` until `stop()`; every answer is a sample (status 0: the request failed). */
function runLearners(learners: Learner[]): { samples: Sample[]; stop(): Promise<void> } {
  const samples: Sample[] = [];
  let running = true;
  const loops = learners.map(async (learner, i) => {
    // Learners arrive over the ramp, not all in the same second.
    await sleep((i / learners.length) * RAMP_S * 1000);
    while (running) {
      await sleep(thinkTime());
      if (!running) break;
      const action = pickAction(Math.random());
      const started = performance.now();
      let answer: Answer;
      try {
        answer = await act(learner, action);
      } catch (error) {
        answer = { status: 0, detail: networkError(error) };
      }
      samples.push({ action, ms: performance.now() - started, ...answer });
    }
  });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const isError = (status: number) => status === 0 || status >= 500 || (status >= 400 && status !== 429);

/** The failures among `samples`, counted by action, status and detail. */
function failuresOf(samples: Sample[]): Record<string, number> {
  const failures: Record<string, number> = {};
  for (const sample of samples) {
    if (!isError(sample.status)) continue;
    const key = `${sample.action} ${sample.status || 'network'} ${sample.detail ?? ''}`.trim();
    failures[key] = (failures[key] ?? 0) + 1;
  }
  return failures;
}

/** Median and p95 per action, for the log: which requests are slow. */
function perAction(samples: Sample[]): string {
  return MIX.map(([action]) => {
    const times = samples
      .filter((sample) => sample.action === action)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    return `${action} ${percentile(times, 50).toFixed(0)}/${percentile(times, 95).toFixed(0)}`;
  }).join(', ');
}

async function connectionsInUse(admin: pg.Client, database: string): Promise<{ total: number; active: number }> {
  const { rows } = await admin.query<{ total: string; active: string }>(
    "select count(*) as total, count(*) filter (where state = 'active') as active from pg_stat_activity where datname = $1",
    [database],
  );
  return { total: Number(rows[0]!.total), active: Number(rows[0]!.active) };
}

async function measureLevel(
  instances: Instance[],
  learners: Learner[],
  admin: pg.Client,
  database: string,
): Promise<LoadRow> {
  const run = runLearners(learners);
  await sleep(RAMP_S * 1000);
  const from = run.samples.length;
  const appPids = instances.map((instance) => instance.child.pid!);
  const dbPids = postgresPids();
  const appCpu0 = totalCpu(appPids);
  const dbCpuAtStart = new Map(dbPids.map((pid) => [pid, cpuMs(pid)]));
  const dbCpu0Of = (pids: number[]) => pids.reduce((sum, pid) => sum + (dbCpuAtStart.get(pid) ?? 0), 0);
  const loadAverage = os.loadavg()[0]!;
  const started = performance.now();
  let dbConnections = 0;
  let dbActive = 0;
  while (performance.now() - started < STEADY_S * 1000) {
    const seen = await connectionsInUse(admin, database);
    dbConnections = Math.max(dbConnections, seen.total);
    dbActive = Math.max(dbActive, seen.active);
    await sleep(500);
  }
  const seconds = (performance.now() - started) / 1000;
  const steady = run.samples.slice(from);
  const appCpu = totalCpu(appPids) - appCpu0;
  // Over the backends that ran the whole row (one that exits takes its CPU time with it).
  const dbKept = stillRunning(dbPids);
  const dbCpu = totalCpu(dbKept) - dbCpu0Of(dbKept);
  await run.stop();
  const sorted = steady.map((sample) => sample.ms).sort((a, b) => a - b);
  const requests = steady.length;
  return {
    instances: instances.length,
    learners: learners.length,
    seconds,
    requests,
    rps: requests / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: steady.filter((sample) => isError(sample.status)).length,
    limited: steady.filter((sample) => sample.status === 429).length,
    failures: failuresOf(steady),
    byAction: perAction(steady),
    appCpuMs: requests ? appCpu / requests : 0,
    dbCpuMs: requests ? dbCpu / requests : 0,
    dbConnections,
    dbActive,
    loadAverage,
  };
}

/** The two instances restarted one at a time (stop, start again, ready) while learners keep going. */
async function rollingRestart(
  instances: Instance[],
  learners: Learner[],
  databaseUrl: string,
  jwtSecret: string,
): Promise<RestartRow> {
  const run = runLearners(learners);
  await sleep(RAMP_S * 1000);
  const from = run.samples.length;
  const started = performance.now();
  for (let i = 0; i < instances.length; i++) {
    const code = await instances[i]!.stop();
    if (code !== 0) throw new Error(`instance on ${instances[i]!.port} exited ${code} on SIGTERM`);
    instances[i] = await startInstance(instances[i]!.port, databaseUrl, jwtSecret);
    // Back in the rotation before the next one stops.
    await waitUntilInRotation(instances[i]!.port);
  }
  const restartSeconds = (performance.now() - started) / 1000;
  await sleep(5_000);
  await run.stop();
  const during = run.samples.slice(from);
  const failures = failuresOf(during);
  return {
    learners: learners.length,
    requests: during.length,
    errors: during.filter((sample) => isError(sample.status)).length,
    failures,
    restartSeconds,
  };
}

/** The whole load test on a new database on `adminUrl`'s Postgres; drops it afterwards. */
export async function loadTest(adminUrl: string): Promise<LoadReport> {
  const version = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error('HAProxy is needed for the load test: apt-get install haproxy');
  const haproxy = version.stdout.split('\n')[0]!.replace(/ - https.*/, '');
  const database = `arkad_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const jwtSecret = randomBytes(32).toString('hex');
  const rows: LoadRow[] = [];
  let restart: RestartRow | null = null;
  let learners: Learner[] = [];
  try {
    for (const count of [1, 2]) {
      const instances: Instance[] = [];
      for (const port of INSTANCE_PORTS.slice(0, count))
        instances.push(await startInstance(port, databaseUrl, jwtSecret));
      const proxy = await startProxy(INSTANCE_PORTS.slice(0, count));
      try {
        // Registered once, through the first set-up; the same learners come back to the second.
        if (learners.length === 0) learners = await registerLearners(Math.max(...LOAD_LEVELS));
        for (const level of LOAD_LEVELS) {
          const row = await measureLevel(instances, learners.slice(0, level), admin, database);
          rows.push(row);
          console.log(
            `load ${count} instance(s) ${String(level).padStart(5)} learners: ${row.rps.toFixed(1)} req/s, p50 ${row.p50.toFixed(0)} p95 ${row.p95.toFixed(0)} p99 ${row.p99.toFixed(0)} ms, ${row.errors} errors, ${row.limited} limited, CPU/req app ${row.appCpuMs.toFixed(1)} ms db ${row.dbCpuMs.toFixed(1)} ms, db connections ${row.dbConnections} (${row.dbActive} active) (load ${row.loadAverage.toFixed(2)})\n  p50/p95 ms by action: ${row.byAction}${row.errors ? `\n  failures: ${JSON.stringify(row.failures)}` : ''}`,
          );
        }
        if (count === 2) {
          restart = await rollingRestart(instances, learners.slice(0, RESTART_LEARNERS), databaseUrl, jwtSecret);
          console.log(
            `rolling restart, ${restart.learners} learners: ${restart.requests} requests, ${restart.errors} errors ${JSON.stringify(restart.failures)} (${restart.restartSeconds.toFixed(1)} s)`,
          );
        }
      } finally {
        await proxy.stop();
        await Promise.all(instances.map((instance) => instance.stop()));
      }
    }
  } finally {
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  }
  if (!restart) throw new Error('the rolling restart did not run');
  return { rows, restart, haproxy };
}

export const LOAD_HEADING = '## Load';

/** The Load section of docs/benchmarks.md. */
export function loadSection(report: LoadReport): string[] {
  const failures = Object.entries(report.restart.failures)
    .map(([what, n]) => `${what}: ${n}`)
    .join(', ');
  return [
    `${LOAD_HEADING} (simulated learners through HAProxy, Postgres, production build)`,
    '',
    `Measured on ${new Date().toISOString().slice(0, 10)} with ${report.haproxy}. Each learner pauses ${THINK_MS / 1000} s on average`,
    '(exponentially distributed) between requests, from an address of its own; the mix is 35% price, 10% a',
    "year of history, 15% the whole history (what the calculator loads), 20% DCA calculations, 10% treasury writes, 5% sign-ins (bcrypt at production's cost), 5% usage and treasury reads.",
    `Each row: ${RAMP_S} s of ramp, then ${STEADY_S} s measured. The load generator runs on the same 2 cores, so the figures are a floor.`,
    "CPU per request is the instances' (and all of Postgres') CPU time over the requests answered; database connections are the most seen at once in `pg_stat_activity` (active: running a query).",
    '',
    '| instances | learners | req/s | p50 ms | p95 ms | p99 ms | errors | 429 | app CPU ms/req | Postgres CPU ms/req | db connections (active) | load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.rows.map(
      (row) =>
        `| ${row.instances} | ${row.learners} | ${row.rps.toFixed(1)} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.p99.toFixed(0)} | ${row.errors} | ${row.limited} | ${row.appCpuMs.toFixed(1)} | ${row.dbCpuMs.toFixed(1)} | ${row.dbConnections} (${row.dbActive}) | ${row.loadAverage.toFixed(2)} |`,
    ),
    '',
    ...report.rows
      .filter((row) => row.errors > 0)
      .map(
        (row) =>
          `Failures at ${row.instances} instance(s), ${row.learners} learners: ${Object.entries(row.failures)
            .map(([what, n]) => `${what}: ${n}`)
            .join(', ')}.`,
      ),
    '',
    `Rolling restart: with two instances and ${report.restart.learners} learners, each instance was stopped (SIGTERM), started again and let back in before the next (${report.restart.restartSeconds.toFixed(1)} s): ${report.restart.requests} requests, ${report.restart.errors} errors${failures ? ` (${failures})` : ''}.`,
    '',
  ];
}
