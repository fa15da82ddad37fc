import { createHash } from 'node:crypto';
import * as marketApi from '@shared/api/market';
import { DcaError, DcaPlanError } from '@shared/domain/dca';
import type { DcaPlansRequest } from '@shared/schemas/dca';
import { SENT, type ApiRouter } from '../http/api-router';
import { clientAddress } from '../lib/client-address';
import { badRequest } from '../lib/errors';
import type { DcaService } from '../services/dca.service';
import type { PriceHistoryService } from '../services/price-history.service';
import type { RateLimiter } from '../services/rate-limiter';
import { renderShareCard } from '../services/share-card';
import { linkLanguage } from '../http/share-preview';
import type { Language } from '@shared/i18n/languages';

/**
 * The link's URL does not name the data day, so an image is kept for an hour (and revalidated
 * with its ETag, which names the parameters and the data day) rather than marked immutable.
 */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=3600';

/** The ETag of a card: its plans (as the schema gives them) and the last stored day. */
export function shareImageEtag(request: DcaPlansRequest, latestDay: string | null, language: Language = 'en'): string {
  // English keeps the tags it always had; another language is another image.
  const key = JSON.stringify(language === 'en' ? [request, latestDay] : [request, latestDay, language]);
  return `"share-${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

export async function calculateShared(dca: DcaService, request: DcaPlansRequest) {
  try {
    return await dca.calculatePlans(request);
  } catch (error) {
    if (error instanceof DcaError) {
      const field = error.field && error instanceof DcaPlanError ? `plans.${error.plan}.${error.field}` : error.field;
      throw badRequest(error.message, field ? { [field]: [error.reason] } : undefined);
    }
    throw error;
  }
}

/**
 * GET /api/share/dca.png: a shared calculator link's result as a PNG (decision 045). An answer
 * the client already holds (If-None-Match) costs one query; drawing one (tens of ms of CPU) counts
 * against RATE_LIMIT_SHARE_IMAGE_ADDRESS.
 */
export function shareRoutes(
  api: ApiRouter,
  deps: { dca: DcaService; prices: PriceHistoryService; limiter: RateLimiter },
): void {
  api.handle(marketApi.getShareImage, async ({ query, req, res }) => {
    // In the link's language (`lang`, which the preview's image URL carries), else the request's.
    const language = linkLanguage(req);
    const etag = shareImageEtag(query, await deps.prices.latestDay(), language);
    res.set({ 'Cache-Control': SHARE_IMAGE_CACHE_CONTROL, ETag: etag });
    res.vary('Accept-Language');
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return SENT;
    }
    await deps.limiter.hit('shareImageAddress', clientAddress(req));
    const result = await calculateShared(deps.dca, query);
    const png = await renderShareCard(result, language);
    res.status(200).type('image/png').send(png);
    return SENT;
  });
}
