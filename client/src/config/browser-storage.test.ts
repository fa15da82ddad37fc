import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { visitKeys } from '@/lib/visit-storage';
import { browserStorage } from './browser-storage';

const listedKeys = browserStorage.flatMap((item) => item.keys);

/** The keys README.md's 'Browser storage' paragraph names, in backquotes. */
function readmeKeys(): string[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  const paragraph = readme.split(/\n\s*\n/).find((block) => block.startsWith('Browser storage:'));
  if (paragraph === undefined) throw new Error("README.md has no paragraph starting 'Browser storage:'");
  // Keys are plain words; the paragraph's file path is not one.
  return [...paragraph.matchAll(/`([\w-]+)`/g)].map((match) => match[1] as string);
}

describe('browserStorage', () => {
  it('lists every key the app stores, once', () => {
    expect([...listedKeys].sort()).toEqual([...Object.values(storageKeys), ...Object.values(visitKeys)].sort());
  });

  it('is what README.md lists: a key added here or there without the other fails', () => {
    expect([...readmeKeys()].sort()).toEqual([...listedKeys].sort());
  });
});
