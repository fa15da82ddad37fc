import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientApiDir, clientApiModules } from './api-client-modules';

const root = path.resolve(import.meta.dirname, '..');

describe("the browser's copy of the API contract (client/src/api)", () => {
  it('is what `npm run api:client` writes from shared/api today', async () => {
    const expected = await clientApiModules(root);
    for (const [file, text] of expected) {
      expect(existsSync(path.join(root, file)), `${file} is missing: run npm run api:client`).toBe(true);
      expect(readFileSync(path.join(root, file), 'utf8'), `${file} is stale: run npm run api:client`).toBe(text);
    }
    const present = readdirSync(path.join(root, clientApiDir), { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(clientApiDir, name))
      .filter((file) => statSync(path.join(root, file)).isFile());
    expect(
      present.filter((file) => !expected.has(file)),
      'files no module of shared/api stands for',
    ).toEqual([]);
  });
});
