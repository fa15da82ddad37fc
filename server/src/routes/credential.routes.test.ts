import { createHash, createPublicKey, verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnCertificate } from '@shared/schemas/certificate';
import type { CredentialVerification, DidDocument, OpenBadgeCredential } from '@shared/schemas/credential';
import { base58Decode } from '../lib/data-integrity';
import { completeAllSteps, takeExam } from '../test/learning-path';
import { expectErrorShape } from '../test/market-app';
import { createTestContext, registerUser, type TestContext } from '../test/test-app';
import { certificates } from '../db/schema';

// The certificate as a signed Open Badges 3.0 credential (decision 056): downloaded, checked by an
// independent implementation of eddsa-jcs-2022, refused when changed by one byte, and shown revoked.

let ctx: TestContext;
let other: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { APP_URL: 'https://arkad.example' } });
  // A second instance on the same database: the same secret signs the same; another secret does not.
  other = await createTestContext({
    database: ctx.database,
    env: { APP_URL: 'https://arkad.example', CREDENTIAL_SIGNING_SECRET: 'another-instance-secret-of-40-characters!' },
  });
});
afterAll(async () => {
  await ctx.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function certified(overrides: Record<string, unknown> = {}) {
  const learner = await registerUser(ctx.app, overrides);
  await completeAllSteps(ctx.app, learner.token);
  const { graded } = await takeExam(ctx.app, learner.token, 0);
  const made = await request(ctx.app).post('/api/certificate').set(bearer(learner.token));
  expect(made.status).toBe(201);
  return { ...learner, certificate: made.body as OwnCertificate, examDay: graded.answeredAt.slice(0, 10) };
}

const download = (id: string) => request(ctx.app).get(`/api/certificates/${id}/credential`);
const check = async (credential: unknown, app = ctx.app) => {
  const res = await request(app)
    .post('/api/credentials/verify')
    .send(credential as object);
  expect(res.status).toBe(200);
  return res.body as CredentialVerification;
};

/** eddsa-jcs-2022 checked without Arkad's code: node:crypto, the JCS library, the published key. */
function independentlyValid(credential: OpenBadgeCredential, did: DidDocument): boolean {
  const { proof, ...document } = credential;
  const { proofValue, ...options } = proof;
  const method = did.verificationMethod.find((m) => m.id === options.verificationMethod);
  const raw = base58Decode(method?.publicKeyMultibase.slice(1) ?? '')?.subarray(2) ?? Buffer.alloc(0);
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
  const sha = (value: unknown) =>
    createHash('sha256')
      .update(canonicalize(value) ?? '')
      .digest();
  const signature = base58Decode(proofValue.slice(1)) ?? Buffer.alloc(0);
  return verify(null, Buffer.concat([sha(options), sha(document)]), key, signature);
}

describe('the certificate as a verifiable credential', () => {
  it('is an Open Badges 3.0 credential, signed by the key at /.well-known/did.json, sent as a download', async () => {
    const { certificate, examDay, input } = await certified();
    const res = await download(certificate.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="arkad-certificate-${certificate.id}.json"`);
    const credential = res.body as OpenBadgeCredential;
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: `https://arkad.example/certificate/${certificate.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'did:web:arkad.example', type: ['Profile'], name: 'Arkad', url: 'https://arkad.example' },
      validFrom: `${examDay}T00:00:00Z`,
      credentialSubject: {
        type: ['AchievementSubject'],
        activityEndDate: `${examDay}T00:00:00Z`,
        achievement: { type: ['Achievement'], achievementType: 'Certificate', name: 'Arkad learning path' },
      },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-jcs-2022',
        proofPurpose: 'assertionMethod',
      },
    });
    expect(credential.credentialSubject.achievement).toHaveProperty(
      'criteria.narrative',
      expect.stringContaining('Then the final exam: 24 questions drawn across the steps, 20 right answers pass.'),
    );
    // Nothing from the account but what the public page shows: no name unless shown, no email.
    expect(JSON.stringify(credential)).not.toMatch(new RegExp(`${input.email}|${input.username}|Ada|Lovelace`));

    const did = (await request(ctx.app).get('/.well-known/did.json')).body as DidDocument;
    expect(did.id).toBe('did:web:arkad.example');
    expect(did.assertionMethod).toEqual([credential.proof.verificationMethod]);
    expect((await request(ctx.app).get('/api/credentials/issuer')).body).toEqual(did);
    expect(independentlyValid(credential, did)).toBe(true);

    expect(await check(credential)).toEqual({
      verified: true,
      signature: 'valid',
      status: 'active',
      message: 'Verified: Arkad signed this credential and the certificate is live.',
      signed: {
        certificateUrl: credential.id,
        name: null,
        examPassedOn: examDay,
        signedAt: credential.proof.created,
      },
    });
  });

  it('carries the name only when the learner shows it', async () => {
    const { token, certificate } = await certified({ firstName: 'Arkad', lastName: 'Scribe' });
    await request(ctx.app).patch('/api/certificate').set(bearer(token)).send({ showName: true });
    const credential = (await download(certificate.id)).body as OpenBadgeCredential;
    expect(credential.credentialSubject).toHaveProperty('identifier', [
      { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Arkad Scribe' },
    ]);
    expect((await check(credential)).signed?.name).toBe('Arkad Scribe');
  });

  it('refuses a credential changed by one byte, anywhere, and one signed with another key', async () => {
    const { certificate } = await certified();
    const text = (await download(certificate.id)).text;
    const changeOneByte = (from: string, to: string) => {
      const at = text.indexOf(from);
      expect(at).toBeGreaterThan(-1);
      return JSON.parse(`${text.slice(0, at)}${to}${text.slice(at + from.length)}`) as unknown;
    };
    const refused = {
      verified: false,
      signature: 'invalid',
      status: null,
      message: 'Not verified: this credential was changed after Arkad signed it, or Arkad did not sign it.',
      signed: null,
    };
    const day = /"validFrom":"(\d{4}-\d{2}-)(\d)/.exec(text);
    expect(day).not.toBeNull();
    const changedDigit = String((Number(day?.[2]) + 1) % 10);
    expect(await check(changeOneByte(day?.[0] ?? '', `"validFrom":"${day?.[1]}${changedDigit}`))).toEqual(refused);
    expect(await check(changeOneByte('"name":"Arkad"', '"name":"Arkas"'))).toEqual(refused);
    const proofValue = /"proofValue":"z(.)/.exec(text);
    const letter = proofValue?.[1] === 'A' ? 'B' : 'A';
    expect(await check(changeOneByte(proofValue?.[0] ?? '', `"proofValue":"z${letter}`))).toEqual(refused);

    // Another instance with another secret neither trusts it nor is trusted.
    const foreign = (await request(other.app).get(`/api/certificates/${certificate.id}/credential`)).body as object;
    expect(await check(foreign)).toMatchObject({ verified: false, signature: 'unknown-key' });
    expect(await check(JSON.parse(text) as object, other.app)).toMatchObject({
      verified: false,
      signature: 'unknown-key',
    });
  });

  it('answers bad input with 400 or 413, and something that is not a credential as unsupported', async () => {
    const notObject = await request(ctx.app).post('/api/credentials/verify').send([1, 2]);
    expect(notObject.status).toBe(400);
    expectErrorShape(notObject.body, 'VALIDATION_FAILED');
    const broken = await request(ctx.app)
      .post('/api/credentials/verify')
      .set('Content-Type', 'application/json')
      .send('{"id": ');
    expect(broken.status).toBe(400);
    const huge = await request(ctx.app)
      .post('/api/credentials/verify')
      .send({ padding: 'x'.repeat(17 * 1024) });
    expect(huge.status).toBe(413);
    expect(await check({ hello: 'world' })).toMatchObject({
      verified: false,
      signature: 'unsupported',
      message: 'Not verified: this is not an Arkad credential with an eddsa-jcs-2022 proof.',
    });
  });

  it('shows a revoke: the credential still bears Arkad’s signature but is revoked, and is no longer issued', async () => {
    const { token, certificate } = await certified();
    const credential = (await download(certificate.id)).body as OpenBadgeCredential;
    expect((await request(ctx.app).delete('/api/certificate').set(bearer(token))).status).toBe(204);
    expect(await check(credential)).toMatchObject({
      verified: false,
      signature: 'valid',
      status: 'revoked',
      message: 'Signed by Arkad, but revoked: its holder has withdrawn this certificate.',
    });
    const gone = await download(certificate.id);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('No certificate at this address');
  });

  it('is not issued for a certificate made before the final exam, until the exam is passed', async () => {
    const { token, user } = await registerUser(ctx.app);
    await completeAllSteps(ctx.app, token);
    const at = new Date('2026-11-28T09:00:00Z');
    await ctx.database.db
      .insert(certificates)
      .values({ userId: user.id, publicId: 'CredentialOld000000000', completedAt: at, issuedAt: at });
    const refused = await download('CredentialOld000000000');
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(
      'This certificate has no signed credential: its learner has not passed the final exam',
    );
    await takeExam(ctx.app, token, 0);
    expect((await download('CredentialOld000000000')).status).toBe(200);
  });

  it('says whether a credential verifies in the reader’s language (Accept-Language), the codes unchanged', async () => {
    const { certificate } = await certified();
    const credential = (await download(certificate.id)).body as object;
    const res = await request(ctx.app)
      .post('/api/credentials/verify')
      .set('Accept-Language', 'es-MX,es;q=0.9')
      .send(credential);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      verified: true,
      signature: 'valid',
      status: 'active',
      message: 'Verificado: Arkad firmó esta credencial y el certificado está vigente.',
    });
    const forged = await request(ctx.app)
      .post('/api/credentials/verify')
      .set('Accept-Language', 'es')
      .send({ ...credential, validFrom: '2020-01-01T00:00:00Z' });
    expect(forged.body).toMatchObject({ verified: false, signature: 'invalid' });
    expect(forged.body.message).toMatch(/^No verificado: /);
  });
});
