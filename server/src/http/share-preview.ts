import type { Request } from 'express';
import { dcaShareQuerySchema } from '@shared/schemas/dca';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardText } from '../services/share-card';
import type { DcaService } from '../services/dca.service';

/**
 * Open Graph and Twitter card tags for a shared calculator link (decision 045), so chat apps
 * preview it with its share card. Only `/` with tab=calculator and an amount is looked at; every
 * other page is served as before, without touching the database.
 */

// Every parameter the image reads, the step-up and the starting stack included: the preview's
// words and the image describe the same result (the review's N7).
const shareParamNames = [
  'amount',
  'frequency',
  'period',
  'start',
  'end',
  'fee',
  'stepup',
  'stack',
  'stackcost',
  'currency',
] as const;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML attribute value or element text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** The share parameters of a request, each once, as strings (an array or object value is not one). */
function shareParams(req: Request): Record<string, string> | null {
  if (req.path !== '/' || req.query.tab !== 'calculator' || typeof req.query.amount !== 'string') return null;
  const params: Record<string, string> = {};
  for (const name of shareParamNames) {
    const value = req.query[name];
    if (typeof value === 'string') params[name] = value;
  }
  return params;
}

/** The <meta> tags for the link, or null for any other page or a link whose result cannot be drawn. */
export async function sharePreviewTags(
  req: Request,
  deps: { dca: DcaService; appUrl: string },
): Promise<string | null> {
  const params = shareParams(req);
  if (!params) return null;
  const request = dcaShareQuerySchema.safeParse(params);
  if (!request.success) return null;
  const result = await deps.dca.calculate(request.data).catch(() => null);
  if (!result) return null;
  const copy = shareCardText(result);
  const image = `${deps.appUrl.replace(/\/+$/, '')}/api/share/dca.png?${new URLSearchParams(params).toString()}`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', copy.title],
    ['property', 'og:description', copy.description],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(SHARE_CARD_WIDTH)],
    ['property', 'og:image:height', String(SHARE_CARD_HEIGHT)],
    [
      'property',
      'og:image:alt',
      `${[copy.plan, ...copy.extras].join(', ')}, ${copy.dates}: ${copy.returnPercent}, ${copy.btc}`,
    ],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', copy.title],
    ['name', 'twitter:description', copy.description],
    ['name', 'twitter:image', image],
  ];
  return tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`).join('');
}

/** The page with the tags placed just before </head>. */
export function withHeadTags(html: string, tags: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
