import type { CurrencyCode } from '@shared/domain/fx-currencies';
import { CloudOff, History, RotateCcw, Sprout, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatMoney, formatNumber } from '@shared/domain/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { LocalEntry } from '../lib/use-treasury';
import { monthLabel } from '../lib/treasury-text';
import { useLanguage, useT } from '@/i18n/i18n';
import { intlLocales } from '@shared/i18n/languages';

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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('treasury.history.cancel')}
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
  const t = useT();
  const language = useLanguage();
  const locale = intlLocales[language];
  const money = (value: number) => formatMoney(value, currency, locale);
  const month = (value: string) => monthLabel(value, language);

  if (entries.length === 0) {
    return (
      <Card className="border-dashed text-center">
        <CardContent className="flex flex-col items-center gap-2 p-8 sm:p-10">
          <Sprout className="size-10 text-primary" aria-hidden="true" />
          <h3 className="text-lg font-semibold">{t('treasury.history.emptyTitle')}</h3>
          <p className="max-w-md text-sm text-muted-foreground">{t('treasury.history.emptyText')}</p>
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
            {t('treasury.history.title')}
          </CardTitle>
          <CardDescription>
            {more
              ? t('treasury.history.countShown', { count, shown: formatNumber(entries.length, {}, locale) })
              : t('treasury.history.count', { count })}
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirmReset(true)}>
          <RotateCcw aria-hidden="true" />
          {t('treasury.history.reset')}
        </Button>
      </CardHeader>
      <CardContent>
        <ol className="divide-y rounded-lg border" aria-label={t('treasury.history.entries')}>
          {entries.map((entry) => (
            <li key={entry.clientId} className="flex items-start gap-2 p-3" data-testid="savings-entry">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 break-words font-medium">{month(entry.month)}</p>
                  <p className="shrink-0 font-semibold">{money(entry.amount)}</p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <span className="flex flex-wrap items-center gap-2">
                    {t('treasury.history.added', {
                      day: formatDate(entry.date, { dateStyle: 'medium' }, locale),
                    })}
                    {entry.id === undefined ? (
                      <Badge variant="outline" className="gap-1">
                        <CloudOff className="size-3" aria-hidden="true" />
                        {t('treasury.history.deviceOnly')}
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
                aria-label={t('treasury.history.removeLabel', {
                  amount: money(entry.amount),
                  month: month(entry.month),
                })}
                onClick={() => setRemoving(entry)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
        {more ? (
          <Button variant="outline" className="mt-3 w-full" disabled={more.loading} onClick={more.load}>
            {more.loading ? t('treasury.history.loading') : t('treasury.history.loadMore')}
          </Button>
        ) : null}
      </CardContent>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('treasury.history.removeTitle')}
        description={
          removing
            ? t('treasury.history.removeText', { amount: money(removing.amount), month: month(removing.month) })
            : ''
        }
        confirmLabel={t('treasury.history.remove')}
        onConfirm={() => removing && onRemove(removing.clientId)}
      />
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('treasury.history.resetTitle')}
        description={t('treasury.history.resetText', { count, goal: money(targetAmount) })}
        confirmLabel={t('treasury.history.reset')}
        onConfirm={onReset}
      />
    </Card>
  );
}
