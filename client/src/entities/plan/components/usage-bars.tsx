import type { SubscriptionStatus } from '@shared/schemas/subscription';
import { intlLocales } from '@shared/i18n/languages';
import { Progress } from '@/components/ui/progress';
import { useLanguage, useT } from '@/i18n/i18n';

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const t = useT();
  const left = Math.max(0, limit - used);
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">{t('subscription.usage.count', { used, limit, left })}</span>
      </div>
      <Progress value={(used / limit) * 100} aria-label={t('subscription.usage.bar', { label, used, limit })} />
    </div>
  );
}

/**
 * A free learner's uses this month against the allowances, and when they start again. Its
 * messages are in the subscription area (loaded with Settings and the subscription page).
 */
export function UsageBars({ status }: { status: SubscriptionStatus }) {
  const t = useT();
  const language = useLanguage();
  const { limits } = status;
  if (limits.dcaCalculator === null || limits.strategyComparisons === null) return null;
  const resetDay = new Intl.DateTimeFormat(intlLocales[language], { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (
    <div className="space-y-3" data-testid="usage-bars">
      <h3 className="text-sm font-semibold">{t('subscription.usage.title')}</h3>
      <UsageBar
        label={t('subscription.usage.dcaCalculator')}
        used={status.dcaCalculatorUsage}
        limit={limits.dcaCalculator}
      />
      <UsageBar
        label={t('subscription.usage.strategyComparisons')}
        used={status.strategyComparisons}
        limit={limits.strategyComparisons}
      />
      <p className="text-xs text-muted-foreground">
        {t('subscription.usage.reset', { day: resetDay.format(new Date(status.monthlyUsageReset)) })}
      </p>
    </div>
  );
}
