import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { planContent } from '@shared/content/plans-by-language';
import type { PlanOffer, SubscriptionStatus } from '@shared/schemas/subscription';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useStartCheckout } from '@/entities/plan/api/billing';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/i18n';
import { learnerMessage } from '@/i18n/learner-messages';
import { Trans } from '@/i18n/trans';
import { longDay, planPrice, scholarPrice } from '../lib/plan-price';

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
  const t = useT();
  const language = useLanguage();
  const content = planContent(language);
  const { free, scholar, sage } = plans;
  const price = scholarPrice(scholar, language);
  const learnerFeatures = [
    t('subscription.plans.dcaAllowance', { count: free.limits.dcaCalculator }),
    t('subscription.plans.comparisonAllowance', { count: free.limits.strategyComparisons }),
    content.learnerGlossaryClaim,
    content.everyPlanIncludes,
  ];
  // A learner whose paid access ended is back on the Free plan, and may subscribe again; a beta
  // learner has Scholar until the beta ends.
  const beta = status.betaAccessUntil;
  const onScholar = (!status.canUpgrade && status.tier !== 'free') || beta !== null;
  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <h2 id="plans-heading" className="font-display text-xl font-bold">
        {t('subscription.plans.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className={cn(!onScholar && 'border-primary/40')}>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              {free.name}
              {!onScholar ? <Badge variant="outline">{t('subscription.plans.yourPlan')}</Badge> : null}
            </CardTitle>
            <CardDescription>
              <Trans
                id="subscription.plans.forever"
                values={{ price: planPrice(free.priceCents, language) }}
                components={{ 0: <span className="text-2xl font-bold text-foreground" /> }}
              />
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Features items={learnerFeatures} />
          </CardContent>
        </Card>
        <Card className={cn('border-primary', onScholar && 'ring-2 ring-primary/30')}>
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              {scholar.name}{' '}
              <span className="text-sm font-normal text-muted-foreground">{t('subscription.plans.premium')}</span>
              {onScholar ? (
                <Badge>
                  {beta
                    ? t('subscription.plans.yourPlanBeta', { date: longDay(beta, language) })
                    : t('subscription.plans.yourPlan')}
                </Badge>
              ) : null}
            </CardTitle>
            <CardDescription className="space-y-1">
              <span className="block">
                <span className="text-2xl font-bold text-foreground" data-testid="scholar-price">
                  {price.price}
                </span>
                {scholar.discountPercent > 0 ? (
                  <span className="ml-2 text-muted-foreground line-through">
                    {planPrice(scholar.listPriceCents, language)}
                  </span>
                ) : null}
              </span>
              {price.detail ? <span className="block">{price.detail}</span> : null}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Features items={content.scholarBenefits} />
            {status.canUpgrade && !beta ? (
              <Button
                className="h-auto min-h-10 w-full whitespace-normal"
                onClick={() => checkout.mutate()}
                disabled={checkout.isPending || status.billing === 'unconfigured'}
              >
                {checkout.isPending ? t('subscription.summary.startingCheckout') : t('subscription.summary.upgrade')}
              </Button>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {learnerMessage(plans.guarantee)}{' '}
              <Link className="text-primary underline" href={`${paths.terms}#refunds`}>
                {t('subscription.plans.refunds')}
              </Link>
            </p>
          </CardContent>
        </Card>
      </div>
      <p className="text-sm text-muted-foreground">
        <Trans
          id="subscription.summary.sageSoon"
          values={{ name: sage.name, price: planPrice(sage.priceCents, language) }}
          components={{ 0: <span className="font-medium text-foreground" /> }}
        />
      </p>
    </section>
  );
}
