import express, { Router } from 'express';
import type { SubscriptionEvents } from '../services/subscription-events';

/**
 * /api/stripe/webhook: Stripe's event deliveries. Mounted before the JSON body parser: the
 * signature covers the raw bytes, so the body is read as-is here.
 */
export function stripeWebhookRoutes(deps: { billingEvents: SubscriptionEvents }): Router {
  const router = Router();
  router.post('/webhook', express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
    const rawBody: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { duplicate } = await deps.billingEvents.receive(rawBody, req.get('stripe-signature'));
    res.json({ received: true, duplicate });
  });
  return router;
}
