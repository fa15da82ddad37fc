import { QueryClientProvider, onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usageMessages } from '@shared/domain/feature-access';
import type { FeatureAccess } from '@shared/schemas/usage';
import type { PublicUser } from '@shared/schemas/user';
import { AuthProvider } from '@/lib/auth';
import { offlineUseKey } from '@/entities/plan/api/feature-usage';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/lib/storage';
import { testUser } from '@/test/test-user';
import { FeatureGate, useFeatureGate } from './feature-gate';

function learner(tier: 'free' | 'scholar'): PublicUser {
  return testUser({
    id: 7,
    username: 'bansir',
    email: 'bansir@example.com',
    firstName: 'Bansir',
    lastName: 'Chariot',
    createdAt: '2026-11-01T00:00:00.000Z',
    subscriptionTier: tier,
  });
}

function access(used: number): FeatureAccess {
  const remaining = Math.max(0, 3 - used);
  return {
    feature: 'strategy_comparison',
    access: remaining > 0,
    reason: remaining > 0 ? 'free_tier' : 'limit_exceeded',
    used,
    limit: 3,
    remaining,
    resetsAt: '2026-12-01T00:00:00.000Z',
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/**
 * A fake server: /api/auth/me answers the user; /api/usage answers from `used`, counting POSTs
 * (a dated POST counts in the month it names: here always this one).
 */
function fakeServer(user: PublicUser, options: { used: number; usageDown?: boolean }) {
  let used = options.used;
  const state = { usageDown: options.usageDown ?? false };
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/auth/me') return json(200, { user });
    if (url === '/api/usage/strategy_comparison') {
      if (state.usageDown) throw new TypeError('Failed to fetch');
      if (init?.method === 'POST') {
        if (used >= 3)
          return json(402, {
            error: {
              code: 'PAYMENT_REQUIRED',
              message: usageMessages.exhausted(3, 'Strategy Comparison'),
              requestId: 'r',
            },
          });
        used += 1;
      }
      return json(200, access(used));
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const postBodies = () =>
    fetchMock.mock.calls
      // The uses counted (a progress event, decision 044, is another endpoint).
      .filter(([url, init]) => init?.method === 'POST' && String(url).includes('/api/usage'))
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { fetchMock, posts: () => postBodies().length, postBodies, state };
}

/** Stands in for a metered screen: each Compare asks the gate, and a granted one shows a new result. */
function ComparisonStandIn() {
  const { claimUse, remaining } = useFeatureGate();
  const [results, setResults] = useState(0);
  return (
    <>
      <button type="button" onClick={() => void claimUse().then((granted) => granted && setResults((n) => n + 1))}>
        Compare
      </button>
      <p>Results shown: {results}</p>
      <p>Known remaining: {remaining === null ? 'unknown' : remaining}</p>
    </>
  );
}

/** The uses waiting to be reported (paused offline, or retried while the server cannot be reached). */
const waitingUses = (client: QueryClient) =>
  client
    .getMutationCache()
    .findAll({ mutationKey: offlineUseKey, status: 'pending' })
    .map((mutation) => mutation.state.variables);

function renderGate(user: PublicUser, client: QueryClient = createQueryClient()) {
  storeSession(user, 'token-1');
  return render(
    <QueryClientProvider client={client}>
      <AuthProvider>
        <FeatureGate feature="strategy_comparison">
          <ComparisonStandIn />
        </FeatureGate>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const remainingText = (n: number) =>
  `You have ${n} ${n === 1 ? 'use' : 'uses'} remaining this month for Strategy Comparison. Upgrade to Scholar for unlimited access.`;
const exhaustedText =
  "You've used all 3 free uses this month for Strategy Comparison. Upgrade to continue or wait until next month for reset.";

afterEach(() => vi.unstubAllGlobals());

describe('FeatureGate', () => {
  it('shows the uses left before any action and counts one use per action, pluralised', async () => {
    const server = fakeServer(learner('free'), { used: 0 });
    renderGate(learner('free'));
    expect(await screen.findByText(remainingText(3))).toBeInTheDocument();
    // Opening the screen counts nothing.
    expect(server.posts()).toBe(0);

    const button = screen.getByRole('button', { name: 'Compare' });
    await userEvent.click(button);
    expect(await screen.findByText(remainingText(2))).toBeInTheDocument();
    await userEvent.click(button);
    expect(
      await screen.findByText(
        'You have 1 use remaining this month for Strategy Comparison. Upgrade to Scholar for unlimited access.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Results shown: 2')).toBeInTheDocument();
    expect(server.postBodies()).toEqual([{}, {}]);
  });

  it('keeps the screen usable after the last use, and shows the gate instead of a result on the next action', async () => {
    const server = fakeServer(learner('free'), { used: 2 });
    const { container } = renderGate(learner('free'));
    const button = await screen.findByRole('button', { name: 'Compare' });
    await screen.findByText(remainingText(1));
    await userEvent.click(button);
    expect(await screen.findByText(exhaustedText)).toBeInTheDocument();
    expect(screen.getByText('Results shown: 1')).toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
    expect(container.querySelector('[data-access="granted"]')).not.toBeNull();

    await userEvent.click(button);
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent(exhaustedText);
    expect(screen.getByText('Results shown: 1')).toBeInTheDocument();
    expect(container.querySelector('[data-access="denied"]')).not.toBeNull();
    expect(server.posts()).toBe(2);
  });

  it('dims the feature and shows the upgrade card at once when the allowance is used up', async () => {
    const server = fakeServer(learner('free'), { used: 3 });
    const { container } = renderGate(learner('free'));
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent(exhaustedText);
    expect(container.querySelector('[data-access="denied"]')).not.toBeNull();
    const dimmed = container.querySelector('[aria-disabled="true"]');
    expect(dimmed).toHaveClass('opacity-50');
    expect(dimmed).toHaveAttribute('inert');
    expect(server.posts()).toBe(0);
  });

  it('lets Scholar through without asking about or counting usage', async () => {
    const server = fakeServer(learner('scholar'), { used: 3 });
    renderGate(learner('scholar'));
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Results shown: 1')).toBeInTheDocument();
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    expect(server.fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/usage/strategy_comparison');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offline, shows the result, keeps the dated use on the device and counts it against the uses left', async () => {
    const server = fakeServer(learner('free'), { used: 1 });
    const client = createQueryClient();
    renderGate(learner('free'), client);
    await screen.findByText(remainingText(2));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => onlineManager.setOnline(false));
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Results shown: 1')).toBeInTheDocument();
    expect(await screen.findByText(remainingText(1))).toBeInTheDocument();
    expect(server.posts()).toBe(0);
    const queued = waitingUses(client);
    expect(queued).toEqual([
      { useId: expect.any(String), userId: 7, feature: 'strategy_comparison', usedAt: expect.any(String) },
    ]);
    expect(client.getMutationCache().findAll({ mutationKey: offlineUseKey })[0]?.state.isPaused).toBe(true);

    // The last known use left goes the same way; past it, the gate shows, offline too.
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Results shown: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByTestId('upgrade-prompt')).toHaveTextContent(exhaustedText);
    expect(screen.getByText('Results shown: 2')).toBeInTheDocument();
    online.mockRestore();
    client.getMutationCache().clear();
    onlineManager.setOnline(true);
  });

  it('keeps the feature usable, and the use for later, when the usage service cannot be reached', async () => {
    const server = fakeServer(learner('free'), { used: 3, usageDown: true });
    const client = createQueryClient();
    const { container } = renderGate(learner('free'), client);
    await waitFor(() =>
      expect(server.fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/usage/strategy_comparison'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Results shown: 1')).toBeInTheDocument();
    expect(container.querySelector('[data-access="granted"]')).not.toBeNull();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
    expect(waitingUses(client)).toHaveLength(1);
    client.getMutationCache().clear();
  });
});
