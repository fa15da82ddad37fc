import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useOpenBillingPortal } from '@/entities/plan/api/billing';
import { useT } from '@/i18n/i18n';

/** For Scholars: the billing portal in a new tab, and what cancelling means. */
export function ManageBillingCard({ testMode }: { testMode: boolean }) {
  const portal = useOpenBillingPortal();
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('subscription.billing.title')}</CardTitle>
        <CardDescription>
          {testMode ? t('subscription.billing.descriptionTest') : t('subscription.billing.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm">{t('subscription.billing.cancelAnyTime')}</p>
        <Button variant="outline" onClick={() => portal.open(true)} disabled={portal.isPending}>
          <ExternalLink aria-hidden="true" />{' '}
          {portal.isPending ? t('subscription.summary.openingBilling') : t('subscription.billing.title')}
        </Button>
      </CardContent>
    </Card>
  );
}
