import { Suspense, type ReactNode } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

const AuthScreen = lazyWhenOnline(() =>
  import('@/features/auth/components/auth-screen').then((m) => ({ default: m.AuthScreen })),
);
const OnboardingFlow = lazyWhenOnline(() =>
  import('@/features/onboarding/components/onboarding-flow').then((m) => ({ default: m.OnboardingFlow })),
);

/**
 * Spinner while the session loads, then the auth screen, then onboarding, then the page. The auth
 * screen and onboarding show in place, at the page's own address, so the page asked for follows.
 */
export function Protected({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, user } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {!isAuthenticated || !user ? (
        <AuthScreen embedded />
      ) : !user.hasCompletedOnboarding ? (
        <OnboardingFlow />
      ) : (
        children
      )}
    </Suspense>
  );
}
