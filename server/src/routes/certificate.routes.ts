import { createHash } from 'node:crypto';
import * as certificateApi from '@shared/api/certificate';
import * as publicCertificateApi from '@shared/api/certificates';
import { certificateMessages, type PublicCertificate } from '@shared/schemas/certificate';
import { SENT, withStatus, type ApiRouter } from '../http/api-router';
import type { Language } from '@shared/i18n/languages';
import { linkLanguage } from '../http/share-preview';
import { clientAddress } from '../lib/client-address';
import { notFound } from '../lib/errors';
import { renderCertificateCard } from '../services/certificate-card';
import type { CertificateService } from '../services/certificate.service';
import type { RateLimiter } from '../services/rate-limiter';

/**
 * A revoked certificate's image must stop at once: every use revalidates (no-cache), and a client
 * holding the current image gets a 304 after one query, counted against no limit.
 */
export const CERTIFICATE_IMAGE_CACHE_CONTROL = 'public, no-cache';

/** The ETag of a certificate's image: everything drawn on it. */
export function certificateImageEtag(certificate: PublicCertificate, language: Language = 'en'): string {
  const key = JSON.stringify([
    certificate.id,
    certificate.name,
    certificate.examPassedOn,
    certificate.madeOn,
    certificate.steps,
    // English keeps the tags it always had; another language is another image.
    ...(language === 'en' ? [] : [language]),
  ]);
  return `"certificate-${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/** The learner's certificate (Settings) and its public page's data and image (decision 048). */
export function certificateRoutes(
  api: ApiRouter,
  deps: { certificates: CertificateService; limiter: RateLimiter },
): void {
  const { certificates } = deps;

  api.handle(certificateApi.getCertificateStatus, ({ auth }) => certificates.status(auth.userId));

  api.handle(certificateApi.createCertificate, async ({ auth }) => {
    const { certificate, created } = await certificates.create(auth.userId);
    return created ? certificate : withStatus(200, certificate);
  });

  api.handle(certificateApi.updateCertificate, ({ auth, body }) => certificates.update(auth.userId, body.showName));

  api.handle(certificateApi.revokeCertificate, async ({ auth }) => {
    await certificates.revoke(auth.userId);
  });

  api.handle(publicCertificateApi.getPublicCertificate, async ({ params }) => {
    const certificate = await certificates.findPublic(params.id);
    if (!certificate) throw notFound(certificateMessages.notFound);
    return certificate;
  });

  api.handle(publicCertificateApi.getCertificateImage, async ({ params, req, res }) => {
    const certificate = await certificates.findPublic(params.id);
    if (!certificate) throw notFound(certificateMessages.notFound);
    // In the link's language (`lang`), else the request's (linkLanguage).
    const language = linkLanguage(req);
    const etag = certificateImageEtag(certificate, language);
    res.set({ 'Cache-Control': CERTIFICATE_IMAGE_CACHE_CONTROL, ETag: etag });
    res.vary('Accept-Language');
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return SENT;
    }
    await deps.limiter.hit('shareImageAddress', clientAddress(req));
    res
      .status(200)
      .type('image/png')
      .send(await renderCertificateCard(certificate, language));
    return SENT;
  });
}
