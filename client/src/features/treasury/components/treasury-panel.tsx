import { Cloud, CloudOff, Info, RefreshCw } from 'lucide-react';
import { treasurySummary } from '@shared/domain/treasury';
import { formatWholeDollars } from '@shared/domain/format';
import { useLanguage, useT } from '@/i18n/i18n';
import { intlLocales } from '@shared/i18n/languages';
import { translate } from '@/i18n/i18n';
import { Button } from '@/components/ui/button';
import { useTreasury, type SyncStatus, type UseTreasuryOptions } from '../lib/use-treasury';
import { type TreasuryPrice } from './bitcoin-equivalent';
import { GoalStep } from './goal-step';
import { ProgressStep } from './progress-step';
import { SavingsForm } from './savings-form';
import { SavingsHistory } from './savings-history';
import { TreasuryGuide } from './treasury-guide';
import type { CurrencyCode } from '@shared/domain/fx-currencies';

export type { TreasuryPrice } from './bitcoin-equivalent';

export interface TreasuryPanelProps {
  userId: number;
  /** The learner's Settings currency: a treasury with nothing saved yet is kept in it. */
  preferredCurrency: CurrencyCode;
  /** Today's price of one bitcoin in `currency`; null while none is known. */
  price: TreasuryPrice | null;
  /** For tests: the clock and the entry ids. */
  now?: () => Date;
  newId?: UseTreasuryOptions['newId'];
}

function statusText(status: SyncStatus, pending: number): string {
  switch (status) {
    case 'syncing':
      return translate('treasury.status.syncing');
    case 'waiting-offline':
      return translate('treasury.status.offline', { pending });
    case 'failed':
      return translate('treasury.status.failed');
    case 'saved':
      return translate('treasury.status.saved');
    case 'local':
      return translate('treasury.status.local');
  }
}

/** Step 7, Build Your Treasury: choose a goal, log savings, track progress, see the journey. */
/**
 * Which currency the amounts are in and why: a treasury keeps the currency its amounts were saved
 * in, whatever the Settings say now (decision 059).
 */
function currencyNoteOf(kept: CurrencyCode, preferred: CurrencyCode, started: boolean): string {
  if (!started || kept === preferred) return translate('treasury.currency.settings', { kept });
  return translate('treasury.currency.kept', { kept, preferred });
}

export function TreasuryPanel({ userId, preferredCurrency, price, now = () => new Date(), newId }: TreasuryPanelProps) {
  const { treasury, status, pending, setGoal, addEntry, removeEntry, reset, retry, hasMore, loadingMore, loadMore } =
    useTreasury({
      userId,
      preferredCurrency,
      now,
      ...(newId ? { newId } : {}),
    });
  const t = useT();
  const locale = intlLocales[useLanguage()];
  const currency = treasury.currency;
  const currencyNote = currencyNoteOf(currency, preferredCurrency, treasury.currencyKept);
  const summary = treasurySummary({
    targetAmount: treasury.targetAmount,
    targetDate: treasury.targetDate,
    saved: treasury.totals.saved,
    months: treasury.totals.months,
    now: now(),
  });

  return (
    <div className="space-y-4" data-testid="treasury-panel">
      <p className="text-muted-foreground">{t('treasury.intro')}</p>

      <TreasuryGuide />

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <p role="status" className="flex items-center gap-1.5" data-testid="treasury-sync-status" data-status={status}>
          {status === 'waiting-offline' || status === 'failed' ? (
            <CloudOff className="size-4" aria-hidden="true" />
          ) : (
            <Cloud className="size-4" aria-hidden="true" />
          )}
          {statusText(status, pending)}
        </p>
        {status === 'failed' ? (
          <Button variant="link" size="sm" className="h-auto p-0" onClick={retry}>
            <RefreshCw aria-hidden="true" />
            {t('treasury.tryAgain')}
          </Button>
        ) : null}
      </div>

      <p className="flex items-start gap-1.5 text-sm text-muted-foreground" data-testid="treasury-price-note">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {price
            ? t('treasury.price.at', {
                price: formatWholeDollars(price.pricePerBitcoin, currency, locale),
                label: price.label,
              })
            : t('treasury.price.none')}
          {` ${currencyNote}`}
        </span>
      </p>

      <div className="grid gap-4 lg:grid-cols-2">
        <GoalStep
          key={treasury.targetAmount}
          targetAmount={treasury.targetAmount}
          targetDate={treasury.targetDate ?? null}
          currency={currency}
          price={price}
          onChange={setGoal}
        />
        <SavingsForm currency={currency} onAdd={addEntry} now={now} />
      </div>

      <ProgressStep summary={summary} targetDate={treasury.targetDate ?? null} currency={currency} price={price} />

      <SavingsHistory
        entries={treasury.entries}
        targetAmount={treasury.targetAmount}
        currency={currency}
        price={price}
        onRemove={removeEntry}
        onReset={reset}
        more={hasMore ? { loading: loadingMore, load: loadMore, total: treasury.totals.count } : null}
      />

      <p className="text-xs text-muted-foreground">{t('common.disclaimer')}</p>
    </div>
  );
}
