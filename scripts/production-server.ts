// The production build started as a child process for the bench and its load test: loopback, no
// live prices, mail to a closed port, errors only in the log.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ProductionServer {
  child: ChildProcess;
  /** SIGTERM, then the exit code once it has exited; its data directory is removed. */
  stop(): Promise<number | null>;
}

export function spawnProductionServer(port: number, env: Record<string, string>): ProductionServer {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-bench-'));
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:1',
      LIVE_PRICES: 'off',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  return {
    child,
    stop: async () => {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
