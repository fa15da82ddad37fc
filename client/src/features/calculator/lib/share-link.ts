import { apiUrl } from '@/lib/api-client';
import { getShareImage } from '@/api/market';
import type { Language } from '@shared/i18n/languages';
import type { DcaShareQuery } from '@shared/schemas/dca';
import { searchWithPlans, type LinkPlans } from './calculator-params';

/**
 * The shared link of a result (the calculator's own link, with every plan, which a signed-out
 * visitor opens read-only) and its share card, GET /api/share/dca.png with the same plans'
 * parameters: the image draws every plan the link opens (issue 46). Outside English both carry the
 * page's language (`lang=es`): the preview, the card and the page the link opens speak it, unless
 * the visitor chose another language in their own browser (startingLanguage).
 */
export function shareLinks(
  plans: LinkPlans,
  origin: string,
  language: Language = 'en',
): { link: string; image: string } {
  // searchWithPlans writes only the share schema's names (plan 1's, the currency, then 2's and 3's).
  const query = Object.fromEntries(new URLSearchParams(searchWithPlans('', plans))) as DcaShareQuery;
  const lang = language === 'en' ? '' : `&lang=${language}`;
  const image = `${apiUrl(getShareImage, { query })}${lang}`;
  return { link: `${origin}/?${searchWithPlans('tab=calculator', plans)}${lang}`, image };
}
