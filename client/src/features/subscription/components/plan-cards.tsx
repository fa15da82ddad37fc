import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { EVERY_PLAN_INCLUDES, LEARNER_GLOSSARY_CLAIM, scholarBenefits } from '@shared/content/plans';
import { formatPriceCents, scholarPriceText } from '@shared/domain/plans';
import { pluralize } from '@shared/domain/plural';
import type { PlanOffer, SubscriptionStatus } from '@shared/schemas/subscription';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBetaEndDate } from '@/entities/beta/api/beta-config';
import { useStartCheckout } from '@/entities/plan/api/billing';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Free and Scholar (Premium) side by side, with Sage named as coming soon. */
export function PlanCards({ status, plans }: { status: SubscriptionStatus; plans: PlanOffer }) {
  const checkout = useStartCheckout('plan_card');
  const { free, scholar, sage } = plans;
  const price = scholarPriceText(scholar);
  const learnerFeatures = [
    `${pluralize(free.limits.dcaCalculator, 'DCA calculation')} a month`,
    `${pluralize(free.limits.strategyComparisons, 'strategy comparison')} a month`,
    LEARNER_GLOSSARY_CLAIM,
    EVERY_PLAN_INCLUDES,
  ];
  // A learner whose paid access ended is back on the Free plan, and may subscribe again; a beta
  // learner has Scholar until the beta ends.
  const beta = status.betaAccessUntil;
  const onScholar = (!status.canUpgrade && status.tier !== 'free') || beta !== null;
  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <h2 id="plans-heading" className="font-display text-xl font-bold">
        Plans
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className={cn(!onScholar && 'border-primary/40')}>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              {free.name}
              {!onScholar ? <Badge variant="outline">Your plan</Badge> : null}
            </CardTitle>
            <CardDescription>
              <span className="text-2xl font-bold text-foreground">{formatPriceCents(free.priceCents)}</span> forever
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Features items={learnerFeatures} />
          </CardContent>
        </Card>
        <Card className={cn('border-primary', onScholar && 'ring-2 ring-primary/30')}>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              {scholar.name} <span className="text-sm font-normal text-muted-foreground">(Premium)</span>
              {onScholar ? (
                <Badge>{beta ? `Your plan in the beta, until ${formatBetaEndDate(beta)}` : 'Your plan'}</Badge>
              ) : null}
            </CardTitle>
            <CardDescription className="space-y-1">
              <span className="block">
                <span className="text-2xl font-bold text-foreground" data-testid="scholar-price">
                  {price.price}
                </span>
                {scholar.discountPercent > 0 ? (
                  <span className="ml-2 text-muted-foreground line-through">
                    {formatPriceCents(scholar.listPriceCents)}
                  </span>
                ) : null}
              </span>
              {price.detail ? <span className="block">{price.detail}</span> : null}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Features items={scholarBenefits} />
            {status.canUpgrade && !beta ? (
              <Button
                className="h-auto min-h-10 w-full whitespace-normal"
                onClick={() => checkout.mutate()}
                disabled={checkout.isPending || status.billing === 'unconfigured'}
              >
                {checkout.isPending ? 'Starting checkout...' : 'Upgrade to Scholar'}
              </Button>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {plans.guarantee}{' '}
              <Link className="text-primary underline" href={`${paths.terms}#refunds`}>
                How refunds work
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{sage.name}</span>: coming soon at{' '}
        {formatPriceCents(sage.priceCents)}/month.
      </p>
    </section>
  );
}
