import type { CurrencyCode } from '@shared/domain/fx-currencies';
import { CloudOff, History, RotateCcw, Sprout, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@shared/domain/format';
import { pluralize } from '@shared/domain/plural';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LocalEntry } from '../lib/use-treasury';
import { monthLabel } from '../lib/month-label';
import { BitcoinEquivalent, type TreasuryPrice } from './bitcoin-equivalent';

interface SavingsHistoryProps {
  entries: LocalEntry[];
  targetAmount: number;
  currency: CurrencyCode;
  price: TreasuryPrice | null;
  onRemove(clientId: string): void;
  onReset(): void;
  /** More entries than those shown: the next page, and how many there are in all. */
  more?: { loading: boolean; load(): void; total: number } | null;
}

const addedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Your Savings Journey': the entries newest first, each removable after a confirmation, and
 * 'Reset Progress' (clears the entries, keeps the goal). Without entries: the empty state.
 */
export function SavingsHistory({
  entries,
  targetAmount,
  currency,
  price,
  onRemove,
  onReset,
  more = null,
}: SavingsHistoryProps) {
  const count = more ? more.total : entries.length;
  const [removing, setRemoving] = useState<LocalEntry | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  if (entries.length === 0) {
    return (
      <Card className="border-dashed text-center">
        <CardContent className="flex flex-col items-center gap-2 p-8 sm:p-10">
          <Sprout className="size-10 text-primary" aria-hidden="true" />
          <h3 className="text-lg font-semibold">Ready to Start Your Treasury?</h3>
          <p className="max-w-md text-sm text-muted-foreground">
            Log what you set aside this month in Step 2. Every entry appears here, and your progress and milestones grow
            with each one.
          </p>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <History className="size-5 text-primary" aria-hidden="true" />
            Your Savings Journey
          </CardTitle>
          <CardDescription>
            {pluralize(count, 'entry', 'entries')}, newest first{more ? `; ${entries.length} shown` : ''}
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirmReset(true)}>
          <RotateCcw aria-hidden="true" />
          Reset Progress
        </Button>
      </CardHeader>
      <CardContent>
        <ol className="divide-y rounded-lg border" aria-label="Savings entries">
          {entries.map((entry) => (
            <li key={entry.clientId} className="flex items-start gap-2 p-3" data-testid="savings-entry">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 break-words font-medium">{monthLabel(entry.month)}</p>
                  <p className="shrink-0 font-semibold">{formatMoney(entry.amount, currency)}</p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <span className="flex flex-wrap items-center gap-2">
                    Added {addedFormat.format(new Date(entry.date))}
                    {entry.id === undefined ? (
                      <Badge variant="outline" className="gap-1">
                        <CloudOff className="size-3" aria-hidden="true" />
                        On this device only
                      </Badge>
                    ) : null}
                  </span>
                  <BitcoinEquivalent amount={entry.amount} price={price} />
                </div>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="-my-1 shrink-0"
                aria-label={`Remove ${formatMoney(entry.amount, currency)} for ${monthLabel(entry.month)}`}
                onClick={() => setRemoving(entry)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {more ? (
          <Button variant="outline" className="mt-3 w-full" disabled={more.loading} onClick={more.load}>
            {more.loading ? 'Loading…' : 'Load more entries'}
          </Button>
        ) : null}
      </CardContent>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this entry?"
        description={
          removing
            ? `${formatMoney(removing.amount, currency)} for ${monthLabel(removing.month)} will be removed from your savings journey.`
            : ''
        }
        confirmLabel="Remove"
        onConfirm={() => removing && onRemove(removing.clientId)}
      />
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Reset your progress?"
        description={`All ${pluralize(count, 'savings entry', 'savings entries')} will be removed. Your goal of ${formatMoney(targetAmount, currency)} stays.`}
        confirmLabel="Reset Progress"
        onConfirm={onReset}
      />
    </Card>
  );
}
