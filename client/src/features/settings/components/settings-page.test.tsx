import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/user';
import type { PlanOffer, SubscriptionStatus } from '@shared/schemas/subscription';
import { browserNavigation } from '@/entities/plan/api/billing';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { closeToasts, renderApp, toasts } from '@/test/render-app';
import { startSignedIn, WithCurrentUser } from '@/test/signed-in';
import { plansFixture, scholarStatusFixture, statusFixture } from '@/test/subscription-fixtures';
import { testUser } from '@/test/test-user';
import { SettingsPage } from './settings-page';

function renderSettings(
  user: PublicUser,
  path = '/settings',
  options: { status?: SubscriptionStatus; plans?: PlanOffer; checkout?: () => Response } = {},
) {
  startSignedIn(user);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/subscription/status': () => json(200, options.status ?? statusFixture({ tier: user.subscriptionTier })),
    'GET /api/subscription/plans': () => json(200, options.plans ?? plansFixture({ percent: 40, months: 12 })),
    'POST /api/subscription/create-checkout':
      options.checkout ?? (() => json(200, { checkoutUrl: '/subscription/test-checkout' })),
    'POST /api/subscription/manage': () => json(200, { portalUrl: '/subscription/test-billing' }),
  });
  const app = renderApp(<WithCurrentUser>{(current) => <SettingsPage user={current} />}</WithCurrentUser>, { path });
  return { ...app, server };
}

