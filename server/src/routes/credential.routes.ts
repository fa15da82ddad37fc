import * as publicCertificateApi from '@shared/api/certificates';
import * as credentialApi from '@shared/api/credentials';
import type { Language } from '@shared/i18n/languages';
import { credentialMessages, type CredentialVerification } from '@shared/schemas/credential';
import type { ApiRouter } from '../http/api-router';
import { requestLanguage } from '../http/request-language';
import { notFound } from '../lib/errors';
import type { CredentialService } from '../services/credential.service';

/** Where a did:web resolver finds the issuer's DID document (served by app.ts, outside /api). */
export const DID_DOCUMENT_PATH = '/.well-known/did.json';

type VerificationMessage = CredentialVerification['message'];

/**
 * The verification's sentence in Spanish (the page shows it as it is): keyed by the English one,
 * which stays the source and what the API's contract documents. `verified`, `signature` and
 * `status` are the stable codes; only the sentence follows the reader's language.
 */
const verificationMessagesEs: Record<
  (typeof credentialMessages)['verified' | 'revoked' | 'badSignature' | 'unknownKey' | 'unsupported'],
  string
> = {
  [credentialMessages.verified]: 'Verificado: Arkad firmó esta credencial y el certificado está vigente.',
  [credentialMessages.revoked]: 'Firmado por Arkad, pero revocado: su titular retiró este certificado.',
  [credentialMessages.badSignature]:
    'No verificado: esta credencial se modificó después de que Arkad la firmara, o Arkad no la firmó.',
  [credentialMessages.unknownKey]: 'No verificado: no se firmó con la clave de este servidor de Arkad.',
  [credentialMessages.unsupported]: 'No verificado: no es una credencial de Arkad con una prueba eddsa-jcs-2022.',
};

/** The sentence in the reader's language (requestLanguage: the page's, sent as Accept-Language). */
export function verificationMessage(message: VerificationMessage, language: Language): VerificationMessage {
  if (language !== 'es') return message;
  return (verificationMessagesEs as Record<string, string>)[message] ?? message;
}

/** Certificates as signed credentials (decision 056): downloaded, verified, and the key to check them. */
export function credentialRoutes(api: ApiRouter, deps: { credentials: CredentialService }): void {
  const { credentials } = deps;

  api.handle(publicCertificateApi.getCertificateCredential, async ({ params, res }) => {
    const credential = await credentials.issue(params.id);
    if (credential === null) throw notFound(credentialMessages.notFound);
    if (credential === 'no-exam') throw notFound(credentialMessages.noExam);
    res.set('Content-Disposition', `attachment; filename="arkad-certificate-${params.id}.json"`);
    return credential;
  });

  api.handle(credentialApi.verifyCredential, async ({ body, req }) => {
    const verification = await credentials.verify(body);
    return { ...verification, message: verificationMessage(verification.message, requestLanguage(req)) };
  });

  api.handle(credentialApi.getCredentialIssuer, () => credentials.didDocument());
}
