// The fingerprint of everything the production build is made from: when it matches the one the
// last build left in dist/, `npm start` serves that build instead of building again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = 'dist/.build-stamp';
const SOURCE_DIRS = ['client', 'server/src', 'shared', 'migrations'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'tailwind.config.ts',
  'scripts/build-server.mjs',
  'scripts/precompress.mjs',
  'scripts/move-source-maps.mjs',
  // The public pages (decision 061): their renderer, and the closes their scenario figures come from.
  'scripts/prerender.tsx',
  'server/data/btc-daily-close.csv',
];

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** A hash over the path and content of every build input (tests included: simpler, and cheap). */
export function sourceFingerprint(root = '.') {
  const hash = createHash('sha256');
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => (existsSync(path.join(root, dir)) ? [...walk(path.join(root, dir))] : [])),
    ...SOURCE_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ];
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/ holds a complete build made from exactly these sources. */
export function buildIsCurrent(root = '.') {
  const stamp = path.join(root, STAMP_FILE);
  if (!existsSync(stamp)) return false;
  if (!existsSync(path.join(root, 'dist/server/index.js')) || !existsSync(path.join(root, 'dist/client/index.html'))) {
    return false;
  }
  return readFileSync(stamp, 'utf8').trim() === sourceFingerprint(root);
}

export function writeBuildStamp(root = '.') {
  writeFileSync(path.join(root, STAMP_FILE), `${sourceFingerprint(root)}\n`);
}

// `node scripts/build-stamp.mjs write` (the last step of npm run build).
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve('scripts/build-stamp.mjs') &&
  process.argv[2] === 'write'
) {
  writeBuildStamp();
}
