// npm run api:client: writes client/src/api/ from the operations declared in shared/api.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clientApiDir, clientApiModules } from './api-client-modules';

const root = path.resolve(import.meta.dirname, '..');
const files = await clientApiModules(root);
mkdirSync(path.join(root, clientApiDir), { recursive: true });
for (const name of readdirSync(path.join(root, clientApiDir))) {
  if (!files.has(path.join(clientApiDir, name))) rmSync(path.join(root, clientApiDir, name));
}
for (const [file, text] of files) writeFileSync(path.join(root, file), text);
console.log(`wrote ${files.size} modules to ${clientApiDir}`);
