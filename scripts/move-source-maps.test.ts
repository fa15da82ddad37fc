import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveSourceMaps } from './move-source-maps.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** Every file under a folder of root, as paths relative to it. */
const filesUnder = (dir: string) =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(root, dir), path.join(entry.parentPath, entry.name)))
    .sort();

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'arkad-maps-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the client build keeps its source maps out of the served folder', () => {
  it('moves every map, at any depth, to the same place under the maps folder and leaves the rest', () => {
    write('dist/client/index.html', '<html></html>');
    write('dist/client/assets/app-1234.js', 'console.log(1)');
    write('dist/client/assets/app-1234.js.map', '{"sourcesContent":["app"]}');
    write('dist/client/assets/app-1234.js.br', 'compressed');
    write('dist/client/sw.js.map', '{"sourcesContent":["sw"]}');
    write('dist/client/workbox-abc.js.MAP', '{}');

    const moved = moveSourceMaps(path.join(root, 'dist/client'), path.join(root, 'dist/sourcemaps'));

    expect(moved).toBe(3);
    expect(filesUnder('dist/client')).toEqual(['assets/app-1234.js', 'assets/app-1234.js.br', 'index.html']);
    expect(filesUnder('dist/sourcemaps')).toEqual(['assets/app-1234.js.map', 'sw.js.map', 'workbox-abc.js.MAP']);
    expect(readFileSync(path.join(root, 'dist/sourcemaps/assets/app-1234.js.map'), 'utf8')).toContain('app');
  });

  it('drops the maps of an earlier build', () => {
    write('dist/sourcemaps/assets/old-1.js.map', '{}');
    write('dist/client/assets/new-2.js.map', '{}');
    moveSourceMaps(path.join(root, 'dist/client'), path.join(root, 'dist/sourcemaps'));
    expect(existsSync(path.join(root, 'dist/sourcemaps/assets/old-1.js.map'))).toBe(false);
    expect(filesUnder('dist/sourcemaps')).toEqual(['assets/new-2.js.map']);
  });
});
