import { Router } from 'express';
import { createCheckoutSchema, localTestActionSchema, trackUsageSchema } from '@shared/schemas/subscription';
import { authOf, requireAuth } from '../middleware/require-auth';
import { parseBody } from '../middleware/validate';
import type { AuthenticationService } from '../services/authentication.service';
import type { SubscriptionService } from '../services/subscription.service';

/** /api/subscription: the learner's plan, offer and uses; checkout and the billing portal. */
export function subscriptionRoutes(deps: { auth: AuthenticationService; subscriptions: SubscriptionService }): Router {
  const router = Router();
  router.use(requireAuth(deps.auth));
  router.use((_req, res, next) => {
    // Plans, uses and prices are the learner's own and change with every payment: never cached.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/status', async (req, res) => {
    res.json(await deps.subscriptions.status(authOf(req).user));
  });

  router.get('/early-adopter', async (req, res) => {
    res.json(await deps.subscriptions.earlyAdopter(authOf(req).user));
  });

  router.get('/plans', async (req, res) => {
    res.json(await deps.subscriptions.plans(authOf(req).user));
  });

  /** Counts one use; 402 once this month's allowance is used; reason unknown_feature otherwise. */
  router.post('/track-usage', async (req, res) => {
    const { feature } = parseBody(req, trackUsageSchema);
    res.json(await deps.subscriptions.trackUsage(authOf(req).user, feature));
  });

  router.post('/create-checkout', async (req, res) => {
    parseBody(req, createCheckoutSchema);
    res.json(await deps.subscriptions.createCheckout(authOf(req).user));
  });

  router.post('/manage', async (req, res) => {
    res.json(await deps.subscriptions.manage(authOf(req).user));
  });

  /** The local test checkout and billing page (development and test without Stripe keys). */
  router.post('/local-test', async (req, res) => {
    const { action } = parseBody(req, localTestActionSchema);
    res.json(await deps.subscriptions.localTest(authOf(req).user, action));
  });

  return router;
}
