import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';
import { apiOperations } from './api-contract';
import { listRoutes } from './list-routes';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the API contract', () => {
  it('describes every /api route the app answers, and nothing it does not', () => {
    const mounted = listRoutes(ctx.app)
      .filter((route) => route.path.startsWith('/api/'))
      .map((route) => key(route.method, route.path));
    const described = apiOperations.map((operation) => key(operation.method, operation.path));
    expect(mounted.length).toBeGreaterThan(10);
    expect(mounted.filter((route) => !described.includes(route))).toEqual([]);
    expect(described.filter((route) => !mounted.includes(route))).toEqual([]);
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
    expect(register.responses['201'].content['application/json'].schema.properties).toHaveProperty('token');
    expect(register.responses['409'].content['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
    expect(res.body.paths['/api/usage/{feature}'].post.parameters).toEqual([
      expect.objectContaining({ name: 'feature', in: 'path', required: true }),
    ]);
    expect(res.body.paths['/api/usage/{feature}'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(res.body.components.schemas.ApiError.properties.error.required).toEqual(['code', 'message']);
  });

  it('documents answers that match what the routes really send', async () => {
    const { token, user } = await registerUser(ctx.app);
    const me = await request(ctx.app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    const meOperation = apiOperations.find((operation) => operation.path === '/api/auth/me')!;
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
