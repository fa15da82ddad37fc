import { QueryClientProvider, onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavingsEntry, TreasuryGoal } from '@shared/schemas/treasury';
import { Toaster } from '@/components/ui/toaster';
import { createLocalStoragePersister, startOfflinePersistence } from '@/lib/offline-persistence';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys, storeSession } from '@/lib/storage';
import { testUser } from '@/test/test-user';
import { registerTreasuryMutations } from '../lib/treasury-mutations';
import { TreasuryPanel, type TreasuryPrice } from './treasury-panel';
import { inSpanish } from '@/test/in-spanish';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/**
 * An in-memory account behind fetch that behaves like /api/treasury: one entry per clientId. While
 * `online` is false every request fails as a dropped connection does.
 */
function fakeServer() {
  let online = true;
  let nextId = 1;
  let goal: TreasuryGoal | null = null;
  let entries: SavingsEntry[] = [];
  const calls = { create: 0, get: 0 };
  const treasury = () => ({
    goal,
    entries: [...entries].reverse(),
    nextCursor: null,
    totals: {
      count: entries.length,
      saved: entries.reduce((sum, entry) => sum + entry.amount, 0),
      months: new Set(entries.map((entry) => entry.month)).size,
    },
    currency: goal?.currency ?? entries[0]?.currency ?? null,
  });
  const answer = (method: string, path: string, body: Record<string, unknown>): Response => {
    if (method === 'GET' && path === '/api/treasury') {
      calls.get += 1;
      return json(200, treasury());
    }
    if (method === 'PUT' && path === '/api/treasury/goal') {
      goal = {
        targetAmount: Number(body.targetAmount),
        currency: (body.currency as SavingsEntry['currency'] | undefined) ?? 'USD',
        targetDate: (body.targetDate as string | null) ?? null,
        updatedAt: '2026-01-01T00:00:00.000Z',
      };
      return json(200, goal);
    }
    if (method === 'POST' && path === '/api/treasury/entries') {
      calls.create += 1;
      const existing = entries.find((entry) => entry.clientId === body.clientId);
      if (existing) return json(200, existing);
      const entry = {
        id: nextId++,
        clientId: String(body.clientId),
        month: String(body.month),
        amount: Number(body.amount),
        currency: (body.currency as SavingsEntry['currency'] | undefined) ?? 'USD',
        date: String(body.date ?? '2026-01-01T00:00:00.000Z'),
      };
      entries.push(entry);
      return json(201, entry);
    }
    if (method === 'DELETE' && path.startsWith('/api/treasury/entries/')) {
      const id = Number(path.split('/').pop());
      entries = entries.filter((entry) => entry.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/treasury/reset') {
      entries = [];
      return json(200, treasury());
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      return answer(init?.method ?? 'GET', String(input).split('?')[0] ?? '', body);
    }),
  );
  return {
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
    /** Amounts an account saved earlier, in `currency`. */
    seed(saved: { goal: TreasuryGoal; entries: SavingsEntry[] }) {
      goal = saved.goal;
      entries = saved.entries;
      nextId = entries.length + 1;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

const price: TreasuryPrice = { pricePerBitcoin: 50_000, label: 'the stored close of Aug 22, 2026' };
let clock = Date.parse('2026-03-01T12:00:00Z');

function renderPanel(options: { userId?: number; client?: QueryClient; preferred?: SavingsEntry['currency'] } = {}) {
  const user = userEvent.setup();
  const userId = options.userId ?? 7;
  storeSession(testUser({ id: userId }), 'token');
  const client = options.client ?? createQueryClient();
  registerTreasuryMutations(client);
  render(
    <QueryClientProvider client={client}>
      <TreasuryPanel
        userId={userId}
        preferredCurrency={options.preferred ?? 'USD'}
        price={price}
        now={() => new Date((clock += 1000))}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, client };
}

/** Offline as the browser says it: navigator.onLine and the offline/online events. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  return () => {
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  };
}

const MONTHS: Record<string, string> = { January: '2026-01', February: '2026-02', March: '2026-03', April: '2026-04' };

/** Picks `month` ('January': January 2026; '' clears the picker) and types the amount. */
async function addSavings(user: UserEvent, month: string, amount: string, currency = 'USD') {
  fireEvent.change(screen.getByLabelText('Month'), { target: { value: MONTHS[month] ?? month } });
  await user.clear(screen.getByLabelText(`Amount saved (${currency})`));
  if (amount) await user.type(screen.getByLabelText(`Amount saved (${currency})`), amount);
  await user.click(screen.getByRole('button', { name: 'Add Savings' }));
}

const entryMonths = () =>
  screen.getAllByTestId('savings-entry').map((li) => li.querySelector('p.font-medium')?.textContent);

const synced = () =>
  waitFor(() => expect(screen.getByTestId('treasury-sync-status')).toHaveAttribute('data-status', 'saved'));

describe('TreasuryPanel', { timeout: 20_000 }, () => {
  it('starts with the 1,000 goal, the guide open and the empty state', async () => {
    fakeServer();
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

  it('keeps a treasury saved in euros in euros when Settings say JPY, and sends new entries in euros', async () => {
    const server = fakeServer();
    server.seed({
      goal: { targetAmount: 2000, currency: 'EUR', targetDate: null, updatedAt: '2026-01-01T00:00:00.000Z' },
      entries: [
        { id: 1, clientId: 'a', month: '2026-01', amount: 150.5, currency: 'EUR', date: '2026-01-05T00:00:00.000Z' },
      ],
    });
    const { user } = renderPanel({ preferred: 'JPY' });
    await synced();
    expect(screen.getByTestId('treasury-goal')).toHaveTextContent('€2,000.00');
    expect(screen.getByTestId('treasury-current')).toHaveTextContent('€150.50');
    expect(screen.getByTestId('treasury-price-note')).toHaveTextContent(
      'Your treasury is kept in EUR, the currency its amounts were saved in; changing your Settings currency (JPY) never changes saved amounts.',
    );
    await addSavings(user, 'February', '20', 'EUR');
    await synced();
    expect(server.entries.map((entry) => [entry.amount, entry.currency])).toEqual([
      [150.5, 'EUR'],
      [20, 'EUR'],
    ]);
  });

  it('starts a new treasury in the Settings currency, yen without decimals', async () => {
    const server = fakeServer();
    const { user } = renderPanel({ preferred: 'JPY' });
    await synced();
    await addSavings(user, 'January', '15000', 'JPY');
    expect(await screen.findByText('¥15,000 added for January 2026.')).toBeInTheDocument();
    await synced();
    expect(server.entries[0]?.currency).toBe('JPY');
  });

  it('starts a yen treasury at $1,000 converted (¥160,000, not ¥1,000), presets converted and said so (issue 46)', async () => {
    fakeServer();
    renderPanel({ preferred: 'JPY' });
    await synced();
    // 2026-04-13: 159.834 yen to the dollar, two significant figures.
    expect(screen.getByRole('button', { name: '¥160,000', pressed: true })).toBeInTheDocument();
    const presets = within(screen.getByRole('group', { name: 'Savings goal' })).getAllByRole('button');
    expect(presets.map((button) => button.textContent)).toEqual([
      '¥160,000',
      '¥800,000',
      '¥1,600,000',
      '¥4,000,000',
      'Custom',
    ]);
    expect(screen.getByTestId('treasury-goal')).toHaveTextContent('Your goal: ¥160,000');
    expect(screen.getByTestId('treasury-presets-note')).toHaveTextContent(
      'These goals are $1,000, $5,000, $10,000 and $25,000 converted at the latest bundled ECB reference rate (Apr 13, 2026: 1 US dollar = 159.834 JPY), rounded to two significant figures.',
    );
  });

  it('says nothing about converting the presets in US dollars', async () => {
    fakeServer();
    renderPanel();
    await synced();
    expect(screen.queryByTestId('treasury-presets-note')).toBeNull();
  });

  it('toggles the beginner guide', async () => {
    fakeServer();
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Hide guide' }));
    expect(screen.queryByText('Pay yourself first')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show guide' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Show guide' }));
    expect(screen.getByText('Pay yourself first')).toBeInTheDocument();
  });

  it('shows a missing month, a missing amount and a non-positive amount on their fields, and sends nothing', async () => {
    const server = fakeServer();
    const { user } = renderPanel();
    await addSavings(user, '', '');
    expect(await screen.findByText('Month is required')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    await addSavings(user, 'January', '0');
    expect(await screen.findByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(screen.queryByText('Month is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount saved (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ready to Start Your Treasury?')).toBeInTheDocument();
    expect(server.calls.create).toBe(0);
  });

  it('adds entries: toast, form cleared, progress, milestones, newest first, each sent once', async () => {
    const server = fakeServer();
    const { user } = renderPanel();
    await synced();
    await addSavings(user, 'January', '100');
    expect(await screen.findByText('Savings Added!')).toBeInTheDocument();
    expect(screen.getByText('$100.00 added for January 2026.')).toBeInTheDocument();
    // The month stays for the next entry; the amount clears.
    expect(screen.getByLabelText('Month')).toHaveValue('2026-01');
    expect(screen.getByLabelText('Amount saved (USD)')).toHaveValue(null);
    await addSavings(user, 'February', '200');
    await addSavings(user, 'March', '300');
    await synced();

    // 600 of 1,000: 60 %, 400 left, average 200, 2 months to go.
    expect(screen.getByTestId('treasury-percent')).toHaveTextContent('60.0%');
    expect(screen.getByTestId('treasury-remaining')).toHaveTextContent('$400.00');
    expect(screen.getByTestId('treasury-average')).toHaveTextContent('$200.00');
    // The average counts the months saved in, and says so (the review's A4).
    expect(screen.getByTestId('treasury-average').previousElementSibling).toHaveTextContent('Average per month saved');
    expect(screen.getByTestId('treasury-months')).toHaveTextContent('2');
    expect(screen.getByTestId('milestone-25')).toHaveAttribute('data-reached', 'true');
    expect(screen.getByTestId('milestone-50')).toHaveAttribute('data-reached', 'true');
    expect(screen.getByTestId('milestone-75')).toHaveAttribute('data-reached', 'false');
    expect(screen.getByTestId('treasury-motivation')).toHaveTextContent('Halfway to your goal!');
    expect(entryMonths()).toEqual(['March 2026', 'February 2026', 'January 2026']);
    expect(server.entries.map((entry) => entry.amount)).toEqual([100, 200, 300]);
    expect(server.calls.create).toBe(3);
  });

  it('averages over distinct months: two entries for one month count as one month', async () => {
    fakeServer();
    const { user } = renderPanel();
    await synced();
    // The month is picked, not typed: one spelling per month, so a month is counted once.
    expect(screen.getByLabelText('Month')).toHaveAttribute('type', 'month');
    await addSavings(user, 'January', '100');
    await addSavings(user, 'January', '100');
    await addSavings(user, 'February', '200');
    await synced();
    // 400 saved over 2 months: 200 a month, and 600 left is 3 months at that pace.
    expect(screen.getByTestId('treasury-average')).toHaveTextContent('$200.00');
    // The average counts the months saved in, and says so (the review's A4).
    expect(screen.getByTestId('treasury-average').previousElementSibling).toHaveTextContent('Average per month saved');
    expect(screen.getByTestId('treasury-months')).toHaveTextContent('3');
  });

  it('shows a custom goal or target date that is refused on its field, and keeps the goal', async () => {
    const server = fakeServer();
    const { user } = renderPanel();
    await synced();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    await user.type(screen.getByLabelText('Custom goal amount (USD)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Set Goal' }));
    expect(await screen.findByText('Target amount must be greater than 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Custom goal amount (USD)')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Target date (optional)'), { target: { value: '2001-01-01' } });
    expect(await screen.findByText('Target date must be between 2009-01-03 and 2100-12-31')).toBeInTheDocument();
    expect(screen.getByTestId('treasury-goal')).toHaveTextContent('$1,000.00');
    expect(server.goal).toBeNull();
  });

  it('shows Goal Achieved at 100 % with the bar capped, and the smart suggestion with a target date', async () => {
    fakeServer();
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    await user.type(screen.getByLabelText('Custom goal amount (USD)'), '500');
    await user.click(screen.getByRole('button', { name: 'Set Goal' }));
    expect(screen.getByTestId('treasury-goal')).toHaveTextContent('$500.00');
    // 2026-03-01 to 2026-06-29 is 120 days: 4 months; 500 / 4 = 125 a month.
    await user.type(screen.getByLabelText('Target date (optional)'), '2026-06-29');
    expect(screen.getByTestId('treasury-suggestion')).toHaveTextContent('set aside about $125.00 a month');

    await addSavings(user, 'February', '650');
    expect(screen.getByTestId('treasury-percent')).toHaveTextContent('130.0%');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('treasury-remaining')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('treasury-motivation')).toHaveTextContent('Goal Achieved');
    expect(screen.queryByTestId('treasury-suggestion')).not.toBeInTheDocument();
  });

  it('removes an entry after confirming, and resets the progress but keeps the goal', async () => {
    const server = fakeServer();
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '$5,000' }));
    await addSavings(user, 'January', '100');
    await addSavings(user, 'February', '250');
    await synced();

    await user.click(screen.getByRole('button', { name: 'Remove $100.00 for January 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await synced();
    expect(screen.getAllByTestId('savings-entry')).toHaveLength(1);
    expect(server.entries.map((entry) => entry.month)).toEqual(['2026-02']);

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

  it('ignores saved offline work that cannot be read, with a warning, and still works', async () => {
    localStorage.setItem(storageKeys.offlineCache, '{"timestamp": 1, "clientState": {"mutations": [');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeServer();
    const client = createQueryClient();
    registerTreasuryMutations(client);
    await startOfflinePersistence(client);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('arkad_offline_cache'), expect.anything());
    expect(localStorage.getItem(storageKeys.offlineCache)).toBeNull();
    const { user } = renderPanel({ client });
    await synced();
    expect(screen.getByText('Ready to Start Your Treasury?')).toBeInTheDocument();
    await addSavings(user, 'January', '40');
    await synced();
    expect(screen.getAllByTestId('savings-entry')).toHaveLength(1);
  });

  it('keeps entries made offline on this device, across a reload, and sends each exactly once when back online', async () => {
    const server = fakeServer();
    const first = createQueryClient();
    registerTreasuryMutations(first);
    const persister = createLocalStoragePersister();
    await startOfflinePersistence(first, persister);
    const { user } = renderPanel({ client: first });
    await synced();

    const backOnline = goOffline();
    server.setOnline(false);
    await addSavings(user, 'January', '75');
    expect(screen.getByTestId('treasury-sync-status')).toHaveTextContent('1 change is kept on this device');
    expect(screen.getByText('On this device only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '$5,000' }));
    expect(screen.getByTestId('treasury-sync-status')).toHaveTextContent('2 changes are kept on this device');
    persister.flush();
    expect(localStorage.getItem(storageKeys.offlineCache)).toContain('"month":"2026-01"');

    // A reload while offline: a new client restores the treasury and the waiting changes.
    cleanup();
    const second = createQueryClient();
    registerTreasuryMutations(second);
    await startOfflinePersistence(second);
    renderPanel({ client: second });
    expect(await screen.findByText('On this device only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$5,000', pressed: true })).toBeInTheDocument();
    expect(server.calls.create).toBe(0);

    server.setOnline(true);
    backOnline();
    await synced();
    expect(server.entries).toHaveLength(1);
    expect(server.entries[0]).toMatchObject({ month: '2026-01', amount: 75 });
    expect(server.goal?.targetAmount).toBe(5000);
    expect(server.calls.create).toBe(1);
    expect(screen.queryByText('On this device only')).not.toBeInTheDocument();
  });

  it('sends an entry whose answer was lost again, and the account keeps it once', async () => {
    const server = fakeServer();
    const { user } = renderPanel();
    await synced();
    // The first post reaches the server, but its answer is lost on the way back.
    const realFetch = globalThis.fetch;
    let lost = false;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
        const response = await realFetch(input, init);
        if (init?.method === 'POST' && !lost) {
          lost = true;
          throw new TypeError('Failed to fetch');
        }
        return response;
      }),
    );
    await addSavings(user, 'January', '12.5');
    await waitFor(() => expect(server.calls.create).toBe(2), { timeout: 10_000 });
    await synced();
    expect(server.entries).toHaveLength(1);
    expect(screen.getAllByTestId('savings-entry')).toHaveLength(1);
  });

  it('does not send another account’s waiting change with this session', async () => {
    const server = fakeServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createQueryClient();
    registerTreasuryMutations(client);
    // Account 99 queued a change offline; account 7 is signed in when it runs.
    storeSession(testUser({ id: 7 }), 'token');
    await client
      .getMutationCache()
      .build(client, { mutationKey: ['treasury', 'reset'] })
      .execute({ kind: 'reset', userId: 99 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('another account'));
    renderPanel({ client, userId: 7 });
    await synced();
    expect(server.calls.get).toBe(1);
    expect(screen.getByRole('button', { name: '$1,000', pressed: true })).toBeInTheDocument();
  });

  it('shows the first page with the totals of every entry, and loads the next page on request', async () => {
    const page = (ids: number[], nextCursor: string | null) => ({
      goal: null,
      entries: ids.map((id) => ({
        id,
        clientId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
        month: '2026-01',
        amount: 10,
        currency: 'USD',
        date: new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(),
      })),
      nextCursor,
      totals: { count: 3, saved: 30, months: 1 },
      currency: 'USD',
    });
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockImplementation(async (input) => {
        urls.push(String(input));
        return json(200, String(input).includes('cursor=') ? page([1], null) : page([3, 2], 'c_2'));
      }),
    );
    const { user } = renderPanel();
    expect(await screen.findByText('3 entries, newest first; 2 shown')).toBeInTheDocument();
    expect(screen.getByTestId('treasury-percent')).toHaveTextContent('3.0%');
    await user.click(screen.getByRole('button', { name: 'Load more entries' }));
    await waitFor(() => expect(screen.getAllByTestId('savings-entry')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more entries' })).not.toBeInTheDocument();
    expect(urls.at(-1)).toContain('cursor=c_2');
  });
});

describe('in Spanish (issue 48)', () => {
  it('shows the goal, the form, an added entry and its toast in Spanish, with no English', async () => {
    inSpanish('treasury');
    const server = fakeServer();
    const { user } = renderPanel();
    await screen.findByText('Elige tu meta');
    fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '2026-01' } });
    await user.type(screen.getByLabelText('Monto ahorrado (USD)'), '250');
    await user.click(screen.getByRole('button', { name: 'Agregar ahorro' }));
    expect(await screen.findByText('¡Ahorro agregado!')).toBeInTheDocument();
    await waitFor(() => expect(server.entries).toHaveLength(1));
    expect(screen.getAllByText('enero de 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('1 entrada, de la más reciente a la más antigua')).toBeInTheDocument();
    expect(screen.getByText(/Los BTC y sats se calculan a USD\s50,000 por bitcoin/)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of [
      'Choose Your Goal',
      'Log Your Savings',
      'Track Your Progress',
      'Savings Added',
      'Milestones',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('shows a field message of the shared schema in Spanish', async () => {
    inSpanish('treasury');
    fakeServer();
    const { user } = renderPanel();
    await screen.findByText('Elige tu meta');
    await user.click(screen.getByRole('button', { name: 'Agregar ahorro' }));
    expect(await screen.findByText('El monto es obligatorio')).toBeInTheDocument();
  });
});
