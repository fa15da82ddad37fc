// npm start: build only when a source changed since the last build, then serve the built app.
import { spawn, spawnSync } from 'node:child_process';
import { buildIsCurrent } from './build-stamp.mjs';

if (buildIsCurrent()) {
  console.log('No source changed since the last build: starting it.');
} else {
  console.log('Building the app (sources changed since the last build, or none yet)...');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['dist/server/index.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
