// npm run api:client: writes client/src/api/ from the operations declared in shared/api.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientApiDir, clientApiModules } from './api-client-modules';

const root = path.resolve(import.meta.dirname, '..');
const files = await clientApiModules(root);
const dir = path.join(root, clientApiDir);
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  const file = path.join(clientApiDir, name);
  if (statSync(path.join(root, file)).isFile() && !files.has(file)) rmSync(path.join(root, file));
}
for (const [file, text] of files) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
console.log(`wrote ${files.size} modules to ${clientApiDir}`);
