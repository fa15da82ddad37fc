import { toCurrencyCode } from '@shared/domain/fx-currencies';
import type { PriceCurrency } from '@shared/schemas/price';
import { APP_PRICE_REFRESH_MS, useBitcoinPrice, type PriceReading } from '@/features/market/api/get-bitcoin-price';
import { TreasuryPanel, type TreasuryPrice } from '@/features/treasury/components/treasury-panel';
import { useTreasuryCurrency } from '@/features/treasury/lib/use-treasury';
import { useAuth } from '@/lib/auth';

const closeDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const savedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the price is: live, a stored daily close (with its date), or the copy saved in this browser. */
function priceLabel(reading: PriceReading): string {
  const converted = reading.price.convertedFromUsd
    ? ` (the US dollar price × ${reading.price.convertedFromUsd.rate}, the ECB-based rate of ${reading.price.convertedFromUsd.rateDate})`
    : '';
  if (reading.price.isFallback) {
    const day = new Date(reading.price.lastUpdated);
    return `${Number.isNaN(day.getTime()) ? 'the last stored close' : `the stored close of ${closeDayFormat.format(day)}`}${converted}`;
  }
  if (reading.source === 'cache')
    return `the price saved on this device at ${savedAtFormat.format(new Date(reading.receivedAt))}${converted}`;
  return `today’s price${converted}`;
}

/**
 * Step 7 put together: the treasury in the currency its amounts were saved in (a new one in the
 * learner's Settings currency), and today's price in that currency from the market feature for
 * the BTC and sats figures.
 */
export default function TreasuryTab() {
  const { user } = useAuth();
  const preferred = toCurrencyCode(user?.preferences.defaultCurrency ?? 'USD') ?? 'USD';
  const currency = useTreasuryCurrency(user?.id ?? 0, preferred);
  const priceQuery = useBitcoinPrice({
    currency: currency.toLowerCase() as PriceCurrency,
    refreshMs: APP_PRICE_REFRESH_MS,
  });
  const reading = priceQuery.data;
  const price: TreasuryPrice | null =
    reading && reading.price.price > 0 ? { pricePerBitcoin: reading.price.price, label: priceLabel(reading) } : null;

  if (!user) return null;
  return <TreasuryPanel userId={user.id} preferredCurrency={preferred} price={price} />;
}
