import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { visitKeys } from '@/lib/visit-storage';
import { browserStorage } from './browser-storage';

const listedKeys = browserStorage.flatMap((item) => item.keys);

/** The keys docs/architecture.md's 'Browser storage' paragraph names, in backquotes. */
function readmeKeys(): string[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../docs/architecture.md'), 'utf8');
  const paragraph = readme.split(/\n\s*\n/).find((block) => block.startsWith('Browser storage:'));
  if (paragraph === undefined) throw new Error("docs/architecture.md has no paragraph starting 'Browser storage:'");
  // Keys are plain words; the paragraph's file path is not one.
  return [...paragraph.matchAll(/`([\w-]+)`/g)].map((match) => match[1] as string);
}

describe('browserStorage', () => {
  it('lists every key the app stores, once', () => {
    expect([...listedKeys].sort()).toEqual([...Object.values(storageKeys), ...Object.values(visitKeys)].sort());
  });

  it('is what docs/architecture.md lists: a key added here or there without the other fails', () => {
    expect([...readmeKeys()].sort()).toEqual([...listedKeys].sort());
  });
});
