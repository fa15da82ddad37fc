import {
  credentialMessages,
  credentialToVerifySchema,
  credentialVerificationSchema,
  didDocumentSchema,
  type DidDocument,
  type OpenBadgeCredential,
} from '../schemas/credential';
import { defineOperation } from './operation';

// Certificates as signed Open Badges 3.0 credentials (decision 056): checked by anyone, with the
// key Arkad publishes.

const tag = 'Certificate';

const did = 'did:web:arkad.example';
const key = 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2';
export const exampleDidDocument: DidDocument = {
  '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
  id: did,
  verificationMethod: [{ id: `${did}#${key}`, type: 'Multikey', controller: did, publicKeyMultibase: key }],
  assertionMethod: [`${did}#${key}`],
};

export const exampleCredential: OpenBadgeCredential = {
  '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
  id: 'https://arkad.example/certificate/q9XbW3n5T0yZk1Lr8cVd2A',
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: { id: did, type: ['Profile'], name: 'Arkad', url: 'https://arkad.example' },
  validFrom: '2026-11-27T00:00:00Z',
  name: 'Arkad learning path: certificate of completion',
  credentialSubject: {
    type: ['AchievementSubject'],
    activityEndDate: '2026-11-27T00:00:00Z',
    achievement: {
      id: 'urn:uuid:8f6d3c52-4b1e-4f0a-9d57-2c1e7a9b3f40',
      type: ['Achievement'],
      achievementType: 'Certificate',
      name: 'Arkad learning path',
      description: 'The 8 steps of Arkad’s learning path and its final exam.',
      criteria: { narrative: 'Complete the 8 steps, then pass the final exam.' },
    },
  },
  proof: {
    type: 'DataIntegrityProof',
    cryptosuite: 'eddsa-jcs-2022',
    created: '2026-11-28T09:30:00Z',
    verificationMethod: `${did}#${key}`,
    proofPurpose: 'assertionMethod',
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    proofValue: 'z63t83Y53KfzJ5ZosfKTnqfMcKB2dmTrfjSaQjeNNjAD5srBowQfmWqeRb8rRjmeEuCBEsddF9LsVogtuTsijJKh4',
  },
};

export const verifyCredential = defineOperation({
  method: 'post',
  path: '/api/credentials/verify',
  tag,
  summary: 'Check a certificate credential: Arkad’s signature, then whether it was revoked',
  description:
    'The body is the credential file as downloaded (any JSON object, at most 16 KB). The eddsa-jcs-2022 proof is checked against the key of /.well-known/did.json; a credential changed by one byte answers verified: false. A valid signature then reads the certificate: live (active) or withdrawn by its holder, or gone with the account (revoked).',
  access: 'public',
  noStore: true,
  body: credentialToVerifySchema,
  bodyLimit: '16kb',
  success: { status: 200, description: 'The verification', schema: credentialVerificationSchema },
  errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE'],
  example: {
    body: exampleCredential,
    answer: {
      verified: true,
      signature: 'valid',
      status: 'active',
      message: credentialMessages.verified,
      signed: {
        certificateUrl: exampleCredential.id,
        name: null,
        examPassedOn: '2026-11-27',
        signedAt: '2026-11-28T09:30:00Z',
      },
    },
  },
});

export const getCredentialIssuer = defineOperation({
  method: 'get',
  path: '/api/credentials/issuer',
  tag,
  summary: 'The issuer’s DID document: the public key credentials are signed with',
  description:
    'The same document is served at /.well-known/did.json, where a did:web resolver looks for it (the issuer is did:web:{host}).',
  access: 'public',
  success: { status: 200, description: 'The DID document', schema: didDocumentSchema },
  errors: [],
  example: { answer: exampleDidDocument },
});
