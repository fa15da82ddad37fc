import * as publicCertificateApi from '@shared/api/certificates';
import * as credentialApi from '@shared/api/credentials';
import { credentialMessages } from '@shared/schemas/credential';
import type { ApiRouter } from '../http/api-router';
import { notFound } from '../lib/errors';
import type { CredentialService } from '../services/credential.service';

/** Where a did:web resolver finds the issuer's DID document (served by app.ts, outside /api). */
export const DID_DOCUMENT_PATH = '/.well-known/did.json';

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

  api.handle(credentialApi.verifyCredential, ({ body }) => credentials.verify(body));

  api.handle(credentialApi.getCredentialIssuer, () => credentials.didDocument());
}
