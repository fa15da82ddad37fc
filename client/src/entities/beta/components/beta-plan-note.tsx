import { daysLeftOfBeta } from '@shared/domain/beta';
import { intlLocales } from '@shared/i18n/languages';
import { Trans } from '@/i18n/trans';
import { useLanguage } from '@/i18n/i18n';

/**
 * A beta learner's plan, as the subscription page and Settings say it: the same end date and days
 * left as the beta banner, and what happens after. Its message is in the subscription area (loaded
 * with both screens).
 */
export function BetaPlanNote({ until }: { until: string }) {
  const language = useLanguage();
  const days = daysLeftOfBeta(until, new Date());
  const day = new Intl.DateTimeFormat(intlLocales[language], { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <p className="text-sm" data-testid="beta-plan-note">
      <Trans
        id="subscription.beta.note"
        values={{ until: day.format(new Date(`${until}T00:00:00Z`)), days }}
        components={{ 0: <strong /> }}
      />
    </p>
  );
}
