import * as marketApi from '@shared/api/market';
import { DcaError } from '@shared/domain/dca';
import type { ApiRouter } from '../http/api-router';
import { badRequest } from '../lib/errors';
import type { DcaService } from '../services/dca.service';

/**
 * POST /api/bitcoin/dca. A calculation failure (DcaError) is about the request: 400
 * VALIDATION_FAILED with its text, and a field message when it names a field (endDate).
 */
export function dcaRoutes(api: ApiRouter, deps: { dca: DcaService }): void {
  api.handle(marketApi.calculateDca, async ({ body }) => {
    try {
      return await deps.dca.calculate(body);
    } catch (error) {
      if (error instanceof DcaError) {
        throw badRequest(error.message, error.field ? { [error.field]: [error.reason] } : undefined);
      }
      throw error;
    }
  });
}
