import { OfflineBanner } from '@/components/offline-banner';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <OfflineBanner />
      <AppRouter />
    </AppProviders>
  );
}
