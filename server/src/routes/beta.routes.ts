import { Router, type RequestHandler } from 'express';
import { betaFeedbackSchema, feedbackListQuerySchema, type BetaConfig } from '@shared/schemas/beta';
import { clientAddress } from '../lib/client-address';
import { requireAdmin } from '../middleware/require-admin';
import { bearerToken } from '../middleware/require-auth';
import { parseBody, parseQuery } from '../middleware/validate';
import type { AdminService } from '../services/admin.service';
import type { AuthenticationService } from '../services/authentication.service';
import type { FeedbackService } from '../services/feedback.service';
import type { RateLimiter } from '../services/rate-limiter';

export interface BetaRoutesDeps {
  beta: BetaConfig;
  auth: Pick<AuthenticationService, 'authenticate'>;
  admin: AdminService;
  feedback: FeedbackService;
  limiter: RateLimiter;
}

/** Sets req.auth when the request carries a valid session token; anyone else goes on anonymous. */
function optionalAuth(auth: Pick<AuthenticationService, 'authenticate'>): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    const context = token ? await auth.authenticate(token) : null;
    if (context) req.auth = context;
    next();
  };
}

/** /api/beta: the programme's settings, feedback from learners, and the submissions for the admin. */
export function betaRoutes({ beta, auth, admin, feedback, limiter }: BetaRoutesDeps): Router {
  const router = Router();

  router.get('/config', (_req, res) => {
    res.json(beta);
  });

  /**
   * Stores one submission (201), or answers 200 with the first receipt when this feedbackId was
   * already stored. The user agent and address are the request's own, never the body's.
   */
  router.post('/feedback', optionalAuth(auth), async (req, res) => {
    const input = parseBody(req, betaFeedbackSchema);
    const ipAddress = clientAddress(req);
    await limiter.hit('feedbackAddress', ipAddress);
    const { receipt, created } = await feedback.submit(input, {
      userId: req.auth?.userId ?? null,
      userAgent: req.get('user-agent'),
      ipAddress,
    });
    res.status(created ? 201 : 200).json(receipt);
  });

  router.get('/feedback', requireAdmin(admin, { acceptPasswordHeader: true }), async (req, res) => {
    res.json(await feedback.list(parseQuery(req, feedbackListQuerySchema)));
  });

  return router;
}
