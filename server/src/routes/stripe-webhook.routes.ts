import * as subscriptionApi from '@shared/api/subscription';
import type { ApiRouter } from '../http/api-router';
import type { SubscriptionEvents } from '../services/subscription-events';

/** Stripe's event deliveries: the signature covers the raw bytes, which the operation reads as-is. */
export function stripeWebhookRoutes(api: ApiRouter, deps: { billingEvents: SubscriptionEvents }): void {
  api.handle(subscriptionApi.stripeWebhook, async ({ req }) => {
    const rawBody: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { duplicate } = await deps.billingEvents.receive(rawBody, req.get('stripe-signature'));
    return { received: true as const, duplicate };
  });
}
