// npm run docs:env: writes .env.example and the variable table in docs/deploy.md from
// server/src/config/env.ts (scripts/env-docs.test.ts fails while they are stale).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployDoc, deployDocFile, envExample, envExampleFile } from './env-docs';

const root = path.resolve(import.meta.dirname, '..');
writeFileSync(path.join(root, envExampleFile), envExample());
const deploy = path.join(root, deployDocFile);
writeFileSync(deploy, await deployDoc(root, readFileSync(deploy, 'utf8')));
console.log(`wrote ${envExampleFile} and the table in ${deployDocFile}`);
