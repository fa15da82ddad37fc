import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { dcaMessages } from '@shared/domain/dca';
import type { PricePoint } from '@shared/schemas/price';
import { defaultUserPreferences, type PublicUser, type UserPreferences } from '@shared/schemas/user';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { captureDownloads } from '@/test/capture-downloads';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { CalculatorPanel } from './calculator-panel';
import en from '@/i18n/locales/en.json';
import enCalculator from '@/i18n/locales/en/calculator.json';
import { inEnglish, inSpanish, spanishMessages } from '@/test/in-spanish';

const englishCalculator: Record<string, string> = { ...en, ...enCalculator };
const spanishCalculator = spanishMessages('calculator');

/** The calculator catalogue's English stretches of three words or more its Spanish side does not share. */
const englishStretches = Object.entries(englishCalculator).flatMap(([id, text]) =>
  text
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
    .map((stretch) => stretch.trim())
    .filter((stretch) => stretch.split(/\s+/).length >= 3 && !(spanishCalculator[id] ?? '').includes(stretch)),
);
const englishIn = (element: HTMLElement) =>
  englishStretches.filter((stretch) => (element.textContent ?? '').includes(stretch));

/** Three plans: monthly $100; $50 to 2024-12-01 with a 1% fee; weekly $25 with a 10% step-up and a stack. */
const THREE_PLANS =
  'tab=calculator&amount=100&currency=usd&amount2=50&end2=2024-12-01&fee2=1' +
  '&amount3=25&frequency3=weekly&stepup3=10&stack3=0.05&stackcost3=2';
/** One monthly plan with a step-up and a starting stack, 2024-01-01 to 2025-01-31. */
const STEPPED_PLAN =
  'tab=calculator&amount=100&frequency=monthly&period=custom&start=2024-01-01&end=2025-01-31&stepup=10&stack=0.05&stackcost=2&currency=usd';

/** 400 daily closes from 2024-01-01, enough for the default 1 year of monthly purchases. */
const series: PricePoint[] = Array.from({ length: 400 }, (_, i) => ({
  date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
  price: 100 + i,
}));

type Answer = { status: number; statusText?: string; body: unknown } | 'pending' | 'offline';

const HISTORY_USD = 'GET /api/bitcoin/historical?from=2009-01-03&currency=usd';
const HISTORY_EUR = 'GET /api/bitcoin/historical?from=2009-01-03&currency=eur';
const USES = 'POST /api/usage/dca_calculator';

/**
 * A free learner (saved amount $500 unless told otherwise) and the API: the usage allowance counts
 * POSTs (5 a month), and the dollar history answers in turn (the last answer repeats; 'pending'
 * never settles, 'offline' fails as fetch does without a network).
 */
function serve(options: { history?: Answer[]; euros?: Answer[]; preferences?: Partial<UserPreferences> } = {}) {
  const user: PublicUser = testUser({
    id: 7,
    preferences: { ...defaultUserPreferences, defaultDCAAmount: 500, ...options.preferences },
  });
  startSignedIn(user);
  let used = 0;
  const usage = () => ({
    feature: 'dca_calculator',
    access: used < 5,
    reason: used < 5 ? 'free_tier' : 'limit_exceeded',
    used,
    limit: 5,
    remaining: 5 - used,
    resetsAt: '2026-12-01T00:00:00.000Z',
  });
  const answering = (answers: Answer[]) => {
    let call = 0;
    return () => {
      const answer = answers[Math.min(call, answers.length - 1)] as Answer;
      call += 1;
      if (answer === 'pending') return new Promise<Response>(() => {});
      if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      return new Response(JSON.stringify(answer.body), { status: answer.status, statusText: answer.statusText ?? '' });
    };
  };
  return fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/usage/dca_calculator': () => json(200, usage()),
    [USES]: () => {
      if (used >= 5) return apiError(402, 'PAYMENT_REQUIRED', 'used up');
      used += 1;
      return json(200, usage());
    },
    [HISTORY_USD]: answering(options.history ?? [{ status: 200, body: { data: series } }]),
    [HISTORY_EUR]: answering(options.euros ?? [{ status: 200, body: { data: series } }]),
    'GET /api/bitcoin/historical?from=2009-01-03&currency=jpy': () => json(200, { data: series }),
    'GET /api/bitcoin/provider': () =>
      json(200, { name: 'CoinGecko', attribution: 'Price data by CoinGecko', url: 'https://www.coingecko.com' }),
  });
}

