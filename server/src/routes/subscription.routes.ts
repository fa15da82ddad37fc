import * as subscriptionApi from '@shared/api/subscription';
import type { ApiRouter } from '../http/api-router';
import type { RateLimiter } from '../services/rate-limiter';
import type { SubscriptionService } from '../services/subscription.service';

/** The learner's plan, offer and uses; checkout and the billing portal (never cached). */
export function subscriptionRoutes(
  api: ApiRouter,
  deps: { subscriptions: SubscriptionService; limiter: RateLimiter },
): void {
  const { subscriptions, limiter } = deps;
  api.handle(subscriptionApi.getSubscriptionStatus, ({ auth }) => subscriptions.status(auth.user));
  api.handle(subscriptionApi.getEarlyAdopter, ({ auth }) => subscriptions.earlyAdopter(auth.user));
  api.handle(subscriptionApi.getPlans, ({ auth }) => subscriptions.plans(auth.user));

  /** Counts one use; 402 once this month's allowance is used; reason unknown_feature otherwise. */
  api.handle(subscriptionApi.trackUsage, ({ auth, body }) => subscriptions.trackUsage(auth.user, body.feature));

  // Each makes a Stripe call: per learner, RATE_LIMIT_CHECKOUT_ACCOUNT and
  // RATE_LIMIT_BILLING_PORTAL_ACCOUNT per window, then 429 with Retry-After.
  api.handle(subscriptionApi.createCheckout, async ({ auth }) => {
    await limiter.hit('checkoutAccount', String(auth.user.id));
    return subscriptions.createCheckout(auth.user);
  });
  api.handle(subscriptionApi.manageBilling, async ({ auth }) => {
    await limiter.hit('billingPortalAccount', String(auth.user.id));
    return subscriptions.manage(auth.user);
  });

  /** The local test checkout and billing page (development and test without Stripe keys). */
  api.handle(subscriptionApi.runLocalTestAction, ({ auth, body }) => subscriptions.localTest(auth.user, body.action));
}
