import { intlLocales } from '@shared/i18n/languages';
import { useLanguage } from '@/i18n/i18n';
import { toBitcoin } from '@shared/domain/treasury';
import { formatBtc, formatSats } from '@shared/domain/format';
import { cn } from '@/lib/cn';

/** The price of one bitcoin used for the BTC and sats figures, with what it is (live, a stored close). */
export interface TreasuryPrice {
  pricePerBitcoin: number;
  /** Says which price this is, e.g. 'today’s price' or 'the stored close of Aug 22, 2026'. */
  label: string;
}

/** '≈ 0.01284000 BTC · 1,284,000 sats' at the given price; nothing without a price. */
export function BitcoinEquivalent({
  amount,
  price,
  className,
}: {
  amount: number;
  price: TreasuryPrice | null;
  className?: string;
}) {
  const locale = intlLocales[useLanguage()];
  const value = price ? toBitcoin(amount, price.pricePerBitcoin) : null;
  if (!value) return null;
  return (
    <span className={cn('text-xs text-muted-foreground', className)}>
      ≈ {formatBtc(value.btc, 8, locale)} · {formatSats(value.sats, locale)}
    </span>
  );
}
