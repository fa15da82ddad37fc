import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, envVariableDoc, type EnvVariableName } from '../server/src/config/env';
import { deployDoc, deployDocFile, envExample, envExampleFile } from './env-docs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the environment variables, described once in server/src/config/env.ts', () => {
  it('.env.example is what `npm run docs:env` writes from them', () => {
    expect(read(envExampleFile), `${envExampleFile} is stale: run npm run docs:env`).toBe(envExample());
  });

  it("docs/deploy.md's table is what `npm run docs:env` writes from them", async () => {
    const current = read(deployDocFile);
    expect(current, `${deployDocFile} is stale: run npm run docs:env`).toBe(await deployDoc(root, current));
  });

  const names = Object.keys(envSchema.shape) as EnvVariableName[];

  it.each(names)('%s is declared with its documentation', (name) => {
    expect(envVariableDoc(name).description).not.toBe('');
  });

  it.each(names)('%s: the default .env.example writes is the one the server applies', (name) => {
    const schema = envSchema.shape[name];
    // Set to the written default (empty when it has none), or left unset: the server reads the same value.
    expect(schema.parse(envVariableDoc(name).default)).toEqual(schema.parse(undefined));
  });
});
