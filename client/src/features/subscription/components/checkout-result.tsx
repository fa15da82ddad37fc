import { CheckCircle2, Info, Loader2 } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useT } from '@/i18n/i18n';

export type CheckoutOutcome = 'success' | 'cancelled';

/** What came of a checkout the learner returned from (?checkout=success or cancelled). */
export function CheckoutResult({ outcome, premium }: { outcome: CheckoutOutcome; premium: boolean }) {
  const t = useT();
  if (outcome === 'cancelled') {
    return (
      <Alert variant="info" data-testid="checkout-result">
        <Info className="size-4" aria-hidden="true" />
        <AlertTitle>{t('subscription.checkout.cancelledTitle')}</AlertTitle>
        <AlertDescription>{t('subscription.checkout.cancelledText')}</AlertDescription>
      </Alert>
    );
  }
  if (!premium) {
    return (
      <Alert variant="info" data-testid="checkout-result">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        <AlertTitle>{t('subscription.checkout.receivedTitle')}</AlertTitle>
        <AlertDescription>{t('subscription.checkout.receivedText')}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert
      data-testid="checkout-result"
      className="border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/40 dark:text-green-200"
    >
      <CheckCircle2 className="size-4" aria-hidden="true" />
      <AlertTitle>{t('subscription.checkout.welcomeTitle')}</AlertTitle>
      <AlertDescription>{t('subscription.checkout.welcomeText')}</AlertDescription>
    </Alert>
  );
}
