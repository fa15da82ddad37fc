import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { dcaMessages } from '@shared/domain/dca';
import type { PricePoint } from '@shared/schemas/price';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { CalculatorPanel } from './calculator-panel';

/** 400 daily closes from 2024-01-01, enough for the default 1 year of monthly purchases. */
const series: PricePoint[] = Array.from({ length: 400 }, (_, i) => ({
  date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
  price: 100 + i,
}));

type Answer = { status: number; statusText?: string; body: unknown } | 'pending';

/** fetch answers the history calls in turn (the last answer repeats); 'pending' never settles. */
function historyAnswers(...answers: Answer[]) {
  let call = 0;
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input) => {
    if (!String(input).startsWith('/api/bitcoin/historical')) throw new Error(`unexpected request ${String(input)}`);
    const answer = answers[Math.min(call, answers.length - 1)] as Answer;
    call += 1;
    if (answer === 'pending') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(answer.body), { status: answer.status, statusText: answer.statusText ?? '' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
    historyAnswers('pending');
    renderPanel();
    expect(resultsArea()).toHaveTextContent(dcaMessages.loading);
    expect(resultsArea()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
  });

  it('calculates the default 12 monthly purchases of $500 once the history is loaded', async () => {
    const fetchMock = historyAnswers({ status: 200, body: { data: series } });
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/bitcoin/historical?from=2009-01-03&currency=usd', expect.anything());
  });

  it('a 503 shows the error panel with the HTTP status text, the layered message and Try Again', async () => {
    historyAnswers({
      status: 503,
      statusText: 'Service Unavailable',
      body: { error: { code: 'UNAVAILABLE', message: 'The server says something else', requestId: 'r1' } },
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
    historyAnswers({ status: 200, body });
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
    historyAnswers({ status: 200, body: { data: [], error: 'Rate limit reached' } });
    renderPanel();
    expect(
      await screen.findByText(
        'Failed to calculate DCA data: DCA Calculation failed: Rate limit reached. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it('a calculation failure shows the same panel, with Try Again', async () => {
    historyAnswers({ status: 200, body: { data: [{ date: '2024-01-01', price: 0 }] } });
    renderPanel();
    expect(await screen.findByText(dcaMessages.chartError)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to calculate DCA data: DCA Calculation failed: Invalid price data - prices must be positive numbers. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('an amount of 0 shows the empty state', async () => {
    historyAnswers({ status: 200, body: { data: series } });
    renderPanel('tab=calculator&amount=0');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recalculate' })).toBeEnabled());
    expect(resultsArea()).toHaveTextContent(dcaMessages.empty);
    fireEvent.change(screen.getByLabelText('Investment Amount ($)'), { target: { value: '' } });
    expect(resultsArea()).toHaveTextContent(dcaMessages.empty);
  });

  it("Recalculate fetches the history again, the button reading 'Calculating...' meanwhile", async () => {
    const fetchMock = historyAnswers({ status: 200, body: { data: series } }, 'pending');
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByRole('button', { name: 'Calculating...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The results on screen stay while the new copy loads.
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
  });

  it('a refetch that fails keeps the results of the series already loaded, with a notice', async () => {
    historyAnswers(
      { status: 200, body: { data: series } },
      { status: 503, statusText: 'Service Unavailable', body: {} },
    );
    renderPanel();
    expect(await screen.findByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate' }));
    expect(
      await screen.findByText(
        'Could not refresh the price history (Failed to fetch Bitcoin data: 503 Service Unavailable); showing the copy already loaded.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('12 monthly purchases of $500.00 over 1 year')).toBeInTheDocument();
    expect(screen.queryByText(dcaMessages.chartError)).toBeNull();
  });

  it('takes an end date from a shared link, states the conventions and the annualized returns', async () => {
    historyAnswers({ status: 200, body: { data: series } });
    renderPanel(
      'tab=calculator&amount=100&frequency=weekly&period=custom&start=2024-01-01&end=2025-01-01&currency=usd',
    );
    // 2024-01-01 .. 2025-01-01: 367 days, floor(367 / 7) = 52 purchases, the last on day 357.
    const conventions = await screen.findByTestId('dca-conventions');
    expect(conventions).toHaveTextContent(
      'Weekly buys every 7 days from the start day, 2024-01-01: 52 purchases, the last on 2024-12-23.',
    );
    expect(conventions).toHaveTextContent(
      'A final partial period buys nothing: 367 days from 2024-01-01 to 2025-01-01 hold 52 full periods of 7 days.',
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
    expect(screen.getByTestId('calculator-disclaimer')).toHaveTextContent('Coin Metrics Community Data (CC BY-NC 4.0)');
  });

  it('shows an end date after the last stored day on its field', async () => {
    historyAnswers({ status: 200, body: { data: series } });
    renderPanel('tab=calculator&end=2025-03-01');
    expect(
      await screen.findByText('End date must be on or before 2025-02-03, the last day with a price'),
    ).toBeInTheDocument();
  });
});
