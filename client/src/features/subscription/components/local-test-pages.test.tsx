import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscriptionMessages, type SubscriptionStatus } from '@shared/schemas/subscription';
import { activateLoadedLanguage } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import enSubscription from '@/i18n/locales/en/subscription.json';
import es from '@/i18n/locales/es.json';
import esSubscription from '@/i18n/locales/es/subscription.json';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { closeToasts, renderApp, toasts } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { plansFixture, scholarStatusFixture, statusFixture } from '@/test/subscription-fixtures';
import { testUser } from '@/test/test-user';
import { LocalTestBilling, LocalTestCheckout } from './local-test-pages';

const english: Record<string, string> = { ...en, ...enSubscription };
const spanish: Record<string, string> = { ...es, ...esSubscription };

/** The local test pages' English messages: none may be left on a Spanish page. */
const englishTestTexts = Object.entries(enSubscription)
  .filter(([id]) => id.startsWith('subscription.test.'))
  .map(([, text]) => text);

/** `text` as whole words ('Cancel' is not in 'Cancelar'). */
const wholeWords = (text: string) =>
  new RegExp(`(?<!\\p{L})${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');

function expectNoEnglish() {
  const visible = document.body.textContent ?? '';
  expect(englishTestTexts.filter((text) => wholeWords(text).test(visible))).toEqual([]);
}

function serve(status: SubscriptionStatus, localTest: () => Response) {
  const user = testUser({ subscriptionTier: status.tier, subscriptionStatus: status.status });
  startSignedIn(user);
  fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/subscription/status': () => json(200, status),
    'GET /api/subscription/plans': () => json(200, plansFixture({ percent: 40, months: 12 })),
    'POST /api/subscription/local-test': localTest,
  });
}

const alreadySubscribed = () => apiError(409, 'CONFLICT', subscriptionMessages.alreadySubscribed);
const noLocalSubscription = () => apiError(409, 'CONFLICT', subscriptionMessages.noLocalSubscription);

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('the local test checkout', () => {
  it('in Spanish: the notice, the offer, the actions and a failure the API sends, with no English', async () => {
    activateLoadedLanguage('es', spanish);
    serve(statusFixture(), alreadySubscribed);
    renderApp(<LocalTestCheckout />, { path: '/subscription/test-checkout' });
    expect(await screen.findByText('Modo de prueba: ningún pago real')).toBeInTheDocument();
    expect(screen.getByText(/esta página local reemplaza a Stripe Checkout/)).toBeInTheDocument();
    expect(screen.getByText('Pago de prueba local')).toBeInTheDocument();
    expect(await screen.findByText('Suscríbete a Arkad Scholar.')).toBeInTheDocument();
    expect(screen.getByText('Arkad Scholar, mensual')).toBeInTheDocument();
    expect(screen.getByText(/USD\s?2\.99 al mes/)).toBeInTheDocument();
    expect(screen.getByText(spanish[plansFixture().guarantee] as string)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toBeInTheDocument();
    expectNoEnglish();

    await userEvent.click(screen.getByRole('button', { name: 'Completar el pago de prueba' }));
    expect(await within(toasts()).findByText('No se pudo pasar a Scholar')).toBeInTheDocument();
    expect(within(toasts()).getByText(spanish[subscriptionMessages.alreadySubscribed] as string)).toBeInTheDocument();
  });

  it('in English: as before', async () => {
    activateLoadedLanguage('en', english);
    serve(statusFixture(), alreadySubscribed);
    renderApp(<LocalTestCheckout />, { path: '/subscription/test-checkout' });
    expect(await screen.findByText('Test mode: no real payment')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This server has no Stripe keys, so this local page stands in for Stripe Checkout. Nothing is charged and no card is needed. It exists only outside production.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Subscribe to Arkad Scholar.')).toBeInTheDocument();
    expect(screen.getByText('$2.99/month')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete test payment' }));
    expect(await within(toasts()).findByText('Upgrade failed')).toBeInTheDocument();
    expect(within(toasts()).getByText(subscriptionMessages.alreadySubscribed)).toBeInTheDocument();
  });

  it('says in Spanish when the server has no local test checkout', async () => {
    activateLoadedLanguage('es', spanish);
    serve(statusFixture({ billing: 'stripe' }), alreadySubscribed);
    renderApp(<LocalTestCheckout />, { path: '/subscription/test-checkout' });
    expect(await screen.findByText('El pago de prueba local no está disponible en este servidor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a tu plan' })).toHaveAttribute('href', '/subscription');
    expectNoEnglish();
  });
});

describe('the local test billing page', () => {
  it("in Spanish: the subscription's state, the test actions and the API's refusal", async () => {
    activateLoadedLanguage('es', spanish);
    serve(scholarStatusFixture(), noLocalSubscription);
    renderApp(<LocalTestBilling />, { path: '/subscription/test-billing' });
    expect(await screen.findByText('Facturación de prueba local')).toBeInTheDocument();
    expect(screen.getByText(/reemplaza al portal de facturación de Stripe/)).toBeInTheDocument();
    expect(await screen.findByText('Suscripción a Scholar:')).toBeInTheDocument();
    expect(screen.getByTestId('subscription-state')).toHaveTextContent('activa');
    const actions = screen.getAllByRole('button').map((button) => button.textContent);
    expect(actions).toEqual([
      'Cancelar al final del periodo',
      'Simular un pago fallido',
      'Terminar la suscripción ahora',
    ]);
    expectNoEnglish();

    await userEvent.click(screen.getByRole('button', { name: 'Terminar la suscripción ahora' }));
    expect(await within(toasts()).findByText('La acción de prueba no se realizó')).toBeInTheDocument();
    expect(
      within(toasts()).getByText('No hay una suscripción de prueba que cambiar. Primero completa un pago de prueba.'),
    ).toBeInTheDocument();
  });

  it("in English: the actions' labels and the API's message as it came", async () => {
    activateLoadedLanguage('en', english);
    serve(scholarStatusFixture({ state: 'cancelling' }), noLocalSubscription);
    renderApp(<LocalTestBilling />, { path: '/subscription/test-billing' });
    expect(await screen.findByText('Scholar subscription:')).toBeInTheDocument();
    const actions = screen.getAllByRole('button').map((button) => button.textContent);
    expect(actions).toEqual(['Resume subscription', 'Simulate a failed payment', 'End subscription now']);
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await within(toasts()).findByText('The test action did not go through')).toBeInTheDocument();
    expect(within(toasts()).getByText(subscriptionMessages.noLocalSubscription)).toBeInTheDocument();
  });

  it('says in Spanish that a learner on the free plan has no test subscription', async () => {
    activateLoadedLanguage('es', spanish);
    serve(statusFixture(), noLocalSubscription);
    renderApp(<LocalTestBilling />, { path: '/subscription/test-billing' });
    expect(await screen.findByText('No hay una suscripción de prueba. Estás en el plan gratuito.')).toBeInTheDocument();
    expectNoEnglish();
  });
});

describe("the API's messages the local test pages show", () => {
  it('are catalogue ids equal to their English text, with a Spanish translation', () => {
    for (const text of [
      subscriptionMessages.alreadySubscribed,
      subscriptionMessages.noLocalSubscription,
      subscriptionMessages.localTestOnly,
      subscriptionMessages.unavailable,
      subscriptionMessages.notConfigured,
    ]) {
      expect(english[text], text).toBe(text);
      expect(spanish[text], text).not.toBe(text);
    }
  });
});
