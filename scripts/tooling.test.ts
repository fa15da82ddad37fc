import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// The boundaries are only worth something if the rules really report a crossing: each case lints
// sample code as if it were a file at that path in the repository.
describe('eslint boundaries', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: root });

  async function ruleIds(code: string, filePath: string) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).map((message) => message.ruleId);
  }

  it.each([
    ['an alias path', "import { readCachedPrice } from '@/features/market/lib/price-cache';"],
    ['a relative path', "import { readCachedPrice } from '../../market/lib/price-cache';"],
  ])('reports a feature importing another feature through %s', async (_how, source) => {
    const ids = await ruleIds(
      `${source}\nexport const read = readCachedPrice;\n`,
      'client/src/features/auth/api/probe.ts',
    );
    expect(ids).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own files', async () => {
    const code =
      "import { readCachedPrice } from '@/features/market/lib/price-cache';\nexport const read = readCachedPrice;\n";
    expect(await ruleIds(code, 'client/src/features/market/api/probe.ts')).toEqual([]);
  });

  it('reports components/ importing a feature and lib/ importing app/', async () => {
    const fromFeature =
      "import { readCachedPrice } from '@/features/market/lib/price-cache';\nexport const read = readCachedPrice;\n";
    expect(await ruleIds(fromFeature, 'client/src/components/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    const fromApp = "import { tabPanels } from '@/app/routes/home-tab-panels';\nexport const panels = tabPanels;\n";
    expect(await ruleIds(fromApp, 'client/src/lib/probe.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports components/ or lib/ importing an entity, and an entity importing a feature or app/', async () => {
    const entity = "import { PlanBadge } from '@/entities/plan/components/plan-badge';\nexport const b = PlanBadge;\n";
    expect(await ruleIds(entity, 'client/src/components/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(await ruleIds(entity, 'client/src/lib/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    const feature =
      "import { readCachedPrice } from '@/features/market/lib/price-cache';\nexport const read = readCachedPrice;\n";
    expect(await ruleIds(feature, 'client/src/entities/plan/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    const app = "import { tabPanels } from '@/app/routes/home-tab-panels';\nexport const panels = tabPanels;\n";
    expect(await ruleIds(app, 'client/src/entities/glossary/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    // Features import entities, and entities build on components/ and lib/.
    expect(await ruleIds(entity, 'client/src/features/settings/components/probe.ts')).toEqual([]);
    const plumbing = "import { cn } from '@/lib/cn';\nexport const c = cn;\n";
    expect(await ruleIds(plumbing, 'client/src/entities/plan/probe.ts')).toEqual([]);
  });

  it('reports shared/ importing node:fs, a Node module, client or server code', async () => {
    expect(
      await ruleIds(
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
        'shared/domain/probe.ts',
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await ruleIds("import path from 'path';\nexport const join = path.join;\n", 'shared/domain/probe.ts'),
    ).toEqual(['no-restricted-imports']);
    expect(
      await ruleIds("import { cn } from '../../client/src/lib/cn';\nexport const c = cn;\n", 'shared/domain/probe.ts'),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIds(
        "import { AppError } from '../../server/src/lib/errors';\nexport const E = AppError;\n",
        'shared/domain/probe.ts',
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports the clock, the network, storage and the environment in shared/', async () => {
    const code = [
      'export const a = Date.now();',
      'export const b = new Date();',
      "export const c = fetch('/api');",
      "export const d = localStorage.getItem('k');",
      'export const e = process.env.HOME;',
      "export const f = new Date('2024-01-01');",
    ].join('\n');
    expect(await ruleIds(code, 'shared/domain/probe.ts')).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-globals',
      'no-restricted-globals',
      'no-restricted-globals',
    ]);
  });

  it('reports an API URL written by hand, or a cast answer, in client code', async () => {
    const code = [
      "export const a = () => fetch('/api/treasury');",
      'export const b = (id: number) => `/api/treasury/entries/${id}`;',
      'export const c = async (r: Response) => (await r.json()) as { id: number };',
      'export const d = (r: Response) => r.json() as Promise<number>;',
    ].join('\n');
    expect(await ruleIds(code, 'client/src/features/treasury/api/probe.ts')).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('reports a server route registered on an /api path by hand', async () => {
    const code =
      "import { Router } from 'express';\nexport const r = Router();\nr.get('/api/probe', () => undefined);\n";
    expect(await ruleIds(code, 'server/src/routes/probe.routes.ts')).toEqual(['no-restricted-syntax']);
  });

  it('reports the server importing client code', async () => {
    const code = "import { cn } from '../../client/src/lib/cn';\nexport const c = cn;\n";
    expect(await ruleIds(code, 'server/src/probe.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('reports lib/ or config/ importing middleware/ or services/, and services/ importing routes/', async () => {
    const service =
      "import { createRateLimiter } from '../services/rate-limiter';\nexport const c = createRateLimiter;\n";
    expect(await ruleIds(service, 'server/src/lib/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    const middleware = "import { requestId } from '../middleware/request-id';\nexport const r = requestId;\n";
    expect(await ruleIds(middleware, 'server/src/config/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    const routes = "import { authRoutes } from '../routes/auth.routes';\nexport const r = authRoutes;\n";
    expect(await ruleIds(routes, 'server/src/services/probe.ts')).toEqual(['import-x/no-restricted-paths']);
    // A test may compose the layers it tests, and routes call services.
    expect(await ruleIds(middleware, 'server/src/lib/probe.test.ts')).toEqual([]);
    expect(await ruleIds(service, 'server/src/routes/probe.ts')).toEqual([]);
  });

  it('reports an import cycle', async () => {
    // components/ui/card.tsx imports '@/lib/cn', so lib/cn.ts importing the card closes a cycle.
    const code = "import { Card } from '@/components/ui/card';\nexport const card = Card;\n";
    expect(await ruleIds(code, 'client/src/lib/cn.ts')).toEqual(['import-x/no-cycle']);
  });

  it('reports a hook called conditionally', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Probe({ open }: { open: boolean }) {',
      '  if (open) useState(0);',
      '  return null;',
      '}',
    ].join('\n');
    expect(await ruleIds(code, 'client/src/components/probe.tsx')).toEqual(['react-hooks/rules-of-hooks']);
  });

  it.each([
    ['a numbered section in a comment', '// The amount must be at least 1 (spec section 8).\nexport const one = 1;\n'],
    ['its wording in a block comment', "/** The failure text: the spec's, word for word. */\nexport const one = 1;\n"],
    ['a section sign', '// Rounded to cents, § 4.\nexport const one = 1;\n'],
    ['a test name', "import { it } from 'vitest';\nit('shows the spec message', () => undefined);\n"],
    [
      'a parameterised test name',
      "import { it } from 'vitest';\nit.each([1])('words the spec texts %s', () => undefined);\n",
    ],
    [
      'a Playwright group name',
      "import { test } from '@playwright/test';\ntest.describe(`as the spec says`, () => undefined);\n",
    ],
  ])('reports a citation of the product document: %s', async (_where, code) => {
    expect(await ruleIds(code, 'client/src/lib/probe.test.ts')).toEqual(['arkad/no-spec-citations']);
  });

  it('lets comments and test names state the rule, and name spec files', async () => {
    const code = [
      "import { it } from 'vitest';",
      '// An empty amount counts as 0, which the minimum then refuses (see e2e/calculator.spec.ts).',
      "it('refuses an amount under 1 with its own message', () => undefined);",
      "export const specimen = 'the spec says nothing here: strings are not comments';",
    ].join('\n');
    expect(await ruleIds(code, 'client/src/lib/probe.test.ts')).toEqual([]);
  });

  it.each([
    ['a noun', "export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;\n"],
    ['a suffix', "export const uses = (n: number) => `${n} use${n !== 1 ? 's' : ''}`;\n"],
    ['a heading', "export const heading = (n: number) => (n > 1 ? 'Examples' : 'Example');\n"],
  ])('reports singular or plural chosen by hand (%s) instead of by the helper', async (_what, code) => {
    expect(await ruleIds(code, 'client/src/lib/probe.ts')).toEqual(['arkad/plural-with-helper']);
  });

  it('lets other choices on a comparison with 1 through', async () => {
    const code = [
      "export const phrase = (n: number) => (n === 1 ? 'every day' : `every ${n} days`);",
      'export const first = (step: number) => (step === 1 ? 10 : 20);',
    ].join('\n');
    expect(await ruleIds(code, 'client/src/lib/probe.ts')).toEqual([]);
  });

  it('reports a file name that is not kebab-case', async () => {
    expect(await ruleIds('export const one = 1;\n', 'client/src/lib/priceCache.ts')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await ruleIds('export const one = 1;\n', 'client/src/lib/price-cache.test.ts')).toEqual([]);
  });
});

describe('check-commit-subjects', { timeout: 30_000 }, () => {
  let repo: string;
  const script = path.join(root, 'scripts/check-commit-subjects.mjs');
  const git = (...args: string[]) => {
    const run = spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return run.stdout.trim();
  };
  const check = (base: string) => spawnSync('node', [script, base], { cwd: repo, encoding: 'utf8' });

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), 'arkad-subjects-'));
    git('init', '-q');
    git(
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      `An old subject that is grandfathered even though it is ${'very '.repeat(10)}long`,
    );
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('passes a subject of exactly 72 characters after the base and fails one of 73', () => {
    const base = git('rev-parse', 'HEAD');
    git(
      'commit',
      '-q',
      '--allow-empty',
      '-m',
      'x'.repeat(72),
      '-m',
      'A body line may be as long as it needs to be, '.repeat(3),
    );
    expect(check(base).status).toBe(0);
    git('commit', '-q', '--allow-empty', '-m', 'y'.repeat(73));
    const run = check(base);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('subject is 73 characters');
  });

  it('passes and says why when the base commit is not in the history', () => {
    const run = check('0123456789abcdef0123456789abcdef01234567');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('skipped');
  });
});
