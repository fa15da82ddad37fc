import type { CurrencyCode } from '@shared/domain/fx-currencies';
import { CheckCircle2, Circle, TrendingUp, Trophy } from 'lucide-react';
import { motivationMessages, parseTargetDate, type TreasurySummary } from '@shared/domain/treasury';
import { formatMoney, formatPercent } from '@shared/domain/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { BitcoinEquivalent, type TreasuryPrice } from './bitcoin-equivalent';
import { pluralize } from '@shared/domain/plural';

interface ProgressStepProps {
  summary: TreasurySummary;
  targetDate: string | null;
  currency: CurrencyCode;
  price: TreasuryPrice | null;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

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
  const message = motivationMessages[summary.band];
  const achieved = summary.band === 'achieved';
  const date = parseTargetDate(targetDate);
  const money = (value: number) => formatMoney(value, currency);

  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">Step 3</p>
        <CardTitle className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden="true" />
          Track Your Progress
        </CardTitle>
        <CardDescription>
          {money(summary.current)} saved of {money(summary.target)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-2">
            <span id="treasury-progress-label" className="text-sm font-medium">
              Progress to your goal
            </span>
            <span className="text-2xl font-bold text-primary" data-testid="treasury-percent">
              {formatPercent(summary.percent)}
            </span>
          </div>
          <Progress
            value={summary.capped}
            aria-labelledby="treasury-progress-label"
            aria-valuetext={`${formatPercent(summary.percent)} of your goal`}
            className="h-3"
          />
          <BitcoinEquivalent amount={summary.current} price={price} className="block" />
        </div>

        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label="Saved" value={money(summary.current)} testId="treasury-current" />
          <Stat label="Remaining" value={money(summary.remaining)} testId="treasury-remaining" />
          <Stat label="Average per month saved" value={money(summary.average)} testId="treasury-average" />
          <Stat
            label="Months to goal"
            value={summary.monthsToGoal === null ? '—' : String(summary.monthsToGoal)}
            testId="treasury-months"
          />
        </dl>

        {summary.monthsToGoal !== null && summary.remaining > 0 ? (
          <p className="text-sm text-muted-foreground">
            At your average of {money(summary.average)} per month you saved in (months without savings are not counted),
            about {pluralize(summary.monthsToGoal, 'month')} to go.
          </p>
        ) : null}
        {summary.monthlyNeeded !== null && date && summary.remaining > 0 ? (
          <p
            className="rounded-lg border border-primary/30 bg-secondary p-3 text-sm text-secondary-foreground"
            data-testid="treasury-suggestion"
          >
            To reach your goal by {dayFormat.format(date)}, set aside about{' '}
            <strong>{money(summary.monthlyNeeded)}</strong> a month.
          </p>
        ) : null}

        <div>
          <h4 className="mb-2 text-sm font-semibold">Milestones</h4>
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
                <span className="text-lg font-bold">{milestone.percent}%</span>
                <span className="text-xs">{money(milestone.amount)}</span>
                <span className="sr-only">{milestone.reached ? 'reached' : 'not reached yet'}</span>
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
