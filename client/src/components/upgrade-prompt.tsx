import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';

/** What a free user sees where Scholar content would be. */
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
            <Button asChild size="sm">
              <Link href={paths.settingsSection('subscription')} onClick={() => track('upgrade_click')}>
                See Scholar plan
              </Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
