// npm test: typecheck, lint (with the commit subject check), format check, knip, the migrated PGlite
// test database (made once, kept while its migrations and data are unchanged), unit (shared, tooling
// and client), API (PGlite, and Postgres when TEST_DATABASE_URL is set), processes (spawned servers,
// process races, Postgres faults: once, whatever the driver), build, browser end-to-end.
// Then a check that the run left the git tree as it found it (no screenshot, report or fixture
// written into it: `npm run screens` writes docs/screens). Every step runs even after a failure;
// one summary at the end.
//
// Steps run in stages. The steps of a stage run side by side, two at a time: the static checks
// and the build are one process on one core each, so a second one keeps the other core busy. The
// processes suite spends much of its time waiting (on Postgres, on spawned servers): it kept about
// one core busy, so it runs beside the API runs, each test file on a database of its own. The unit
// and browser suites keep both cores busy on their own, so they run alone. A step that runs beside
// another has its output printed when it ends, whole, so two steps' lines never interleave.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';

const bin = (name) => `node_modules/.bin/${name}`;
/** Steps at most this many at once within a stage. */
const SIDE_BY_SIDE = 2;

const apiSteps = [
  { name: 'api on PGlite', cmd: bin('vitest'), args: ['run', '--project', 'api'], env: { API_TEST_DRIVER: 'pglite' } },
];
if (process.env.TEST_DATABASE_URL) {
  apiSteps.push({
    name: 'api on Postgres',
    cmd: bin('vitest'),
    args: ['run', '--project', 'api'],
    env: { API_TEST_DRIVER: 'postgres' },
  });
}
const stages = [
  [
    { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'build', cmd: 'npm', args: ['run', '--silent', 'build'] },
    { name: 'format', cmd: 'npm', args: ['run', '--silent', 'format:check'] },
    { name: 'knip', cmd: 'npm', args: ['run', '--silent', 'knip'] },
    { name: 'test database', cmd: bin('tsx'), args: ['scripts/prepare-test-database.ts'] },
  ],
  [{ name: 'unit (shared, client)', cmd: bin('vitest'), args: ['run', '--project', 'unit', '--project', 'client'] }],
  // The two API suites each keep both cores busy (side by side they took 63 s against 68 s one after
  // the other): they share one lane, one after the other, and the processes suite, which mostly
  // waits, runs beside them in the other.
  [{ name: 'processes', cmd: bin('vitest'), args: ['run', '--project', 'processes'] }, ...apiSteps],
  [{ name: 'browser e2e', cmd: bin('playwright'), args: ['test'], needs: 'build' }],
];

/** Runs one step; alone, its output streams; beside others, it is kept and printed when it ends. */
function runStep(step, alone) {
  const started = Date.now();
  if (alone) console.log(`\n━━━ ${step.name} ━━━`);
  else console.log(`\n▶ ${step.name} started`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env, ...(alone ? {} : { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' }) },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (ok, note) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        console.log(`\n━━━ ${step.name} (${seconds.toFixed(1)} s) ━━━`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, ok, seconds, ...(note ? { note } : {}) });
    };
    child.on('error', (error) => finish(false, `could not start: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

/** Runs a stage's steps, SIDE_BY_SIDE at a time, in the order listed. */
async function runStage(stage, results) {
  const queue = stage.filter((step) => {
    const needed = step.needs && results.find((r) => r.name === step.needs);
    if (needed && !needed.ok) {
      results.push({ name: step.name, ok: false, seconds: 0, note: `not run: the ${step.needs} failed` });
      return false;
    }
    return true;
  });
  const alone = queue.length === 1;
  const lanes = Array.from({ length: Math.min(SIDE_BY_SIDE, queue.length) }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) results.push(await runStep(step, alone));
  });
  await Promise.all(lanes);
}

/**
 * The working tree's state: what `git status --porcelain` lists and a hash of every change to a
 * tracked file, or why it cannot be read (not a git tree). Compared before and after, so
 * changes made before npm test started never fail it.
 */
function treeState() {
  const git = (...args) => spawnSync('git', args, { encoding: 'buffer', maxBuffer: 1 << 30 });
  const inside = git('rev-parse', '--is-inside-work-tree');
  if (inside.status !== 0 || inside.stdout.toString().trim() !== 'true') {
    return { skip: 'not a git work tree (or git is not installed)' };
  }
  const status = git('status', '--porcelain', '--untracked-files=all').stdout.toString();
  const diff = createHash('sha256')
    .update(git('diff', 'HEAD', '--binary').stdout)
    .digest('hex');
  return { status, diff };
}

const treeBefore = treeState();
const runStarted = Date.now();
const results = [];
for (const stage of stages) await runStage(stage, results);
const wallSeconds = (Date.now() - runStarted) / 1000;

if (treeBefore.skip) {
  results.push({ name: 'tree unchanged', ok: true, seconds: 0, note: `skipped: ${treeBefore.skip}` });
} else {
  const after = treeState();
  const unchanged = after.status === treeBefore.status && after.diff === treeBefore.diff;
  console.log('\n━━━ tree unchanged ━━━');
  if (!unchanged) {
    console.log('npm test changed the git tree; `git status --porcelain` before and after:');
    console.log(treeBefore.status || '(clean)\n', '---');
    console.log(after.status || '(clean)');
  }
  results.push({ name: 'tree unchanged', ok: unchanged, seconds: 0 });
}

if (!process.env.TEST_DATABASE_URL) {
  results.push({ name: 'api on Postgres', ok: true, seconds: 0, note: 'skipped: TEST_DATABASE_URL is not set' });
}

console.log('\n━━━ summary ━━━');
// In the order the stages list them, whichever ended first.
const order = stages.flat().map((step) => step.name);
const rank = (r) => (order.includes(r.name) ? order.indexOf(r.name) : order.length);
for (const r of results.toSorted((a, b) => rank(a) - rank(b))) {
  const mark = r.note?.startsWith('skipped') ? '–' : r.ok ? '✓' : '✗';
  console.log(`${mark} ${r.name.padEnd(24)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ''}`);
}
console.log(`${'whole run (wall clock)'.padEnd(26)} ${wallSeconds.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => !r.ok);
console.log(failed.length === 0 ? '\nAll checks passed.' : `\n${failed.length} step(s) failed.`);
process.exit(failed.length === 0 ? 0 : 1);
