import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  betaMessages,
  frustrationLabels,
  mostValuableFeatureLabels,
  priceRangeLabels,
  testableFeatureLabels,
  type BetaConfig,
} from '@shared/schemas/beta';
import en from '@/i18n/locales/en.json';
import enBeta from '@/i18n/locales/en/beta.json';
import es from '@/i18n/locales/es.json';
import esBeta from '@/i18n/locales/es/beta.json';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { closeToasts, renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { inSpanish } from '@/test/in-spanish';
import { BetaBanner } from './beta-banner';

const config: BetaConfig = {
  isBetaEnabled: true,
  betaEndDate: '2025-08-15',
  betaFeedbackUrl: 'mailto:beta@arkad.app',
  premiumTrialDays: 30,
};
const user = testUser();
const englishTexts = Object.values(enBeta).filter((text) => !/^(Beta|Copy)$/.test(text) && !text.includes('{'));
const noEnglish = (element: HTMLElement) => {
  for (const text of englishTexts) expect(element.textContent).not.toContain(text);
  expect(element.textContent).not.toMatch(/beta\.[a-z]/);
};

beforeEach(() => {
  startSignedIn(user);
  inSpanish('beta');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-08-10T12:00:00Z') });
  fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/beta/config': () => json(200, config),
  });
});
afterEach(() => {
  closeToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('The beta banner and its dialogs in Spanish', () => {
  it('the banner: the date, the days left and the buttons in Spanish', async () => {
    renderApp(<BetaBanner />);
    const banner = await screen.findByTestId('beta-banner');
    expect(banner).toHaveTextContent('Formas parte de la beta de Arkad');
    expect(banner).toHaveTextContent(
      'Todas las funciones de Scholar están desbloqueadas para ti hasta el 15 de agosto de 2025: quedan 6 días.',
    );
    expect(screen.getByRole('button', { name: 'Cerrar el aviso de la beta' })).toBeInTheDocument();
    noEnglish(banner);
  });

  it('the feedback dialog: questions, choices and validation messages in Spanish', async () => {
    const click = userEvent.setup();
    renderApp(<BetaBanner />);
    await click.click(await screen.findByRole('button', { name: /Dar tu opinión/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Qué calificación le das a Arkad?');
    expect(within(dialog).getByRole('radio', { name: '3 estrellas' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Guía (los siete remedios)');
    expect(within(dialog).getByRole('option', { name: 'USD 2,99 - 4,99 al mes' })).toBeInTheDocument();
    await click.click(within(dialog).getByRole('button', { name: 'Enviar opinión' }));
    expect(await within(dialog).findByText('Elige una calificación de 1 a 5 estrellas')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Elige por qué función pagarías más.');
    noEnglish(dialog);
  });

  it("the feedback dialog: the server's reason, in Spanish", async () => {
    fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/beta/config': () => json(200, config),
      'POST /api/beta/feedback': () =>
        apiError(400, 'VALIDATION_FAILED', betaMessages.commentsControlChars, {
          comments: [betaMessages.commentsControlChars],
        }),
    });
    const click = userEvent.setup();
    renderApp(<BetaBanner />);
    await click.click(await screen.findByRole('button', { name: /Dar tu opinión/ }));
    const dialog = await screen.findByRole('dialog');
    await click.click(within(dialog).getByRole('radio', { name: '4 estrellas' }));
    await click.selectOptions(within(dialog).getByLabelText('¿Cuánto pagarías por Scholar?'), 'free-only');
    await click.selectOptions(within(dialog).getByLabelText('¿Por qué función pagarías más?'), 'dca-calculator');
    await click.selectOptions(within(dialog).getByLabelText('¿Qué es lo que más te frustra?'), 'loading-slow');
    await click.click(within(dialog).getByRole('button', { name: 'Enviar opinión' }));
    const spanish = esBeta[betaMessages.commentsControlChars];
    expect(await within(dialog).findByText(spanish)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Comentarios (opcional)')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent(`No se pudo enviar tu opinión. Inténtalo de nuevo. ${spanish}`);
    noEnglish(dialog);
  });

  it('the share dialog in Spanish', async () => {
    const click = userEvent.setup();
    renderApp(<BetaBanner />);
    await click.click(await screen.findByRole('button', { name: /Compartir el acceso a la beta/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('hasta el 15 de agosto de 2025 (quedan 6 días), igual que tú.');
    expect(within(dialog).getByText('Enlace de invitación')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Copiar/ })).toBeInTheDocument();
    noEnglish(dialog);
  });

  it('the English catalogue says what shared/schemas/beta.ts says (its labels and messages)', () => {
    const catalogue: Record<string, string> = enBeta;
    const same = (prefix: string, labels: Record<string, string>) => {
      for (const [id, label] of Object.entries(labels)) {
        if (catalogue[`${prefix}${id}`] !== undefined) expect(catalogue[`${prefix}${id}`]).toBe(label);
      }
    };
    same('beta.price.', priceRangeLabels);
    same('beta.valuable.', mostValuableFeatureLabels);
    same('beta.frustration.', frustrationLabels);
    same('beta.feature.', testableFeatureLabels);
    // The schema's messages are catalogue ids of their own, the English text (as the auth messages).
    const english: Record<string, string> = { ...en, ...enBeta };
    const spanish: Record<string, string> = { ...es, ...esBeta };
    for (const [name, message] of Object.entries(betaMessages)) {
      if (/^(submitted|submitFailed|feedbackId|label|admin)/.test(name)) continue;
      expect(english[message], name).toBe(message);
      expect(spanish[message], name).toBeTruthy();
      expect(spanish[message], name).not.toBe(message);
    }
    expect(Object.keys(testableFeatureLabels).every((id) => catalogue[`beta.feature.${id}`])).toBe(true);
  });
});
