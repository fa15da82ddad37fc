import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { OfflineBanner } from '@/components/offline-banner';
import { appRendered } from '@/lib/after-first-screen';
import { useAuth } from '@/lib/auth';
import { AppProviders } from './providers';
import { AppRouter } from './router';

// Only a signed-in learner has uses to report: visitors never load it.
const PendingUseReporter = lazy(() => import('./pending-use-reporter'));

function SignedInServices() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PendingUseReporter userId={user.id} />
    </Suspense>
  );
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  // Runs after the children's effects: start-up work waits for the first screen (lib/after-first-screen.ts).
  useEffect(appRendered, []);
  return (
    <AppProviders client={queryClient}>
      <SignedInServices />
      <OfflineBanner />
      <AppRouter />
    </AppProviders>
  );
}
