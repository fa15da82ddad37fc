import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferences } from '../db/schema';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('the learner’s language on the account (decision 063)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is null until chosen, then kept, returned by /me and stored', async () => {
    const learner = await registerUser(ctx.app);
    const auth = bearer(learner.token);
    const fresh = await request(ctx.app).get('/api/auth/me').set(auth);
    expect(fresh.body.user.preferences.language).toBeNull();

    const saved = await request(ctx.app).put('/api/auth/preferences').set(auth).send({ language: 'es' });
    expect(saved.status).toBe(200);
    expect(saved.body.user.preferences.language).toBe('es');

    const me = await request(ctx.app).get('/api/auth/me').set(auth);
    expect(me.body.user.preferences.language).toBe('es');
    const [row] = await ctx.database.db
      .select({ language: userPreferences.language })
      .from(userPreferences)
      .where(eq(userPreferences.userId, learner.user.id));
    expect(row?.language).toBe('es');

    const back = await request(ctx.app).put('/api/auth/preferences').set(auth).send({ language: 'en' });
    expect(back.body.user.preferences.language).toBe('en');
  });

  it('keeps the language the learner registered in', async () => {
    const learner = await registerUser(ctx.app, { language: 'es' });
    const me = await request(ctx.app).get('/api/auth/me').set(bearer(learner.token));
    expect(me.body.user.preferences.language).toBe('es');
  });

  it('answers 400 on a language Arkad does not speak, and keeps the one stored', async () => {
    const learner = await registerUser(ctx.app);
    const auth = bearer(learner.token);
    await request(ctx.app).put('/api/auth/preferences').set(auth).send({ language: 'es' });

    const res = await request(ctx.app).put('/api/auth/preferences').set(auth).send({ language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.language).toEqual(['Choose English or Spanish']);
    const me = await request(ctx.app).get('/api/auth/me').set(auth);
    expect(me.body.user.preferences.language).toBe('es');
  });
});
