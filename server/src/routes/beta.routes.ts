import * as betaApi from '@shared/api/beta';
import type { BetaConfig } from '@shared/schemas/beta';
import type { ApiRouter } from '../http/api-router';
import { withStatus } from '../http/api-router';
import { clientAddress } from '../lib/client-address';
import type { FeedbackService } from '../services/feedback.service';
import type { RateLimiter } from '../services/rate-limiter';

export interface BetaRoutesDeps {
  beta: BetaConfig;
  feedback: FeedbackService;
  limiter: RateLimiter;
}

/** The beta programme's settings, feedback from learners, and the submissions for the admin. */
export function betaRoutes(api: ApiRouter, { beta, feedback, limiter }: BetaRoutesDeps): void {
  api.handle(betaApi.getBetaConfig, () => beta);

  /**
   * Stores one submission (201), or answers 200 with the first receipt when this feedbackId was
   * already stored. The user agent and address are the request's own, never the body's.
   */
  api.handle(betaApi.submitBetaFeedback, async ({ auth, body, req }) => {
    const ipAddress = clientAddress(req);
    await limiter.hit('feedbackAddress', ipAddress);
    const { receipt, created } = await feedback.submit(body, {
      userId: auth?.userId ?? null,
      userAgent: req.get('user-agent'),
      ipAddress,
    });
    return withStatus(created ? 201 : 200, receipt);
  });

  api.handle(betaApi.listBetaFeedback, ({ query }) => feedback.list(query));
}
