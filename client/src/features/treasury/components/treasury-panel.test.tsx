import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreateSavingsEntryInput, Goal, SavingsEntry, Treasury, TreasuryGoal } from '@shared/schemas/treasury';
import { Toaster } from '@/components/ui/toaster';
import { storageKeys } from '@/lib/storage';
import { createTreasuryStore } from '../lib/treasury-store';
import type { TreasuryApi } from '../lib/treasury-sync';
import { TreasuryPanel, type TreasuryPrice } from './treasury-panel';

/** An in-memory account that behaves like /api/treasury: one entry per clientId. */
function fakeServer() {
  let online = true;
  let nextId = 1;
  let goal: TreasuryGoal | null = null;
  let entries: SavingsEntry[] = [];
  const calls = { create: 0, get: 0 };
  const reachable = () => {
    if (!online) throw new TypeError('Failed to fetch');
  };
  const api: TreasuryApi = {
    async getTreasury(): Promise<Treasury> {
      reachable();
      calls.get += 1;
      return { goal, entries: [...entries].reverse() };
    },
    async saveGoal(input: Goal) {
      reachable();
      goal = { ...input, updatedAt: '2026-01-01T00:00:00.000Z' };
      return goal;
    },
    async createSavingsEntry(input: CreateSavingsEntryInput) {
      reachable();
      calls.create += 1;
      const existing = entries.find((entry) => entry.clientId === input.clientId);
      if (existing) return existing;
      const entry = {
        id: nextId++,
        clientId: input.clientId,
        month: input.month,
        amount: input.amount,
        date: input.date ?? '2026-01-01T00:00:00.000Z',
      };
      entries.push(entry);
      return entry;
    },
    async deleteSavingsEntry(id: number) {
      reachable();
      entries = entries.filter((entry) => entry.id !== id);
    },
    async resetTreasury() {
      reachable();
      entries = [];
      return { goal, entries: [] };
    },
  };
  return {
    api,
    calls,
    setOnline(value: boolean) {
      online = value;
    },
    get goal() {
      return goal;
    },
    get entries() {
      return entries;
    },
  };
}

const price: TreasuryPrice = { pricePerBitcoin: 50_000, label: 'the stored close of Aug 22, 2026' };
let clock = Date.parse('2026-03-01T12:00:00Z');

function renderPanel(server = fakeServer(), options: { userId?: number } = {}) {
  const user = userEvent.setup();
  const store = createTreasuryStore(window.localStorage);
  render(
    <>
      <TreasuryPanel
        userId={options.userId ?? 7}
        currency="USD"
        currencyNote={null}
        price={price}
        store={store}
        api={server.api}
        now={() => new Date((clock += 1000))}
      />
      <Toaster />
    </>,
  );
  return { user, server };
}

async function addSavings(user: UserEvent, month: string, amount: string) {
  if (month) await user.type(screen.getByLabelText('Month'), month);
  if (amount) await user.type(screen.getByLabelText('Amount saved (USD)'), amount);
  await user.click(screen.getByRole('button', { name: 'Add Savings' }));
}

const synced = () =>
  waitFor(() => expect(screen.getByTestId('treasury-sync-status')).toHaveAttribute('data-status', 'saved'));

