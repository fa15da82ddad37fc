import type { CurrencyCode } from '@shared/domain/fx-currencies';
import { CheckCircle2, Circle, TrendingUp, Trophy } from 'lucide-react';
import { parseTargetDate, type TreasurySummary } from '@shared/domain/treasury';
import { formatDay, formatMoney, formatNumber, formatPercent } from '@shared/domain/format';
import { intlLocales } from '@shared/i18n/languages';
import { useLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { BitcoinEquivalent, type TreasuryPrice } from './bitcoin-equivalent';

interface ProgressStepProps {
  summary: TreasurySummary;
  targetDate: string | null;
  currency: CurrencyCode;
  price: TreasuryPrice | null;
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold sm:text-lg" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Step 3: the bar (capped at 100), the figures, the milestone tiles and the message for the band. */
export function ProgressStep({ summary, targetDate, currency, price }: ProgressStepProps) {
  const t = useT();
  const language = useLanguage();
  const locale = intlLocales[language];
  const message = {
    title: t(`treasury.motivation.${summary.band}.title`),
    text: t(`treasury.motivation.${summary.band}.text`),
  };
  const achieved = summary.band === 'achieved';
  const date = parseTargetDate(targetDate);
  const money = (value: number) => formatMoney(value, currency, locale);
  const percent = formatPercent(summary.percent, {}, locale);

  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t('treasury.step', { n: 3 })}</p>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden="true" />
          {t('treasury.progress.title')}
        </CardTitle>
        <CardDescription>
          {t('treasury.progress.description', { current: money(summary.current), target: money(summary.target) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-2">
            <span id="treasury-progress-label" className="text-sm font-medium">
              {t('treasury.progress.label')}
            </span>
            <span className="text-2xl font-bold text-primary" data-testid="treasury-percent">
              {percent}
            </span>
          </div>
          <Progress
            value={summary.capped}
            aria-labelledby="treasury-progress-label"
            aria-valuetext={t('treasury.progress.valueText', { percent })}
            className="h-3"
          />
          <BitcoinEquivalent amount={summary.current} price={price} className="block" />
        </div>

        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label={t('treasury.progress.saved')} value={money(summary.current)} testId="treasury-current" />
          <Stat label={t('treasury.progress.remaining')} value={money(summary.remaining)} testId="treasury-remaining" />
          <Stat label={t('treasury.progress.average')} value={money(summary.average)} testId="treasury-average" />
          <Stat
            label={t('treasury.progress.months')}
            value={summary.monthsToGoal === null ? '—' : formatNumber(summary.monthsToGoal, {}, locale)}
            testId="treasury-months"
          />
        </dl>

        {summary.monthsToGoal !== null && summary.remaining > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('treasury.progress.pace', { average: money(summary.average), months: summary.monthsToGoal })}
          </p>
        ) : null}
        {summary.monthlyNeeded !== null && date && summary.remaining > 0 ? (
          <p
            className="rounded-lg border border-primary/30 bg-secondary p-3 text-sm text-secondary-foreground"
            data-testid="treasury-suggestion"
          >
            <Trans
              id="treasury.progress.suggestion"
              values={{ day: formatDay(date, locale), amount: money(summary.monthlyNeeded) }}
              components={{ 0: <strong /> }}
            />
          </p>
        ) : null}

        <div>
          <h4 className="mb-2 text-sm font-semibold">{t('treasury.progress.milestones')}</h4>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {summary.milestones.map((milestone) => (
              <li
                key={milestone.percent}
                data-testid={`milestone-${milestone.percent}`}
                data-reached={milestone.reached}
                className={cn(
                  'flex flex-col items-center gap-1 rounded-lg border p-3 text-center',
                  milestone.reached ? 'border-success bg-success/10' : 'border-dashed text-muted-foreground',
                )}
              >
                {milestone.reached ? (
                  <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
                ) : (
                  <Circle className="size-5" aria-hidden="true" />
                )}
                <span className="text-lg font-bold">{formatPercent(milestone.percent, { decimals: 0 }, locale)}</span>
                <span className="text-xs">{money(milestone.amount)}</span>
                <span className="sr-only">
                  {t(milestone.reached ? 'treasury.progress.reached' : 'treasury.progress.notReached')}
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div
          role="status"
          className={cn('flex gap-3 rounded-lg p-4', achieved ? 'bg-success/10 text-foreground' : 'bg-muted')}
          data-testid="treasury-motivation"
        >
          {achieved ? <Trophy className="size-6 shrink-0 text-success" aria-hidden="true" /> : null}
          <div>
            <p className="font-semibold">{message.title}</p>
            <p className="text-sm text-muted-foreground">{message.text}</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
