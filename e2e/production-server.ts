import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ProductionServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built server as production runs it (NODE_ENV=production, its default bcrypt cost, no
 * development conveniences), on a port the system picks and a throw-away PGlite directory. The
 * journeys' server runs with NODE_ENV=test (reset links in the answer, a lower hashing cost); what
 * a phone downloads is measured on this one, so that no test-only setting can change a byte.
 */
export async function startProductionServer(): Promise<ProductionServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-e2e-production-'));
  const child: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LIVE_PRICES: 'off',
      LOG_LEVEL: 'warn',
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
    child.once('exit', (code) => reject(new Error(`the production server exited (${code}):\n${output}`)));
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
