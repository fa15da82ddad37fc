import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { strategyLabelsEs } from '@shared/content/es/strategies';
import { describe, expect, it } from 'vitest';
import { defaultUserPreferences } from '@shared/schemas/user';
import enWizard from '@/i18n/locales/en/wizard.json';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { fakeServer, json } from '@/test/fake-server';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import { preloadWizardText, WizardPanel } from './wizard-panel';

/** English catalogue messages with no placeholder or tag: none may show on a Spanish screen. */
const englishMessages = Object.values(enWizard).filter((message) => !/[{<]/.test(message));
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('WizardPanel in Spanish (issue 48)', () => {
  it('asks, answers and explains in Spanish, amounts in es-419, and saves the answers by option id', async () => {
    // The setup switches back to English after each test.
    inSpanish('wizard');
    await preloadWizardText('es');
    const learner = testUser({ preferences: { ...defaultUserPreferences, defaultCurrency: 'JPY' } });
    startSignedIn(learner);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user: learner }),
      'POST /api/progress/events': () => json(200, {}),
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <Suspense fallback={null}>
            <WizardPanel />
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Pregunta 1 de 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¿Cuánta experiencia tienes con Bitcoin?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Siguiente/ })).toHaveAccessibleDescription(
      'Elige una respuesta para continuar.',
    );
    const radio = (value: string) =>
      screen.getAllByRole('radio').find((input) => (input as HTMLInputElement).value === value) as HTMLElement;
    for (const [index, value] of ['beginner', 'conservative', 'minimal'].entries()) {
      await user.click(radio(value));
      await user.click(screen.getByRole('button', { name: /Siguiente/ }));
      expect(await screen.findByText(`Pregunta ${index + 2} de 5`)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { name: '¿Con cuánto piensas empezar, en yen japonés (JPY)?' }),
    ).toBeInTheDocument();
    const question = screen.getByTestId('wizard-question');
    expect(plain(question.textContent)).toContain('JPY 16,000 a JPY 160,000');
    expect(plain(screen.getByTestId('wizard-question-note').textContent)).toContain(
      '(13 abr 2026: 1 dólar estadounidense = 159.834 JPY)',
    );
    await user.click(radio('medium'));
    await user.click(screen.getByRole('button', { name: /Siguiente/ }));
    await user.click(await screen.findByRole('radio', { name: /Ahorro a largo plazo/ }));
    await user.click(screen.getByRole('button', { name: /Ver resultados/ }));

    expect(await screen.findByRole('heading', { name: 'Tus 3 mejores estrategias' })).toBeInTheDocument();
    const answers = screen.getByRole('list', { name: 'Tus respuestas' });
    expect(plain(answers.textContent)).toContain('Monto inicial: JPY 16,000 a JPY 160,000');
    expect(within(answers).getByText('Principiante')).toBeInTheDocument();
    const cards = screen.getAllByTestId('wizard-result');
    expect(
      cards.some((card) => plain(card.textContent).includes('Se puede empezar con USD 1,000 (JPY 160,000) o menos')),
    ).toBe(true);
    expect(screen.getAllByText('Por qué encaja con tus respuestas')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Repetir el cuestionario/ })).toBeInTheDocument();
    // The strategies themselves in Spanish too: names, category, time, and the disclaimer.
    expect(screen.getByRole('heading', { name: 'Acumular sats' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Stacking Sats' })).toBeNull();
    expect(cards.some((card) => plain(card.textContent).includes('TiempoBaja'))).toBe(true);
    expect(screen.getByTestId('wizard-disclaimer').textContent).toBe(strategyLabelsEs.disclaimer);
    for (const message of englishMessages) expect(screen.queryByText(message), message).toBeNull();

    await waitFor(() => expect(server.callsTo('POST /api/progress/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/progress/events')[0]?.body).toMatchObject({
      kind: 'wizard_result',
      answers: { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'medium', goal: 'savings' },
    });
  });
});
