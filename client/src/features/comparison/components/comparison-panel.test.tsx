import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strategyTextsEs } from '@shared/content/es/strategies';
import { preloadStrategies } from '@/entities/strategy/use-strategies-content';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import { ComparisonPanel, ComparisonTool } from './comparison-panel';

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <ComparisonTool />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const compare = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Compare' }));
const messageKinds = () => screen.queryAllByTestId('comparison-message').map((item) => item.dataset.kind);

async function tableHeaders(user: ReturnType<typeof userEvent.setup>) {
  if (!screen.queryByRole('table')) await user.click(screen.getByRole('button', { name: 'Show data table' }));
  return within(screen.getByRole('table', { name: 'Scores of the selected strategies, 0 to 5' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
}

beforeEach(() => {
  // recharts' responsive charts watch their size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('ComparisonTool', () => {
  it('starts with Dollar-Cost Averaging and Value Averaging: a balanced, beginner-friendly pair', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    expect(box('Dollar-Cost Averaging')).toBeChecked();
    expect(box('Value Averaging')).toBeChecked();
    expect(box('Stacking Sats')).not.toBeChecked();
    // Risk (2 + 3) / 2 = 2.5, complexity (1 + 3) / 2 = 2.
    expect(screen.getByTestId('comparison-averages')).toHaveTextContent('Average risk 2.5/5 · average complexity 2/5');
    expect(messageKinds()).toEqual(['balanced', 'beginner']);
    expect(screen.getByTestId('comparison-chart')).toHaveAttribute('data-series', '2');
    expect(await tableHeaders(user)).toEqual(['Metric', 'Dollar-Cost Averaging', 'Value Averaging']);
    const time = screen.getByRole('row', { name: /Time Commitment/ });
    expect(
      within(time)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Low (1/5)', 'Medium (3/5)']);
  });

  it('updates the chart columns and the summary when a new selection is compared, not before', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await user.click(box('Value Averaging'));
    await user.click(box('Stacking Sats'));
    // Ticking changes nothing on the chart until Compare.
    expect(messageKinds()).toEqual(['balanced', 'beginner']);
    expect(screen.getByTestId('compare-note')).toHaveTextContent('Selection changed: Compare to see it on the chart.');
    await compare(user);
    // dca + stacking-sats: risk (2 + 1) / 2 = 1.5, complexity 1.
    expect(messageKinds()).toEqual(['conservative', 'beginner']);
    expect(await tableHeaders(user)).toEqual(['Metric', 'Dollar-Cost Averaging', 'Stacking Sats']);

    await user.click(box('Options Strategies'));
    await compare(user);
    // + options: risk (2 + 1 + 5) / 3 = 2.67, complexity (1 + 1 + 5) / 3 = 2.33.
    expect(messageKinds()).toEqual(['balanced']);
    expect(screen.getByTestId('comparison-averages')).toHaveTextContent(
      'Average risk 2.7/5 · average complexity 2.3/5',
    );
    expect(await tableHeaders(user)).toEqual([
      'Metric',
      'Dollar-Cost Averaging',
      'Stacking Sats',
      'Options Strategies',
    ]);
    expect(screen.getByTestId('comparison-chart')).toHaveAttribute('data-series', '3');

    await user.click(box('Dollar-Cost Averaging'));
    await user.click(box('Stacking Sats'));
    await compare(user);
    // options alone: risk 5.
    expect(messageKinds()).toEqual(['higher-risk']);
  });

  it('shows the empty state, and no chart or summary, when nothing is selected', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(box('Dollar-Cost Averaging'));
    await user.click(box('Value Averaging'));
    await compare(user);
    expect(screen.getByText('No strategies selected')).toBeInTheDocument();
    expect(screen.queryByTestId('comparison-chart')).toBeNull();
    expect(messageKinds()).toEqual([]);
    await user.click(box('Business Treasury'));
    await compare(user);
    expect(screen.queryByText('No strategies selected')).toBeNull();
    expect(messageKinds()).toEqual(['higher-risk']);
  });

  it('switches between the bar and radar views with real radio buttons', async () => {
    const user = userEvent.setup();
    renderPanel();
    const chartType = screen.getByRole('group', { name: 'Chart type' });
    expect(within(chartType).getByRole('radio', { name: 'Bar' })).toBeChecked();
    expect(screen.getByTestId('comparison-chart')).toHaveAttribute('data-view', 'bar');
    await user.click(within(chartType).getByRole('radio', { name: 'Radar' }));
    expect(within(chartType).getByRole('radio', { name: 'Radar' })).toHaveAttribute('value', 'radar');
    expect(screen.getByTestId('comparison-chart')).toHaveAttribute('data-view', 'radar');
  });

  it('carries the educational disclaimer', () => {
    renderPanel();
    expect(screen.getByTestId('comparison-disclaimer')).toHaveTextContent('educational only and not financial advice');
  });
});

const USES = 'POST /api/usage/strategy_comparison';

/**
 * A free learner with `used` of 3 comparisons this month. The fake server counts a selection once a
 * month, as the real one does: a use naming a result already counted is not counted again.
 */
function serveAllowance(used: number) {
  const user = testUser({ id: 8 });
  startSignedIn(user);
  const counted = new Set<string>();
  const access = () => ({
    feature: 'strategy_comparison',
    access: used < 3,
    reason: used < 3 ? 'free_tier' : 'limit_exceeded',
    used,
    limit: 3,
    remaining: 3 - used,
    resetsAt: '2026-12-01T00:00:00.000Z',
  });
  return fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/usage/strategy_comparison': () => json(200, access()),
    [USES]: (call) => {
      const { resultKey } = call.body as { resultKey?: string };
      if (resultKey !== undefined && counted.has(resultKey)) return json(200, access());
      if (used >= 3) return apiError(402, 'PAYMENT_REQUIRED', 'used up');
      used += 1;
      if (resultKey !== undefined) counted.add(resultKey);
      return json(200, access());
    },
  });
}

