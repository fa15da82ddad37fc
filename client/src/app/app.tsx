import { OfflineBanner } from '@/components/offline-banner';
import { useAuth } from '@/lib/auth';
import { usePendingUseReporter } from '@/lib/feature-usage';
import { AppProviders } from './providers';
import { AppRouter } from './router';

/** Reports the metered uses made offline once back online, wherever the learner is in the app. */
function PendingUseReporter() {
  const { user } = useAuth();
  usePendingUseReporter(user?.id ?? null);
  return null;
}

export function App() {
  return (
    <AppProviders>
      <PendingUseReporter />
      <OfflineBanner />
      <AppRouter />
    </AppProviders>
  );
}
