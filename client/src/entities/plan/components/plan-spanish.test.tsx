import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeatureAccess } from '@shared/schemas/usage';
import { activateLoadedLanguage } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import enPlan from '@/i18n/locales/en/plan.json';
import esPlan from '@/i18n/locales/es/plan.json';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/lib/storage';
import { plansFixture } from '@/test/subscription-fixtures';
import { testUser } from '@/test/test-user';
import { FeatureGate, usesLeftText } from './feature-gate';

const english: Record<string, string> = { ...en, ...enPlan };
const spanish: Record<string, string> = { ...es, ...esPlan };

const learner = testUser({
  id: 7,
  username: 'bansir',
  email: 'bansir@example.com',
  firstName: 'Bansir',
  lastName: 'Chariot',
  createdAt: '2026-11-01T00:00:00.000Z',
  subscriptionTier: 'free',
});

function access(used: number): FeatureAccess {
  const remaining = Math.max(0, 3 - used);
  return {
    feature: 'dca_calculator',
    access: remaining > 0,
    reason: remaining > 0 ? 'free_tier' : 'limit_exceeded',
    used,
    limit: 3,
    remaining,
    resetsAt: '2026-12-01T00:00:00.000Z',
  };
}

// The guarantee is the server's text, in the request's language.
const plans = {
  ...plansFixture({ percent: 40, months: 12 }),
  guarantee: 'Cancela cuando quieras; garantía de devolución del dinero de 30 días.',
};

function serve(used: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockImplementation(async (input) => {
      const url = String(input);
      const body =
        url === '/api/auth/me'
          ? { user: learner }
          : url === '/api/usage/dca_calculator'
            ? access(used)
            : url.startsWith('/api/subscription/plans')
              ? plans
              : null;
      if (body === null) return new Response('{}', { status: 404 });
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

function renderGate() {
  storeSession(learner, 'token-1');
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <FeatureGate feature="dca_calculator">
          <p>feature</p>
        </FeatureGate>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** The plan catalogue's English stretches of three words or more the Spanish side does not share. */
const englishStretches = Object.entries(enPlan).flatMap(([id, text]) =>
  text
    .split(/[{}#]/)
    .map((stretch) => stretch.trim())
    .filter((stretch) => stretch.split(/\s+/).length >= 3 && !(spanish[id] ?? '').includes(stretch)),
);

function expectNoEnglish() {
  const visible = document.body.textContent ?? '';
  expect(englishStretches.filter((stretch) => visible.includes(stretch))).toEqual([]);
  expect(visible).not.toMatch(/See Scholar plan|\/month|uses? left|remaining this month/);
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateLoadedLanguage('en', english);
});

describe('the feature gate in Spanish', () => {
  it('says the uses left in Spanish', async () => {
    activateLoadedLanguage('es', spanish);
    serve(1);
    renderGate();
    expect(
      await screen.findByText(
        'Te quedan 2 usos este mes para la Calculadora de DCA. Pasa a Scholar para tener acceso ilimitado.',
      ),
    ).toBeInTheDocument();
    expect(usesLeftText(1)).toBe('Te queda 1 uso este mes.');
    expect(usesLeftText(0)).toBe('No te quedan usos gratis este mes.');
    expectNoEnglish();
  });

  it('shows the upgrade card, its price by Intl in es-419 and its link in Spanish', async () => {
    activateLoadedLanguage('es', spanish);
    serve(3);
    renderGate();
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent('Ya usaste los usos gratis de este mes');
    expect(prompt).toHaveTextContent(
      'Ya usaste tus 3 usos gratis de este mes para la Calculadora de DCA. Pasa a Scholar para continuar o espera al próximo mes, cuando se reinicia.',
    );
    expect(screen.getByRole('link', { name: 'Ver el plan Scholar' })).toBeInTheDocument();
    const money = (n: number) => new Intl.NumberFormat('es-419', { style: 'currency', currency: 'USD' }).format(n);
    const price = await screen.findByTestId('upgrade-price');
    expect(price.textContent).toContain(`Scholar: ${money(2.99)} al mes`);
    expect(price.textContent).toContain(`durante 12 meses; luego, ${money(4.99)} al mes`);
    expectNoEnglish();
  });

  it('stays English in English', async () => {
    serve(3);
    renderGate();
    expect(await screen.findByRole('link', { name: 'See Scholar plan' })).toBeInTheDocument();
    expect(await screen.findByTestId('upgrade-price')).toHaveTextContent(
      'Scholar: $2.99/month (40% early-adopter discount for 12 months, then $4.99/month)',
    );
    expect(usesLeftText(2)).toBe('2 uses left this month.');
  });
});
