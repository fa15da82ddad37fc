import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { raceInProcesses, roundDir } from './race';

const root = mkdtempSync(path.join(tmpdir(), 'arkad-race-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The first contender to make `winner` wins and marks its own exit; the other watches for that
// mark for a while. The bound only decides how surely a broken helper is caught: a correct one
// never lets the winner exit while the other is still in its round, however long that takes.
const contenderModule = `
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
export function contend(dir) {
  try {
    mkdirSync(path.join(dir, 'winner'));
  } catch {
    const until = Date.now() + 3000;
    while (Date.now() < until) if (existsSync(path.join(dir, 'winner-exited'))) return 'saw the winner exit';
    return 'winner still running';
  }
  process.on('exit', () => writeFileSync(path.join(dir, 'winner-exited'), ''));
  return 'won';
}
`;

describe('raceInProcesses', () => {
  it('keeps every contender running until all have finished the last round', async () => {
    const modulePath = path.join(root, 'contender.mjs');
    writeFileSync(modulePath, contenderModule);
    const raceRoot = path.join(root, 'race');
    mkdirSync(roundDir(raceRoot, 1), { recursive: true });
    const [outcomes] = await raceInProcesses({
      modulePath,
      exportName: 'contend',
      root: raceRoot,
      rounds: 1,
      contenders: 2,
    });
    expect(outcomes?.map((outcome) => (outcome.ok ? outcome.value : outcome.name)).sort()).toEqual([
      'winner still running',
      'won',
    ]);
  }, 60_000);
});
