import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsCurrent, writeBuildStamp } from './build-stamp.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'arkad-stamp-'));
  write('client/src/main.tsx', 'render()');
  write('server/src/index.ts', 'listen()');
  write('shared/domain/dca.ts', 'export {}');
  write('package.json', '{}');
  write('dist/server/index.js', 'built');
  write('dist/client/index.html', '<html></html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start skips the build when nothing changed', () => {
  it('builds when no build has left a stamp', () => {
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('skips the build when the stamp matches the sources', () => {
    writeBuildStamp(root);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it('builds again after a source file changes, is added or is removed', () => {
    writeBuildStamp(root);
    write('shared/domain/dca.ts', 'export const changed = true;');
    expect(buildIsCurrent(root)).toBe(false);

    writeBuildStamp(root);
    write('client/src/new-file.ts', 'export {}');
    expect(buildIsCurrent(root)).toBe(false);

    writeBuildStamp(root);
    rmSync(path.join(root, 'client/src/new-file.ts'));
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('builds again when the built server or page is missing', () => {
    writeBuildStamp(root);
    rmSync(path.join(root, 'dist/server/index.js'));
    expect(buildIsCurrent(root)).toBe(false);
  });
});