function renderPanel(search = 'tab=calculator') {
  const { hook, searchHook } = memoryLocation({ path: `/app?${search}` });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Router hook={hook} searchHook={searchHook}>
          <CalculatorPanel />
        </Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const resultsArea = () => screen.getByRole('region', { name: 'DCA results' });

afterEach(() => vi.unstubAllGlobals());

describe('CalculatorPanel', () => {
  it('shows the loading text while the price history loads', () => {
    serve({ history: ['pending'] });
    renderPanel();
    expect(resultsArea()).toHaveTextContent(dcaMessages.loading);
    expect(resultsArea()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  });

  it('calculates the default 12 monthly purchases of $500 once the history is loaded', async () => {
    const server = serve();
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(server.callsTo(HISTORY_USD)).toHaveLength(1);
    // Looking at the result the screen opens with counts nothing.
    expect(server.callsTo(USES)).toHaveLength(0);
  });

  it('a 503 shows the error panel with the HTTP status text, the layered message and Try Again', async () => {
    serve({
      history: [
        {
          status: 503,
          statusText: 'Service Unavailable',
          body: { error: { code: 'UNAVAILABLE', message: 'The server says something else', requestId: 'r1' } },
        },
      ],
    });
    renderPanel();
    expect(await screen.findByText(dcaMessages.chartError)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to calculate DCA data: DCA Calculation failed: Failed to fetch Bitcoin data: 503 Service Unavailable. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The server says something else/)).toBeNull();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    { case: 'an empty object', body: {} },
    { case: 'a JSON array', body: [{ date: '2024-01-01', price: 100 }] },
    { case: 'a string', body: 'prices' },
  ])('$case instead of { data } shows the invalid-format error, not endless loading', async ({ body }) => {
    serve({ history: [{ status: 200, body }] });
    renderPanel();
    expect(await screen.findByText(dcaMessages.chartError)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to calculate DCA data: DCA Calculation failed: Invalid data format received from API. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(dcaMessages.loading)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('an error field in the response is thrown as is', async () => {
    serve({ history: [{ status: 200, body: { data: [], error: 'Rate limit reached' } }] });
    renderPanel();
    expect(
      await screen.findByText(
        'Failed to calculate DCA data: DCA Calculation failed: Rate limit reached. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it('a calculation failure shows the same panel, with Try Again', async () => {
    serve({ history: [{ status: 200, body: { data: [{ date: '2024-01-01', price: 0 }] } }] });
    renderPanel();
    expect(await screen.findByText(dcaMessages.chartError)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to calculate DCA data: DCA Calculation failed: Invalid price data - prices must be positive numbers. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('a shared link with an amount of 0 shows the amount message and the empty state', async () => {
    serve();
    renderPanel('tab=calculator&amount=0');
    expect(await screen.findByText('Amount must be at least $1')).toBeInTheDocument();
    expect(resultsArea()).toHaveTextContent(dcaMessages.empty);
  });

  it.each([
    ['-50', 'Amount must be at least $1'],
    ['0', 'Amount must be at least $1'],
    ['', 'Amount must be at least $1'],
    ['0.001', 'Amount must be at least $1'],
  ])('an amount of "%s" gets "%s" and the last good result stays, uncounted', async (text, message) => {
    const server = serve();
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    const amount = screen.getByLabelText('Investment Amount ($)');
    fireEvent.change(amount, { target: { value: text } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(server.callsTo(USES)).toHaveLength(0);

    // Valid again: Calculate shows the new result and counts one use.
    fireEvent.change(amount, { target: { value: '250' } });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('12 monthly purchases of $250.00 over 1 year')).toBeInTheDocument();
    expect(server.callsTo(USES)).toHaveLength(1);
  });

  it('letters in the amount (which the browser cannot read as a number) get their own message', async () => {
    serve();
    renderPanel();
    await screen.findByText('12 monthly purchases of $500.00 over 1 year');
    const amount = screen.getByLabelText('Investment Amount ($)') as HTMLInputElement;
    // A number field holding 'abc' reports an empty value and validity.badInput.
    Object.defineProperty(amount, 'validity', { configurable: true, value: { badInput: true } });
    fireEvent.change(amount, { target: { value: '' } });
    expect(await screen.findByText('Amount must be a number')).toBeInTheDocument();
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
  });

  it('the win rate across start days is computed from the loaded history; changing its choices counts no use', async () => {
    const server = serve();
    renderPanel();
    const card = await screen.findByTestId('win-rate');
    // The default result is 1 year, monthly: the card opens on the same.
    expect(within(card).getByRole('radio', { name: '1 year' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(card).getByTestId('win-rate-figure')).toHaveTextContent(/ of 36\.$/);
    fireEvent.click(within(card).getByRole('radio', { name: 'Weekly' }));
    expect(within(card).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(within(card).getByTestId('win-rate-figure')).toHaveTextContent(/ of 36\.$/);
    expect(server.callsTo(USES)).toHaveLength(0);
    expect(server.callsTo(HISTORY_USD)).toHaveLength(1);

    // A new result (Calculate, one use) opens the card on its own frequency.
    fireEvent.change(screen.getByLabelText('Frequency'), { target: { value: 'daily' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('365 daily purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(within(screen.getByTestId('win-rate')).getByRole('radio', { name: 'Daily' })).toBeChecked();
    await waitFor(() => expect(server.callsTo(USES)).toHaveLength(1));
  });

  it('changing an input recalculates nothing until Calculate, which counts one use; uses left are shown first', async () => {
    const server = serve();
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    const note = screen.getByTestId('calculate-note');
    await waitFor(() => expect(note).toHaveTextContent('5 uses left this month.'));
    fireEvent.change(screen.getByLabelText('Frequency'), { target: { value: 'weekly' } });
    expect(note).toHaveTextContent('Inputs changed: Calculate to see their result.');
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toHaveAccessibleDescription(note.textContent ?? '');

    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('52 weekly purchases of $500.00 over 1 year')).toBeInTheDocument();
    await waitFor(() => expect(note).toHaveTextContent('4 uses left this month.'));
    expect(server.callsTo(USES)).toHaveLength(1);
    // Calculate again without a change is no new result: nothing counted.
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(server.callsTo(HISTORY_USD)).toHaveLength(2));
    expect(server.callsTo(USES)).toHaveLength(1);
  });

  it("Calculate with unchanged inputs fetches the history again, the button reading 'Calculating...' meanwhile", async () => {
    const server = serve({ history: [{ status: 200, body: { data: series } }, 'pending'] });
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
    expect(server.callsTo(HISTORY_USD)).toHaveLength(2);
    // The results on screen stay while the new copy loads.
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
  });

  it('a refetch that fails keeps the results of the series already loaded, with a notice', async () => {
    serve({
      history: [
        { status: 200, body: { data: series } },
        { status: 503, statusText: 'Service Unavailable', body: {} },
      ],
    });
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        'Could not refresh the price history (Failed to fetch Bitcoin data: 503 Service Unavailable); showing the copy already loaded.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(screen.queryByText(dcaMessages.chartError)).toBeNull();
  });

  it.each([
    [
      'after the last stored day',
      '2030-01-01',
      'Start date must be on or before 2025-02-03, the last day with a price',
    ],
    [
      'on the last stored day',
      '2025-02-03',
      'Start date must leave room for at least two monthly purchases: start on or before 2024-12-06',
    ],
    [
      'before the first stored day',
      '2009-01-01',
      'Start date must be on or after 2024-01-01, the first day with a price',
    ],
  ])('a custom start %s is a field message, never the failure panel', async (_case, start, message) => {
    serve();
    renderPanel(`tab=calculator&amount=100&frequency=monthly&period=custom&start=${start}&currency=usd`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(dcaMessages.chartError)).toBeNull();
    expect(resultsArea()).toHaveTextContent(dcaMessages.empty);
    const field = screen.getByLabelText('Start date');
    expect(field).toHaveValue(start);
    // The field offers the days that leave two purchases, and says which.
    expect(field).toHaveAttribute('min', '2024-01-01');
    expect(field).toHaveAttribute('max', '2024-12-06');
  });

  it('says what the start date may be, and a start leaving one purchase is refused before it counts', async () => {
    const server = serve();
    renderPanel();
    await screen.findByText('12 monthly purchases of $500.00 over 1 year');
    fireEvent.change(screen.getByLabelText('Time Period'), { target: { value: 'custom' } });
    expect(
      screen.getByText(
        'Prices are available from 2024-01-01 to 2025-02-03. Two monthly purchases at least: start on or before 2024-12-06.',
      ),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2024-12-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(
        'Start date must leave room for at least two monthly purchases: start on or before 2024-12-06',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(server.callsTo(USES)).toHaveLength(0);
  });

  it('opens with the saved default amount and currency', async () => {
    const server = serve({ preferences: { defaultDCAAmount: 250, defaultCurrency: 'EUR' } });
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of €250.00 over 1 year')).toBeInTheDocument();
    expect(screen.getByLabelText('Investment Amount (€)')).toHaveValue(250);
    expect(screen.getByLabelText('Currency')).toHaveValue('eur');
    expect(server.callsTo(HISTORY_EUR)).toHaveLength(1);
    expect(screen.queryByTestId('currency-note')).toBeNull();
  });

  it('opens in the saved currency, yen without decimals, and says up to which day it counts in it', async () => {
    serve({ preferences: { defaultDCAAmount: 4000, defaultCurrency: 'JPY' } });
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of ¥4,000 over 1 year')).toBeInTheDocument();
    expect(screen.queryByTestId('currency-note')).toBeNull();
    expect(screen.getByLabelText('Currency')).toHaveValue('jpy');
    expect(screen.getByTestId('currency-countable-note')).toHaveTextContent(
      `Prices in JPY are US dollar closes × the ECB reference rate of the day`,
    );
    expect(screen.getByTestId('currency-countable-note')).toHaveTextContent(
      `calculator counts in JPY up to ${series.at(-1)?.date}`,
    );
  });

  it('offline, a currency not on this device is said plainly, the last result stays and is one click away', async () => {
    const server = serve({ euros: ['offline'] });
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'eur' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const notice = await screen.findByTestId('currency-unavailable');
    expect(notice).toHaveTextContent('EUR prices are not available offline');
    expect(notice).not.toHaveTextContent('..');
    expect(screen.queryByText(dcaMessages.chartError)).toBeNull();
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(server.callsTo(USES)).toHaveLength(0);

    fireEvent.click(within(notice).getByRole('button', { name: 'Back to USD' }));
    expect(screen.getByLabelText('Currency')).toHaveValue('usd');
    expect(screen.queryByTestId('currency-unavailable')).toBeNull();
    expect(screen.getByTestId('calculate-note')).toHaveTextContent('Showing the result of these inputs.');
    online.mockRestore();
  });

  it('opened offline in a saved currency not on this device: the same plain notice, US dollars one click away', async () => {
    const server = serve({ preferences: { defaultDCAAmount: 250, defaultCurrency: 'EUR' }, euros: ['offline'] });
    renderPanel();
    const notice = await screen.findByTestId('currency-unavailable');
    expect(notice).toHaveTextContent('EUR prices are not available offline');
    expect(notice).toHaveTextContent('Connect to the internet to calculate in EUR.');
    expect(screen.queryByText(dcaMessages.chartError)).toBeNull();
    expect(screen.queryByRole('button', { name: /Try Again/ })).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'Back to USD' }));
    expect(await screen.findByText('12 monthly purchases of $250.00 over 1 year')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveValue('usd');
    expect(screen.queryByTestId('currency-unavailable')).toBeNull();
    // Still the result the screen opened with, in another currency: no use is counted.
    expect(server.callsTo(USES)).toHaveLength(0);
    expect(screen.getByTestId('calculate-note')).toHaveTextContent('Showing the result of these inputs.');
  });

  it('marks purchases no market could have filled as theoretical, and keeps long figures whole', async () => {
    // 30 days from 2010-07-18 at $0.10, then a close of $1,000,000: 31 daily purchases, so the lump
    // sum is $15,500 / $0.10 = 155,000 BTC, 3.75% of the 4,133,650 BTC in existence that day, worth
    // $155,000,000,000.00 at the end.
    const early: PricePoint[] = [
      ...Array.from({ length: 30 }, (_, i) => ({
        date: new Date(Date.UTC(2010, 6, 18 + i)).toISOString().slice(0, 10),
        price: 0.1,
      })),
      { date: '2010-08-17', price: 1_000_000 },
    ];
    serve({ history: [{ status: 200, body: { data: early } }] });
    renderPanel('tab=calculator&amount=500&frequency=daily&period=all&currency=usd');
    const caveat = await screen.findByTestId('theoretical-caveat');
    expect(caveat).toHaveTextContent('Theoretical result: these purchases could not have been filled');
    expect(caveat).toHaveTextContent(
      'The lump sum would have bought 155K BTC on Jul 18, 2010: 3.75% of the 4,133,650 BTC then in existence.',
    );
    const lumpSum = screen.getByRole('group', { name: 'Lump Sum' });
    const figure = lumpSum.querySelector('[data-full-value]');
    expect(figure).toHaveAttribute('title', '$155,000,000,000.00');
    expect(figure).toHaveTextContent('$155B');
  });

  it('takes an end date from a shared link, states the conventions and the annualized returns', async () => {
    serve();
    renderPanel(
      'tab=calculator&amount=100&frequency=weekly&period=custom&start=2024-01-01&end=2025-01-01&currency=usd',
    );
    // 2024-01-01 .. 2025-01-01: 367 days, floor(367 / 7) = 52 purchases, the last on day 357.
    const conventions = await screen.findByTestId('dca-conventions');
    expect(conventions).toHaveTextContent(
      'Weekly buys every 7 days from the start day, Jan 1, 2024: 52 purchases, the last on Dec 23, 2024.',
    );
    expect(conventions).toHaveTextContent(
      'A final partial period buys nothing: 367 days from Jan 1, 2024 to Jan 1, 2025 hold 52 full periods of 7 days.',
    );
    expect(conventions).toHaveTextContent('Annualized return: the money-weighted yearly rate (XIRR)');
    const endDate = screen.getByLabelText('End date');
    expect(endDate).toHaveValue('2025-01-01');
    expect(endDate).toHaveAttribute('max', '2025-02-03');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('min', '2024-01-01');
    // Lump sum: bought at 100 on 2024-01-01, valued at 466 on 2025-01-01, 366 days later.
    const annualized = screen.getAllByTestId('annualized-return');
    expect(annualized[1]).toHaveTextContent(
      `+${(((466 / 100) ** (365 / 366) - 1) * 100).toFixed(1)}% a year (annualized)`,
    );
    // Beside them: what the yearly rate is, in one sentence, and why DCA's does not compare with the lump sum's.
    const note = screen.getByTestId('annualized-note');
    expect(note).toHaveTextContent(
      /^Annualized return is the yearly rate that would turn the money put in into its final value over the time that money was actually invested\./,
    );
    expect(note).toHaveTextContent('the two yearly rates are not comparable');
    expect(within(note).getByRole('button', { name: 'Annualized return' })).toBeInTheDocument();
    const dataNote = screen.getByTestId('calculator-disclaimer');
    // The bundled prices' credit, with the data set and its licence linked, as CC BY-SA 4.0 asks.
    expect(dataNote).toHaveTextContent(
      "Historical prices from 2012-01-01 to 2026-08-21: Bitstamp BTC/USD, from 'Bitcoin Historical Data' by Zielak (mczielinski), Kaggle, CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0); reduced to one close per UTC day.",
    );
    expect(dataNote).not.toHaveTextContent('Coin Metrics');
    expect(within(dataNote).getByRole('link', { name: 'Bitcoin Historical Data' })).toHaveAttribute(
      'href',
      'https://www.kaggle.com/datasets/mczielinski/bitcoin-historical-data',
    );
    expect(within(dataNote).getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    // The days after the bundled file credit the configured live provider, as it asks to be credited.
    expect(await within(dataNote).findByRole('link', { name: 'CoinGecko' })).toHaveAttribute(
      'href',
      'https://www.coingecko.com',
    );
    // Then the benchmarks' sources, as their file's README asks.
    expect(dataNote).toHaveTextContent(
      /Price data by CoinGecko\. Benchmarks: S&P 500 price and dividends: Robert J\. Shiller/,
    );
  });

  it('removing or adding a plan after a three-plan link leaves no field of a removed plan behind', async () => {
    const server = serve();
    renderPanel(
      'tab=calculator&amount=100&currency=usd&amount2=50&end2=2024-12-01&fee2=1' +
        '&amount3=25&frequency3=weekly&stepup3=5',
    );
    expect(await screen.findByTestId('plans-comparison')).toBeInTheDocument();
    const group = (plan: number) => within(screen.getByTestId(`plan-${plan}`));
    expect(group(2).getByLabelText('End date')).toHaveValue('2024-12-01');

    // Plan 3 moves up to plan 2's place with its own fields, not plan 2's end date or fee.
    fireEvent.click(screen.getByRole('button', { name: 'Remove plan 2' }));
    await waitFor(() => expect(screen.queryByTestId('plan-3')).toBeNull());
    expect(group(2).getByLabelText('Investment Amount ($)')).toHaveValue(25);
    expect(group(2).getByLabelText('Frequency')).toHaveValue('weekly');
    expect(group(2).getByLabelText('End date')).toHaveValue('');
    expect(group(2).getByLabelText('Exchange fee %')).toHaveValue(null);
    expect(group(2).getByLabelText('Yearly step-up %')).toHaveValue(5);

    // A new plan 3 has the defaults, not the fields the link gave plan 3.
    fireEvent.click(screen.getByRole('button', { name: 'Add a plan' }));
    expect(await screen.findByTestId('plan-3')).toBeInTheDocument();
    expect(group(3).getByLabelText('Investment Amount ($)')).toHaveValue(500);
    expect(group(3).getByLabelText('Frequency')).toHaveValue('monthly');
    expect(group(3).getByLabelText('Yearly step-up %')).toHaveValue(null);

    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() => expect(server.callsTo(USES)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByTestId('calculate-note')).toHaveTextContent('Showing the result of these inputs.'),
    );
  });

  it('shows an end date after the last stored day on its field', async () => {
    serve();
    renderPanel('tab=calculator&end=2025-03-01');
    expect(
      await screen.findByText('End date must be on or before 2025-02-03, the last day with a price'),
    ).toBeInTheDocument();
  });
});

describe('CalculatorPanel: several plans and the conventions, worded from shared data', () => {
  it('compares three plans in English: the table, its inputs and the chart’s switch', async () => {
    serve();
    renderPanel(THREE_PLANS);
    const comparison = await screen.findByTestId('plans-comparison');
    expect(within(comparison).getByRole('heading', { name: 'Your plans compared' })).toBeInTheDocument();
    const table = within(comparison).getByRole('region', { name: 'The plans side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Measure', 'Plan 1', 'Plan 2', 'Plan 3']);
    const inputs = within(table).getByRole('row', { name: /^Inputs/ });
    expect(inputs).toHaveTextContent('$100.00 monthly, ');
    expect(inputs).toHaveTextContent('to Dec 1, 2024, fee 1%');
    expect(inputs).toHaveTextContent('$25.00 weekly');
    expect(inputs).toHaveTextContent('step-up 10% a year, starting stack 0.05000000 BTC (cost $2.00)');
    expect(within(table).getByRole('row', { name: /^Lump sum, same money on the first day/ })).toHaveTextContent(
      /\$[\d,]+\.\d\d \([+-]?[\d.]+%\)/,
    );
    expect(within(comparison).getByRole('switch', { name: 'Show each plan’s lump sum' })).toBeInTheDocument();
  });

  it('states the step-up and the starting stack in English, days and money by the locale', async () => {
    serve();
    renderPanel(STEPPED_PLAN);
    const conventions = await screen.findByTestId('dca-conventions');
    expect(conventions).toHaveTextContent('Prices: the daily close of each UTC day (00:00 to 24:00 UTC).');
    expect(conventions).toHaveTextContent(
      'Monthly buys every 30 days from the start day, Jan 1, 2024: 13 purchases, the last on Dec 26, 2024.',
    );
    expect(conventions).toHaveTextContent(
      'Yearly step-up of 10%: on each anniversary of the start day (January 1 each year; ',
    );
    expect(conventions).toHaveTextContent('$100.00 in the first year, $100.00 for the last purchase.');
    expect(conventions).toHaveTextContent('Starting stack: 0.05000000 BTC held from Jan 1, 2024, which cost $2.00.');
    expect(within(conventions).getAllByRole('listitem')).toHaveLength(10);
  });
});

describe('CalculatorPanel in Spanish (issue 48)', () => {
  it('shows the form, the result cards, the sentences, the charts and the lessons in Spanish, with no English', async () => {
    inSpanish('calculator');
    serve();
    renderPanel();
    expect(await screen.findByText('12 compras mensuales de USD 500.00 durante 1 año')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resultados del DCA' })).toBeInTheDocument();
    expect(screen.getByLabelText('Monto de inversión (USD)')).toHaveValue(500);
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeInTheDocument();
    for (const spanish of [
      'Estrategia DCA',
      'Suma única',
      'Total invertido',
      'Valor del portafolio',
      'Precio pagado y tu costo promedio',
      'Análisis',
      'Lo que nos dicen estos datos',
      'Entender la volatilidad',
    ]) {
      expect(screen.getAllByText(spanish).length).toBeGreaterThan(0);
    }
    expect(screen.getByText(/Algamish a Arkad, El hombre más rico de Babilonia/)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of [
      'Total Invested',
      'Lump Sum',
      'Portfolio value',
      'What This Data Tells Us',
      'Understanding Volatility',
      'Investment Amount',
      'Past performance does not predict',
      ' purchases of ',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('says how the results were calculated in Spanish: plurals, days, money and the step-up by locale', async () => {
    inSpanish('calculator');
    serve();
    renderPanel(STEPPED_PLAN);
    const conventions = await screen.findByTestId('dca-conventions');
    expect(within(conventions).getByRole('heading', { name: 'Cómo se calcularon estos resultados' })).toBeVisible();
    expect(conventions).toHaveTextContent('Precios: el cierre diario de cada día UTC (de 00:00 a 24:00 UTC).');
    expect(conventions).toHaveTextContent(
      'La compra mensual se hace cada 30 días desde el día de inicio, el 1 ene 2024: 13 compras, la última el 26 dic 2024.',
    );
    expect(conventions).toHaveTextContent(
      'Un último periodo incompleto no compra nada: 397 días del 1 ene 2024 al 31 ene 2025 contienen 13 periodos completos de 30 días.',
    );
    expect(conventions).toHaveTextContent(
      'Aumento anual de 10%: en cada aniversario del día de inicio (el 1 de enero de cada año;',
    );
    expect(conventions).toHaveTextContent('USD 100.00 el primer año, USD 100.00 en la última compra.');
    expect(conventions).toHaveTextContent(
      'Reserva inicial: 0.05000000 BTC en tu poder desde el 1 ene 2024, que costaron USD 2.00.',
    );
    expect(englishIn(conventions)).toEqual([]);
    for (const english of ['buys every', 'purchases', 'Starting stack', 'Yearly step-up', 'Max drawdown']) {
      expect(conventions.textContent).not.toContain(english);
    }
  });

  it('compares several plans in Spanish, with no English', async () => {
    inSpanish('calculator');
    serve();
    renderPanel(THREE_PLANS);
    const comparison = await screen.findByTestId('plans-comparison');
    expect(within(comparison).getByRole('heading', { name: 'Tus planes comparados' })).toBeInTheDocument();
    const table = within(comparison).getByRole('region', { name: 'Los planes lado a lado' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Medida', 'Plan 1', 'Plan 2', 'Plan 3']);
    const inputs = within(table).getByRole('row', { name: /^Datos del plan/ });
    expect(inputs).toHaveTextContent('USD 100.00 mensuales, del ');
    expect(inputs).toHaveTextContent('al 1 dic 2024, comisión de 1%');
    expect(inputs).toHaveTextContent('aumento de 10% al año, reserva inicial de 0.05000000 BTC (costo USD 2.00)');
    for (const row of [
      'Dinero aportado',
      'Valor el día final',
      'Rendimiento total',
      'Suma única, el mismo dinero el primer día',
    ]) {
      expect(within(table).getByRole('row', { name: new RegExp(`^${row}`) })).toBeInTheDocument();
    }
    expect(within(comparison).getByRole('switch', { name: 'Mostrar la suma única de cada plan' })).toBeInTheDocument();
    expect(englishIn(comparison)).toEqual([]);
    for (const english of ['Measure', 'Inputs', 'monthly', 'weekly', 'step-up', 'starting stack', ' to ']) {
      expect(comparison.textContent).not.toContain(english);
    }
  });

  it('shows a field message of the shared schema in Spanish', async () => {
    inSpanish('calculator');
    serve();
    renderPanel('tab=calculator&amount=0');
    expect(await screen.findByText('El monto debe ser de al menos $1')).toBeInTheDocument();
    expect(screen.getByText('Elige tus parámetros y haz clic en Calcular')).toBeInTheDocument();
  });
});

describe("the calculator's CSV in the page's language (issue 48)", () => {
  it('names its columns and writes its summary lines in Spanish on a Spanish page; numbers and days as data', async () => {
    inSpanish('calculator');
    const downloads = captureDownloads();
    serve();
    renderPanel();
    expect(await screen.findByText('12 compras mensuales de USD 500.00 durante 1 año')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const lines = (await downloads.file(0)).text.split('\r\n');
    expect(lines[0]).toMatch(
      /^# Simulación histórica de DCA de Arkad: compras mensuales de 500\.00 USD; del \d{4}-\d\d-\d\d al /,
    );
    expect(lines).toContain(
      'fecha,precio_usd,monto_usd,comision_usd,btc,btc_acumulado,invertido_acumulado_usd,valor_usd',
    );
    expect(lines.find((line) => /^\d/.test(line))).toMatch(/^\d{4}-\d\d-\d\d,\d+\.\d\d,500\.00,0\.00,\d+\.\d{8},/);
  });

  it('stays in English on an English page', async () => {
    inEnglish();
    const downloads = captureDownloads();
    serve();
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const { name, text } = await downloads.file(0);
    expect(name).toMatch(/^arkad-dca-monthly-usd-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    expect(text.split('\r\n')[0]).toMatch(/^# Arkad DCA backtest: 500\.00 USD monthly; /);
    expect(text).toContain(
      '\r\ndate,price_usd,amount_usd,fee_usd,btc,cumulative_btc,cumulative_invested_usd,value_usd\r\n',
    );
  });
});
