import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerMismatchError, checkAnswer, type AnswerSchema } from './answer-check';
import { apiOperations } from './index';

const answerSchema = (schema: z.ZodType): AnswerSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' });
  return rest as AnswerSchema;
};

const withExamples = apiOperations.filter((operation) => operation.success.schema && operation.example.answer);

/** Same verdict as zod, and the same value when both accept. */
function agrees(schema: z.ZodType, value: unknown): void {
  const byZod = schema.safeParse(value);
  let checked: { ok: true; value: unknown } | { ok: false };
  try {
    checked = { ok: true, value: checkAnswer(answerSchema(schema), value) };
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
      const schema = operation.success.schema!;
      agrees(schema, operation.example.answer);
      agrees(schema, { ...(operation.example.answer as object), notInTheContract: 1 });
    }
  });

  it('refuses what zod refuses: a missing key, a wrong type, null where none is allowed', () => {
    for (const operation of withExamples) {
      const schema = operation.success.schema!;
      const answer = operation.example.answer as Record<string, unknown>;
      for (const key of Object.keys(answer)) {
        const { [key]: _left, ...without } = answer;
        agrees(schema, without);
        agrees(schema, { ...answer, [key]: 'a text' });
        agrees(schema, { ...answer, [key]: null });
        agrees(schema, { ...answer, [key]: 1.5 });
      }
    }
  });

  it('agrees with zod on random values for every answer schema', () => {
    const schemas = apiOperations.flatMap((operation) => (operation.success.schema ? [operation.success.schema] : []));
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.anything(), (schema, value) => agrees(schema, value)),
      { numRuns: 500 },
    );
  });
});
