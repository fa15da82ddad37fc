import { formatMoney } from '@shared/domain/format';
import { intlLocales, type Language } from '@shared/i18n/languages';
import type { PlanOffer } from '@shared/schemas/subscription';
import { translate } from '@/i18n/i18n';

/** A plan's price in US dollars, by Intl in the language ('$4.99', 'USD 4.99'). */
export function planPrice(cents: number, language: Language): string {
  return formatMoney(cents / 100, 'usd', intlLocales[language]);
}

/**
 * How Scholar's price reads in the page's language: '$4.99/month', or with an early-adopter
 * discount '$2.99/month' and '40% early-adopter discount for 12 months, then $4.99/month'.
 */
export function scholarPrice(
  scholar: PlanOffer['scholar'],
  language: Language,
): { price: string; detail: string | null } {
  const price = translate('subscription.price.perMonth', { price: planPrice(scholar.priceCents, language) });
  if (scholar.discountPercent === 0 || scholar.discountMonths === 0) return { price, detail: null };
  return {
    price,
    detail: translate('subscription.price.discount', {
      percent: scholar.discountPercent / 100,
      months: scholar.discountMonths,
      list: planPrice(scholar.listPriceCents, language),
    }),
  };
}

/** '7 de diciembre de 2026' / 'December 7, 2026' for an instant or a 'YYYY-MM-DD' day (UTC). */
export function longDay(value: string, language: Language): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
