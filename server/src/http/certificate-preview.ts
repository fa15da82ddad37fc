import type { Language } from '@shared/i18n/languages';
import { CERTIFICATE_ID_PATTERN } from '@shared/schemas/certificate';
import { certificateText } from '../services/certificate-card';
import type { CertificateService } from '../services/certificate.service';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../services/share-card';
import { escapeHtml } from './share-preview';

/**
 * A certificate's page (decision 048) as the server sends it: for the head, Open Graph and Twitter
 * card tags pointing at its image, so a shared link previews, and its canonical URL; for the body,
 * what it certifies in a <noscript> block, so it reads without JavaScript (decision 061). Null for
 * an id that is malformed, unknown or revoked.
 */
export async function certificatePreviewTags(
  id: string,
  deps: { certificates: Pick<CertificateService, 'findPublic'>; appUrl: string },
  /** The language of the words and the image (linkLanguage: the link's `lang`, else Accept-Language). */
  language: Language = 'en',
): Promise<{ head: string; noscript: string } | null> {
  if (!CERTIFICATE_ID_PATTERN.test(id)) return null;
  const certificate = await deps.certificates.findPublic(id);
  if (!certificate) return null;
  const copy = certificateText(certificate, language);
  const origin = deps.appUrl.replace(/\/+$/, '');
  // The image in the same language as the words (English: the path as it always was).
  const imagePath = language === 'en' ? certificate.imagePath : `${certificate.imagePath}?lang=${language}`;
  const image = `${origin}${imagePath}`;
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
  const url = `${origin}/certificate/${certificate.id}`;
  const head = tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`).join('');
  const noscript = [
    '<noscript><main class="mx-auto max-w-2xl space-y-3 px-4 py-8">',
    `<h1 class="font-display text-2xl font-bold">${escapeHtml(copy.title)}</h1>`,
    `<p>${escapeHtml(copy.description)}</p>`,
    `<img src="${escapeHtml(imagePath)}" alt="${escapeHtml(copy.alt)}" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" class="h-auto w-full rounded-lg border">`,
    '</main></noscript>',
  ].join('');
  return { head: `${head}<link rel="canonical" href="${escapeHtml(url)}">`, noscript };
}
