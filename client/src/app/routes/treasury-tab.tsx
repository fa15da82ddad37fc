import { formatDate, formatDay } from '@shared/domain/format';
import { intlLocales, type Language } from '@shared/i18n/languages';
import { toCurrencyCode } from '@shared/domain/fx-currencies';
import type { PriceCurrency } from '@shared/schemas/price';
import { APP_PRICE_REFRESH_MS, useBitcoinPrice, type PriceReading } from '@/features/market/api/get-bitcoin-price';
import { TreasuryPanel, type TreasuryPrice } from '@/features/treasury/components/treasury-panel';
import { useTreasuryCurrency } from '@/features/treasury/lib/use-treasury';
import { useAuth } from '@/lib/auth';
import { translate, useLanguage } from '@/i18n/i18n';

/** What the price is: live, a stored daily close (with its date), or the copy saved in this browser. */
function priceLabel(reading: PriceReading, language: Language): string {
  const locale = intlLocales[language];
  const day = new Date(reading.price.lastUpdated);
  const label = reading.price.isFallback
    ? Number.isNaN(day.getTime())
      ? translate('treasury.price.lastStored')
      : translate('treasury.price.storedClose', { day: formatDay(day, locale) })
    : reading.source === 'cache'
      ? translate('treasury.price.cache', {
          time: formatDate(reading.receivedAt, { dateStyle: 'medium', timeStyle: 'short' }, locale),
        })
      : translate('treasury.price.today');
  const converted = reading.price.convertedFromUsd;
  if (!converted) return label;
  return translate('treasury.price.converted', {
    label,
    rate: String(converted.rate),
    rateDate: converted.rateDate,
  });
}

/**
 * Step 7 put together: the treasury in the currency its amounts were saved in (a new one in the
 * learner's Settings currency), and today's price in that currency from the market feature for
 * the BTC and sats figures.
 */
export default function TreasuryTab() {
  const { user } = useAuth();
  const language = useLanguage();
  const preferred = toCurrencyCode(user?.preferences.defaultCurrency ?? 'USD') ?? 'USD';
  const currency = useTreasuryCurrency(user?.id ?? 0, preferred);
  const priceQuery = useBitcoinPrice({
    currency: currency.toLowerCase() as PriceCurrency,
    refreshMs: APP_PRICE_REFRESH_MS,
  });
  const reading = priceQuery.data;
  const price: TreasuryPrice | null =
    reading && reading.price.price > 0
      ? { pricePerBitcoin: reading.price.price, label: priceLabel(reading, language) }
      : null;

  if (!user) return null;
  return <TreasuryPanel userId={user.id} preferredCurrency={preferred} price={price} />;
}
