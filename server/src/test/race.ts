import { spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../lib/project-paths';

/** What one contender got in one round: the function's result (as JSON), or its error. */
export type RaceOutcome = { ok: true; value: unknown } | { ok: false; name: string; message: string };

/** The folder a round works in: the function is called with it. */
export const roundDir = (root: string, round: number) => path.join(root, `round-${round}`);

// Each contender loads the module (TypeScript, through tsx), then for every round: says it is
// ready (a file), spins until every contender is ready, calls the function with the round's
// folder and prints the outcome as one JSON line. Spinning on the other's file lets all start
// within microseconds of each other, as servers started together would. After the last round it
// waits for the others to finish theirs before it exits.
const contenderSource = `
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const [modulePath, exportName, root, rounds, index, contenders] = process.argv.slice(1);
const fn = (await import(modulePath))[exportName];
// Leaves this contender's mark, then spins until every contender has left theirs.
const meetAt = (mark) => {
  writeFileSync(path.join(root, '.' + mark + '-' + index), '');
  for (let other = 0; other < Number(contenders); other++) {
    while (!existsSync(path.join(root, '.' + mark + '-' + other)));
  }
};
for (let round = 1; round <= Number(rounds); round++) {
  meetAt('ready-' + round);
  let outcome;
  try {
    outcome = { ok: true, value: fn(path.join(root, 'round-' + round)) ?? null };
  } catch (error) {
    outcome = { ok: false, name: error.name, message: error.message };
  }
  process.stdout.write(JSON.stringify({ round, outcome }) + '\\n');
}
// Stay until every contender has finished its last round: what one holds is given up when it
// exits (a lock is released), which a contender still in that round would otherwise see.
meetAt('done');
`;

/**
 * Calls a synchronous export of a module in `contenders` separate Node processes at the same
 * moment, once per round (each round in its own folder under root, prepared by the caller), and
 * gives every round's outcomes, one per contender. Real processes, so real races on the file
 * system: a check-then-act between two of them shows up in some rounds.
 */
export async function raceInProcesses(options: {
  modulePath: string;
  exportName: string;
  root: string;
  rounds: number;
  contenders: number;
}): Promise<RaceOutcome[][]> {
  const { modulePath, exportName, root, rounds, contenders } = options;
  const runs = Array.from({ length: contenders }, (_, index) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        contenderSource,
        modulePath,
        exportName,
        root,
        String(rounds),
        String(index),
        String(contenders),
      ],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<Map<number, RaceOutcome>>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new Error(`contender ${index} exited with ${code}: ${stderr}`));
        const byRound = new Map<number, RaceOutcome>();
        for (const line of stdout.split('\n').filter(Boolean)) {
          const { round, outcome } = JSON.parse(line) as { round: number; outcome: RaceOutcome };
          byRound.set(round, outcome);
        }
        resolve(byRound);
      });
    });
  });
  const results = await Promise.all(runs);
  return Array.from({ length: rounds }, (_, i) =>
    results.map((byRound, index) => {
      const outcome = byRound.get(i + 1);
      if (!outcome) throw new Error(`contender ${index} gave no outcome for round ${i + 1}`);
      return outcome;
    }),
  );
}
