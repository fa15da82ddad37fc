import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnalyticsBatch } from '@shared/schemas/analytics';
import type { PricePoint } from '@shared/schemas/price';
import { defaultUserPreferences, type PublicUser } from '@shared/schemas/user';
import { GlossaryText } from '@/entities/glossary/components/glossary-text';
import { UpgradePrompt } from '@/entities/plan/components/upgrade-prompt';
import { startAnalytics } from '@/lib/analytics';
import { browserNavigation } from '@/entities/plan/api/billing';
import { visitKeys, writeVisit } from '@/lib/visit-storage';
import { fakeServer, json, type ServerCall } from '@/test/fake-server';
import { closeToasts, fill, renderApp } from '@/test/render-app';
import { startSignedIn, WithCurrentUser } from '@/test/signed-in';
import { plansFixture, statusFixture } from '@/test/subscription-fixtures';
import { testUser } from '@/test/test-user';
import { RegisterForm } from '@/features/auth/components/register-form';
import { CalculatorPanel } from '@/features/calculator/components/calculator-panel';
import { OnboardingFlow } from '@/features/onboarding/components/onboarding-flow';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { SubscriptionPage } from '@/features/subscription/components/subscription-page';

/**
 * The app's real recorder, started as the app's entry starts it: each action sends its event to
 * POST /api/events. jsdom has no sendBeacon, so what waits when the page goes away is posted
 * with fetch (the recorder's fallback), which the fake server records.
 */
beforeEach(() => {
  startAnalytics();
});

const EVENTS = 'POST /api/events';
const accepted = () => json(202, { accepted: 1 });

afterEach(() => {
  // Nothing is left waiting for the next test.
  window.dispatchEvent(new Event('pagehide'));
  closeToasts();
  vi.unstubAllGlobals();
});

/** The page goes away: the events sent to POST /api/events, as the server receives them. */
async function sentOnPageHide(server: { callsTo(route: string): ServerCall[] }) {
  window.dispatchEvent(new Event('pagehide'));
  await waitFor(() => expect(server.callsTo(EVENTS).length).toBeGreaterThan(0));
  return server.callsTo(EVENTS).flatMap((call) => (call.body as AnalyticsBatch).events);
}

function subscriptionRoutes(user: PublicUser) {
  return {
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/subscription/status': () => json(200, statusFixture()),
    'GET /api/subscription/plans': () => json(200, plansFixture()),
    'GET /api/subscription/early-adopter': () => json(200, { eligible: false, discountPercent: 0, monthsRemaining: 0 }),
    'POST /api/subscription/create-checkout': () => json(200, { checkoutUrl: '/subscription/test-checkout' }),
    [EVENTS]: accepted,
  };
}

describe('upgrade clicks', () => {
  it.each([
    ['the current plan card', 'Upgrade to Scholar for $4.99/month', 'current_plan'],
    ['the Scholar plan card', 'Upgrade to Scholar', 'plan_card'],
  ])("'Upgrade to Scholar' on %s sends upgrade_click from where it was", async (_card, button, source) => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = testUser();
    startSignedIn(user);
    const server = fakeServer(subscriptionRoutes(user));
    renderApp(<SubscriptionPage />, { path: '/subscription' });
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(server.callsTo('POST /api/subscription/create-checkout')).toHaveLength(1));
    expect(await sentOnPageHide(server)).toEqual([{ name: 'upgrade_click', properties: { path: '/', source } }]);
  });

  it("'Upgrade to Scholar' in Settings › Subscription sends upgrade_click from settings", async () => {
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = testUser();
    startSignedIn(user);
    const server = fakeServer(subscriptionRoutes(user));
    renderApp(<WithCurrentUser>{(current) => <SettingsPage user={current} />}</WithCurrentUser>, {
      path: '/settings?section=subscription',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Scholar' }));
    expect(await sentOnPageHide(server)).toEqual([
      { name: 'upgrade_click', properties: { path: '/', source: 'settings' } },
    ]);
  });

  it("'See Scholar plan' on an upgrade card sends upgrade_click from upgrade_card", async () => {
    const user = testUser();
    startSignedIn(user);
    const server = fakeServer(subscriptionRoutes(user));
    renderApp(<UpgradePrompt title="This month's free uses are used up" description="Upgrade to continue." />);
    await userEvent.click(screen.getByRole('link', { name: 'See Scholar plan' }));
    expect(await sentOnPageHide(server)).toEqual([
      { name: 'upgrade_click', properties: { path: '/', source: 'upgrade_card' } },
    ]);
  });

  it("'See Scholar plan' in a locked glossary term sends upgrade_click from glossary_popup", async () => {
    const user = testUser();
    startSignedIn(user);
    const server = fakeServer(subscriptionRoutes(user));
    renderApp(<GlossaryText text="A hard fork changes the rules." />);
    await userEvent.click(screen.getByRole('button', { name: 'hard fork' }));
    const popup = await screen.findByRole('dialog');
    await userEvent.click(within(popup).getByRole('link', { name: 'See Scholar plan' }));
    expect(await sentOnPageHide(server)).toEqual([
      { name: 'upgrade_click', properties: { path: '/', source: 'glossary_popup' } },
    ]);
  });
});

