import { apiUrl } from '@/lib/api-client';
import { getShareImage } from '@/api/market';
import { DEFAULT_PLAN, planParams, searchWithPlans, type LinkPlans } from './calculator-params';

/**
 * The shared link of a result (the calculator's own link, with every plan, which a signed-out
 * visitor opens read-only) and its share card, GET /api/share/dca.png with plan 1's parameters.
 */
export function shareLinks(plans: LinkPlans, origin: string): { link: string; image: string } {
  const [first = DEFAULT_PLAN] = plans.plans;
  const image = apiUrl(getShareImage, { query: planParams(first, plans.currency) });
  return { link: `${origin}/?${searchWithPlans('tab=calculator', plans)}`, image };
}
