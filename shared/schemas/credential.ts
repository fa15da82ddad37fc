import { z } from 'zod';

/**
 * The certificate as an Open Badges 3.0 credential, a W3C Verifiable Credential (Data Model 2.0)
 * signed with an eddsa-jcs-2022 Data Integrity proof (decision 056). Loose objects: a credential
 * is kept byte for byte as signed, with whatever properties it carries.
 */

export const credentialMessages = {
  notFound: 'No certificate at this address',
  noExam: 'This certificate has no signed credential: its learner has not passed the final exam',
  verified: 'Verified: Arkad signed this credential and the certificate is live.',
  revoked: 'Signed by Arkad, but revoked: its holder has withdrawn this certificate.',
  badSignature: 'Not verified: this credential was changed after Arkad signed it, or Arkad did not sign it.',
  unknownKey: 'Not verified: it was not signed with this Arkad server’s key.',
  unsupported: 'Not verified: this is not an Arkad credential with an eddsa-jcs-2022 proof.',
} as const;

export const openBadgeCredentialSchema = z.looseObject({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  issuer: z.looseObject({ id: z.string(), type: z.array(z.string()), name: z.string() }),
  validFrom: z.string(),
  name: z.string(),
  credentialSubject: z.looseObject({ type: z.array(z.string()), achievement: z.looseObject({ id: z.string() }) }),
  proof: z.looseObject({
    type: z.string(),
    cryptosuite: z.string(),
    created: z.string(),
    verificationMethod: z.string(),
    proofPurpose: z.string(),
    proofValue: z.string(),
  }),
});
export type OpenBadgeCredential = z.infer<typeof openBadgeCredentialSchema>;

/** Anything a verifier is handed: a JSON object, at most 16 KB (the route's body limit). */
export const credentialToVerifySchema = z.record(z.string(), z.unknown(), {
  error: 'A credential is a JSON object',
});

export const credentialVerificationSchema = z.object({
  /** True only when the signature is Arkad's and the certificate is live. */
  verified: z.boolean(),
  signature: z.enum(['valid', 'invalid', 'unknown-key', 'unsupported']),
  /** Once the signature is valid: whether the certificate is still live or was revoked. */
  status: z.enum(['active', 'revoked']).nullable(),
  message: z.string(),
  /** What the signed credential says, once its signature is valid. */
  signed: z
    .object({
      certificateUrl: z.string(),
      name: z.string().nullable(),
      examPassedOn: z.iso.date(),
      signedAt: z.string(),
    })
    .nullable(),
});
export type CredentialVerification = z.infer<typeof credentialVerificationSchema>;

/** The issuer's DID document: its public key as a Multikey (also at /.well-known/did.json). */
export const didDocumentSchema = z.looseObject({
  '@context': z.array(z.string()),
  id: z.string(),
  verificationMethod: z.array(
    z.object({ id: z.string(), type: z.literal('Multikey'), controller: z.string(), publicKeyMultibase: z.string() }),
  ),
  assertionMethod: z.array(z.string()),
});
export type DidDocument = z.infer<typeof didDocumentSchema>;
