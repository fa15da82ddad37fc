import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { scholarPriceText } from '@shared/domain/plans';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePlans } from '@/entities/plan/api/billing';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';

/** Scholar's price for this learner, from the server's plan config; nothing until it has arrived. */
function ScholarPrice() {
  const plans = usePlans();
  if (!plans.data) return null;
  const { price, detail } = scholarPriceText(plans.data.scholar);
  return (
    <p className="text-sm" data-testid="upgrade-price">
      <span className="font-semibold">Scholar: {price}</span>
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
          {compact ? null : (
            <>
              <ScholarPrice />
              <Button asChild size="sm">
                <Link href={paths.subscription} onClick={() => track('upgrade_click', { source: 'upgrade_card' })}>
                  See Scholar plan
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
