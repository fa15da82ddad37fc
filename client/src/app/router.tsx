import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { lazyWhenOnline } from '@/lib/lazy-when-online';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { spaRoutes } from '@shared/spa-routes';
import { FullPageSpinner } from '@/components/ui/spinner';
import { usePageViews } from '@/lib/analytics';
import { returnPathFromSearch } from '@/features/auth/lib/return-path';
import { getBitcoinPriceQueryOptions, LANDING_PRICE_REFRESH_MS } from '@/features/market/api/get-bitcoin-price';
import { useAuth } from '@/lib/auth';
import { useLanguage, type MessageArea } from '@/i18n/i18n';
import { GUIDE_TAB_MESSAGE_AREAS } from '@/config/first-screen-messages';
import { DEFAULT_TAB, isLearningTabId } from '@/config/learning-path';
import { readStoredToken } from '@/lib/storage';
import { useBetaConfig } from '@/entities/beta/api/beta-config';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { Protected } from './protected';

// The first screens: asked for as the app starts (preloadFirstScreen), and rendered at once when there.
const firstScreens = {
  landing: preloadableLazy(() => import('./routes/landing')),
  home: preloadableLazy(() => import('./routes/home')),
  auth: preloadableLazy(() => import('./routes/auth')),
};
const LandingRoute = firstScreens.landing.Screen;
const HomeRoute = firstScreens.home.Screen;
const AuthRoute = firstScreens.auth.Screen;
const SharedCalculationRoute = lazyWhenOnline(() => import('./routes/shared-calculation'));
// Every other page's route, with its lazy screens and their lists of files, in a module of its own
// (decision 015): the first screens' loads do not carry them.
const OtherRoutes = lazyWhenOnline(() => import('./other-routes'));

/**
 * The screen a page opens with, guessed from its path and whether a session is stored; a wrong
 * guess (a learner still in onboarding) only loads a chunk and asks for the price early.
 * index.html's preload script makes the same guess before the app's code has arrived.
 */
export function firstScreen(pathname: string, hasStoredSession: boolean): keyof typeof firstScreens | null {
  if (pathname === '/' || pathname === spaRoutes.landingEs) return hasStoredSession ? 'home' : 'landing';
  if (pathname === '/auth') return 'auth';
  if (pathname === '/home' || pathname === '/compare') return hasStoredSession ? 'home' : 'auth';
  return null;
}

/**
 * The message areas a first screen shows beside the start catalogue: home's default tab, the Guide
 * (its panel, the quiz at its end, and the Review and Seven Cures cards' headings). Asked for as the
 * app starts (main.tsx), in one round with the start catalogue and the price, instead of one after
 * the other once each part has rendered (issue 47).
 */
export function firstScreenMessageAreas(
  pathname: string,
  search: string,
  hasStoredSession: boolean,
): readonly MessageArea[] {
  if (pathname === spaRoutes.compare || firstScreen(pathname, hasStoredSession) !== 'home') return [];
  const tab = new URLSearchParams(search).get('tab');
  return (isLearningTabId(tab) ? tab : DEFAULT_TAB) === 'guide' ? GUIDE_TAB_MESSAGE_AREAS : [];
}

/**
 * Starts loading the first screen's code as the app starts, in parallel with React's first renders
 * (the session check, then the route), instead of after them, and the price its card shows (the
 * landing page and home open with it): the card then usually renders with the price rather than
 * with a placeholder that the answer replaces. A failed load is left to the route itself, which
 * shows its own error. The promise settles (never rejects) once the chunk and the price have:
 * tests wait for it.
 */
/**
 * The first screen's code alone, loaded (never rejects; a failed load is left to the route). The
 * start waits for it when the landing page is already on the page (main.tsx).
 */
export function loadFirstScreenCode(pathname: string, hasStoredSession: boolean): Promise<void> {
  const screen = firstScreen(pathname, hasStoredSession);
  if (screen === null) return Promise.resolve();
  return firstScreens[screen].preload().then(
    () => undefined,
    () => undefined,
  );
}

export function preloadFirstScreen(
  pathname: string,
  hasStoredSession: boolean,
  queryClient: QueryClient,
): Promise<void> {
  const screen = firstScreen(pathname, hasStoredSession);
  if (screen === null) return Promise.resolve();
  const pending: Promise<unknown>[] = [loadFirstScreenCode(pathname, hasStoredSession)];
  if (screen !== 'auth') {
    // The refresh interval is the card's own; the first answer is the same for both pages.
    pending.push(
      queryClient.prefetchQuery(getBitcoinPriceQueryOptions({ currency: 'usd', refreshMs: LANDING_PRICE_REFRESH_MS })),
    );
  }
  return Promise.all(pending).then(() => undefined);
}

/**
 * '/': the landing page for visitors, or a shared calculator link's result (read-only, with a way
 * in that comes back to it); onboarding or the app for signed-in users.
 */
function RootRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  const search = useSearch();
  // Without a stored session there is no one to check (the session check answers null at once): a
  // visitor gets the landing page at the first render, the one the server already sent (decision 061).
  if (isLoading && (isAuthenticated || readStoredToken() !== null)) return <FullPageSpinner />;
  if (!isAuthenticated) {
    const sharedCalculation = new URLSearchParams(search).get('tab') === 'calculator';
    return sharedCalculation ? <SharedCalculationRoute /> : <LandingRoute />;
  }
  return (
    <Protected>
      <HomeRoute />
    </Protected>
  );
}

/**
 * '/es': the landing page in Spanish for a visitor (main.tsx opens a visit there in Spanish). A
 * signed-in learner, or a visitor who switches to another language, goes on to '/'.
 */
function SpanishLandingRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  const language = useLanguage();
  if (isLoading && (isAuthenticated || readStoredToken() !== null)) return <FullPageSpinner />;
  if (isAuthenticated || language !== 'es') return <Redirect to={spaRoutes.landing} replace />;
  return <LandingRoute />;
}

/** Signed-in users are sent on: to the safe `?next=` page, or to '/', which shows onboarding or the app. */
function AuthEntryRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  const search = useSearch();
  if (isLoading) return <FullPageSpinner />;
  if (isAuthenticated) return <Redirect to={returnPathFromSearch(search) ?? '/'} replace />;
  return <AuthRoute />;
}

export function AppRouter() {
  const { isAuthenticated } = useAuth();
  // Page views for first-party analytics; the beta settings once a learner is signed in.
  usePageViews();
  useBetaConfig({ fetch: isAuthenticated });
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path={spaRoutes.landing} component={RootRoute} />
        <Route path={spaRoutes.landingEs} component={SpanishLandingRoute} />
        <Route path={spaRoutes.home}>
          <Protected>
            <HomeRoute />
          </Protected>
        </Route>
        <Route path={spaRoutes.compare}>
          <Protected>
            <HomeRoute fixedTab="compare" />
          </Protected>
        </Route>
        <Route path={spaRoutes.auth} component={AuthEntryRoute} />
        {/* Settings, the subscription, the exam, classrooms, legal pages ... and any other path. */}
        <Route component={OtherRoutes} />
      </Switch>
    </Suspense>
  );
}
