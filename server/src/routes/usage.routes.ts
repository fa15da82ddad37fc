import { Router, type Request } from 'express';
import { meteredFeatureSchema, recordUseSchema, type MeteredFeature } from '@shared/schemas/usage';
import { notFound } from '../lib/errors';
import { authOf, requireAuth } from '../middleware/require-auth';
import { parseBody } from '../middleware/validate';
import type { AuthenticationService } from '../services/authentication.service';
import type { UsageService } from '../services/usage.service';

function featureOf(req: Request): MeteredFeature {
  const parsed = meteredFeatureSchema.safeParse(req.params.feature);
  if (!parsed.success) throw notFound(`Unknown feature "${String(req.params.feature)}"`);
  return parsed.data;
}

/** /api/usage: the free tier's monthly allowances (the access gate asks here). */
export function usageRoutes(deps: { auth: AuthenticationService; usage: UsageService }): Router {
  const router = Router();
  router.use(requireAuth(deps.auth));

  router.get('/', async (req, res) => {
    res.json({ data: await deps.usage.accessAll(authOf(req).user) });
  });

  router.get('/:feature', async (req, res) => {
    res.json(await deps.usage.access(authOf(req).user, featureOf(req)));
  });

  /**
   * Counts one use (now, or at `usedAt` for a use made offline, once per `useId`); 402 when that
   * month's free allowance is used up.
   */
  router.post('/:feature', async (req, res) => {
    const feature = featureOf(req);
    const { usedAt, useId } = parseBody(req, recordUseSchema);
    res.json(
      await deps.usage.recordUse(authOf(req).user, feature, {
        usedAt: usedAt === undefined ? undefined : new Date(usedAt),
        useId,
      }),
    );
  });

  return router;
}
