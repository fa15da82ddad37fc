import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { formatMoney } from '@shared/domain/format';
import { intlLocales } from '@shared/i18n/languages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePlans } from '@/entities/plan/api/billing';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { useLanguage, useT } from '@/i18n/i18n';
import { usePlanMessages } from '@/entities/plan/use-plan-messages';

/** Scholar's price for this learner, from the server's plan config; nothing until it has arrived. */
function ScholarPrice() {
  const t = useT();
  const locale = intlLocales[useLanguage()];
  const plans = usePlans();
  if (!plans.data) return null;
  const { scholar } = plans.data;
  const money = (cents: number) => formatMoney(cents / 100, 'usd', locale);
  const price = t('plan.upgrade.perMonth', { price: money(scholar.priceCents) });
  const detail =
    scholar.discountPercent === 0 || scholar.discountMonths === 0
      ? null
      : t('plan.upgrade.discount', {
          percent: scholar.discountPercent / 100,
          months: scholar.discountMonths,
          list: money(scholar.listPriceCents),
        });
  return (
    <p className="text-sm" data-testid="upgrade-price">
      <span className="font-semibold">{t('plan.upgrade.price', { price })}</span>
      {detail ? <span className="text-muted-foreground"> ({detail})</span> : null}
      <span className="block text-xs text-muted-foreground">{plans.data.guarantee}</span>
    </p>
  );
}

/** What a free user sees where Scholar content would be: what it is, the price, and the way to the plan. */
export function UpgradePrompt({
  title,
  description,
  className,
  compact = false,
}: {
  title: string;
  description: string;
  className?: string;
  compact?: boolean;
}) {
  const t = useT();
  const ready = usePlanMessages();
  return (
    <div
      className={cn('rounded-lg border border-primary/30 bg-secondary/60 p-4', className)}
      data-testid="upgrade-prompt"
    >
      <div className="flex items-start gap-3">
        <Lock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-2">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground">{description}</p>
          {compact || !ready ? null : (
            <>
              <ScholarPrice />
              <Button asChild size="sm">
                <Link href={paths.subscription} onClick={() => track('upgrade_click', { source: 'upgrade_card' })}>
                  {t('plan.upgrade.see')}
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
