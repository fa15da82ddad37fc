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

/** A Markdown file's section that starts with `heading` and runs to the next heading. */
function section(file: string, heading: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${file} has no section '${heading}'`);
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(/\n#{1,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

describe('README', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    engines: { node: string };
  };

  it('opens with the two commands, and reads in two minutes', () => {
    expect(readme.split('\n').slice(2, 6).join('\n')).toMatch(/npm ci && npm start[^\n]*\nnpm test /);
    // About 500 words: two minutes at a newcomer's reading speed.
    expect(readme.split(/\s+/).length).toBeLessThan(600);
  });

  it('lists every script a developer runs, one short line each', () => {
    const rows = section('README.md', '## Scripts')
      .split('\n')
      .filter((line) => line.startsWith('| `npm'));
    for (const row of rows) expect(row.length, row).toBeLessThanOrEqual(120);
    const listed = rows.join(' ');
    // build:client and build:server are the two halves of build.
    const scripts = Object.keys(packageJson.scripts).filter((name) => !name.startsWith('build:'));
    for (const name of scripts) {
      const ways = ['start', 'test'].includes(name) ? [`\`npm ${name}\``] : [`\`npm run ${name}\``, `/ \`${name}\``];
      expect(
        ways.some((way) => listed.includes(way)),
        `the README's scripts do not name ${name}`,
      ).toBe(true);
    }
  });

  it('says which Node.js versions production runs, as package.json’s engines do', () => {
    const node = oneLine(readme.slice(readme.indexOf('**Node.js**')));
    expect(node).toMatch(/^\*\*Node\.js\*\*: run production on Node\.js 22 or 24/);
    expect(node).toContain('Node.js 20 reached its end of life on 2026-04-30');
    expect(packageJson.engines.node).toBe('^20.19.0 || ^22.12.0 || >=24.0.0');
  });
});

describe('docs/environment.md', () => {
  it('says how to run a beta, whose default end date is past, and how to reach /admin', () => {
    const beta = oneLine(section('docs/environment.md', '## Running a beta, and reaching /admin'));
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
