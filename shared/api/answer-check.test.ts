import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AnswerMismatchError, checkAnswer, type AnswerSchema } from './answer-check';
import type { ClientOperation } from './client-operation';
import { apiModules, apiOperations } from './index';
import type { AnyOperation } from './operation';

/** The browser's copy of every operation (client/src/api, as `npm run api:client` writes it), by method and path. */
const clientCopies = new Map<string, ClientOperation<AnyOperation>>();
for (const name of Object.keys(apiModules)) {
  const module = (await import(`../../client/src/api/${name}.ts`)) as Record<string, ClientOperation<AnyOperation>>;
  for (const copy of Object.values(module)) clientCopies.set(`${copy.method} ${copy.path}`, copy);
}

/** The JSON Schema the browser checks an operation's answer with. */
function answerSchema(operation: AnyOperation): AnswerSchema {
  const answer = clientCopies.get(`${operation.method} ${operation.path}`)?.answer;
  if (!answer) throw new Error(`no answer schema in the browser's copy for ${operation.method} ${operation.path}`);
  return answer;
}

const withExamples = apiOperations.filter((operation) => operation.success.schema && operation.example.answer);
const withAnswers = apiOperations.filter((operation) => operation.success.schema);

/** Same verdict as zod, and the same value when both accept. */
function agrees(operation: AnyOperation, value: unknown): void {
  const byZod = (operation.success.schema as z.ZodType).safeParse(value);
  let checked: { ok: true; value: unknown } | { ok: false };
  try {
    checked = { ok: true, value: checkAnswer(answerSchema(operation), value) };
  } catch (error) {
    if (!(error instanceof AnswerMismatchError)) throw error;
    checked = { ok: false };
  }
  expect(checked.ok, JSON.stringify(value)).toBe(byZod.success);
  if (checked.ok && byZod.success) expect(checked.value).toEqual(byZod.data);
}

describe('checkAnswer, the browser’s check of an answer against the JSON Schema of its zod schema', () => {
  it('accepts every example answer as zod does, leaving out keys the schema does not declare', () => {
    expect(withExamples.length).toBeGreaterThan(20);
    for (const operation of withExamples) {
      agrees(operation, operation.example.answer);
      agrees(operation, { ...(operation.example.answer as object), notInTheContract: 1 });
    }
  });

  it('refuses what zod refuses: a missing key, a wrong type, null where none is allowed', () => {
    for (const operation of withExamples) {
      const answer = operation.example.answer as Record<string, unknown>;
      for (const key of Object.keys(answer)) {
        const { [key]: _left, ...without } = answer;
        agrees(operation, without);
        agrees(operation, { ...answer, [key]: 'a text' });
        agrees(operation, { ...answer, [key]: null });
        agrees(operation, { ...answer, [key]: 1.5 });
      }
    }
  });

  it('agrees with zod on random values for every answer schema', () => {
    fc.assert(
      fc.property(fc.constantFrom(...withAnswers), fc.anything(), (operation, value) => agrees(operation, value)),
      { numRuns: 500 },
    );
  });

  it('agrees with zod on price answers that are nearly right (what the price card stores and reads back)', () => {
    const valid = {
      price: 77_861.63,
      change24h: 3.69,
      marketCap: 1_549_000_000_000,
      volume24h: null,
      lastUpdated: '2026-08-22T23:59:59.000Z',
      currency: 'usd',
      isFallback: true,
      message: 'Live prices are turned off.',
      cached: false,
    };
    /** Any value a field might hold: right or wrong type, odd numbers, absent. */
    const anyValue = fc.oneof(
      fc.double(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0, -0),
      fc.string(),
      fc.constantFrom('usd', 'eur', 'USD', ''),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.integer(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    );
    /** The valid answer with some fields replaced or removed, and sometimes extra keys. */
    const nearlyValid = fc
      .record({
        replaced: fc.dictionary(fc.constantFrom(...Object.keys(valid)), anyValue),
        removed: fc.subarray(Object.keys(valid)),
        extra: fc.dictionary(fc.string(), anyValue, { maxKeys: 2 }),
      })
      .map(({ replaced, removed, extra }) => {
        const body: Record<string, unknown> = { ...extra, ...valid, ...replaced };
        for (const key of removed) delete body[key];
        return body;
      });
    const price = apiOperations.find((operation) => operation.path === '/api/bitcoin/price')!;
    fc.assert(
      fc.property(fc.oneof(nearlyValid, anyValue), (input) => agrees(price, input)),
      { numRuns: 2000 },
    );
  });

  it('follows the named parts an answer refers to ($defs), and names a part it does not define', () => {
    const plans = apiOperations.find((operation) => operation.path === '/api/bitcoin/dca/plans')!;
    expect(Object.keys(answerSchema(plans).$defs ?? {})).toEqual(['DcaPlansResult', 'DcaPurchase', 'DcaResult']);
    const schema: AnswerSchema = {
      $ref: '#/$defs/Outer',
      $defs: {
        Outer: {
          type: 'object',
          properties: { inner: { $ref: '#/$defs/Inner' } },
          required: ['inner'],
          additionalProperties: false,
        },
        Inner: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'], additionalProperties: false },
      },
    };
    expect(checkAnswer(schema, { inner: { n: 1, left: 2 }, out: 3 })).toEqual({ inner: { n: 1 } });
    expect(() => checkAnswer(schema, { inner: { n: 'one' } })).toThrow(new AnswerMismatchError('.inner.n', 'a number'));
    expect(() => checkAnswer({ $ref: '#/$defs/Nowhere' }, {})).toThrow('#/$defs/Nowhere');
  });
});
