/**
 * The one place that answers "may this user use premium content now?". The tiers issue extends it
 * (beta users, usage limits counted on the server); every screen asks here rather than checking
 * tiers itself.
 */
export interface AccessSubject {
  subscriptionTier: string;
  subscriptionStatus: string;
}

export const PREMIUM_TIERS: readonly string[] = ['scholar', 'sage'];

/** Scholar (or Sage) with an active subscription. */
export function hasPremiumAccess(user: AccessSubject | null | undefined): boolean {
  if (!user) return false;
  return PREMIUM_TIERS.includes(user.subscriptionTier) && user.subscriptionStatus === 'active';
}
