import { SharedCalculation } from '@/features/calculator/components/shared-calculation';

/** '/?tab=calculator&...' signed out: the shared calculation, read-only, with a way in. */
export default function SharedCalculationRoute() {
  return <SharedCalculation />;
}