function renderGated() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <ComparisonPanel />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('ComparisonPanel for a free learner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after the last free comparison a new selection shows the gate before any Compare; one compared already stays free', async () => {
    const server = serveAllowance(2);
    const user = userEvent.setup();
    renderGated();
    await screen.findByText(/You have 1 use remaining this month/);
    await user.click(box('Stacking Sats'));
    await compare(user);
    await screen.findByText(/You have no uses remaining|You've used all 3 free uses/);
    expect(server.callsTo(USES).map((call) => call.body)).toEqual([{ resultKey: 'dca.stacking-sats.value-averaging' }]);
    expect(screen.getByTestId('comparison-chart')).toHaveAttribute('data-series', '3');

    // A new selection: the gate is shown at once and Compare is not offered, so nothing is refused.
    await user.click(box('Bitcoin Mining'));
    expect(await screen.findByText('No free comparisons left this month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();

    // The default pair, shown when the screen opened: compared again for free, without asking.
    await user.click(box('Bitcoin Mining'));
    await user.click(box('Stacking Sats'));
    expect(screen.queryByText('No free comparisons left this month')).toBeNull();
    await compare(user);
    expect(screen.getByTestId('comparison-chart')).toHaveAttribute('data-series', '2');
    // And the selection compared with the last use: again free.
    await user.click(box('Stacking Sats'));
    await compare(user);
    expect(screen.getByTestId('comparison-chart')).toHaveAttribute('data-series', '3');
    expect(server.callsTo(USES)).toHaveLength(1);
  });
});

describe('ComparisonTool in Spanish', () => {
  it('names the strategies, scores and summary in Spanish, with no English', async () => {
    inSpanish('strategies');
    await preloadStrategies('es');
    renderPanel();
    expect(box(strategyTextsEs.dca.name)).toBeChecked();
    expect(box(strategyTextsEs['value-averaging'].name)).toBeChecked();
    expect(screen.getByTestId('comparison-averages')).toHaveTextContent(
      'Riesgo promedio 2.5/5 · complejidad promedio 2/5',
    );
    expect(screen.getByText('Lado a lado')).toBeInTheDocument();
    expect(screen.getByText('2 de 8 seleccionadas')).toBeInTheDocument();
    expect(screen.getAllByTestId('comparison-message')[0]).toHaveTextContent('Una selección equilibrada:');
    expect(screen.getByRole('button', { name: 'Comparar' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const english of [
      'Side by Side',
      'Average risk',
      'selected',
      'Dollar-Cost Averaging',
      'A balanced selection',
      'financial advice',
      'Tick the strategies',
    ]) {
      expect(text).not.toContain(english);
    }
  });
});
