import { Gift } from 'lucide-react';
import { formatPriceCents } from '@shared/domain/plans';
import { pluralize } from '@shared/domain/plural';
import type { PlanOffer } from '@shared/schemas/subscription';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useEarlyAdopter } from '../api/get-early-adopter';

/** An early adopter's discount while it has months left. */
export function EarlyAdopterBanner({ plans, subscribed }: { plans: PlanOffer; subscribed: boolean }) {
  const earlyAdopter = useEarlyAdopter();
  const discount = earlyAdopter.data;
  if (!discount?.eligible || discount.monthsRemaining === 0) return null;
  const months = pluralize(discount.monthsRemaining, 'month');
  return (
    <Alert variant="info" data-testid="early-adopter-banner">
      <Gift className="size-4" aria-hidden="true" />
      <AlertTitle>Early adopter: {discount.discountPercent}% off Scholar</AlertTitle>
      <AlertDescription>
        {subscribed
          ? `Your early-adopter discount applies for ${months} more.`
          : `As one of Arkad's first learners you pay ${formatPriceCents(plans.scholar.priceCents)}/month instead of ${formatPriceCents(plans.scholar.listPriceCents)} for ${months}.`}
      </AlertDescription>
    </Alert>
  );
}
