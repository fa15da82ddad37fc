import type { AnswerSchema } from './answer-check';
import type { Access, AnyOperation, HttpMethod } from './operation';

/**
 * What the browser needs of an operation, without zod: its method, path and access, and the JSON
 * Schema of its answer (generated from the operation's zod schema), typed by the operation itself.
 * client/src/api/ holds one for every operation (generated: `npm run api:client`).
 */
export interface ClientOperation<O extends AnyOperation> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  /** The answer's JSON Schema; absent when the answer is empty (204) or not JSON. */
  readonly answer?: AnswerSchema;
  /** Carries the operation's type only (never set). */
  readonly __operation?: O;
}

export function clientOperation<O extends AnyOperation>(
  spec: Omit<ClientOperation<O>, '__operation'>,
): ClientOperation<O> {
  return Object.freeze(spec);
}
