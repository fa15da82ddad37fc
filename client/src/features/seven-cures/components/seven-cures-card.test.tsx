import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SevenCures } from '@shared/schemas/seven-cures';
import en from '@/i18n/locales/en.json';
import enCures from '@/i18n/locales/en/cures.json';
import { activateLoadedLanguage, pageLanguage } from '@/i18n/i18n';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import SevenCuresCard from './seven-cures-card';

// What the server writes for a Spanish request (server/src/services/seven-cures.service.ts).
const cardEs: SevenCures = {
  cures: [
    {
      number: 1,
      title: 'Empieza a engordar tu bolsa',
      kind: 'practice',
      inArkad: 'Una meta de ahorro en Construye tu tesoro y anotaciones en al menos 3 meses.',
      status: 'started',
      done: ['Una meta de ahorro elegida', 'Anotaciones en 1 mes'],
    },
    {
      number: 2,
      title: 'Controla tus gastos',
      kind: 'none',
      inArkad: 'Arkad no tiene nada que practique este remedio: no lleva presupuesto ni registro de gastos.',
      status: 'not-in-arkad',
      done: [],
    },
  ],
  done: 0,
  possible: 4,
  source:
    'George S. Clason, El hombre más rico de Babilonia (1926), capítulo «Siete remedios para una bolsa flaca» (traducción de Arkad)',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SevenCuresCard in Spanish', () => {
  it('says everything in Spanish, the cures as the server wrote them', async () => {
    inSpanish('cures');
    const learner = testUser();
    startSignedIn(learner);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user: learner }),
      // The page's language is what the client sends as Accept-Language.
      'GET /api/progress/seven-cures': () => json(200, pageLanguage() === 'es' ? cardEs : { ...cardEs, source: 'en' }),
    });
    const view = renderApp(<SevenCuresCard />, { path: '/home' });
    const card = await screen.findByTestId('seven-cures-card');
    expect(card).toHaveTextContent('Los siete remedios en la práctica');
    expect(card).toHaveTextContent('0 de los 4 remedios que Arkad permite practicar o estudiar están hechos.');
    await userEvent.setup().click(screen.getByText('Cada remedio y lo que cuenta para él'));
    expect(card).toHaveTextContent('1. Empieza a engordar tu bolsa');
    expect(card).toHaveTextContent('Empezado');
    expect(card).toHaveTextContent('No está en Arkad');
    expect(card).toHaveTextContent('Hecho: Una meta de ahorro elegida; Anotaciones en 1 mes.');
    expect(card).toHaveTextContent('Fuente: George S. Clason, El hombre más rico de Babilonia');
    expect(card.textContent).not.toMatch(/cures\.|Seven Cures|Not in Arkad|Started|Done:|Source:|practise/);
    expect(server.callsTo('GET /api/progress/seven-cures')).toHaveLength(1);

    // A switch to English reads the card again (the language is in the query's key).
    activateLoadedLanguage('en', { ...en, ...enCures });
    await waitFor(() => expect(server.callsTo('GET /api/progress/seven-cures')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByTestId('seven-cures-card')).toHaveTextContent('The Seven Cures in practice'),
    );
    view.unmount();
  });
});
