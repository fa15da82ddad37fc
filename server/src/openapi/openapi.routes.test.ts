import request from 'supertest';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';
import { apiOperations } from '@shared/api';
import { defineOperation, pathParameterNames } from '@shared/api/operation';
import { registeredOperations } from '../app';
import { createApiRouter } from '../http/api-router';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the API contract', () => {
  it('registers every declared operation once, and nothing that is not declared', () => {
    const registered = registeredOperations(ctx.app);
    expect(registered.length).toBeGreaterThan(10);
    expect(
      registered.filter((operation) => !apiOperations.includes(operation)).map((o) => key(o.method, o.path)),
    ).toEqual([]);
    expect(
      apiOperations.filter((operation) => !registered.includes(operation)).map((o) => key(o.method, o.path)),
    ).toEqual([]);
    const keys = apiOperations.map((operation) => key(operation.method, operation.path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fails the check above for a route that is registered without a declaration in shared/api', () => {
    const registry = [...registeredOperations(ctx.app)];
    const stray = defineOperation({
      method: 'get',
      path: '/api/stray',
      tag: 'Operations',
      summary: 'Not declared in shared/api',
      access: 'public',
      success: { status: 204, description: 'Nothing' },
      errors: [],
      example: {},
    });
    const router = createApiRouter({
      auth: ctx.services.auth,
      admin: ctx.services.admin,
      checkAnswers: true,
      registry,
    });
    router.handle(stray, () => undefined);
    expect(registry.filter((operation) => !apiOperations.includes(operation))).toEqual([stray]);
    expect(() => router.handle(stray, () => undefined)).toThrow('registered twice');
  });

  it("runs every operation's example through its schemas, and declares an example for every input", () => {
    for (const operation of apiOperations) {
      const name = key(operation.method, operation.path);
      const { example } = operation;
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = operation[part];
        if (!schema) {
          expect(example[part], `${name}: an example ${part} without a schema`).toBeUndefined();
          continue;
        }
        expect(example[part], `${name}: no example ${part}`).toBeDefined();
        const parsed = schema.safeParse(example[part]);
        expect(parsed.success, `${name} ${part}: ${parsed.error?.message}`).toBe(true);
      }
      if (example.answer !== undefined) {
        const parsed = operation.success.schema!.safeParse(example.answer);
        expect(parsed.success, `${name} answer: ${parsed.error?.message}`).toBe(true);
      }
      const declared = operation.params instanceof z.ZodObject ? Object.keys(operation.params.shape) : [];
      expect(declared.sort(), `${name}: path parameters`).toEqual(pathParameterNames(operation.path).sort());
    }
  });

  it('serves an OpenAPI 3.1 document with every operation, its schemas and the error shape', async () => {
    const res = await request(ctx.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    const register = res.body.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password', 'firstName', 'lastName']),
    );
    // No session: the same answer whether or not the email has an account (decision 058).
    expect(register.responses['202'].content['application/json'].schema.properties).not.toHaveProperty('token');
    expect(register.responses['409'].content['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
    expect(res.body.paths['/api/usage/{feature}'].post.parameters).toEqual([
      expect.objectContaining({ name: 'feature', in: 'path', required: true }),
    ]);
    expect(res.body.paths['/api/usage/{feature}'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(res.body.components.schemas.ApiError.properties.error.required).toEqual(['code', 'message']);
    const benchmarks = res.body.paths['/api/benchmarks/monthly'].get;
    expect(benchmarks.responses['200'].content['application/json'].schema.properties.months.items.required).toEqual([
      'month',
      'sp500TotalReturn',
      'goldUsd',
      'cpiUs',
    ]);
  });

  it('documents the step-up, the starting stack and several plans with their bounds', async () => {
    const res = await request(ctx.app).get('/api/openapi.json');
    const dca = res.body.paths['/api/bitcoin/dca'].post.requestBody.content['application/json'].schema;
    expect(dca.properties.stepUpPercent).toMatchObject({ type: 'number', minimum: 0, maximum: 100, default: 0 });
    expect(dca.properties.startingBtc).toMatchObject({ type: 'number', minimum: 0, maximum: 21_000_000, default: 0 });
    expect(dca.properties.startingCost).toMatchObject({ type: 'number', default: 0 });
    const plans = res.body.paths['/api/bitcoin/dca/plans'].post;
    const body = plans.requestBody.content['application/json'].schema;
    expect(body.properties.plans).toMatchObject({ type: 'array', minItems: 1, maxItems: 3 });
    expect(Object.keys(body.properties.plans.items.properties)).toEqual(
      expect.arrayContaining(['amount', 'frequency', 'stepUpPercent', 'startingBtc', 'startingCost']),
    );
    expect(body.properties.plans.items.properties).not.toHaveProperty('currency');
    const result = plans.responses['200'].content['application/json'].schema;
    expect(result.properties.plans.items.properties).toHaveProperty('contributions');
  });

  it('documents answers that match what the routes really send', async () => {
    const { token, user } = await registerUser(ctx.app);
    const me = await request(ctx.app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    const meOperation = apiOperations.find((operation) => operation.path === '/api/auth/me')!;
    expect(meOperation.success.schema).toBeDefined();
    expect(meOperation.success.schema!.safeParse(me.body).success).toBe(true);
    expect(me.body.user.id).toBe(user.id);

    for (const path of [
      '/api/usage',
      '/api/subscription/status',
      '/api/subscription/early-adopter',
      '/api/subscription/plans',
    ]) {
      const res = await request(ctx.app).get(path).set('Authorization', `Bearer ${token}`);
      const operation = apiOperations.find((candidate) => candidate.path === path && candidate.method === 'get')!;
      expect(operation.success.schema!.safeParse(res.body).success, path).toBe(true);
    }
    const checkout = await request(ctx.app)
      .post('/api/subscription/create-checkout')
      .set('Authorization', `Bearer ${token}`)
      .send({ tier: 'scholar' });
    const checkoutOperation = apiOperations.find(
      (operation) => operation.path === '/api/subscription/create-checkout',
    )!;
    expect(checkoutOperation.success.schema!.safeParse(checkout.body).success).toBe(true);
  });

  it('serves a readable reference page outside production', async () => {
    const res = await request(ctx.app).get('/api/reference');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('POST /api/auth/register');
    expect(res.text).not.toContain('<script');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  });
});
