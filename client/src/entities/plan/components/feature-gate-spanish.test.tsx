import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureAccess, MeteredFeature } from '@shared/schemas/usage';
import { activateLoadedLanguage } from '@/i18n/i18n';
import es from '@/i18n/locales/es.json';
import esSubscription from '@/i18n/locales/es/subscription.json';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/lib/storage';
import { testUser } from '@/test/test-user';
import { FeatureGate, gateMessage, useFeatureGate, usesLeftText } from './feature-gate';
import { UpgradePrompt } from './upgrade-prompt';

const learner = testUser({ id: 7, username: 'bansir', subscriptionTier: 'free' });

const plans = {
  currency: 'USD',
  guarantee: 'Cancel anytime; 30-day money-back guarantee.',
  free: { name: 'Free', priceCents: 0, limits: { dcaCalculator: 5, strategyComparisons: 3 } },
  scholar: {
    name: 'Scholar',
    interval: 'month',
    listPriceCents: 499,
    priceCents: 299,
    discountPercent: 40,
    discountMonths: 3,
  },
  sage: { name: 'Sage', interval: 'month', priceCents: 1999, comingSoon: true },
};

function access(feature: MeteredFeature, limit: number, used: number): FeatureAccess {
  const remaining = Math.max(0, limit - used);
  return {
    feature,
    access: remaining > 0,
    reason: remaining > 0 ? 'free_tier' : 'limit_exceeded',
    used,
    limit,
    remaining,
    resetsAt: '2026-12-01T00:00:00.000Z',
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** /api/auth/me, the usage of strategy comparisons (`used` of 3) and the plans. */
function fakeServer(used: number) {
  let count = used;
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/auth/me') return json(200, { user: learner });
    if (url === '/api/subscription/plans') return json(200, plans);
    if (url === '/api/usage/strategy_comparison') {
      if (init?.method === 'POST') {
        if (count >= 3)
          return json(402, { error: { code: 'PAYMENT_REQUIRED', message: 'No uses left', requestId: 'r' } });
        count += 1;
      }
      return json(200, access('strategy_comparison', 3, count));
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function ComparisonStandIn() {
  const { claimUse, remaining } = useFeatureGate();
  return (
    <>
      <button type="button" onClick={() => void claimUse()}>
        Comparar
      </button>
      <p data-testid="note">{usesLeftText(remaining)}</p>
    </>
  );
}

function renderGate() {
  storeSession(learner, 'token-1');
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

describe('FeatureGate and UpgradePrompt in Spanish (issue 48)', () => {
  it('says the uses left in Spanish, then shows the upgrade card with the price in es-419', async () => {
    activateLoadedLanguage('es', { ...es, ...esSubscription });
    fakeServer(1);
    renderGate();
    expect(
      await screen.findByText(
        'Te quedan 2 usos este mes para la comparación de estrategias. Pasa a Scholar para usarla sin límites.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('note')).toHaveTextContent('Te quedan 2 usos este mes.');
    const compare = screen.getByRole('button', { name: 'Comparar' });
    await userEvent.click(compare);
    expect(
      await screen.findByText(
        'Te queda 1 uso este mes para la comparación de estrategias. Pasa a Scholar para usarla sin límites.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(compare);
    await userEvent.click(compare);

    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(within(prompt).getByText('Ya usaste los usos gratis de este mes')).toBeInTheDocument();
    expect(prompt).toHaveTextContent(
      'Ya usaste los 3 usos gratis de este mes para la comparación de estrategias. Pasa a Scholar para continuar o espera al próximo mes, cuando los usos vuelven a empezar.',
    );
    expect(await within(prompt).findByTestId('upgrade-price')).toHaveTextContent(
      /^Scholar: USD 2\.99 al mes \(40\s?% de descuento para los primeros usuarios durante 3 meses; luego, USD 4\.99 al mes\)Cancela/,
    );
    expect(
      within(prompt).getByText('Cancela cuando quieras; garantía de devolución del dinero de 30 días.'),
    ).toBeInTheDocument();
    expect(within(prompt).getByRole('link', { name: 'Ver el plan Scholar' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByTestId('note')).toHaveTextContent('No te quedan usos gratis este mes.');
    expect(prompt.textContent).not.toMatch(/uses|Upgrade|See Scholar plan|month/);
  });

  it('words the messages by feature and count in both languages', () => {
    expect(gateMessage(access('dca_calculator', 5, 4))).toBe(
      'You have 1 use remaining this month for the DCA Calculator. Upgrade to Scholar for unlimited access.',
    );
    expect(gateMessage(access('dca_calculator', 1, 1))).toBe(
      "You've used all 1 free use this month for the DCA Calculator. Upgrade to continue or wait until next month for reset.",
    );
    expect(usesLeftText(0)).toBe('No free uses left this month.');
    expect(usesLeftText(1)).toBe('1 use left this month.');
    expect(usesLeftText(null)).toBeNull();
    activateLoadedLanguage('es', { ...es, ...esSubscription });
    expect(gateMessage(access('dca_calculator', 5, 4))).toBe(
      'Te queda 1 uso este mes para la Calculadora DCA. Pasa a Scholar para usarla sin límites.',
    );
    expect(gateMessage(access('dca_calculator', 1, 1))).toBe(
      'Ya usaste tu 1 uso gratis de este mes para la Calculadora DCA. Pasa a Scholar para continuar o espera al próximo mes, cuando los usos vuelven a empezar.',
    );
    expect(usesLeftText(5)).toBe('Te quedan 5 usos este mes.');
  });

  it('a compact card shows only its title and description', () => {
    activateLoadedLanguage('es', { ...es, ...esSubscription });
    fakeServer(0);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <UpgradePrompt compact title="Término de Scholar" description="Pasa a Scholar para leerlo." />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('upgrade-prompt')).toHaveTextContent('Término de ScholarPasa a Scholar para leerlo.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
