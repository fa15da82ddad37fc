// npm run dev: the API under `tsx watch` on API_PORT (default 3001) and the Vite dev server with
// HMR on 5173, which proxies /api to it. Ctrl+C stops both. This is the explicit development
// command: NODE_ENV=development (fixed dev JWT secret, reset links shown to this machine).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'server/src/index.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV || 'development',
      PORT: apiPort,
      APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
