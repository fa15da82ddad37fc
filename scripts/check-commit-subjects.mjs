// Commit subjects are at most 72 characters (the detail goes in the body). Commits up to BASE
// (the first argument, by default the main head when the rule came in) are grandfathered. Without git, or in a shallow clone that lacks BASE, the check cannot tell
// which commits are new: it says why and passes.
import { spawnSync } from 'node:child_process';

const BASE = process.argv[2] ?? '6d72cd9';
const MAX = 72;

function git(...args) {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  return { ok: run.status === 0 && !run.error, out: (run.stdout ?? '').trim() };
}

function skip(reason) {
  console.log(`commit subjects: skipped (${reason})`);
  process.exit(0);
}

if (!git('rev-parse', '--is-inside-work-tree').ok) skip('not a git work tree, or git is not installed');
if (!git('cat-file', '-e', `${BASE}^{commit}`).ok) {
  const shallow = git('rev-parse', '--is-shallow-repository').out === 'true';
  skip(shallow ? `shallow clone without ${BASE}` : `${BASE} is not in this history`);
}

const log = git('log', '--format=%h%x00%s', `${BASE}..HEAD`);
if (!log.ok) skip('git log failed');

const commits = log.out === '' ? [] : log.out.split('\n').map((line) => line.split('\0'));
const tooLong = commits.filter(([, subject = '']) => [...subject].length > MAX);
for (const [hash, subject = ''] of tooLong) {
  console.error(`${hash}: subject is ${[...subject].length} characters (at most ${MAX}): ${subject}`);
}
if (tooLong.length > 0) {
  console.error(`commit subjects: ${tooLong.length} of ${commits.length} commit(s) after ${BASE} too long`);
  process.exit(1);
}
console.log(`commit subjects: ${commits.length} commit(s) after ${BASE}, all at most ${MAX} characters`);