describe('TreasuryPanel', { timeout: 20_000 }, () => {
  it('starts with the 1,000 goal, the guide open and the empty state', async () => {
    renderPanel();
    await synced();
    expect(screen.getByRole('button', { name: '$1,000', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Ready to Start Your Treasury?')).toBeInTheDocument();
    expect(screen.getByText('Pay yourself first')).toBeInTheDocument();
    expect(screen.getByTestId('treasury-goal')).toHaveTextContent('$1,000.00 ≈ 0.02000000 BTC · 2,000,000 sats');
    expect(screen.getByTestId('treasury-price-note')).toHaveTextContent(
      '$50,000 per bitcoin, the stored close of Aug 22, 2026',
    );
  });

  it('toggles the beginner guide', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Hide guide' }));
    expect(screen.queryByText('Pay yourself first')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show guide' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Show guide' }));
    expect(screen.getByText('Pay yourself first')).toBeInTheDocument();
  });

  it('refuses a missing month or amount and a non-positive amount with the Missing Information and Invalid Amount toasts', async () => {
    const { user, server } = renderPanel();
    await addSavings(user, 'January', '');
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both month and amount')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Month'));
    await addSavings(user, 'January', '0');
    expect(await screen.findByText('Invalid Amount')).toBeInTheDocument();
    expect(screen.getByText('Please enter a positive amount')).toBeInTheDocument();
    expect(screen.getByText('Ready to Start Your Treasury?')).toBeInTheDocument();
    expect(server.calls.create).toBe(0);
  });

  it('adds entries: toast, form cleared, progress, milestones, newest first, each sent once', async () => {
    const { user, server } = renderPanel();
    await synced();
    await addSavings(user, 'January', '100');
    expect(await screen.findByText('Savings Added!')).toBeInTheDocument();
    expect(screen.getByText('$100.00 added for January.')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('');
    expect(screen.getByLabelText('Amount saved (USD)')).toHaveValue(null);
    await addSavings(user, 'February', '200');
    await addSavings(user, 'March', '300');
    await synced();

    // 600 of 1,000: 60 %, 400 left, average 200, 2 months to go.
    expect(screen.getByTestId('treasury-percent')).toHaveTextContent('60.0%');
    expect(screen.getByTestId('treasury-remaining')).toHaveTextContent('$400.00');
    expect(screen.getByTestId('treasury-average')).toHaveTextContent('$200.00');
    expect(screen.getByTestId('treasury-months')).toHaveTextContent('2');
    expect(screen.getByTestId('milestone-25')).toHaveAttribute('data-reached', 'true');
    expect(screen.getByTestId('milestone-50')).toHaveAttribute('data-reached', 'true');
    expect(screen.getByTestId('milestone-75')).toHaveAttribute('data-reached', 'false');
    expect(screen.getByTestId('treasury-motivation')).toHaveTextContent('Halfway to your goal!');
    expect(
      screen
        .getAllByTestId('savings-entry')
        .map((li) => within(li).getByText(/^(January|February|March)$/).textContent),
    ).toEqual(['March', 'February', 'January']);
    expect(server.entries.map((entry) => entry.amount)).toEqual([100, 200, 300]);
    expect(server.calls.create).toBe(3);
  });

  it('shows Goal Achieved at 100 % with the bar capped, and the smart suggestion with a target date', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    await user.type(screen.getByLabelText('Custom goal amount (USD)'), '500');
    await user.click(screen.getByRole('button', { name: 'Set Goal' }));
    expect(screen.getByTestId('treasury-goal')).toHaveTextContent('$500.00');
    // 2026-03-01 to 2026-06-29 is 120 days: 4 months; 500 / 4 = 125 a month.
    await user.type(screen.getByLabelText('Target date (optional)'), '2026-06-29');
    expect(screen.getByTestId('treasury-suggestion')).toHaveTextContent('set aside about $125.00 a month');

    await addSavings(user, 'April', '650');
    expect(screen.getByTestId('treasury-percent')).toHaveTextContent('130.0%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('treasury-remaining')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('treasury-motivation')).toHaveTextContent('Goal Achieved');
    expect(screen.queryByTestId('treasury-suggestion')).not.toBeInTheDocument();
  });

  it('removes an entry after confirming, and resets the progress but keeps the goal', async () => {
    const { user, server } = renderPanel();
    await user.click(screen.getByRole('button', { name: '$5,000' }));
    await addSavings(user, 'January', '100');
    await addSavings(user, 'February', '250');
    await synced();

    await user.click(screen.getByRole('button', { name: 'Remove $100.00 for January' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await synced();
    expect(screen.getAllByTestId('savings-entry')).toHaveLength(1);
    expect(server.entries.map((entry) => entry.month)).toEqual(['February']);

    await user.click(screen.getByRole('button', { name: 'Reset Progress' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset your progress?' });
    expect(confirm).toHaveTextContent('Your goal of $5,000.00 stays.');
    await user.click(within(confirm).getByRole('button', { name: 'Reset Progress' }));
    await synced();
    expect(screen.getByText('Ready to Start Your Treasury?')).toBeInTheDocument();
    expect(server.entries).toEqual([]);
    expect(server.goal?.targetAmount).toBe(5000);
    expect(screen.getByRole('button', { name: '$5,000', pressed: true })).toBeInTheDocument();
  });

  it('ignores a saved goal that cannot be parsed, with a warning, and still works', async () => {
    localStorage.setItem(storageKeys.treasuryGoal, '{"targetAmount": 500, "entries": [');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderPanel();
    expect(screen.getByText('Ready to Start Your Treasury?')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('bitcoinTreasuryGoal'), expect.anything());
    await addSavings(user, 'January', '40');
    await synced();
    expect(screen.getAllByTestId('savings-entry')).toHaveLength(1);
  });

  it('keeps entries made offline on this device and sends each exactly once when back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer();
    server.setOnline(false);
    const { user } = renderPanel(server);
    await addSavings(user, 'January', '75');
    expect(screen.getByTestId('treasury-sync-status')).toHaveTextContent('1 change is kept on this device');
    expect(screen.getByText('On this device only')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKeys.treasuryGoal) ?? '{}').entries[0]).toMatchObject({
      month: 'January',
      amount: 75,
    });

    server.setOnline(true);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await synced();
    expect(server.entries).toHaveLength(1);
    expect(server.entries[0]).toMatchObject({ month: 'January', amount: 75 });
    expect(screen.queryByText('On this device only')).not.toBeInTheDocument();
  });

  it('merges entries saved before signing in into the account once, with the goal the account lacks', async () => {
    // The plain shape, without clientIds: written before the tracker synced.
    localStorage.setItem(
      storageKeys.treasuryGoal,
      JSON.stringify({
        targetAmount: 10000,
        targetDate: '',
        entries: [
          { month: 'Dec', amount: 20, date: '2025-12-31T10:00:00.000Z' },
          { month: 'Nov', amount: 10, date: '2025-11-30T10:00:00.000Z' },
        ],
      }),
    );
    const server = fakeServer();
    renderPanel(server);
    await synced();
    expect(server.goal?.targetAmount).toBe(10000);
    expect(server.entries.map((entry) => entry.month)).toEqual(['Nov', 'Dec']);
    const stored = JSON.parse(localStorage.getItem(storageKeys.treasuryGoal) ?? '{}');
    expect(stored.userId).toBe(7);
    expect(stored.entries.every((entry: { id?: number }) => typeof entry.id === 'number')).toBe(true);

    // Opening the tab again (a reload) sends nothing more.
    cleanup();
    const calls = server.calls.create;
    const reads = server.calls.get;
    renderPanel(server);
    await waitFor(() => expect(server.calls.get).toBe(reads + 1));
    await synced();
    expect(screen.getAllByTestId('savings-entry')).toHaveLength(2);
    expect(server.calls.create).toBe(calls);
    expect(server.entries).toHaveLength(2);
  });

  it('does not show another account’s saved copy', async () => {
    localStorage.setItem(
      storageKeys.treasuryGoal,
      JSON.stringify({
        targetAmount: 25000,
        entries: [{ month: 'Jan', amount: 20, date: '2026-01-31T10:00:00.000Z', clientId: crypto.randomUUID(), id: 3 }],
        userId: 99,
      }),
    );
    const server = fakeServer();
    renderPanel(server, { userId: 7 });
    expect(screen.getByText('Ready to Start Your Treasury?')).toBeInTheDocument();
    await synced();
    expect(server.entries).toEqual([]);
    expect(screen.getByRole('button', { name: '$1,000', pressed: true })).toBeInTheDocument();
  });
});
