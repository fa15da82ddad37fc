import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findContentProblems, type ContentProblemKind } from '../shared/content/content-checks';

const root = path.resolve(import.meta.dirname, '..');

/** README.md and every Markdown file under docs/: what a reader learns about Arkad outside the app. */
function documents(): { file: string; text: string }[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  walk('docs');
  return files.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/**
 * The content checks that apply to prose about Arkad as well as to the app's texts. (The others
 * look for wording a learner must not read; docs/content.md quotes that wording as its examples.)
 */
const kindsForDocs: readonly ContentProblemKind[] = ['copyright-country', 'babylon-coins'];

describe('README and docs', () => {
  it('are all read', () => {
    const files = documents().map((document) => document.file);
    expect(files).toContain('README.md');
    expect(files).toContain(path.join('docs', 'content.md'));
    expect(files).toContain(path.join('docs', 'decisions', 'README.md'));
  });

  it('say where the book is in the public domain, and when Babylon had no coins', () => {
    const problems = documents().flatMap(({ file, text }) =>
      // Markdown wraps lines inside a sentence.
      findContentProblems(text.replace(/\s*\n\s*/g, ' '))
        .filter((problem) => kindsForDocs.includes(problem.kind))
        .map((problem) => `${file}: ${problem.message} «${problem.excerpt}»`),
    );
    expect(problems).toEqual([]);
  });
});
