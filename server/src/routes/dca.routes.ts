import { Router } from 'express';
import { DcaError } from '@shared/domain/dca';
import { dcaRequestSchema } from '@shared/schemas/dca';
import { badRequest } from '../lib/errors';
import { requireAuth } from '../middleware/require-auth';
import { parseBody } from '../middleware/validate';
import type { AuthenticationService } from '../services/authentication.service';
import type { DcaService } from '../services/dca.service';

/**
 * POST /api/bitcoin/dca. The body is checked once here with the shared schema and the parsed
 * request goes on to the service. A calculation failure (DcaError) is about the request: 400
 * VALIDATION_FAILED with its text, and a field message when it names a field (endDate).
 */
export function dcaRoutes(deps: { auth: AuthenticationService; dca: DcaService }): Router {
  const router = Router();

  router.post('/', requireAuth(deps.auth), async (req, res) => {
    const request = parseBody(req, dcaRequestSchema);
    try {
      res.json(await deps.dca.calculate(request));
    } catch (error) {
      if (error instanceof DcaError) {
        throw badRequest(error.message, error.field ? { [error.field]: [error.reason] } : undefined);
      }
      throw error;
    }
  });

  return router;
}
