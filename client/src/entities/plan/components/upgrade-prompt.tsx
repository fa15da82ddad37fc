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
import { learnerMessage } from '@/i18n/learner-messages';
import { Trans } from '@/i18n/trans';
import { useAreaMessages } from '@/i18n/use-area-messages';

/**
 * Scholar's price for this learner, from the server's plan config, in the page's language ('$4.99',
 * 'USD 4.99'); nothing until it has arrived.
 */
function ScholarPrice() {
  const t = useT();
  const locale = intlLocales[useLanguage()];
  const plans = usePlans();
  if (!plans.data) return null;
  const { scholar, guarantee } = plans.data;
  const money = (cents: number) => formatMoney(cents / 100, 'usd', locale);
  const price = t('subscription.price.perMonth', { price: money(scholar.priceCents) });
  const discounted = scholar.discountPercent > 0 && scholar.discountMonths > 0;
  return (
    <p className="text-sm" data-testid="upgrade-price">
      <Trans
        id={discounted ? 'subscription.summary.scholarPriceDetail' : 'subscription.summary.scholarPrice'}
        values={{
          price,
          detail: discounted
            ? t('subscription.price.discount', {
                percent: scholar.discountPercent / 100,
                months: scholar.discountMonths,
                list: money(scholar.listPriceCents),
              })
            : '',
        }}
        components={{ 0: <span className="font-semibold" />, 1: <span className="text-muted-foreground" /> }}
      />
      <span className="block text-xs text-muted-foreground">{learnerMessage(guarantee)}</span>
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
  // Its words and the price's are in the subscription area: loaded with the screens that show the
  // card (app/routes/home-tab-panels.tsx), and here for any other.
  const worded = useAreaMessages('subscription', 'subscription.upgrade.see', !compact);
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
          {compact || !worded ? null : (
            <>
              <ScholarPrice />
              <Button asChild size="sm">
                <Link href={paths.subscription} onClick={() => track('upgrade_click', { source: 'upgrade_card' })}>
                  {t('subscription.upgrade.see')}
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
