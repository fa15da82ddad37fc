import { pluralize } from '@shared/domain/plural';
import type { SubscriptionStatus } from '@shared/schemas/subscription';
import { Progress } from '@/components/ui/progress';

const resetDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const left = Math.max(0, limit - used);
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">
          {used} of {pluralize(limit, 'use')} · {left === 0 ? 'none left' : `${pluralize(left, 'use')} left`}
        </span>
      </div>
      <Progress
        value={(used / limit) * 100}
        aria-label={`${label}: ${used} of ${pluralize(limit, 'use')} this month`}
      />
    </div>
  );
}

/** A free learner's uses this month against the allowances, and when they start again. */
export function UsageBars({ status }: { status: SubscriptionStatus }) {
  const { limits } = status;
  if (limits.dcaCalculator === null || limits.strategyComparisons === null) return null;
  return (
    <div className="space-y-3" data-testid="usage-bars">
      <h3 className="text-sm font-semibold">This month&apos;s free uses</h3>
      <UsageBar label="DCA Calculator" used={status.dcaCalculatorUsage} limit={limits.dcaCalculator} />
      <UsageBar label="Strategy Comparison" used={status.strategyComparisons} limit={limits.strategyComparisons} />
      <p className="text-xs text-muted-foreground">
        Uses start again on {resetDay.format(new Date(status.monthlyUsageReset))} (UTC).
      </p>
    </div>
  );
}
