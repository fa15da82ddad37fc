import { z } from 'zod';
import { defineOperation } from './operation';

const tag = 'Operations';

export const health = defineOperation({
  method: 'get',
  path: '/api/health',
  tag,
  summary: 'Liveness: the process answers (does not touch the database)',
  access: 'public',
  success: { status: 200, description: 'The process is up', schema: z.object({ status: z.literal('ok') }) },
  errors: [],
  example: { answer: { status: 'ok' } },
});

export const ready = defineOperation({
  method: 'get',
  path: '/api/ready',
  tag,
  summary: 'Readiness for load balancers: the database answers',
  access: 'public',
  noStore: true,
  success: { status: 200, description: 'Ready to serve', schema: z.object({ status: z.literal('ready') }) },
  errors: ['UNAVAILABLE'],
  example: { answer: { status: 'ready' } },
});

export const openApiDocument = defineOperation({
  method: 'get',
  path: '/api/openapi.json',
  tag,
  summary: 'This document',
  access: 'public',
  success: { status: 200, description: 'The OpenAPI 3.1 description of the API', contentType: 'application/json' },
  errors: [],
  example: {},
});

export const apiReferencePage = defineOperation({
  method: 'get',
  path: '/api/reference',
  tag,
  summary: 'A readable API reference page (development and test only)',
  access: 'public',
  success: { status: 200, description: 'HTML page generated from this document', contentType: 'text/html' },
  errors: ['NOT_FOUND'],
  example: {},
});
