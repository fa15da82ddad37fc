import { Gift } from 'lucide-react';
import type { PlanOffer } from '@shared/schemas/subscription';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useLanguage, useT } from '@/i18n/i18n';
import { useEarlyAdopter } from '../api/get-early-adopter';
import { planPrice } from '../lib/plan-price';

/** An early adopter's discount while it has months left. */
export function EarlyAdopterBanner({ plans, subscribed }: { plans: PlanOffer; subscribed: boolean }) {
  const earlyAdopter = useEarlyAdopter();
  const t = useT();
  const language = useLanguage();
  const discount = earlyAdopter.data;
  if (!discount?.eligible || discount.monthsRemaining === 0) return null;
  const months = discount.monthsRemaining;
  return (
    <Alert variant="info" data-testid="early-adopter-banner">
      <Gift className="size-4" aria-hidden="true" />
      <AlertTitle>{t('subscription.early.title', { percent: discount.discountPercent / 100 })}</AlertTitle>
      <AlertDescription>
        {subscribed
          ? t('subscription.early.subscribed', { months })
          : t('subscription.early.offer', {
              months,
              price: planPrice(plans.scholar.priceCents, language),
              list: planPrice(plans.scholar.listPriceCents, language),
            })}
      </AlertDescription>
    </Alert>
  );
}
