import type { Request } from 'express';
import * as analyticsApi from '@shared/api/analytics';
import type { ApiRouter } from '../http/api-router';
import { clientAddress } from '../lib/client-address';
import type { AnalyticsService } from '../services/analytics.service';
import type { RateLimiter } from '../services/rate-limiter';

/** Do Not Track or Global Privacy Control: the browser asked not to be tracked. */
function asksNotToBeTracked(req: Request): boolean {
  return req.get('dnt') === '1' || req.get('sec-gpc') === '1';
}

/** First-party analytics from the app (no third party, nothing stored under DNT). */
export function eventsRoutes(
  api: ApiRouter,
  { analytics, limiter }: { analytics: AnalyticsService; limiter: RateLimiter },
): void {
  api.handle(analyticsApi.recordEvents, async ({ body: { events }, req }) => {
    if (asksNotToBeTracked(req)) return { accepted: 0 };
    const address = clientAddress(req);
    await limiter.hit('eventsAddress', address);
    return { accepted: await analytics.record(events, { address, userAgent: req.get('user-agent') }) };
  });
}
