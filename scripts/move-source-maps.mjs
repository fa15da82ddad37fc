// Moves the source maps of the client build out of the folder the server serves: `vite build`
// writes them into dist/client (hidden: no bundle names them), and they carry the full sources.
// They are kept in dist/sourcemaps, with the same relative paths, for debugging a production trace.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

function* mapFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* mapFiles(full);
    else if (entry.name.toLowerCase().endsWith('.map')) yield full;
  }
}

/** Moves every `.map` file under clientDir to the same place under mapsDir; how many it moved. */
export function moveSourceMaps(clientDir, mapsDir) {
  // Maps of an earlier build would be mistaken for this one's.
  rmSync(mapsDir, { recursive: true, force: true });
  let moved = 0;
  for (const file of [...mapFiles(clientDir)]) {
    const target = path.join(mapsDir, path.relative(clientDir, file));
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(file, target);
    moved += 1;
  }
  return moved;
}

// `node scripts/move-source-maps.mjs` (part of npm run build:client).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/move-source-maps.mjs')) {
  const moved = moveSourceMaps('dist/client', 'dist/sourcemaps');
  console.log(`moved ${moved} source maps out of dist/client to dist/sourcemaps (never served)`);
}
