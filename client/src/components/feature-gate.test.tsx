import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureAccess } from '@shared/schemas/usage';
import type { PublicUser } from '@shared/schemas/user';
import { AuthProvider } from '@/lib/auth';
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

/** A fake server: /api/auth/me answers the user; /api/usage answers from `used`, counting POSTs. */
function fakeServer(user: PublicUser, options: { used: number; usageDown?: boolean }) {
  let used = options.used;
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/auth/me') return json(200, { user });
    if (url === '/api/usage/strategy_comparison') {
      if (options.usageDown) throw new TypeError('Failed to fetch');
      if (init?.method === 'POST') {
        if (used >= 3) return json(402, { error: { code: 'PAYMENT_REQUIRED', message: 'used up', requestId: 'r' } });
        used += 1;
      }
      return json(200, access(used));
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
  return { fetchMock, posts };
}

function ComparisonStandIn() {
  const { recordUse } = useFeatureGate();
  return (
    <button type="button" onClick={recordUse}>
      Compare
    </button>
  );
}

function renderGate(user: PublicUser) {
  storeSession(user, 'token-1');
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <FeatureGate feature="strategy_comparison">
          <ComparisonStandIn />
        </FeatureGate>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('FeatureGate', () => {
  it('tells a free user how many uses remain and counts one use per visit, however often they use it', async () => {
    const server = fakeServer(learner('free'), { used: 1 });
    renderGate(learner('free'));
    expect(
      await screen.findByText(
        'You have 2 uses remaining this month for Strategy Comparison. Upgrade to Scholar for unlimited access.',
      ),
    ).toBeInTheDocument();

    const button = screen.getByRole('button', { name: 'Compare' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(
      await screen.findByText(
        'You have 1 use remaining this month for Strategy Comparison. Upgrade to Scholar for unlimited access.',
      ),
    ).toBeInTheDocument();
    expect(server.posts()).toBe(1);
  });

  it('keeps the visit usable after its use was the last one of the month', async () => {
    fakeServer(learner('free'), { used: 2 });
    renderGate(learner('free'));
    await userEvent.click(await screen.findByRole('button', { name: 'Compare' }));
    expect(await screen.findByText(/You've used all 3 free uses this month/)).toBeInTheDocument();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
    expect(screen.getByRole('button', { name: 'Compare' }).closest('[aria-disabled]')).toBeNull();
  });

  it('dims the feature and shows the upgrade card once the allowance is used up', async () => {
    const server = fakeServer(learner('free'), { used: 3 });
    const { container } = renderGate(learner('free'));
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent(
      "You've used all 3 free uses this month for Strategy Comparison. Upgrade to continue or wait until next month for reset.",
    );
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
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    expect(server.fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/usage/strategy_comparison');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the feature usable, without a message, when the usage service cannot be reached', async () => {
    const server = fakeServer(learner('free'), { used: 3, usageDown: true });
    const { container } = renderGate(learner('free'));
    await waitFor(() =>
      expect(server.fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/usage/strategy_comparison'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(container.querySelector('[data-access="granted"]')).not.toBeNull();
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });
});
