import { Cloud, CloudOff, Info, RefreshCw } from 'lucide-react';
import { treasurySummary } from '@shared/domain/treasury';
import { formatWholeDollars } from '@shared/domain/format';
import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import { Button } from '@/components/ui/button';
import { useTreasury, type SyncStatus, type UseTreasuryOptions } from '../lib/use-treasury';
import { type TreasuryPrice } from './bitcoin-equivalent';
import { GoalStep } from './goal-step';
import { ProgressStep } from './progress-step';
import { SavingsForm } from './savings-form';
import { SavingsHistory } from './savings-history';
import { TreasuryGuide } from './treasury-guide';
import { pluralize } from '@shared/domain/plural';
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
      return 'Saving to your account…';
    case 'waiting-offline':
      return `You are offline. ${pluralize(pending, 'change is', 'changes are')} kept on this device and will be sent to your account when you are back online.`;
    case 'failed':
      return 'Your changes are kept on this device; they could not be sent to your account yet, and are tried again.';
    case 'saved':
      return 'Saved to your account.';
    case 'local':
      return 'Saved on this device.';
  }
}

/** Step 7, Build Your Treasury: choose a goal, log savings, track progress, see the journey. */
/**
 * Which currency the amounts are in and why: a treasury keeps the currency its amounts were saved
 * in, whatever the Settings say now (decision 059).
 */
function currencyNoteOf(kept: CurrencyCode, preferred: CurrencyCode, started: boolean): string {
  if (!started || kept === preferred)
    return `Amounts are in ${kept}, the currency chosen in your Settings; they keep it if you change Settings.`;
  return `Your treasury is kept in ${kept}, the currency its amounts were saved in; changing your Settings currency (${preferred}) never changes saved amounts. To keep it in ${preferred}, reset the entries and save a goal.`;
}

export function TreasuryPanel({ userId, preferredCurrency, price, now = () => new Date(), newId }: TreasuryPanelProps) {
  const { treasury, status, pending, setGoal, addEntry, removeEntry, reset, retry, hasMore, loadingMore, loadMore } =
    useTreasury({
      userId,
      preferredCurrency,
      now,
      ...(newId ? { newId } : {}),
    });
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
    <div className="space-y-4">
      <p className="text-muted-foreground">
        “Start thy purse to fattening.” Set a savings goal, log what you put aside each month and watch your treasury
        grow.
      </p>

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
            Try again
          </Button>
        ) : null}
      </div>

      <p className="flex items-start gap-1.5 text-sm text-muted-foreground" data-testid="treasury-price-note">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {price
            ? `BTC and sats are worked out at ${formatWholeDollars(price.pricePerBitcoin, currency)} per bitcoin, ${price.label}.`
            : 'BTC and sats amounts appear once a Bitcoin price is available.'}
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

      <p className="text-xs text-muted-foreground">{EDUCATIONAL_DISCLAIMER}</p>
    </div>
  );
}
