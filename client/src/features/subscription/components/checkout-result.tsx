import { CheckCircle2, Info, Loader2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

export type CheckoutOutcome = 'success' | 'cancelled';

/** What came of a checkout the learner returned from (?checkout=success or cancelled). */
export function CheckoutResult({ outcome, premium }: { outcome: CheckoutOutcome; premium: boolean }) {
  if (outcome === 'cancelled') {
    return (
      <Alert variant="info" data-testid="checkout-result">
        <Info className="size-4" aria-hidden="true" />
        <AlertTitle>Checkout cancelled</AlertTitle>
        <AlertDescription>You were not charged. You can upgrade whenever you are ready.</AlertDescription>
      </Alert>
    );
  }
  if (!premium) {
    return (
      <Alert variant="info" data-testid="checkout-result">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        <AlertTitle>Payment received</AlertTitle>
        <AlertDescription>
          Activating your Scholar plan. This page updates as soon as the payment is confirmed.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert
      data-testid="checkout-result"
      className="border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/40 dark:text-green-200"
    >
      <CheckCircle2 className="size-4" aria-hidden="true" />
      <AlertTitle>Welcome, Scholar!</AlertTitle>
      <AlertDescription>
        Your upgrade went through: unlimited calculations and comparisons and the full glossary are yours.
      </AlertDescription>
    </Alert>
  );
}
