import { Mail, MessageSquare, Star, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  frustrationLabels,
  mostValuableFeatureLabels,
  priceRangeLabels,
  TARGET_PRICE_RANGE,
  type FeedbackSummary,
  type Frustration,
  type MostValuableFeature,
  type PriceRange,
} from '@shared/schemas/beta';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

function StatCard({ icon, label, value, detail }: { icon: ReactNode; label: string; value: string; detail?: string }) {
  return (
    <Card className="p-4">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        {icon}
        {label}
      </div>
      {/* A figure under its label, not a heading: not a paragraph styled as one either. */}
      <div className="mt-1 text-2xl font-bold tabular-nums">{value}</div>
      {detail ? <p className="text-xs text-muted-foreground">{detail}</p> : null}
    </Card>
  );
}

/** A labelled bar per option, its width the option's share of all submissions. */
function CountBars({
  rows,
  total,
  highlight,
}: {
  rows: { key: string; label: string; count: number }[];
  total: number;
  highlight?: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No answers yet.</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.key} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span>
              {row.label}
              {row.key === highlight ? (
                <Badge variant="success" className="ml-2">
                  target
                </Badge>
              ) : null}
            </span>
            <span className="shrink-0 tabular-nums text-muted-foreground">
              {row.count} ({percent(row.count, total)}%)
            </span>
          </div>
          <div className="h-2 rounded-full bg-muted" aria-hidden="true">
            <div className="h-2 rounded-full bg-primary" style={{ width: `${percent(row.count, total)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Stats cards, price-range preferences and the top five valuable features and frustrations. */
export function FeedbackOverview({ summary }: { summary: FeedbackSummary }) {
  const { total } = summary;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="feedback-stats">
        <StatCard
          icon={<MessageSquare className="size-4" aria-hidden="true" />}
          label="Responses"
          value={String(total)}
        />
        <StatCard
          icon={<Star className="size-4" aria-hidden="true" />}
          label="Average rating"
          value={summary.averageRating === null ? '–' : `${summary.averageRating.toFixed(1)} / 5`}
        />
        <StatCard
          icon={<Wallet className="size-4" aria-hidden="true" />}
          label="Will Pay $2.99+"
          value={String(summary.willPay)}
          detail={`${percent(summary.willPay, total)}% of responses`}
        />
        <StatCard
          icon={<Mail className="size-4" aria-hidden="true" />}
          label="Left an email"
          value={String(summary.withEmail)}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>Price range preferences</CardTitle>
            <CardDescription>
              What testers would pay for Scholar; the target is {priceRangeLabels[TARGET_PRICE_RANGE]}.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <CountBars
              total={total}
              highlight={TARGET_PRICE_RANGE}
              rows={summary.priceRanges.map(({ value, count }) => ({
                key: value,
                label: priceRangeLabels[value as PriceRange] ?? value,
                count,
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Most valuable features</CardTitle>
            <CardDescription>The top 5 they would pay for.</CardDescription>
          </CardHeader>
          <CardContent>
            <CountBars
              total={total}
              rows={summary.mostValuableFeatures.map(({ value, count }) => ({
                key: value,
                label: mostValuableFeatureLabels[value as MostValuableFeature] ?? value,
                count,
              }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Biggest friction</CardTitle>
            <CardDescription>The top 5 frustrations.</CardDescription>
          </CardHeader>
          <CardContent>
            <CountBars
              total={total}
              rows={summary.biggestFrictions.map(({ value, count }) => ({
                key: value,
                label: frustrationLabels[value as Frustration] ?? value,
                count,
              }))}
            />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
