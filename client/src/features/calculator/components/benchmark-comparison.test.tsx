import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findContentProblems } from '@shared/content/content-checks';
import { calculateDca, priceSeries } from '@shared/domain/dca';
import { dcaRequestSchema } from '@shared/schemas/dca';
import type { BenchmarkMonth } from '@shared/schemas/benchmarks';
import type { PricePoint } from '@shared/schemas/price';
import en from '@/i18n/locales/en.json';
import enCalculator from '@/i18n/locales/en/calculator.json';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { inSpanish } from '@/test/in-spanish';
import { BenchmarkComparisonCard } from './benchmark-comparison';

// Issue 46 point 4: each box names the months it covers and why it ends; cash goes on over the
// missing October 2025 CPI instead of stopping there.

const day = (i: number) => new Date(Date.UTC(2023, 4, 1 + i)).toISOString().slice(0, 10);
// Daily closes from 2023-05-01 to 2025-11-30.
const series: PricePoint[] = Array.from({ length: 945 }, (_, i) => ({ date: day(i), price: 20_000 + 50 * i }));

const monthsFrom = (start: string, end: string) => {
  const months: string[] = [];
  for (
    let d = new Date(`${start}-01T00:00:00Z`);
    d.toISOString().slice(0, 7) <= end;
    d.setUTCMonth(d.getUTCMonth() + 1)
  )
    months.push(d.toISOString().slice(0, 7));
  return months;
};
const benchmarkMonths: BenchmarkMonth[] = monthsFrom('2023-05', '2025-11').map((month, k) => ({
  month,
  sp500TotalReturn: month <= '2023-06' ? 100 + k : null,
  goldUsd: 2000 + 10 * k,
  cpiUs: month === '2025-10' ? null : 300 + k,
}));

const result = calculateDca(
  priceSeries(series),
  dcaRequestSchema.parse({
    amount: 100,
    frequency: 'monthly',
    timeframe: 'custom',
    startDate: '2023-05-01',
    endDate: '2025-11-30',
  }),
);

afterEach(() => vi.unstubAllGlobals());

describe('BenchmarkComparisonCard', () => {
  it('names each box’s months and why it ends, and carries cash over the missing October 2025 CPI', async () => {
    fakeServer({ 'GET /api/benchmarks/monthly': () => json(200, { months: benchmarkMonths }) });
    renderApp(<BenchmarkComparisonCard result={result} series={series} log={false} />);
    const card = screen.getByTestId('benchmarks');
    expect(await screen.findByTestId('benchmark-window-sp500')).toHaveTextContent('Months: May 2023 to June 2023');
    expect(screen.getByTestId('benchmark-end-sp500')).toHaveTextContent('Ends there: Dividend data end (June 2023)');
    expect(screen.getByTestId('benchmark-window-gold')).toHaveTextContent('Months: May 2023 to November 2025');
    expect(screen.getByTestId('benchmark-end-gold')).toHaveTextContent('Ends there: the plan’s last month');
    // Cash reaches the plan's last month, not September 2025.
    expect(screen.getByTestId('benchmark-window-cash')).toHaveTextContent('Months: May 2023 to November 2025');
    expect(screen.getByTestId('benchmark-end-cash')).toHaveTextContent('Ends there: the plan’s last month');
    expect(screen.getByTestId('benchmark-skipped-cash')).toHaveTextContent(
      'No CPI published for October 2025: October 2025 has no point; the money put in that month is counted from November 2025, without one month’s inflation adjustment.',
    );
    expect(screen.getByTestId('benchmark-skip-cash')).toHaveTextContent(
      'The U.S. Bureau of Labor Statistics published no CPI for October 2025',
    );
    expect(screen.getByTestId('benchmark-stop-sp500')).toHaveTextContent(
      'shown through June 2023, not to November 2025',
    );
    expect(screen.queryByTestId('benchmark-stop-cash')).toBeNull();
    expect(screen.getByTestId('benchmark-windows-note')).toHaveTextContent(
      'Each box counts only the months it names, at monthly averages, so its “Bitcoin, same months” differs from the other boxes and from the result above, which is valued at the close of Nov 30, 2025.',
    );
    // The money put in: every purchase up to each line's last month.
    const cash = within(card).getByRole('group', { name: 'Cash, after US inflation' });
    expect(cash).toHaveTextContent(`Put in$${(result.purchases.length * 100).toLocaleString('en-US')}.00`);
    expect(findContentProblems(card.textContent ?? '')).toEqual([]);
  });

  it('says where each benchmark stops and why in Spanish, months by the locale, with no English', async () => {
    const spanish = inSpanish('calculator');
    fakeServer({ 'GET /api/benchmarks/monthly': () => json(200, { months: benchmarkMonths }) });
    renderApp(<BenchmarkComparisonCard result={result} series={series} log={false} />);
    const card = screen.getByTestId('benchmarks');
    expect(await screen.findByTestId('benchmark-window-sp500')).toHaveTextContent(
      'Meses: de mayo de 2023 a junio de 2023',
    );
    expect(screen.getByTestId('benchmark-end-sp500')).toHaveTextContent(
      'Termina ahí: Fin de los datos de dividendos (junio de 2023)',
    );
    expect(screen.getByTestId('benchmark-skipped-cash')).toHaveTextContent(
      'Sin IPC publicado para octubre de 2025: octubre de 2025 no tiene punto; el dinero aportado ese mes se cuenta desde noviembre de 2025, sin el ajuste por inflación de un mes.',
    );
    expect(screen.getByTestId('benchmark-skip-cash')).toHaveTextContent(
      'Efectivo, después de la inflación de EE. UU.: La Oficina de Estadísticas Laborales de EE. UU. (BLS) no publicó IPC para octubre de 2025',
    );
    expect(screen.getByTestId('benchmark-skip-cash')).toHaveTextContent(
      'La línea sigue desde ahí en lugar de detenerse.',
    );
    expect(screen.getByTestId('benchmark-stop-sp500')).toHaveTextContent(
      'S&P 500, dividendos reinvertidos: se muestra hasta junio de 2023, no hasta noviembre de 2025. Los datos de dividendos de Shiller, y con ellos el rendimiento total, terminan en junio de 2023; el índice no se extiende. Sus cifras cubren solo los aportes hasta entonces',
    );
    // No English sentence of the calculator catalogue, nor of the old built-in stop reasons.
    const english: Record<string, string> = { ...en, ...enCalculator };
    const stretches = Object.entries(english).flatMap(([id, text]) =>
      text
        .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
        .map((stretch) => stretch.trim())
        .filter((stretch) => stretch.split(/\s+/).length >= 3 && !(spanish[id] ?? '').includes(stretch)),
    );
    expect(stretches.filter((stretch) => (card.textContent ?? '').includes(stretch))).toEqual([]);
    for (const words of ['has no point', 'shown through', 'Dividend data end', 'No CPI published', 'June 2023']) {
      expect(card.textContent).not.toContain(words);
    }
  });
});
