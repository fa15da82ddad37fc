import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { OfflineBanner } from '@/components/offline-banner';
import { appRendered } from '@/lib/after-first-screen';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  // Runs after the children's effects: start-up work waits for the first screen (lib/after-first-screen.ts).
  useEffect(appRendered, []);
  return (
    <AppProviders client={queryClient}>
      <OfflineBanner />
      <AppErrorBoundary>
        <AppRouter />
      </AppErrorBoundary>
    </AppProviders>
  );
}
