// Starts the built server for the browser tests on a fresh, throw-away PGlite data directory,
// with no live network calls (the machine may be offline) and no SMTP. NODE_ENV=test shows the
// reset link in the forgot-password answer, to requests from this machine only.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';

if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
  console.error('The app is not built: run `npm run build` first (npm test and npm run test:e2e do).');
  process.exit(1);
}

// Web Push is set up (fresh keys each run), so the Push switch is live; no push service is reached.
const vapid = webpush.generateVAPIDKeys();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-e2e-'));
const child = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '4173',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    BCRYPT_COST: '4',
    LOG_LEVEL: 'warn',
    LIVE_PRICES: 'off',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:push@arkad.example',
    // The journeys register and sign in many times from 127.0.0.1.
    RATE_LIMIT_LOGIN_ADDRESS: '100000/1h',
    RATE_LIMIT_REGISTER_ADDRESS: '100000/1h',
    RATE_LIMIT_REGISTER_ADDRESS_DAY: '100000/24h',
    RATE_LIMIT_FORGOT_ADDRESS: '100000/1h',
    RATE_LIMIT_RESET_ADDRESS: '100000/1h',
  },
});

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