describe('account events', () => {
  it('a successful registration sends sign_up', async () => {
    const server = fakeServer({
      // Registering starts no session (decision 058); the form signs in with the same email and password.
      'POST /api/auth/register': () => json(202, { message: 'Registration received.', emailSent: false }),
      'POST /api/auth/login': () => json(200, { user: testUser({ hasCompletedOnboarding: false }), token: 't' }),
      [EVENTS]: accepted,
    });
    renderApp(<RegisterForm onSuccess={vi.fn()} onLogin={vi.fn()} />, { path: '/auth?mode=signup' });
    const values = {
      'First name': 'Bansir',
      'Last name': 'Chariot',
      Username: 'bansir_1',
      Email: 'bansir@example.com',
      Password: 'babylon-gold-2026',
      'Confirm password': 'babylon-gold-2026',
    };
    for (const [label, value] of Object.entries(values)) await fill(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(server.callsTo('POST /api/auth/register')).toHaveLength(1));
    expect(await sentOnPageHide(server)).toEqual([{ name: 'sign_up', properties: { path: '/' } }]);
  });

  it('completing onboarding sends onboarding_complete', async () => {
    const newcomer = testUser({ hasCompletedOnboarding: false });
    startSignedIn(newcomer);
    writeVisit(newcomer.id, visitKeys.onboardingStep, 4);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user: newcomer }),
      'POST /api/auth/complete-onboarding': () => json(200, { user: { ...newcomer, hasCompletedOnboarding: true } }),
      [EVENTS]: accepted,
    });
    renderApp(<OnboardingFlow />);
    await userEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(server.callsTo('POST /api/auth/complete-onboarding')).toHaveLength(1));
    expect(await sentOnPageHide(server)).toEqual([{ name: 'onboarding_complete', properties: { path: '/' } }]);
  });
});

describe('DCA calculations', () => {
  const series: PricePoint[] = Array.from({ length: 400 }, (_, i) => ({
    date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    price: 100 + i,
  }));

  it('a counted Calculate sends dca_calculation with the frequency and currency; the opening result sends none', async () => {
    const user = testUser({ preferences: { ...defaultUserPreferences, defaultDCAAmount: 500 } });
    startSignedIn(user);
    const usage = (used: number) => ({
      feature: 'dca_calculator',
      access: true,
      reason: 'free_tier',
      used,
      limit: 5,
      remaining: 5 - used,
      resetsAt: '2026-12-01T00:00:00.000Z',
    });
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/usage/dca_calculator': () => json(200, usage(0)),
      'POST /api/usage/dca_calculator': () => json(200, usage(1)),
      'GET /api/bitcoin/historical?from=2009-01-03&currency=usd': () => json(200, { data: series }),
      [EVENTS]: accepted,
    });
    renderApp(<CalculatorPanel />, { path: '/home?tab=calculator' });
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Investment Amount ($)'), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('12 monthly purchases of $250.00 over 1 year')).toBeInTheDocument();
    expect(await sentOnPageHide(server)).toEqual([
      { name: 'dca_calculation', properties: { path: '/', frequency: 'monthly', currency: 'usd' } },
    ]);
  });
});

describe('when the page is hidden', () => {
  it('sends what is waiting with sendBeacon to POST /api/events, as text', async () => {
    const beacon = vi.fn<(url: string, data: Blob) => boolean>().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    });
    const server = fakeServer({
      // Registering starts no session (decision 058); the form signs in with the same email and password.
      'POST /api/auth/register': () => json(202, { message: 'Registration received.', emailSent: false }),
      'POST /api/auth/login': () => json(200, { user: testUser({ hasCompletedOnboarding: false }), token: 't' }),
      [EVENTS]: accepted,
    });
    renderApp(<RegisterForm onSuccess={vi.fn()} onLogin={vi.fn()} />, { path: '/auth?mode=signup' });
    const values = {
      'First name': 'Bansir',
      'Last name': 'Chariot',
      Username: 'bansir_2',
      Email: 'bansir2@example.com',
      Password: 'babylon-gold-2026',
      'Confirm password': 'babylon-gold-2026',
    };
    for (const [label, value] of Object.entries(values)) await fill(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(server.callsTo('POST /api/auth/register')).toHaveLength(1));
    expect(beacon).not.toHaveBeenCalled();

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();

    expect(beacon).toHaveBeenCalledOnce();
    const [url, data] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect(data.type).toBe('text/plain;charset=utf-8');
    expect(JSON.parse(await data.text())).toEqual({ events: [{ name: 'sign_up', properties: { path: '/' } }] });
    // Sent by beacon, not posted as well.
    expect(server.callsTo(EVENTS)).toHaveLength(0);
  });
});
