import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useOpenBillingPortal } from '@/entities/plan/api/billing';

/** For Scholars: the billing portal in a new tab, and what cancelling means. */
export function ManageBillingCard({ testMode }: { testMode: boolean }) {
  const portal = useOpenBillingPortal();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Manage Billing</CardTitle>
        <CardDescription>
          Change your payment method, see your invoices or cancel{testMode ? ' (local test billing)' : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm">
          Cancel any time: your Scholar access continues until the end of the period you have paid for, and nothing more
          is charged.
        </p>
        <Button variant="outline" onClick={() => portal.open(true)} disabled={portal.isPending}>
          <ExternalLink aria-hidden="true" /> {portal.isPending ? 'Opening billing...' : 'Manage Billing'}
        </Button>
      </CardContent>
    </Card>
  );
}
