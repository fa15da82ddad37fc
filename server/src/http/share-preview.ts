import canonicalize from 'canonicalize';
import type { Request } from 'express';
import { DcaError } from '@shared/domain/dca';
import { dcaSharePlansParamNames, dcaShareQuerySchema } from '@shared/schemas/dca';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { LRUCache } from 'lru-cache';
import { clientAddress } from '../lib/client-address';
import { requestLanguage } from './request-language';
import type { DcaService } from '../services/dca.service';
import type { PriceHistoryService } from '../services/price-history.service';
import type { RateLimiter } from '../services/rate-limiter';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, sharePlansText, type SharePreviewText } from '../services/share-card';

/**
 * Open Graph and Twitter card tags for a shared calculator link (decision 045), so chat apps
 * preview it with its share card. Only `/` with tab=calculator and an amount is looked at; every
 * other page is served as before, without touching the database.
 *
 * Drawing the tags runs the link's DCA over the stored closes (up to tens of ms for period=all),
 * and anyone may ask for any link, so (issue 43, docs/limits.md):
 * - the texts are kept in a bounded LRU (SHARE_PREVIEW_CACHE_SIZE) keyed by the link's request as
 *   the schema reads it (defaults filled in, numbers as numbers, keys in one order: `amount=300`
 *   and `amount=300.0&fee=0` are one entry) and the last stored day, so a new close is a new key;
 *   the same link asked again while it is computed waits for that one computation;
 * - a computation counts against RATE_LIMIT_SHARE_PREVIEW_ADDRESS; an answer from the cache does
 *   not. Past the limit the page is still served, whole, with generic tags (GENERIC_PREVIEW): a
 *   learner who follows the link gets the app either way, and a crawler gets a preview.
 */

/**
 * The language of a shared link's preview and image (the share card, a certificate): the link's
 * `lang` parameter when it has one Arkad speaks, else the request's Accept-Language. The link
 * carries it because the one who reads a preview never asks for it: a chat app's crawler fetches
 * the page and the image once, for every reader, usually without any Accept-Language, so the
 * language the sharer was reading in (which the message around the link is written in) is the one
 * choice that is known. A reader who opens the link gets the app in their own language anyway.
 */
export function linkLanguage(req: Pick<Request, 'headers' | 'query'>): Language {
  const lang = req.query.lang;
  return isLanguage(lang) ? lang : requestLanguage(req);
}

/** Link previews kept in memory (about 1 KB each). */
const SHARE_PREVIEW_CACHE_SIZE = 1000;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an HTML attribute value or element text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

type Tag = [key: 'property' | 'name', name: string, content: string];

const metaTags = (tags: Tag[]) =>
  tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`).join('');

/** The tags of a link whose preview was not computed (past the limit): the calculator, no result. */
export const GENERIC_PREVIEW = {
  title: 'Bitcoin DCA calculator · Arkad',
  description:
    'What buying bitcoin on a schedule would have given, worked out on stored daily closes: a past result, not a forecast or advice.',
} as const;
const genericTags = metaTags([
  ['property', 'og:type', 'website'],
  ['property', 'og:title', GENERIC_PREVIEW.title],
  ['property', 'og:description', GENERIC_PREVIEW.description],
  ['name', 'twitter:card', 'summary'],
  ['name', 'twitter:title', GENERIC_PREVIEW.title],
  ['name', 'twitter:description', GENERIC_PREVIEW.description],
]);

function linkTags(copy: SharePreviewText, image: string): string {
  return metaTags([
    ['property', 'og:type', 'website'],
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
  ]);
}

/** The share parameters of a request, or null when it is not a shared calculator link. */
function shareParams(req: Request): Record<string, string> | null {
  if (req.path !== '/' || req.query.tab !== 'calculator' || typeof req.query.amount !== 'string') return null;
  // Every parameter the image reads, the step-up and the starting stack included, each once as a
  // string (an array or object value is not one): the preview's words and the image describe the
  // same result (the review's N7).
  const params: Record<string, string> = {};
  for (const name of dcaSharePlansParamNames) {
    const value = req.query[name];
    if (typeof value === 'string') params[name] = value;
  }
  return params;
}

/** How a link's tags were found: from the cache, computed now, or generic (past the limit). */
type PreviewSource = 'cache' | 'computed' | 'generic';

export interface SharePreviewDeps {
  dca: Pick<DcaService, 'calculatePlans'>;
  prices: Pick<PriceHistoryService, 'latestDay'>;
  limiter: Pick<RateLimiter, 'hit'>;
  appUrl: string;
  /** Entries kept (default SHARE_PREVIEW_CACHE_SIZE). */
  cacheSize?: number;
}

export function createSharePreview(deps: SharePreviewDeps) {
  // copy null: a link whose result cannot be drawn (a DcaError), kept too so it is not worked out
  // again (lru-cache holds no null itself).
  const cache = new LRUCache<string, { copy: SharePreviewText | null }>({
    max: deps.cacheSize ?? SHARE_PREVIEW_CACHE_SIZE,
  });
  const computing = new Map<string, Promise<SharePreviewText | null>>();
  const origin = deps.appUrl.replace(/\/+$/, '');

  /** The link's texts, computed once (only a DcaError's null is kept: a database fault is not). */
  function compute(
    key: string,
    request: Parameters<DcaService['calculatePlans']>[0],
    language: Language,
  ): Promise<SharePreviewText | null> {
    const running = deps.dca.calculatePlans(request).then(
      (result) => {
        const copy = sharePlansText(result, language);
        cache.set(key, { copy });
        return copy;
      },
      (error: unknown) => {
        if (error instanceof DcaError) cache.set(key, { copy: null });
        return null;
      },
    );
    computing.set(key, running);
    return running.finally(() => computing.delete(key));
  }

  return {
    /**
     * The tags for the page at `req` and where they came from, or null for any other page, a link
     * the schema cannot read or whose result cannot be drawn, or no stored closes (the page is
     * then served as it is).
     */
    async tagsFor(req: Request): Promise<{ tags: string; source: PreviewSource } | null> {
      const params = shareParams(req);
      if (!params) return null;
      const parsed = dcaShareQuerySchema.safeParse(params);
      if (!parsed.success) return null;
      const latest = await deps.prices.latestDay().catch(() => null);
      if (latest === null) return null;
      // The words in the link's language (`lang`), else the request's: a key per language.
      const language = linkLanguage(req);
      const key = `${latest} ${language} ${canonicalize(parsed.data) ?? ''}`;
      let source: PreviewSource = 'cache';
      let copy: SharePreviewText | null | undefined = cache.get(key)?.copy;
      if (copy === undefined) {
        const running = computing.get(key);
        if (running) copy = await running;
        else {
          try {
            await deps.limiter.hit('sharePreviewAddress', clientAddress(req));
          } catch {
            // Past the limit (or the counter cannot be reached): the page, with generic tags.
            return { tags: genericTags, source: 'generic' };
          }
          source = 'computed';
          copy = await compute(key, parsed.data, language);
        }
      }
      if (!copy) return null;
      // The image in the same language as the words.
      const imageParams = new URLSearchParams(params);
      if (language !== 'en') imageParams.set('lang', language);
      const image = `${origin}/api/share/dca.png?${imageParams.toString()}`;
      return { tags: linkTags(copy, image), source };
    },
  };
}

/** The page with the tags placed just before </head>. */
export function withHeadTags(html: string, tags: string): string {
  const at = html.search(/<\/head>/i);
  return at === -1 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
