import { CERTIFICATE_ID_PATTERN } from '@shared/schemas/certificate';
import { certificateText } from '../services/certificate-card';
import type { CertificateService } from '../services/certificate.service';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../services/share-card';
import { escapeHtml } from './share-preview';

/**
 * Open Graph and Twitter card tags for a certificate's page (decision 048), pointing at its image,
 * so a shared link previews; null for an id that is malformed, unknown or revoked.
 */
export async function certificatePreviewTags(
  id: string,
  deps: { certificates: Pick<CertificateService, 'findPublic'>; appUrl: string },
): Promise<string | null> {
  if (!CERTIFICATE_ID_PATTERN.test(id)) return null;
  const certificate = await deps.certificates.findPublic(id);
  if (!certificate) return null;
  const copy = certificateText(certificate);
  const origin = deps.appUrl.replace(/\/+$/, '');
  const image = `${origin}${certificate.imagePath}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:url', `${origin}/certificate/${certificate.id}`],
    ['property', 'og:title', copy.title],
    ['property', 'og:description', copy.description],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(SHARE_CARD_WIDTH)],
    ['property', 'og:image:height', String(SHARE_CARD_HEIGHT)],
    ['property', 'og:image:alt', copy.alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', copy.title],
    ['name', 'twitter:description', copy.description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`).join('');
}
