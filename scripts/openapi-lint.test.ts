import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { errorStatusByCode } from '../shared/api-error';
import { apiOperations } from '../shared/api';
import { buildOpenApiDocument, openApiPath } from '../server/src/openapi/openapi-document';

/**
 * The generated OpenAPI document as other tools read it: Redocly's linter (@redocly/cli, a
 * devDependency) with its recommended rules, errors and warnings alike.
 *
 * One rule is waived where it cannot hold: operation-4xx-response asks every operation to document
 * a 4xx answer, and these take no input and refuse no caller (GET /api/ready's only failure is a
 * 503), so no 4xx of theirs exists to document; a test below holds each to that.
 */
const answersNoClientError = [
  'GET /api/health',
  'GET /api/ready',
  'GET /api/openapi.json',
  'POST /api/auth/logout',
  'GET /api/benchmarks/monthly',
  'GET /api/bitcoin/provider',
  'GET /api/push/config',
  'GET /api/beta/config',
  'GET /api/credentials/issuer',
];

const run = promisify(execFile);
const cli = path.resolve(import.meta.dirname, '../node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string }[];
}

/** `redocly lint` over the document, in a folder of its own with the waiver as Redocly's ignore file. */
async function lint(document: unknown): Promise<{ totals: Record<string, number>; problems: LintProblem[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'arkad-openapi-lint-'));
  try {
    await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(document));
    await writeFile(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const pointers = answersNoClientError.map((name) => {
      const [method = '', apiPath = ''] = name.split(' ');
      const escaped = openApiPath(apiPath).replaceAll('~', '~0').replaceAll('/', '~1');
      return `    - '#/paths/${escaped}/${method.toLowerCase()}/responses'`;
    });
    await writeFile(
      path.join(dir, '.redocly.lint-ignore.yaml'),
      ['openapi.json:', '  operation-4xx-response:', ...pointers, ''].join('\n'),
    );
    // Redocly's telemetry and update check would wait for a network this machine may not have.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const result = await run(process.execPath, [cli, 'lint', 'openapi.json', '--format=json'], { cwd: dir, env }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    return JSON.parse(result.stdout) as { totals: Record<string, number>; problems: LintProblem[] };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error and no warning', async () => {
    const { totals, problems } = await lint(buildOpenApiDocument());
    const listed = problems.map(
      (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(listed).toEqual([]);
    // The waived rule did run: it found exactly the operations waived.
    expect(totals).toMatchObject({ errors: 0, warnings: 0, ignored: answersNoClientError.length });
  });

  it('waives the 4xx rule only for operations that take no input and list no 4xx error', () => {
    for (const name of answersNoClientError) {
      const operation = apiOperations.find(
        (candidate) => `${candidate.method.toUpperCase()} ${candidate.path}` === name,
      );
      expect(operation, name).toBeDefined();
      expect([operation?.params, operation?.query, operation?.body], name).toEqual([undefined, undefined, undefined]);
      const clientErrors = (operation?.errors ?? []).filter((code) => errorStatusByCode[code] < 500);
      expect(clientErrors, name).toEqual([]);
    }
  });
});
