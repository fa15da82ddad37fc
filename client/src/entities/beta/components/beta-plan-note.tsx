import { daysLeftOfBeta } from '@shared/domain/beta';
import { pluralize } from '@shared/domain/plural';
import { formatBetaEndDate } from '@/entities/beta/api/beta-config';

/**
 * A beta learner's plan, as the subscription page and Settings say it: the same end date and days
 * left as the beta banner, and what happens after.
 */
export function BetaPlanNote({ until }: { until: string }) {
  const days = daysLeftOfBeta(until, new Date());
  return (
    <p className="text-sm" data-testid="beta-plan-note">
      Every Scholar feature is unlocked for you in the beta until {formatBetaEndDate(until)}:{' '}
      <strong>{pluralize(days, 'day')} left</strong>. Then you are on the Free plan again; nothing is charged.
    </p>
  );
}
