import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuiltServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built server (dist/server/index.js) in a process of its own, with exactly the environment
 * given (and PATH), on a port the system picks and a throw-away PGlite directory; for the specs that
 * need settings the journeys' shared server does not have. Resolves once it is listening.
 */
export async function startBuiltServer(label: string, env: Record<string, string>): Promise<BuiltServer> {
  if (!existsSync('dist/server/index.js')) throw new Error('The app is not built: run `npm run build` first.');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `arkad-e2e-${label}-`));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LIVE_PRICES: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /Arkad is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the ${label} server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
