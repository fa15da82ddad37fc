import { hkdfSync, type KeyObject } from 'node:crypto';
import { progressSteps, stepRules, stepTitles } from '@shared/domain/learning-progress';
import { EXAM_LENGTH, EXAM_PASS_MARK } from '@shared/domain/exam-rules';
import { CERTIFICATE_ID_PATTERN, type PublicCertificate } from '@shared/schemas/certificate';
import {
  credentialMessages,
  openBadgeCredentialSchema,
  type CredentialVerification,
  type DidDocument,
  type OpenBadgeCredential,
} from '@shared/schemas/credential';
import { addProof, ed25519FromSeed, publicKeyMultibase, verifyProof } from '../lib/data-integrity';
import type { CertificateService } from './certificate.service';

export interface CredentialServiceDeps {
  certificates: Pick<CertificateService, 'findPublic'>;
  /** The public address of the app (APP_URL): the issuer is did:web of its host. */
  appUrl: string;
  /** CREDENTIAL_SIGNING_SECRET: the Ed25519 key is derived from it. */
  secret: string;
  now: () => Date;
}

const CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];
/** The achievement every Arkad certificate stands for: a fixed id, so badge wallets group them. */
const ACHIEVEMENT_ID = 'urn:uuid:8f6d3c52-4b1e-4f0a-9d57-2c1e7a9b3f40';

/** did:web of the app's host (a port is written %3A, as did:web asks). */
export function issuerDid(appUrl: string): string {
  return `did:web:${encodeURIComponent(new URL(appUrl).host)}`;
}

/** An instant as an XML Schema dateTime in UTC, to the second: '2026-12-01T10:00:00Z'. */
const dateTime = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

const criteria = [
  ...progressSteps.map((step, index) => `${index + 1}. ${stepTitles[step]}: ${stepRules[index]?.rule ?? ''}.`),
  `Then the final exam: ${EXAM_LENGTH} questions drawn across the steps, ${EXAM_PASS_MARK} right answers pass.`,
].join(' ');

/**
 * The certificate of completion as an Open Badges 3.0 credential (decision 056): a W3C Verifiable
 * Credential whose eddsa-jcs-2022 proof is made with an Ed25519 key derived from the server's
 * secret; its public key is the issuer's DID document (did:web, /.well-known/did.json). Verifying
 * checks the signature, then whether the certificate is still live: a revoked one has forgotten its
 * id (decision 048), so a credential Arkad signed whose id no longer answers was revoked.
 */
export function createCredentialService({ certificates, appUrl, secret, now }: CredentialServiceDeps) {
  const origin = appUrl.replace(/\/+$/, '');
  const did = issuerDid(origin);
  const seed = Buffer.from(hkdfSync('sha256', secret, '', 'arkad-credential-ed25519', 32));
  const { privateKey, publicKey } = ed25519FromSeed(seed);
  const multibase = publicKeyMultibase(publicKey);
  const keyId = `${did}#${multibase}`;
  const certificatePrefix = `${origin}/certificate/`;

  const keyFor = (method: string): KeyObject | null => (method === keyId ? publicKey : null);

  function unsigned(certificate: PublicCertificate & { examPassedOn: string }) {
    const passed = `${certificate.examPassedOn}T00:00:00Z`;
    return {
      '@context': CONTEXTS,
      id: `${certificatePrefix}${certificate.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: did, type: ['Profile'], name: 'Arkad', url: origin },
      validFrom: passed,
      name: 'Arkad learning path: certificate of completion',
      credentialSubject: {
        type: ['AchievementSubject'],
        ...(certificate.name === null
          ? {}
          : {
              identifier: [
                { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: certificate.name },
              ],
            }),
        activityEndDate: passed,
        achievement: {
          id: ACHIEVEMENT_ID,
          type: ['Achievement'],
          achievementType: 'Certificate',
          name: 'Arkad learning path',
          description:
            "The 8 steps of Arkad's learning path, which teaches saving in Bitcoin with the principles of The Richest Man in Babylon (1926), and its final exam. An educational path, not a qualification.",
          criteria: { narrative: criteria },
        },
      },
    };
  }

  const nameOf = (credential: Record<string, unknown>): string | null => {
    const subject = credential.credentialSubject as { identifier?: { identityHash?: unknown }[] } | undefined;
    const name = subject?.identifier?.[0]?.identityHash;
    return typeof name === 'string' ? name : null;
  };

  return {
    /** The issuer's DID document, for /.well-known/did.json. */
    didDocument(): DidDocument {
      return {
        '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1'],
        id: did,
        verificationMethod: [{ id: keyId, type: 'Multikey', controller: did, publicKeyMultibase: multibase }],
        assertionMethod: [keyId],
      };
    },

    /** The signed credential of a live certificate; null when unknown or revoked; 'no-exam' without a passed exam. */
    async issue(publicId: string): Promise<OpenBadgeCredential | null | 'no-exam'> {
      const certificate = await certificates.findPublic(publicId);
      if (!certificate) return null;
      const { examPassedOn } = certificate;
      if (examPassedOn === null) return 'no-exam';
      const document = unsigned({ ...certificate, examPassedOn });
      return openBadgeCredentialSchema.parse(
        addProof(document, { verificationMethod: keyId, created: dateTime(now()) }, privateKey),
      );
    },

    /** Arkad's signature first; then, for a credential Arkad signed, whether its certificate is live. */
    async verify(credential: Record<string, unknown>): Promise<CredentialVerification> {
      const check = verifyProof(credential, keyFor);
      if (!check.valid) {
        const [signature, message] =
          check.reason === 'bad-signature'
            ? (['invalid', credentialMessages.badSignature] as const)
            : check.reason === 'unknown-key'
              ? (['unknown-key', credentialMessages.unknownKey] as const)
              : (['unsupported', credentialMessages.unsupported] as const);
        return { verified: false, signature, status: null, message, signed: null };
      }
      const url = typeof credential.id === 'string' ? credential.id : '';
      const publicId = url.startsWith(certificatePrefix) ? url.slice(certificatePrefix.length) : '';
      const live = CERTIFICATE_ID_PATTERN.test(publicId) ? await certificates.findPublic(publicId) : null;
      const validFrom = typeof credential.validFrom === 'string' ? credential.validFrom : '';
      return {
        verified: live !== null,
        signature: 'valid',
        status: live ? 'active' : 'revoked',
        message: live ? credentialMessages.verified : credentialMessages.revoked,
        signed: {
          certificateUrl: url,
          name: nameOf(credential),
          examPassedOn: validFrom.slice(0, 10),
          signedAt: check.created,
        },
      };
    },
  };
}

export type CredentialService = ReturnType<typeof createCredentialService>;
