/**
 * Checks an API answer against the JSON Schema generated from its zod schema (z.toJSONSchema, the
 * subset zod emits for our answers), without loading zod: the browser checks every answer this way
 * (client/src/api/ holds the generated schemas; the named parts of an answer are in its `$defs`,
 * referred to as `{ "$ref": "#/$defs/Name" }`). Like zod's parse, it returns a copy without the keys
 * an object does not declare, and throws on the first value that does not fit. It is the browser's
 * one check of a value against the contract (decision 057).
 */

type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface AnswerSchema {
  /** One type, or several (a nullable text is ['string', 'null']). */
  type?: JsonType | readonly JsonType[];
  properties?: Record<string, AnswerSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | AnswerSchema;
  propertyNames?: AnswerSchema;
  items?: AnswerSchema;
  anyOf?: readonly AnswerSchema[];
  oneOf?: readonly AnswerSchema[];
  allOf?: readonly AnswerSchema[];
  enum?: readonly unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** `#/$defs/Name`: the schema of that name in the answer's `$defs`. */
  $ref?: string;
  $defs?: Readonly<Record<string, AnswerSchema>>;
  [keyword: string]: unknown;
}

type Defs = Readonly<Record<string, AnswerSchema>>;

export class AnswerMismatchError extends Error {
  constructor(
    readonly where: string,
    readonly expected: string,
  ) {
    super(`The server's answer does not fit its contract at ${where || 'the top'}: expected ${expected}`);
    this.name = 'AnswerMismatchError';
  }
}

const patterns = new Map<string, RegExp>();
function matches(pattern: string, text: string): boolean {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, 'u');
    patterns.set(pattern, regex);
  }
  return regex.test(text);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkNumber(schema: AnswerSchema, value: number, where: string): void {
  if (!Number.isFinite(value)) throw new AnswerMismatchError(where, 'a finite number');
  if (schema.type === 'integer' && !Number.isInteger(value)) throw new AnswerMismatchError(where, 'an integer');
  if (schema.minimum !== undefined && value < schema.minimum)
    throw new AnswerMismatchError(where, `>= ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum)
    throw new AnswerMismatchError(where, `<= ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
    throw new AnswerMismatchError(where, `> ${schema.exclusiveMinimum}`);
  }
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
    throw new AnswerMismatchError(where, `< ${schema.exclusiveMaximum}`);
  }
}

function checkString(schema: AnswerSchema, value: string, where: string): void {
  if (schema.minLength !== undefined && value.length < schema.minLength)
    throw new AnswerMismatchError(where, 'a longer text');
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    throw new AnswerMismatchError(where, 'a shorter text');
  if (schema.pattern !== undefined && !matches(schema.pattern, value)) {
    throw new AnswerMismatchError(where, `text matching ${schema.pattern}`);
  }
}

function checkObject(schema: AnswerSchema, value: unknown, where: string, defs: Defs): Record<string, unknown> {
  if (!isObject(value)) throw new AnswerMismatchError(where, 'an object');
  const out: Record<string, unknown> = {};
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  for (const name of required) {
    if (!(name in value)) throw new AnswerMismatchError(`${where}.${name}`, 'a value');
  }
  for (const [name, property] of Object.entries(properties)) {
    if (!(name in value)) continue;
    // As zod does, an optional key given as undefined stays, undefined.
    out[name] =
      value[name] === undefined && !required.includes(name)
        ? undefined
        : check(property, value[name], `${where}.${name}`, defs);
  }
  const extra = schema.additionalProperties;
  if (typeof extra === 'object') {
    for (const [name, item] of Object.entries(value)) {
      if (name in properties) continue;
      if (schema.propertyNames) check(schema.propertyNames, name, `${where} key ${name}`, defs);
      out[name] = check(extra, item, `${where}.${name}`, defs);
    }
  }
  return out;
}

function checkArray(schema: AnswerSchema, value: unknown, where: string, defs: Defs): unknown[] {
  if (!Array.isArray(value)) throw new AnswerMismatchError(where, 'a list');
  if (schema.minItems !== undefined && value.length < schema.minItems)
    throw new AnswerMismatchError(where, 'more items');
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    throw new AnswerMismatchError(where, 'fewer items');
  const items = schema.items;
  return items ? value.map((item, index) => check(items, item, `${where}[${index}]`, defs)) : [...value];
}

function firstFitting(options: readonly AnswerSchema[], value: unknown, where: string, defs: Defs): unknown {
  for (const option of options) {
    try {
      return check(option, value, where, defs);
    } catch (error) {
      if (!(error instanceof AnswerMismatchError)) throw error;
    }
  }
  throw new AnswerMismatchError(where, 'one of the allowed shapes');
}

function checkPrimitive(schema: AnswerSchema, value: unknown, where: string): unknown {
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') throw new AnswerMismatchError(where, 'a text');
      checkString(schema, value, where);
      return value;
    case 'number':
    case 'integer':
      if (typeof value !== 'number') throw new AnswerMismatchError(where, 'a number');
      checkNumber(schema, value, where);
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw new AnswerMismatchError(where, 'true or false');
      return value;
    case 'null':
      if (value !== null) throw new AnswerMismatchError(where, 'null');
      return value;
    default:
      return value;
  }
}

function checkCombined(schema: AnswerSchema, value: unknown, where: string, defs: Defs): { value: unknown } | null {
  if (schema.anyOf) return { value: firstFitting(schema.anyOf, value, where, defs) };
  if (schema.oneOf) return { value: firstFitting(schema.oneOf, value, where, defs) };
  if (schema.allOf) {
    let result = value;
    for (const part of schema.allOf) result = check(part, result, where, defs);
    return { value: result };
  }
  if (Array.isArray(schema.type)) {
    const types: readonly JsonType[] = schema.type;
    return {
      value: firstFitting(
        types.map((type) => ({ ...schema, type })),
        value,
        where,
        defs,
      ),
    };
  }
  return null;
}

/** The schema a `$ref` names in the answer's `$defs` (a reference to nothing is a fault of the copy, not the answer). */
function referred(schema: AnswerSchema, defs: Defs): AnswerSchema {
  const name = schema.$ref?.startsWith('#/$defs/') ? schema.$ref.slice('#/$defs/'.length) : undefined;
  const target = name === undefined ? undefined : defs[name];
  if (!target) throw new Error(`The answer schema refers to ${schema.$ref}, which it does not define`);
  return target;
}

function check(schema: AnswerSchema, value: unknown, where: string, defs: Defs): unknown {
  if (schema.$ref !== undefined) return check(referred(schema, defs), value, where, defs);
  const combined = checkCombined(schema, value, where, defs);
  if (combined) return combined.value;
  if ('const' in schema && value !== schema.const) throw new AnswerMismatchError(where, JSON.stringify(schema.const));
  if (schema.enum && !schema.enum.includes(value))
    throw new AnswerMismatchError(where, `one of ${JSON.stringify(schema.enum)}`);
  if (schema.type === 'object') return checkObject(schema, value, where, defs);
  if (schema.type === 'array') return checkArray(schema, value, where, defs);
  return checkPrimitive(schema, value, where);
}

/** The value as the schema declares it (unknown object keys left out); throws AnswerMismatchError. */
export function checkAnswer(schema: AnswerSchema, value: unknown, where = ''): unknown {
  return check(schema, value, where, schema.$defs ?? {});
}
