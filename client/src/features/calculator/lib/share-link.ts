import { apiUrl } from '@/lib/api-client';
import { getShareImage } from '@/api/market';
import type { DcaShareQuery } from '@shared/schemas/dca';
import { searchWithPlans, type LinkPlans } from './calculator-params';

/**
 * The shared link of a result (the calculator's own link, with every plan, which a signed-out
 * visitor opens read-only) and its share card, GET /api/share/dca.png with the same plans'
 * parameters: the image draws every plan the link opens (issue 46).
 */
export function shareLinks(plans: LinkPlans, origin: string): { link: string; image: string } {
  // searchWithPlans writes only the share schema's names (plan 1's, the currency, then 2's and 3's).
  const query = Object.fromEntries(new URLSearchParams(searchWithPlans('', plans))) as DcaShareQuery;
  const image = apiUrl(getShareImage, { query });
  return { link: `${origin}/?${searchWithPlans('tab=calculator', plans)}`, image };
}
