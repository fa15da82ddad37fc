import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findContentProblems, type ContentProblemKind } from '../shared/content/content-checks';
import { DEFAULT_BETA_END_DATE } from '../shared/domain/beta';

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

describe('README', () => {
  /** The README's section that starts with `heading` and runs to the next heading. */
  function section(heading: string): string {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const start = readme.indexOf(`\n${heading}\n`);
    if (start < 0) throw new Error(`README.md has no section '${heading}'`);
    const rest = readme.slice(start + heading.length + 2);
    const end = rest.search(/\n#{1,3} /);
    return (end < 0 ? rest : rest.slice(0, end)).replace(/\s*\n\s*/g, ' ');
  }

  it('says how to run a beta, whose default end date is past, and how to reach /admin', () => {
    const beta = section('### Running a beta, and reaching /admin');
    expect(beta).toContain(`the default \`BETA_END_DATE\` (${DEFAULT_BETA_END_DATE}) is past`);
    const command = /BETA_ENABLED=true BETA_END_DATE=(\d{4}-\d{2}-\d{2}) ADMIN_PASSWORD='[^']{12,}' npm start/.exec(
      beta,
    );
    expect(command?.[1], 'an example command with an end date and an admin password').toBeDefined();
    expect(command![1]! > DEFAULT_BETA_END_DATE).toBe(true);
    expect(beta).toContain("'Scholar Plan (beta)'");
    expect(beta).toContain('The dashboard is at `/admin`');
    expect(beta).toContain('It asks for `ADMIN_PASSWORD`');
  });
});
