import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openPglite } from '../db/client';
import { createLogger } from '../lib/logger';
import { projectRoot } from '../lib/project-paths';
import { seedDailyCloses } from '../services/price-seed';

/** The real server (server/src/index.ts run by tsx) in a child process, with its output collected. */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the first match once the output contains it; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** The port from the 'Arkad is running at' line, once it is printed. */
  listening(): Promise<number>;
  /** SIGKILL if still running; resolves when it has ended. */
  kill(): Promise<void>;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'server/src/index.ts')], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      BCRYPT_COST: '4',
      LIVE_PRICES: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const check of waiters) check();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let ended = false;
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = true;
      for (const check of waiters) check();
      resolve(code ?? signal ?? 'unknown');
    });
  });
  // The streams may still hold output when 'exit' fires: wait for them to close too.
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));

  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = text.match(pattern);
        if (match) {
          waiters.delete(check);
          resolve(match);
        } else if (ended) {
          waiters.delete(check);
          void closed.then(() => {
            const late = text.match(pattern);
            if (late) resolve(late);
            else reject(new Error(`server exited before printing ${pattern}; output:\n${text}`));
          });
        }
      };
      waiters.add(check);
      check();
    });

  return {
    child,
    output: () => text,
    waitFor,
    exited: exited.then(async (code) => {
      await closed;
      return code;
    }),
    listening: async () => Number((await waitFor(/Arkad is running at http:\/\/localhost:(\d+)/))[1]),
    kill: async () => {
      if (!ended) child.kill('SIGKILL');
      await closed;
    },
  };
}

/**
 * Prepares DATA_DIR for a spawned server: a migrated PGlite database with the price history
 * seeded, so the server starts quickly. Needs the suite's migrated PGlite dump.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteDumpPath'))]),
  });
  const database = openPglite(client);
  try {
    await seedDailyCloses({ db: database.db, logger: createLogger('silent') });
  } finally {
    await database.close();
  }
}
