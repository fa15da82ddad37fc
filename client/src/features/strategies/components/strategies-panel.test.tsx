import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { strategyTextsEs } from '@shared/content/es/strategies';
import { getStrategy } from '@shared/content/strategies';
import { preloadStrategies } from '@/entities/strategy/use-strategies-content';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { inSpanish } from '@/test/in-spanish';
import { StrategiesPanel } from './strategies-panel';

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <StrategiesPanel />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const shownIds = () => screen.getAllByTestId('strategy-card').map((card) => card.dataset.strategyId);

describe('StrategiesPanel', () => {
  it('opens on Foundational and each tab shows its strategies in table order', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
      'Foundational',
      'Growth',
      'Advanced',
      'All Strategies',
    ]);
    expect(screen.getByRole('tab', { name: 'Foundational' })).toHaveAttribute('aria-selected', 'true');
    expect(shownIds()).toEqual(['dca', 'value-averaging', 'stacking-sats']);

    await user.click(screen.getByRole('tab', { name: 'Growth' }));
    expect(shownIds()).toEqual(['strategic-dip-buying', 'bitcoin-mining', 'lightning-earning']);
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    expect(shownIds()).toEqual(['options-strategies', 'business-treasury']);
    await user.click(screen.getByRole('tab', { name: 'All Strategies' }));
    expect(shownIds()).toHaveLength(8);
  });

  it('shows a card’s numbers, badges and principle', () => {
    renderPanel();
    const card = screen.getByRole('article', { name: 'Value Averaging' });
    expect(within(card).getByText('Risk 3/5')).toHaveAttribute('data-tone', 'yellow');
    expect(within(card).getByText('Medium', { selector: '[title]' })).toBeInTheDocument();
    expect(within(card).getByText('$50')).toBeInTheDocument();
    expect(within(card).getByText('4/5')).toBeInTheDocument();
    expect(within(card).getByTestId('babylonian-principle')).toHaveTextContent('Control thy expenditures:');
    expect(screen.getByRole('article', { name: 'Stacking Sats' })).toHaveTextContent('Risk 1/5');
    expect(within(screen.getByRole('article', { name: 'Stacking Sats' })).getByText('Risk 1/5')).toHaveAttribute(
      'data-tone',
      'green',
    );
  });

  it('Learn More opens the strategy’s dialog with its four tabs, and closes', async () => {
    const user = userEvent.setup();
    const dca = getStrategy('dca');
    if (!dca) throw new Error('dca missing');
    renderPanel();
    const trigger = screen.getByRole('button', { name: 'Learn More about Dollar-Cost Averaging' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Dollar-Cost Averaging' });
    expect(within(dialog).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Why It Matters' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('strategy-details-disclaimer')).toHaveTextContent('not financial advice');

    await user.click(within(dialog).getByRole('tab', { name: 'Pros & Cons' }));
    expect(within(dialog).getByRole('heading', { name: 'Cons' })).toBeInTheDocument();
    const [pros, cons] = within(dialog).getAllByRole('list');
    expect(within(pros as HTMLElement).getAllByRole('listitem')).toHaveLength(dca.pros.length);
    expect(within(cons as HTMLElement).getAllByRole('listitem')).toHaveLength(dca.cons.length);

    await user.click(within(dialog).getByRole('tab', { name: 'Best For' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(dca.bestFor.length);

    await user.click(within(dialog).getByRole('tab', { name: 'How To' }));
    const steps = within(dialog).getAllByRole('listitem');
    expect(steps).toHaveLength(dca.implementation.length);
    expect(steps[0]).toHaveTextContent(/^1Work out an amount/);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});

describe('StrategiesPanel in Spanish', () => {
  it('shows the tabs, cards and Learn More dialog in Spanish, with no English', async () => {
    const user = userEvent.setup();
    inSpanish('strategies');
    await preloadStrategies('es');
    renderPanel();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
      'Fundamentales',
      'Crecimiento',
      'Avanzadas',
      'Todas las estrategias',
    ]);
    const card = screen.getAllByTestId('strategy-card')[0] as HTMLElement;
    expect(within(card).getByRole('heading', { name: strategyTextsEs.dca.name })).toBeInTheDocument();
    expect(card).toHaveTextContent('Riesgo 2/5');
    expect(card).toHaveTextContent('Sencilla');
    expect(card).toHaveTextContent('Inversión mínimaUSD 10');
    expect(card).toHaveTextContent('Principio babilónico');

    await user.click(within(card).getByRole('button', { name: /^Más información/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Categoría Fundamental · dedicación de tiempo baja · desde USD 10');
    await user.click(within(dialog).getByRole('tab', { name: 'Cómo hacerlo' }));
    expect(within(dialog).getByRole('heading', { name: 'Paso a paso' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(strategyTextsEs.dca.implementation[0]);

    const text = document.body.textContent ?? '';
    for (const english of [
      'Foundational',
      'Learn More',
      'Risk ',
      'Minimum investment',
      'Step by Step',
      'How To',
      'Babylonian principle',
      'financial advice',
    ]) {
      expect(text).not.toContain(english);
    }
  });
});
