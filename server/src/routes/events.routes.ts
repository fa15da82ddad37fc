import { Router, type Request } from 'express';
import { analyticsBatchSchema } from '@shared/schemas/analytics';
import { badRequest } from '../lib/errors';
import { clientAddress } from '../lib/client-address';
import type { AnalyticsService } from '../services/analytics.service';
import type { RateLimiter } from '../services/rate-limiter';

/** Do Not Track or Global Privacy Control: the browser asked not to be tracked. */
function asksNotToBeTracked(req: Request): boolean {
  return req.get('dnt') === '1' || req.get('sec-gpc') === '1';
}

/** The body as JSON: sendBeacon posts it as text/plain (no preflight), fetch as application/json. */
function jsonBody(req: Request): unknown {
  if (typeof req.body !== 'string') return req.body ?? {};
  try {
    return JSON.parse(req.body) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** /api/events: first-party analytics from the app (no third party, nothing stored under DNT). */
export function eventsRoutes({ analytics, limiter }: { analytics: AnalyticsService; limiter: RateLimiter }): Router {
  const router = Router();

  router.post('/', async (req, res) => {
    if (asksNotToBeTracked(req)) {
      res.status(202).json({ accepted: 0 });
      return;
    }
    const { events } = analyticsBatchSchema.parse(jsonBody(req));
    const address = clientAddress(req);
    await limiter.hit('eventsAddress', address);
    const accepted = await analytics.record(events, { address, userAgent: req.get('user-agent') });
    res.status(202).json({ accepted });
  });

  return router;
}
