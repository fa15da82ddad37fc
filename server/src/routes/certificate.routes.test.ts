import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateStatus, OwnCertificate, PublicCertificate } from '@shared/schemas/certificate';
import { certificates, users } from '../db/schema';
import { completeAllSteps, completeStep, takeExam } from '../test/learning-path';
import { expectErrorShape } from '../test/market-app';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';

// The certificate of completion (decisions 048 and 056): made after 8 of 8 and a passed final exam,
// public by an unguessable id, its page previews with an image, and a revoke makes the page and the
// image 404.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const html = '<!doctype html><html><head><title>Arkad</title></head><body><div id="root"></div></body></html>';

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let ctx: TestContext;
let clientDir: string;
let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'arkad-certificate-'));
  writeFileSync(path.join(clientDir, 'index.html'), html);
  ctx = await createTestContext({
    clientDir,
    env: { APP_URL: 'https://arkad.example', RATE_LIMIT_SHARE_IMAGE_ADDRESS: '3/1m' },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const status = async (token: string): Promise<CertificateStatus> => {
  const res = await request(ctx.app).get('/api/certificate').set(bearer(token));
  expect(res.status).toBe(200);
  return res.body as CertificateStatus;
};
const create = (token: string) => request(ctx.app).post('/api/certificate').set(bearer(token));
const publicPage = (id: string) => request(ctx.app).get(`/api/certificates/${id}`);
const image = (id: string, address = newAddress()) =>
  request(ctx.app).get(`/api/certificates/${id}/image.png`).set('X-Forwarded-For', address).buffer(true).parse(binary);

/** A learner with all 8 steps complete, the final exam passed and a certificate. */
async function certified(overrides: Record<string, unknown> = {}) {
  const learner = await registerUser(ctx.app, overrides);
  await completeAllSteps(ctx.app, learner.token);
  await takeExam(ctx.app, learner.token, 0);
  const res = await create(learner.token);
  expect(res.status).toBe(201);
  return { ...learner, certificate: res.body as OwnCertificate };
}

describe('the learner’s certificate', () => {
  it('needs a session', async () => {
    expect((await request(ctx.app).get('/api/certificate')).status).toBe(401);
    expect((await request(ctx.app).post('/api/certificate')).status).toBe(401);
    expect((await request(ctx.app).patch('/api/certificate').send({ showName: true })).status).toBe(401);
    expect((await request(ctx.app).delete('/api/certificate')).status).toBe(401);
  });

  it('can be made only once all 8 steps are complete and the final exam passed (409 before)', async () => {
    const { token, user } = await registerUser(ctx.app);
    const steps = Object.entries(completeStep);
    for (const [, complete] of steps.slice(0, 7)) await complete(ctx.app, token);
    expect(await status(token)).toEqual({
      eligible: false,
      pathComplete: false,
      examPassedOn: null,
      completedCount: 7,
      total: 8,
      certificate: null,
    });
    const refused = await create(token);
    expect(refused.status).toBe(409);
    expectErrorShape(refused.body, 'CONFLICT');
    expect(refused.body.error.message).toBe('Complete all 8 steps of the learning path first');
    expect(await ctx.database.db.select().from(certificates).where(eq(certificates.userId, user.id))).toEqual([]);

    await steps[7]?.[1](ctx.app, token);
    expect(await status(token)).toMatchObject({ eligible: false, pathComplete: true, examPassedOn: null });
    expect((await create(token)).body.error.message).toBe('Pass the final exam first');
    // A failed exam is not enough.
    await takeExam(ctx.app, token, 10);
    expect((await create(token)).status).toBe(409);

    // The exam's day is the day the path was completed; it is passed a day later here.
    ctx.clock.advance(24 * 60 * 60 * 1000);
    const { graded } = await takeExam(ctx.app, token, 0);
    const examDay = graded.answeredAt.slice(0, 10);
    expect(await status(token)).toMatchObject({ eligible: true, examPassedOn: examDay });
    ctx.clock.advance(2 * 24 * 60 * 60 * 1000);
    const made = await create(token);
    expect(made.status).toBe(201);
    const certificate = made.body as OwnCertificate;
    expect(certificate).toMatchObject({
      showName: false,
      examPassedOn: examDay,
      madeOn: ctx.clock.now().toISOString().slice(0, 10),
    });
    const shown = (await publicPage(certificate.id)).body as PublicCertificate;
    expect(shown).toMatchObject({ examPassedOn: examDay, madeOn: certificate.madeOn });
    expect((await status(token)).certificate).toEqual(certificate);
    // Asking again answers the same certificate.
    const again = await create(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(certificate);
  });

  it('has an unguessable id: 22 base64url characters (128 bits), a new one each time', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { certificate } = await certified();
      expect(certificate.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(certificate.id, 'base64url')).toHaveLength(16);
      ids.add(certificate.id);
    }
    expect(ids.size).toBe(3);
  });

  it('answers signed out: no name unless shown, the date and the 8 steps, no amount or email', async () => {
    const { token, certificate, input } = await certified({ firstName: 'Arkad', lastName: 'Scribe' });
    const res = await publicPage(certificate.id);
    expect(res.status).toBe(200);
    const shown = res.body as PublicCertificate;
    expect(shown).toMatchObject({
      id: certificate.id,
      name: null,
      examPassedOn: certificate.examPassedOn,
      madeOn: certificate.madeOn,
    });
    expect(shown.steps.map((step) => step.title)).toEqual([
      'Guide',
      'Glossary',
      'Strategies',
      'Strategy Wizard',
      'Compare',
      'DCA Calculator',
      'Build Your Treasury',
      'Security Assessment',
    ]);
    expect(shown.imagePath).toBe(`/api/certificates/${certificate.id}/image.png`);
    const text = JSON.stringify(res.body);
    for (const secret of [input.email, input.username, 'Arkad Scribe', '1000', '10.00', 'targetAmount', 'amount'])
      expect(text).not.toContain(secret);

    const opted = await request(ctx.app).patch('/api/certificate').set(bearer(token)).send({ showName: true });
    expect(opted.status).toBe(200);
    expect((opted.body as OwnCertificate).showName).toBe(true);
    expect(((await publicPage(certificate.id)).body as PublicCertificate).name).toBe('Arkad Scribe');
    await request(ctx.app).patch('/api/certificate').set(bearer(token)).send({ showName: false });
    expect(((await publicPage(certificate.id)).body as PublicCertificate).name).toBeNull();
  });

  it('refuses a bad setting and an unknown field', async () => {
    const { token } = await certified();
    const res = await request(ctx.app).patch('/api/certificate').set(bearer(token)).send({ showName: 'yes' });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'VALIDATION_FAILED');
    const extra = await request(ctx.app)
      .patch('/api/certificate')
      .set(bearer(token))
      .send({ showName: true, name: 'x' });
    expect(extra.status).toBe(400);
  });

  it('draws a 1200x630 PNG, revalidated by its ETag', async () => {
    const { certificate } = await certified();
    const res = await image(certificate.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
    const again = await request(ctx.app)
      .get(`/api/certificates/${certificate.id}/image.png`)
      .set('If-None-Match', String(res.headers.etag));
    expect(again.status).toBe(304);
  });

  it('limits the images drawn per address, like the share card', async () => {
    const { certificate } = await certified();
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await image(certificate.id, address)).status).toBe(200);
    const limited = await request(ctx.app)
      .get(`/api/certificates/${certificate.id}/image.png`)
      .set('X-Forwarded-For', address);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('puts Open Graph and Twitter tags on its page, pointing at the image; an unknown id is a 404 page', async () => {
    const { certificate } = await certified();
    const page = await request(ctx.app).get(`/certificate/${certificate.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `<meta property="og:image" content="https://arkad.example/api/certificates/${certificate.id}/image.png">`,
    );
    expect(page.text).toContain('<meta property="og:image:width" content="1200">');
    expect(page.text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page.text).toContain('<meta property="og:title" content="A learner completed the Arkad learning path">');
    // Its canonical URL, and what it certifies readable without JavaScript (decision 061).
    expect(page.text).toContain(`<link rel="canonical" href="https://arkad.example/certificate/${certificate.id}">`);
    expect(page.text).toMatch(/<body><noscript><main[^>]*><h1[^>]*>A learner completed the Arkad learning path<\/h1>/);

    const unknown = await request(ctx.app).get('/certificate/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain('og:image');
    expect((await request(ctx.app).get('/certificate/not-an-id')).status).toBe(404);
    expect((await publicPage('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await publicPage('short')).status).toBe(404);
  });

  it('escapes a shown name in the tags', async () => {
    const { token, certificate } = await certified({ firstName: '<b>"Ada"', lastName: "O'Brien" });
    await request(ctx.app).patch('/api/certificate').set(bearer(token)).send({ showName: true });
    const page = await request(ctx.app).get(`/certificate/${certificate.id}`);
    expect(page.text).toContain('content="&lt;b&gt;&quot;Ada&quot; O&#39;Brien completed the Arkad learning path"');
  });

  it('after a revoke, the page, its data and its image are 404; a new one gets a new id and the first dates', async () => {
    const { token, certificate } = await certified();
    const revoked = await request(ctx.app).delete('/api/certificate').set(bearer(token));
    expect(revoked.status).toBe(204);
    expect((await publicPage(certificate.id)).status).toBe(404);
    expectErrorShape((await publicPage(certificate.id)).body, 'NOT_FOUND');
    expect((await image(certificate.id)).status).toBe(404);
    expect((await request(ctx.app).get(`/certificate/${certificate.id}`)).status).toBe(404);
    expect((await status(token)).certificate).toBeNull();
    expect((await request(ctx.app).delete('/api/certificate').set(bearer(token))).status).toBe(404);
    expect((await request(ctx.app).patch('/api/certificate').set(bearer(token)).send({ showName: true })).status).toBe(
      404,
    );

    ctx.clock.advance(3 * 24 * 60 * 60 * 1000);
    const renewed = await create(token);
    expect(renewed.status).toBe(201);
    const second = renewed.body as OwnCertificate;
    expect(second.id).not.toBe(certificate.id);
    expect(second).toMatchObject({ madeOn: certificate.madeOn, examPassedOn: certificate.examPassedOn });
    expect((await publicPage(second.id)).status).toBe(200);
    expect((await publicPage(certificate.id)).status).toBe(404);
  });

  it('made before the final exam existed, stays and says so, and shows the exam’s day once it is passed', async () => {
    const { token, user } = await registerUser(ctx.app);
    await completeAllSteps(ctx.app, token);
    const madeAt = new Date('2026-11-28T09:00:00Z');
    await ctx.database.db
      .insert(certificates)
      .values({ userId: user.id, publicId: 'OldCertificate00000000', completedAt: madeAt, issuedAt: madeAt });
    expect(await status(token)).toMatchObject({
      eligible: false,
      examPassedOn: null,
      certificate: { id: 'OldCertificate00000000', examPassedOn: null, madeOn: '2026-11-28' },
    });
    expect(((await publicPage('OldCertificate00000000')).body as PublicCertificate).examPassedOn).toBeNull();
    const page = await request(ctx.app).get('/certificate/OldCertificate00000000');
    expect(page.text).toContain('Certificate made on November 28, 2026, before Arkad had a final exam');
    // Asking again answers the certificate it has.
    expect((await create(token)).status).toBe(200);

    const { graded } = await takeExam(ctx.app, token, 0);
    const shown = (await publicPage('OldCertificate00000000')).body as PublicCertificate;
    expect(shown).toMatchObject({ examPassedOn: graded.answeredAt.slice(0, 10), madeOn: '2026-11-28' });
    const after = await request(ctx.app).get('/certificate/OldCertificate00000000');
    expect(after.text).toContain(`Final exam passed on `);
  });

  it('is deleted with the account', async () => {
    const { user, certificate } = await certified();
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await ctx.database.db.select().from(certificates).where(eq(certificates.userId, user.id))).toEqual([]);
    expect((await publicPage(certificate.id)).status).toBe(404);
  });
});

describe('a certificate in Spanish (the link’s `lang`, else the Accept-Language)', () => {
  it('words its page’s tags in Spanish and points at the Spanish image, which is drawn', async () => {
    const { certificate } = await certified();
    const page = await request(ctx.app).get(`/certificate/${certificate.id}?lang=es`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `<meta property="og:image" content="https://arkad.example/api/certificates/${certificate.id}/image.png?lang=es">`,
    );
    expect(page.text).toContain(
      '<meta property="og:title" content="Una persona completó la ruta de aprendizaje de Arkad">',
    );
    // The exam's day by Intl in es-419: '7 de diciembre de 2026'.
    expect(page.text).toMatch(
      /<meta property="og:description" content="Examen final aprobado el \d{1,2} de [a-z]+ de \d{4}: los 8 pasos de la ruta de aprendizaje de Arkad/,
    );
    expect(page.text).toMatch(/<noscript><main[^>]*><h1[^>]*>Una persona completó la ruta/);
    expect(page.text).not.toMatch(/content="[^"]*\b(learner|completed|Final exam)\b/);

    const byHeader = await request(ctx.app).get(`/certificate/${certificate.id}`).set('Accept-Language', 'es-AR');
    expect(byHeader.text).toContain('Una persona completó la ruta de aprendizaje de Arkad');

    const en = await image(certificate.id);
    expect(en.status).toBe(200);
    const spanish = await request(ctx.app)
      .get(`/api/certificates/${certificate.id}/image.png?lang=es`)
      .set('X-Forwarded-For', newAddress())
      .buffer(true)
      .parse(binary);
    expect(spanish.status).toBe(200);
    expect(pngSize(spanish.body as Buffer)).toEqual({ width: 1200, height: 630 });
    expect((spanish.body as Buffer).equals(en.body as Buffer)).toBe(false);
    expect(spanish.headers.etag).not.toBe(en.headers.etag);
  });
});
