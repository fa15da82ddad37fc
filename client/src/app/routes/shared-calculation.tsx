import { Suspense } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { withMessages } from '@/i18n/i18n';

/** The calculator's messages load with it (decision 063): the shared result speaks the page's language. */
const SharedCalculation = lazyWhenOnline(() =>
  withMessages('calculator', import('@/features/calculator/components/shared-calculation')).then((m) => ({
    default: m.SharedCalculation,
  })),
);

/** '/?tab=calculator&...' signed out: the shared calculation, read-only, with a way in. */
export default function SharedCalculationRoute() {
  return (
    <Suspense fallback={null}>
      <SharedCalculation />
    </Suspense>
  );
}
