import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import enSecurity from '@/i18n/locales/en/security.json';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { fakeServer, json } from '@/test/fake-server';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import { preloadSecurityText, SecurityAssessmentPanel } from './security-assessment-panel';

/** English catalogue messages with no placeholder or tag: none may show on a Spanish screen. */
const englishMessages = Object.values(enSecurity).filter((message) => !/[{<]/.test(message));

describe('SecurityAssessmentPanel in Spanish (issue 48)', () => {
  it('asks, refuses an incomplete form and recommends in Spanish, saving the answers by option id', async () => {
    // The setup switches back to English after each test.
    inSpanish('security');
    await preloadSecurityText('es');
    const learner = testUser();
    startSignedIn(learner);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user: learner }),
      'POST /api/progress/events': () => json(200, {}),
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AuthProvider>
          <SecurityAssessmentPanel />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: /¿Cuánto bitcoin estás protegiendo\?/ })).toBeInTheDocument();
    expect(screen.getByText('0 de 5 respondidas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Los cuatro niveles de seguridad' })).toBeInTheDocument();
    expect(screen.getByText('Custodia en un exchange')).toBeInTheDocument();

    const radio = (question: string, value: string) =>
      screen
        .getAllByRole('radio')
        .find(
          (input) =>
            (input as HTMLInputElement).name === `security-${question}` && (input as HTMLInputElement).value === value,
        ) as HTMLElement;
    const chosen = { holdings: 'large', technical: 'beginner', access: 'frequent', timeframe: 'short' } as const;
    for (const [question, value] of Object.entries(chosen)) await user.click(radio(question, value));
    await user.click(screen.getByRole('button', { name: /Ver mi recomendación de seguridad/ }));
    const alert = await screen.findByTestId('security-incomplete');
    expect(alert).toHaveTextContent('Responde todas las preguntas antes de ver tu recomendación.');
    expect(within(alert).getByRole('button', { name: 'Ir a la pregunta 5: ¿Qué es lo más importante para ti?' }));
    expect(screen.getByText('Esta pregunta necesita una respuesta.')).toBeInTheDocument();

    await user.click(radio('concerns', 'convenience'));
    await user.click(screen.getByRole('button', { name: /Ver mi recomendación de seguridad/ }));
    const result = await screen.findByTestId('security-result');
    expect(result).toHaveAttribute('data-level', 'exchange');
    expect(within(result).getByRole('heading', { level: 3 })).toHaveTextContent('Custodia en un exchange');
    expect(result).toHaveTextContent('Tu nivel recomendado · Nivel 1 de 4');
    expect(within(result).getByTestId('security-holdings-caveat')).toHaveTextContent(
      'Una suma tan grande necesita más protección que este nivel',
    );
    expect(within(result).getByRole('list', { name: 'Tus respuestas' })).toHaveTextContent('Tenencias: Mucho');
    expect(within(result).getByRole('heading', { name: 'Próximos pasos' })).toBeInTheDocument();
    expect(within(result).getByRole('heading', { name: 'Recordatorio importante' })).toBeInTheDocument();
    expect(screen.getByText('Recomendado para ti')).toBeInTheDocument();
    for (const message of englishMessages) expect(screen.queryByText(message), message).toBeNull();

    await waitFor(() => expect(server.callsTo('POST /api/progress/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/progress/events')[0]?.body).toMatchObject({
      kind: 'assessment_completed',
      answers: { ...chosen, concerns: 'convenience' },
    });
  });
});
