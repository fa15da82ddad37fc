import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, type TestContext } from './test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('API answers over 1 KB', () => {
  it('go out compressed to a client that accepts it, and as they are to one that names no encoding', async () => {
    const { token } = await registerUser(ctx.app);
    const scorecard = (acceptEncoding: string) =>
      request(ctx.app)
        .get('/api/progress/seven-cures')
        .set('Authorization', `Bearer ${token}`)
        .set('Accept-Encoding', acceptEncoding);
    const compressed = await scorecard('gzip');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await scorecard('');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1024);
    expect(plain.body).toEqual(compressed.body);
  });
});
