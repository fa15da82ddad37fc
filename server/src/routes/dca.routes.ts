import * as marketApi from '@shared/api/market';
import { DcaError, DcaPlanError } from '@shared/domain/dca';
import type { ApiRouter } from '../http/api-router';
import { badRequest } from '../lib/errors';
import type { DcaService } from '../services/dca.service';
import type { RateLimiter } from '../services/rate-limiter';

/**
 * POST /api/bitcoin/dca and /api/bitcoin/dca/plans. A calculation failure (DcaError) is about the request: 400
 * VALIDATION_FAILED with its text, and a field message when it names a field (endDate). Each
 * learner may ask RATE_LIMIT_DCA_ACCOUNT calculations per window (an answer is up to 1.5 MB of
 * CPU-bound work): past it, 429 with Retry-After.
 */
export function dcaRoutes(api: ApiRouter, deps: { dca: DcaService; limiter: RateLimiter }): void {
  api.handle(marketApi.calculateDca, async ({ auth, body }) => {
    await deps.limiter.hit('dcaAccount', String(auth.user.id));
    try {
      return await deps.dca.calculate(body);
    } catch (error) {
      if (error instanceof DcaError) {
        throw badRequest(error.message, error.field ? { [error.field]: [error.reason] } : undefined);
      }
      throw error;
    }
  });

  // Several plans: one rate-limit hit, and a calculation failure on its plan's field (plans.1.startDate).
  api.handle(marketApi.calculateDcaPlans, async ({ auth, body }) => {
    await deps.limiter.hit('dcaAccount', String(auth.user.id));
    try {
      return await deps.dca.calculatePlans(body);
    } catch (error) {
      if (error instanceof DcaPlanError) {
        const field = error.field ? `plans.${error.plan}.${error.field}` : null;
        throw badRequest(error.message, field ? { [field]: [error.reason] } : undefined);
      }
      throw error;
    }
  });
}
