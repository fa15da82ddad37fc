import { priceCurrencies, type PriceCurrency } from '@shared/schemas/price';
import { APP_PRICE_REFRESH_MS, useBitcoinPrice, type PriceReading } from '@/features/market/api/get-bitcoin-price';
import { TreasuryPanel, type TreasuryPrice } from '@/features/treasury/components/treasury-panel';
import { useAuth } from '@/lib/auth';

const closeDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const savedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the price is: live, a stored daily close (with its date), or the copy saved in this browser. */
function priceLabel(reading: PriceReading): string {
  if (reading.price.isFallback) {
    const day = new Date(reading.price.lastUpdated);
    return Number.isNaN(day.getTime()) ? 'the last stored close' : `the stored close of ${closeDayFormat.format(day)}`;
  }
  if (reading.source === 'cache')
    return `the price saved on this device at ${savedAtFormat.format(new Date(reading.receivedAt))}`;
  return 'today’s price';
}

/**
 * Step 7 put together: the treasury in the learner's Settings currency when Arkad has Bitcoin
 * prices in it (USD, EUR), otherwise in USD with a note saying why, and today's price from the
 * market feature for the BTC and sats figures.
 */
export default function TreasuryTab() {
  const { user } = useAuth();
  const preferred = user?.preferences.defaultCurrency ?? 'USD';
  const priced = (priceCurrencies as readonly string[]).includes(preferred.toLowerCase());
  const currency = priced && preferred === 'EUR' ? 'EUR' : 'USD';
  const currencyNote = priced
    ? `Amounts are in ${currency}, the currency chosen in your Settings (Arkad has Bitcoin prices in USD and EUR).`
    : `Your Settings currency is ${preferred}, but Arkad has Bitcoin prices only in USD and EUR, so your treasury is shown in USD.`;
  const priceQuery = useBitcoinPrice({
    currency: currency.toLowerCase() as PriceCurrency,
    refreshMs: APP_PRICE_REFRESH_MS,
  });
  const reading = priceQuery.data;
  const price: TreasuryPrice | null =
    reading && reading.price.price > 0 ? { pricePerBitcoin: reading.price.price, label: priceLabel(reading) } : null;

  if (!user) return null;
  return <TreasuryPanel userId={user.id} currency={currency} currencyNote={currencyNote} price={price} />;
}