const sections = () => screen.getByRole('tablist', { name: 'Settings sections' });

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it('shows who is signed in, a way back, and the eight sections with Profile open', async () => {
    renderSettings(testUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Arkad Babylon' })).toBeInTheDocument();
    expect(screen.getByText('arkad@example.com')).toBeInTheDocument();
    expect(screen.getByText('AB')).toBeInTheDocument();
    expect(screen.getAllByText('Free Plan').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to learning path' })).toHaveAttribute('href', '/home');
    expect(
      within(sections())
        .getAllByRole('tab')
        .map((tab) => tab.textContent?.trim()),
    ).toEqual([
      'Profile',
      'Security',
      'Preferences',
      'Notifications',
      'Subscription',
      'Certificate',
      'Classes',
      'Your data',
    ]);
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Profile' })).toBeInTheDocument();
  });

  it.each([
    { tier: 'scholar', plan: 'Scholar Plan' },
    { tier: 'sage', plan: 'Sage Plan' },
  ] as const)('names the $tier plan $plan', async ({ tier, plan }) => {
    renderSettings(testUser({ subscriptionTier: tier }));
    expect(await screen.findAllByText(plan)).not.toHaveLength(0);
  });

  it('returns to the learning-path tab it was opened from, also after moving between sections', async () => {
    const { history } = renderSettings(testUser(), '/settings?from=calculator');
    const back = await screen.findByRole('link', { name: 'Back to learning path' });
    expect(back).toHaveAttribute('href', '/home?tab=calculator');
    await userEvent.click(screen.getByRole('tab', { name: 'Security' }));
    expect(history.at(-1)).toBe('/settings?section=security&from=calculator');
    expect(screen.getByRole('link', { name: 'Back to learning path' })).toHaveAttribute('href', '/home?tab=calculator');
    await userEvent.click(screen.getByRole('link', { name: 'Back to learning path' }));
    expect(history.at(-1)).toBe('/home?tab=calculator');
  });

  it('ignores a tab it does not know', async () => {
    renderSettings(testUser(), '/settings?from=nonsense');
    expect(await screen.findByRole('link', { name: 'Back to learning path' })).toHaveAttribute('href', '/home');
  });

  it('opens the section named in the address', async () => {
    renderSettings(testUser(), '/settings?section=security');
    expect(await screen.findByRole('tab', { name: 'Security', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('moves between sections, keeping the open one in the address for a reload', async () => {
    const { history } = renderSettings(testUser());
    await userEvent.click(await screen.findByRole('tab', { name: 'Preferences' }));
    expect(screen.getByRole('form', { name: 'Preferences' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/settings?section=preferences');
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    await userEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(history.at(-1)).toBe('/settings?section=subscription');
    // Replaced, not pushed: Back leaves Settings rather than stepping through its sections.
    expect(history).toEqual(['/settings?section=subscription']);
  });

  it("shows a free learner's plan, uses and early-adopter price, and upgrades through checkout", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { server } = renderSettings(testUser(), '/settings?section=subscription', {
      status: statusFixture({ dcaCalculatorUsage: 4, strategyComparisons: 1 }),
    });
    expect(await screen.findByText('4 of 5 uses · 1 use left')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 uses · 2 uses left')).toBeInTheDocument();
    expect(screen.getByText('$2.99/month')).toBeInTheDocument();
    expect(screen.getByText(/40% early-adopter discount for 12 months, then \$4\.99\/month/)).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime; 30-day money-back guarantee.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans and details' })).toHaveAttribute('href', '/subscription');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Scholar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/subscription/test-checkout'));
    expect(server.callsTo('POST /api/subscription/create-checkout')[0]?.body).toEqual({ tier: 'scholar' });
  });

  it("shows the beta as the learner's plan, with its end date, in the header and the Subscription section", async () => {
    renderSettings(testUser(), '/settings?section=subscription', {
      status: statusFixture({
        premium: true,
        limits: { dcaCalculator: null, strategyComparisons: null },
        betaAccessUntil: '2099-12-31',
      }),
    });
    expect(await screen.findAllByText('Scholar Plan (beta)')).toHaveLength(2);
    expect(screen.queryByText('Free Plan')).toBeNull();
    expect(screen.getByTestId('beta-plan-note')).toHaveTextContent(
      'Every Scholar feature is unlocked for you in the beta until December 31, 2099',
    );
    expect(screen.queryByRole('button', { name: 'Upgrade to Scholar' })).toBeNull();
  });

  it('says beside a disabled Upgrade why it is disabled, as the subscription page does', async () => {
    renderSettings(testUser(), '/settings?section=subscription', {
      status: statusFixture({ billing: 'unconfigured' }),
    });
    const upgrade = await screen.findByRole('button', { name: 'Upgrade to Scholar' });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription(
      'Upgrading is not available on this server yet: it has no payment provider configured.',
    );
  });

  it.each([
    ['a free learner', statusFixture()],
    ['a Scholar', scholarStatusFixture()],
  ])('names Sage as coming soon, at the price the server gives, to %s', async (_who, status) => {
    const plans = plansFixture();
    renderSettings(testUser(), '/settings?section=subscription', {
      status,
      plans: { ...plans, sage: { ...plans.sage, priceCents: 1299 } },
    });
    expect(await screen.findByTestId('sage-coming-soon')).toHaveTextContent('Sage: coming soon at $12.99/month.');
  });

  it('names Sage at $9.99/month with the plan config as it is', async () => {
    renderSettings(testUser(), '/settings?section=subscription');
    expect(await screen.findByTestId('sage-coming-soon')).toHaveTextContent('Sage: coming soon at $9.99/month.');
  });

  it("says 'Upgrade failed' when checkout cannot start", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderSettings(testUser(), '/settings?section=subscription', {
      checkout: () => apiError(503, 'UNAVAILABLE', 'Billing is temporarily unavailable.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Scholar' }));
    expect(await within(toasts()).findByText('Upgrade failed')).toBeInTheDocument();
    expect(within(toasts()).getByText('Unable to start checkout process')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('offers Upgrade again to a Scholar whose paid period ended, and not to one whose payment failed', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const expired = scholarStatusFixture({
      state: 'expired',
      premium: false,
      limits: { dcaCalculator: 5, strategyComparisons: 3 },
      canUpgrade: true,
    });
    const first = renderSettings(testUser({ subscriptionTier: 'scholar' }), '/settings?section=subscription', {
      status: expired,
    });
    expect(await screen.findByText('0 of 5 uses · 5 uses left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Scholar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/subscription/test-checkout'));
    expect(first.server.callsTo('POST /api/subscription/create-checkout')).toHaveLength(1);
    first.unmount();

    renderSettings(testUser({ subscriptionTier: 'scholar' }), '/settings?section=subscription', {
      status: scholarStatusFixture({ status: 'past_due', state: 'past_due', premium: false, canUpgrade: false }),
    });
    expect(await screen.findByText(/Your last payment did not go through/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Scholar' })).not.toBeInTheDocument();
  });

  it('reads the plan badge from the server status, and offers a Scholar billing management', async () => {
    // The stored user still says free; the server says the payment went through.
    renderSettings(testUser(), '/settings?section=subscription', { status: scholarStatusFixture() });
    expect(await screen.findAllByText('Scholar Plan')).toHaveLength(2);
    expect(screen.getByTestId('subscription-state')).toHaveTextContent('active');
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Scholar' })).not.toBeInTheDocument();
  });
});
