import type { PublicUser } from '@shared/schemas/user';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlanBadge } from './plan-badge';

const freeLimits = ['5 DCA calculator runs a month', '3 strategy comparisons a month', 'A 50+ term starter glossary'];
const scholarBenefits = [
  'Unlimited DCA calculator with historical data',
  'Unlimited strategy comparisons',
  'Full glossary (100+ terms)',
  'Risk assessment tools and goal tracking',
  'Priority support and early access',
];

export function SubscriptionSummary({ user }: { user: PublicUser }) {
  const active = user.subscriptionStatus === 'active';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your current plan.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <PlanBadge tier={user.subscriptionTier} />
          <Badge variant={active ? 'success' : 'destructive'}>{user.subscriptionStatus}</Badge>
        </div>
        {user.subscriptionTier === 'free' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h4 className="mb-2 text-sm font-semibold">Your free plan includes</h4>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {freeLimits.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="mb-2 text-sm font-semibold">Scholar adds</h4>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                {scholarBenefits.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {scholarBenefits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
