// npm test: typecheck, lint (with the commit subject check), format check, knip, unit (shared,
// tooling and client), API (PGlite, and Postgres when TEST_DATABASE_URL is set), processes (spawned
// servers, process races, Postgres faults: once, whatever the driver), build, browser end-to-end.
// Then a check that the run left the git tree as it found it (no screenshot, report or fixture
// written into it: `npm run screens` writes docs/screens). Every step runs even after a failure;
// one summary at the end.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'format', cmd: 'npm', args: ['run', '--silent', 'format:check'] },
  { name: 'knip', cmd: 'npm', args: ['run', '--silent', 'knip'] },
  { name: 'unit (shared, client)', cmd: bin('vitest'), args: ['run', '--project', 'unit', '--project', 'client'] },
  { name: 'api on PGlite', cmd: bin('vitest'), args: ['run', '--project', 'api'], env: { API_TEST_DRIVER: 'pglite' } },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'api on Postgres',
    cmd: bin('vitest'),
    args: ['run', '--project', 'api'],
    env: { API_TEST_DRIVER: 'postgres' },
  });
}
steps.push(
  { name: 'processes', cmd: bin('vitest'), args: ['run', '--project', 'processes'] },
  { name: 'build', cmd: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'browser e2e', cmd: bin('playwright'), args: ['test'] },
);

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
const results = [];
for (const step of steps) {
  console.log(`\n━━━ ${step.name} ━━━`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
  if (step.name === 'build' && !ok) {
    results.push({ name: 'browser e2e', ok: false, seconds: 0, note: 'not run: the build failed' });
    break;
  }
}

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
for (const r of results) {
  const mark = r.note?.startsWith('skipped') ? '–' : r.ok ? '✓' : '✗';
  console.log(`${mark} ${r.name.padEnd(24)} ${r.seconds.toFixed(1).padStart(6)} s${r.note ? `  (${r.note})` : ''}`);
}
const failed = results.filter((r) => !r.ok);
console.log(failed.length === 0 ? '\nAll checks passed.' : `\n${failed.length} step(s) failed.`);
process.exit(failed.length === 0 ? 0 : 1);
