import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  addProof,
  base58Decode,
  base58Encode,
  ed25519FromSeed,
  publicKeyFromMultibase,
  publicKeyMultibase,
  verifyProof,
} from './data-integrity';

// The eddsa-jcs-2022 test vector of the W3C's Data Integrity EdDSA Cryptosuites v1.0 (its key
// pair and signed credential, TestVectors/eddsa-jcs-2022 in w3c/vc-di-eddsa): an implementation
// that reproduces its proofValue signs as any other conformant one does.
const VECTOR_SECRET_KEY = 'z3u2en7t5LR2WtQH5PfFqMqwVHBeXouLzo6haApm8XHqvjxq';
const VECTOR_PUBLIC_KEY = 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2';
const vectorContext = ['https://www.w3.org/ns/credentials/v2', 'https://www.w3.org/ns/credentials/examples/v2'];
const vectorDocument = {
  '@context': vectorContext,
  id: 'urn:uuid:58172aac-d8ba-11ed-83dd-0b3aef56cc33',
  type: ['VerifiableCredential', 'AlumniCredential'],
  name: 'Alumni Credential',
  description: 'A minimum viable example of an Alumni Credential.',
  issuer: 'https://vc.example/issuers/5678',
  validFrom: '2023-01-01T00:00:00Z',
  credentialSubject: { id: 'did:example:abcdefgh', alumniOf: 'The School of Examples' },
};
const vectorMethod = `https://vc.example/issuers/5678#${VECTOR_PUBLIC_KEY}`;
const VECTOR_PROOF_VALUE = 'z63t83Y53KfzJ5ZosfKTnqfMcKB2dmTrfjSaQjeNNjAD5srBowQfmWqeRb8rRjmeEuCBEsddF9LsVogtuTsijJKh4';

function vectorKeys() {
  // privateKeyMultibase: 'z' + base58btc of the multicodec header 0x80 0x26 and the 32-byte seed.
  const bytes = base58Decode(VECTOR_SECRET_KEY.slice(1));
  expect(bytes?.subarray(0, 2)).toEqual(Buffer.from([0x80, 0x26]));
  return ed25519FromSeed(bytes?.subarray(2) ?? Buffer.alloc(32));
}

describe('base58', () => {
  it('round-trips bytes, leading zeros included, and refuses characters outside the alphabet', () => {
    expect(base58Encode(Buffer.from('hello world'))).toBe('StV1DL6CwTryKyV');
    expect(base58Encode(Buffer.from([0, 0, 1]))).toBe('112');
    for (let i = 0; i < 50; i++) {
      const bytes = randomBytes(i % 40);
      expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
    }
    expect(base58Decode('0OIl')).toBeNull();
  });
});

describe('eddsa-jcs-2022', () => {
  it('reproduces the W3C test vector: the public key and the proof', () => {
    const { privateKey, publicKey } = vectorKeys();
    expect(publicKeyMultibase(publicKey)).toBe(VECTOR_PUBLIC_KEY);
    const signed = addProof(
      vectorDocument,
      { verificationMethod: vectorMethod, created: '2023-02-24T23:36:38Z' },
      privateKey,
    );
    expect(signed.proof).toEqual({
      type: 'DataIntegrityProof',
      cryptosuite: 'eddsa-jcs-2022',
      created: '2023-02-24T23:36:38Z',
      verificationMethod: vectorMethod,
      proofPurpose: 'assertionMethod',
      '@context': vectorContext,
      proofValue: VECTOR_PROOF_VALUE,
    });
  });

  it('verifies the vector with the key read from its multibase, whatever the key order', () => {
    const key = publicKeyFromMultibase(VECTOR_PUBLIC_KEY);
    const signed = addProof(
      vectorDocument,
      { verificationMethod: vectorMethod, created: '2023-02-24T23:36:38Z' },
      vectorKeys().privateKey,
    );
    const reordered = JSON.parse(JSON.stringify({ proof: signed.proof, ...vectorDocument })) as Record<string, unknown>;
    expect(verifyProof(reordered, (method) => (method === vectorMethod ? key : null))).toEqual({
      valid: true,
      verificationMethod: vectorMethod,
      created: '2023-02-24T23:36:38Z',
    });
  });

  it('refuses a changed document, a changed proof, another key, and no proof', () => {
    const { privateKey, publicKey } = vectorKeys();
    const keyFor = (method: string) => (method === vectorMethod ? publicKey : null);
    const signed = addProof(
      vectorDocument,
      { verificationMethod: vectorMethod, created: '2023-02-24T23:36:38Z' },
      privateKey,
    );
    const bad = { valid: false, reason: 'bad-signature' };
    expect(verifyProof({ ...signed, name: 'Alumni Credential!' }, keyFor)).toEqual(bad);
    expect(verifyProof({ ...signed, proof: { ...signed.proof, created: '2024-02-24T23:36:38Z' } }, keyFor)).toEqual(
      bad,
    );
    const value = String(signed.proof.proofValue);
    const flipped = `${value.slice(0, 10)}${value[10] === 'a' ? 'b' : 'a'}${value.slice(11)}`;
    expect(verifyProof({ ...signed, proof: { ...signed.proof, proofValue: flipped } }, keyFor)).toEqual(bad);
    const other = ed25519FromSeed(randomBytes(32));
    const forged = addProof(
      vectorDocument,
      { verificationMethod: vectorMethod, created: '2023-02-24T23:36:38Z' },
      other.privateKey,
    );
    expect(verifyProof(forged, keyFor)).toEqual(bad);
    expect(verifyProof(signed, () => null)).toEqual({ valid: false, reason: 'unknown-key' });
    expect(verifyProof(vectorDocument, keyFor)).toEqual({ valid: false, reason: 'no-proof' });
    expect(verifyProof({ ...signed, proof: { ...signed.proof, cryptosuite: 'eddsa-rdfc-2022' } }, keyFor)).toEqual({
      valid: false,
      reason: 'unsupported',
    });
  });
});
