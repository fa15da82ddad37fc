import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findContentProblems } from '@shared/content/content-checks';
import { calculateDca, priceSeries } from '@shared/domain/dca';
import { dcaRequestSchema } from '@shared/schemas/dca';
import type { PricePoint } from '@shared/schemas/price';
import { WinRateCard } from './win-rate-card';

// 367 days from 2012-01-01, all at 100 but day 0 (50) and day 366 (200): a 1-year daily plan
// started on day 0 ends +0.3%, on day 1 at its cost (0%), on day 2 +99.7% (shared/domain/win-rate.test.ts).
const series: PricePoint[] = Array.from({ length: 367 }, (_, i) => ({
  date: new Date(Date.UTC(2012, 0, 1 + i)).toISOString().slice(0, 10),
  price: i === 0 ? 50 : i === 366 ? 200 : 100,
}));

const result = calculateDca(
  priceSeries(series),
  dcaRequestSchema.parse({ amount: 10, frequency: 'daily', timeframe: '1year', feePercent: 0 }),
);

describe('WinRateCard', () => {
  it('shows the win rate with its convention, the best and worst start, and a named cell a start month', () => {
    render(<WinRateCard result={result} series={series} />);
    const card = screen.getByTestId('win-rate');
    expect(within(card).getByRole('radio', { name: '1 year' })).toBeChecked();
    expect(within(card).getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(screen.getByTestId('win-rate-figure')).toHaveTextContent(
      '66.7% of the start days counted ended above their total cost: 2 of 3.',
    );
    expect(screen.getByTestId('win-rate-convention')).toHaveTextContent(
      'Each stored day from Jan 1, 2012 to Jan 3, 2012 counts once as a start: its plan buys every day for 1 year',
    );
    expect(screen.getByTestId('win-rate-early-markets')).toHaveTextContent(
      'Start days before 2013 buy at prices from very small early markets',
    );
    expect(within(card).getByRole('group', { name: 'Best start' })).toHaveTextContent('Jan 3, 2012: +99.7%');
    expect(within(card).getByRole('group', { name: 'Worst start' })).toHaveTextContent('Jan 2, 2012: 0.0%');
    expect(
      within(card).getByRole('img', {
        name: 'January 2012: median ending return +0.3% over 3 start days, 2 above their cost',
      }),
    ).toBeInTheDocument();
    expect(findContentProblems(card.textContent ?? '')).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: /Show data table/ }));
    const table = within(card).getByRole('table');
    expect(within(table).getByRole('row', { name: /January 2012 3 2 \+0\.3%/ })).toBeInTheDocument();
  });

  it('says the plan is the frequency and fee alone, and a frequency in days (content review N19)', () => {
    render(<WinRateCard result={result} series={series} />);
    const card = screen.getByTestId('win-rate');
    expect(within(card).getByText('Every start day since 2012')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Your plan’s frequency and fee (not its step-up or starting stack), started on every day since Jan 1, 2012 and',
    );
    expect(card).not.toHaveTextContent('The same plan');
    fireEvent.click(within(card).getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByTestId('win-rate-convention')).toHaveTextContent('its plan buys every 30 days for 1 year');
    fireEvent.click(within(card).getByRole('radio', { name: 'Bi-weekly' }));
    expect(screen.getByTestId('win-rate-convention')).toHaveTextContent('its plan buys every 14 days for 1 year');
  });

  it('recomputes for another length or frequency, and says when no start day has a full window', () => {
    render(<WinRateCard result={result} series={series} />);
    const card = screen.getByTestId('win-rate');
    fireEvent.click(within(card).getByRole('radio', { name: 'Weekly' }));
    expect(screen.getByTestId('win-rate-figure')).toHaveTextContent('2 of 3.');
    fireEvent.click(within(card).getByRole('radio', { name: '2 years' }));
    expect(screen.getByTestId('win-rate-none')).toHaveTextContent(
      'No start day since Jan 1, 2012 has a full 2-year window in the stored prices.',
    );
  });
});
