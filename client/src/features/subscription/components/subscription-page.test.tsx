import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyAdopter, PlanOffer, SubscriptionStatus } from '@shared/schemas/subscription';
import type { PublicUser } from '@shared/schemas/user';
import { browserNavigation } from '@/entities/plan/api/billing';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { closeToasts, renderApp, toasts } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { plansFixture, scholarStatusFixture, statusFixture } from '@/test/subscription-fixtures';
import { testUser } from '@/test/test-user';
import { SubscriptionPage } from './subscription-page';

function renderPage(options: {
  user?: PublicUser;
  status: SubscriptionStatus;
  plans?: PlanOffer;
  earlyAdopter?: EarlyAdopter;
  path?: string;
  checkout?: () => Response;
  manage?: () => Response;
}) {
  const user =
    options.user ?? testUser({ subscriptionTier: options.status.tier, subscriptionStatus: options.status.status });
  startSignedIn(user);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/subscription/status': () => json(200, options.status),
    'GET /api/subscription/plans': () => json(200, options.plans ?? plansFixture()),
    'GET /api/subscription/early-adopter': () =>
      json(200, options.earlyAdopter ?? { eligible: false, discountPercent: 0, monthsRemaining: 0 }),
    'POST /api/subscription/create-checkout':
      options.checkout ?? (() => json(200, { checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_1' })),
    'POST /api/subscription/manage':
      options.manage ?? (() => json(200, { portalUrl: 'https://billing.stripe.test/p/session/bps_1' })),
  });
  renderApp(<SubscriptionPage />, { path: options.path ?? '/subscription' });
  return server;
}

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('SubscriptionPage', () => {
  it("shows the beta as the learner's plan, with its end date, and offers nothing to buy meanwhile", async () => {
    renderPage({
      status: statusFixture({
        premium: true,
        limits: { dcaCalculator: null, strategyComparisons: null },
        betaAccessUntil: '2099-12-31',
      }),
    });
    expect(await screen.findByText('Scholar Plan (beta)')).toBeInTheDocument();
    expect(screen.getByTestId('beta-plan-note')).toHaveTextContent(
      /^Every Scholar feature is unlocked for you in the beta until December 31, 2099: \d[\d,]* days left\. Then you are on the Free plan again; nothing is charged\.$/,
    );
    expect(screen.getByText('Your plan in the beta, until December 31, 2099')).toBeInTheDocument();
    expect(screen.queryByText('Free Plan')).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade to Scholar/ })).toBeNull();
  });

  it('says beside the disabled Upgrade why it is disabled on a server that cannot bill', async () => {
    renderPage({ status: statusFixture({ billing: 'unconfigured' }) });
    const upgrade = await screen.findByRole('button', { name: /^Upgrade to Scholar for/ });
    expect(upgrade).toBeDisabled();
    expect(upgrade).toHaveAccessibleDescription(
      'Upgrading is not available on this server yet: it has no payment provider configured.',
    );
  });

  it("shows a free learner's plan, monthly usage bars, both plan cards, Sage and the community", async () => {
    renderPage({ status: statusFixture({ dcaCalculatorUsage: 2, strategyComparisons: 3 }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your plan' })).toBeInTheDocument();
    expect(await screen.findAllByText('Free Plan')).not.toHaveLength(0);
    expect(screen.getByTestId('subscription-state')).toHaveTextContent('active');
    expect(screen.getByText('2 of 5 uses · 3 uses left')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 uses · none left')).toBeInTheDocument();
    expect(screen.getByText('Uses start again on December 1 (UTC).')).toBeInTheDocument();
    // One name for the free plan: 'Free' on its card, 'Free Plan' on the badge.
    expect(await screen.findByText('Free')).toBeInTheDocument();
    expect(screen.queryByText(/Learner|Free Tier/)).toBeNull();
    expect(screen.getByText('5 DCA calculations a month')).toBeInTheDocument();
    expect(screen.getByText('3 strategy comparisons a month')).toBeInTheDocument();
    expect(screen.getByText('Full glossary (100+ terms)')).toBeInTheDocument();
    // Scholar lists only what it adds: nothing every plan has, no promise nothing delivers.
    expect(screen.queryByText(/Risk assessment tools|Goal tracking|Priority support|Early access/)).toBeNull();
    expect(screen.getByRole('link', { name: 'How refunds work' })).toHaveAttribute('href', '/terms#refunds');
    expect(screen.getByTestId('scholar-price')).toHaveTextContent('$4.99/month');
    expect(screen.getByText('Cancel anytime; 30-day money-back guarantee.')).toBeInTheDocument();
    expect(screen.getByText(/coming soon at \$9\.99\/month/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'trusted communities directory' })).toHaveAttribute(
      'href',
      '/home?tab=community',
    );
    expect(screen.queryByTestId('early-adopter-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
  });

  it("shows an early adopter's banner and the discounted price computed by the server", async () => {
    renderPage({
      status: statusFixture(),
      plans: plansFixture({ percent: 40, months: 12 }),
      earlyAdopter: { eligible: true, discountPercent: 40, monthsRemaining: 12 },
    });
    const banner = await screen.findByTestId('early-adopter-banner');
    expect(banner).toHaveTextContent('Early adopter: 40% off Scholar');
    expect(banner).toHaveTextContent(
      "As one of Arkad's first learners you pay $2.99/month instead of $4.99 for 12 months.",
    );
    expect(screen.getByTestId('scholar-price')).toHaveTextContent('$2.99/month');
    expect(screen.getByText('40% early-adopter discount for 12 months, then $4.99/month')).toBeInTheDocument();
  });

  it('upgrades through checkout: the browser goes where the server says', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const server = renderPage({ status: statusFixture() });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Scholar for $4.99/month' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(server.callsTo('POST /api/subscription/create-checkout')).toHaveLength(1);
  });

  it("says 'Upgrade failed' / 'Unable to start checkout process' when checkout cannot start", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderPage({ status: statusFixture(), checkout: () => apiError(503, 'UNAVAILABLE', 'Billing is not configured') });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Scholar' }));
    expect(await within(toasts()).findByText('Upgrade failed')).toBeInTheDocument();
    expect(within(toasts()).getByText('Unable to start checkout process')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a Scholar the renewal, no usage bars, and billing management in this tab or a new one', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const tab = { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage({ status: scholarStatusFixture() });
    expect(await screen.findByText('Renews on December 22, 2026.')).toBeInTheDocument();
    expect(screen.getAllByText('Scholar Plan')).not.toHaveLength(0);
    expect(screen.queryByTestId('usage-bars')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade to Scholar/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Cancel any time: your Scholar access continues until the end of the period you have paid for/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'));

    await userEvent.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://billing.stripe.test/p/session/bps_1'));
    expect(tab.opener).toBeNull();
  });

  it("says 'Unable to open billing portal' / 'Please try again later' and closes the new tab when it fails", async () => {
    const tab = { location: { href: '' }, opener: null, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage({ status: scholarStatusFixture(), manage: () => apiError(503, 'UNAVAILABLE', 'Stripe is down') });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    expect(await within(toasts()).findByText('Unable to open billing portal')).toBeInTheDocument();
    expect(within(toasts()).getByText('Please try again later')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it.each([
    [
      'cancelling',
      scholarStatusFixture({ state: 'cancelling', cancelAtPeriodEnd: true, expiresAt: '2026-12-22T12:00:00.000Z' }),
      /Cancelled: your Scholar access continues until December 22, 2026/,
      'bg-yellow-100',
    ],
    [
      'past_due',
      scholarStatusFixture({ status: 'past_due', state: 'past_due', premium: false }),
      /Your last payment did not go through/,
      'bg-destructive',
    ],
  ])('shows a %s subscription as it is', async (state, status, line, style) => {
    renderPage({ status });
    expect(await screen.findByText(line)).toBeInTheDocument();
    const badge = screen.getByTestId('subscription-state');
    expect(badge).toHaveTextContent(state);
    expect(badge.className).toContain(style);
  });

  it('lets a Scholar whose paid period ended subscribe again: usage bars, Upgrade, checkout', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const server = renderPage({
      status: scholarStatusFixture({
        state: 'expired',
        premium: false,
        limits: { dcaCalculator: 5, strategyComparisons: 3 },
        expiresAt: '2026-11-20T12:00:00.000Z',
        dcaCalculatorUsage: 1,
        canUpgrade: true,
      }),
    });
    expect(
      await screen.findByText('Your paid period ended on November 20, 2026. Upgrade to subscribe again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('subscription-state')).toHaveTextContent('expired');
    expect(screen.getByText('1 of 5 uses · 4 uses left')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upgrade to Scholar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Scholar for $4.99/month' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(server.callsTo('POST /api/subscription/create-checkout')).toHaveLength(1);
  });

  it('sends a Scholar whose payment failed to billing, with no Upgrade', async () => {
    renderPage({
      status: scholarStatusFixture({ status: 'past_due', state: 'past_due', premium: false, canUpgrade: false }),
    });
    expect(await screen.findByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(await screen.findByText('Plans')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upgrade to Scholar/ })).not.toBeInTheDocument();
  });

  it('welcomes a new Scholar back from checkout, and asks again for the signed-in user', async () => {
    const server = renderPage({
      user: testUser(),
      status: scholarStatusFixture(),
      path: '/subscription?checkout=success',
    });
    expect(await screen.findByText('Welcome, Scholar!')).toBeInTheDocument();
    // The app's user still said free: it is fetched again to match the server's status.
    await waitFor(() => expect(server.callsTo('GET /api/auth/me').length).toBeGreaterThanOrEqual(2));
  });

  it('says a cancelled checkout charged nothing', async () => {
    renderPage({ status: statusFixture(), path: '/subscription?checkout=cancelled' });
    expect(await screen.findByText('Checkout cancelled')).toBeInTheDocument();
    expect(screen.getByText('You were not charged. You can upgrade whenever you are ready.')).toBeInTheDocument();
  });

  it('offers to try again when the plan cannot be loaded', async () => {
    startSignedIn(testUser());
    fakeServer({ 'GET /api/auth/me': () => json(200, { user: testUser() }) });
    renderApp(<SubscriptionPage />, { path: '/subscription' });
    expect(await screen.findByText('Could not load your plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
