// Bundles the API server into dist/server/index.js. npm packages stay external (installed in
// node_modules); our own code, including shared/, is bundled.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('server built: dist/server/index.js');
