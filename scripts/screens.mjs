// npm run screens: builds, then takes every screenshot in docs/screens/ (the 'screens' Playwright
// project: e2e/screens.spec.ts and the beta journey). npm test takes none; commit the PNGs when a
// change to a screen changes them.
import { spawnSync } from 'node:child_process';

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', '--silent', 'build']);
run('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], { ARKAD_SCREENS: '1' });
