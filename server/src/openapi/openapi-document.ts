import { z } from 'zod';
import { errorStatusByCode, type ErrorCode } from '@shared/api-error';
import { apiOperations } from '@shared/api';
import { apiErrorBodySchema } from '@shared/api/error-body';
import { successStatuses, type AnyOperation } from '@shared/api/operation';
import { apiTags } from '@shared/api/tags';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

/**
 * A record keyed by an enum (every key present, as zod checks it) as an object with each key a
 * property: zod writes it with `propertyNames` and a `required` list that `properties` does not
 * define, which OpenAPI tools read as keys that are not described.
 */
function enumRecordAsObject({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) {
  if (zodSchema._zod.def.type !== 'record') return;
  const keys = (jsonSchema.propertyNames as { enum?: unknown } | undefined)?.enum;
  const value = jsonSchema.additionalProperties;
  if (!Array.isArray(jsonSchema.required) || !Array.isArray(keys) || typeof value !== 'object') return;
  jsonSchema.properties = Object.fromEntries(keys.map((key) => [String(key), value]));
  jsonSchema.additionalProperties = false;
  delete jsonSchema.propertyNames;
}

/** Requests are described as clients write them (before defaults and transforms), answers as sent. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: enumRecordAsObject,
  });
  return rest;
}

/** `/api/usage/:feature` → `/api/usage/{feature}` */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(operation: AnyOperation): unknown[] {
  const list: unknown[] = [];
  for (const [where, shape] of [
    ['path', operation.params],
    ['query', operation.query],
  ] as const) {
    if (!shape) continue;
    const objectSchema = jsonSchema(shape, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(objectSchema.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (objectSchema.required ?? []).includes(name),
        schema,
      });
    }
  }
  return list;
}

const errorDescriptions: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Bad input; `fields` names each field with its messages',
  UNAUTHENTICATED: 'Missing, expired or revoked token, or wrong credentials',
  PAYMENT_REQUIRED: "This month's free allowance is used up",
  NOT_FOUND: 'No such resource',
  CONFLICT: 'Already taken, or not possible in the current state (e.g. already subscribed)',
  ENTRY_LIMIT: 'The account holds the most entries allowed (docs/limits.md); remove some first',
  PAYLOAD_TOO_LARGE: 'The body is too large',
  RATE_LIMITED: 'Too many attempts; see Retry-After',
  INTERNAL: 'Unexpected server fault (logged with the requestId)',
  UNAVAILABLE:
    'A dependency (the database, Stripe) is unavailable, or a feature is turned off (billing, the admin dashboard); the message says which',
};

function securityOf(operation: AnyOperation): { security: Record<string, never[]>[] } {
  switch (operation.access) {
    case 'signed-in':
      return { security: [{ bearerAuth: [] }] };
    case 'optional-sign-in':
      return { security: [{}, { bearerAuth: [] }] };
    case 'admin':
      return { security: [{ adminToken: [] }] };
    case 'admin-or-password':
      return { security: [{ adminToken: [] }, { adminPassword: [] }] };
    case 'public':
      // No credentials needed, said explicitly.
      return { security: [] };
  }
}

function operationObject(operation: AnyOperation): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  const { success } = operation;
  for (const status of successStatuses(operation)) {
    responses[String(status)] = {
      description: success.description,
      ...(success.schema
        ? { content: { 'application/json': { schema: jsonSchema(success.schema, 'output') } } }
        : success.contentType
          ? { content: { [success.contentType]: {} } }
          : {}),
    };
  }
  const codes = new Set<ErrorCode>([...operation.errors, 'INTERNAL']);
  if (operation.body || operation.query || operation.params) codes.add('VALIDATION_FAILED');
  for (const code of codes) {
    const status = String(errorStatusByCode[code]);
    const previous = responses[status] as { description: string } | undefined;
    responses[status] = {
      description: previous
        ? `${previous.description}; ${errorDescriptions[code]}`
        : `${code}: ${errorDescriptions[code]}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return {
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    operationId: `${operation.method}${openApiPath(operation.path)
      .replace(/^\/api/, '')
      .split(/[/{}-]+/)
      .filter(Boolean)
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join('')}`,
    ...securityOf(operation),
    parameters: parameters(operation),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchema(operation.body, 'input'),
                ...(operation.example.body === undefined ? {} : { example: operation.example.body }),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document for every route in `apiOperations`, generated from the shared zod schemas. */
export function buildOpenApiDocument(operations: readonly AnyOperation[] = apiOperations): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Arkad API',
      version: '1',
      description:
        'The REST API behind Arkad. Every non-2xx answer has the shape `{ "error": { "code", "message", "fields"?, "requestId" } }`.',
      // Arkad's code and this API are published under no licence (SPDX's form for a licence of one's own).
      license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({
      name,
      description: apiTags[name],
    })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output') },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The admin token from POST /api/admin/login',
        },
        adminPassword: { type: 'apiKey', in: 'header', name: 'x-admin-password' },
      },
    },
  };
}
