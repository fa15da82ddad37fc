import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyAdopter, SubscriptionStatus } from '@shared/schemas/subscription';
import en from '@/i18n/locales/en.json';
import enSubscription from '@/i18n/locales/en/subscription.json';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { closeToasts, renderApp, toasts } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { plansFixture, scholarStatusFixture, statusFixture } from '@/test/subscription-fixtures';
import { testUser } from '@/test/test-user';
import { inSpanish, spanishMessages } from '@/test/in-spanish';
import { plansEnglish } from '@shared/content/plans';
import { SubscriptionPage } from './subscription-page';

const english: Record<string, string> = { ...en, ...enSubscription };
const spanish = spanishMessages('subscription');

/** Literal stretches of three words or more of the English side that the Spanish side does not share. */
const englishStretches = [
  ...Object.entries(english).flatMap(([id, text]) =>
    text
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
      .map((stretch) => stretch.trim())
      .filter((stretch) => stretch.split(/\s+/).length >= 3 && !(spanish[id] ?? '').includes(stretch)),
  ),
  plansEnglish.learnerGlossaryClaim,
  plansEnglish.everyPlanIncludes,
  ...plansEnglish.scholarBenefits,
];

function expectNoEnglish() {
  const visible = document.body.textContent ?? '';
  expect(englishStretches.filter((stretch) => visible.includes(stretch))).toEqual([]);
}

function renderSpanishPage(status: SubscriptionStatus, path = '/subscription', earlyAdopter?: EarlyAdopter) {
  inSpanish('subscription');
  const user = testUser({ subscriptionTier: status.tier, subscriptionStatus: status.status });
  startSignedIn(user);
  fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/subscription/status': () => json(200, status),
    'GET /api/subscription/plans': () => json(200, plansFixture({ percent: 40, months: 12 })),
    'GET /api/subscription/early-adopter': () =>
      json(200, earlyAdopter ?? { eligible: false, discountPercent: 0, monthsRemaining: 0 }),
    'POST /api/subscription/create-checkout': () => apiError(503, 'UNAVAILABLE', 'Billing is not configured'),
  });
  renderApp(<SubscriptionPage />, { path });
}

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('SubscriptionPage in Spanish', () => {
  it('shows the plan, the uses, the plan cards and the prices in Spanish, with no English', async () => {
    renderSpanishPage(statusFixture({ dcaCalculatorUsage: 4, strategyComparisons: 1 }), '/subscription', {
      eligible: true,
      discountPercent: 40,
      monthsRemaining: 12,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu plan' })).toBeInTheDocument();
    expect(await screen.findByText('Planes')).toBeInTheDocument();
    expect(screen.getByText('4 de 5 usos · queda 1 uso')).toBeInTheDocument();
    expect(screen.getByText('Calculadora de DCA ilimitada con datos históricos')).toBeInTheDocument();
    expect(screen.getByText('Glosario básico (50+ términos)')).toBeInTheDocument();
    expect(screen.getByTestId('scholar-price')).toHaveTextContent(/USD\s?2\.99 al mes/);
    expect(await screen.findByTestId('early-adopter-banner')).toHaveTextContent(
      /Primeros usuarios: 40\s?% de descuento en Scholar/,
    );
    expectNoEnglish();
  });

  it("says a checkout's outcome and a paid plan's state in Spanish", async () => {
    renderSpanishPage(
      scholarStatusFixture({ status: 'past_due', state: 'past_due', premium: false }),
      '/subscription?checkout=cancelled',
    );
    expect(await screen.findByText('Pago cancelado')).toBeInTheDocument();
    expect(screen.getByText(/Tu último pago no se procesó/)).toBeInTheDocument();
    expect(screen.getByTestId('subscription-state')).toHaveTextContent('pago pendiente');
    expectNoEnglish();
  });

  it('says in Spanish that a checkout could not start', async () => {
    renderSpanishPage(statusFixture());
    const current = (await screen.findByText('Plan actual')).closest('div')?.parentElement as HTMLElement;
    await userEvent.click(within(current).getByRole('button', { name: /Pasar a Scholar/ }));
    expect(await within(toasts()).findByText('No se pudo pasar a Scholar')).toBeInTheDocument();
    expect(within(toasts()).getByText('No se pudo iniciar el pago')).toBeInTheDocument();
  });
});

describe('the API and schema messages the subscription and certificate screens show', () => {
  it('are catalogue ids equal to their English text, so a changed message is found', async () => {
    const { subscriptionMessages } = await import('@shared/schemas/subscription');
    const { credentialMessages } = await import('@shared/schemas/credential');
    const { MONEY_BACK_GUARANTEE } = await import('@shared/domain/plans');
    const enCertificate = (await import('@/i18n/locales/en/certificate.json')).default as Record<string, string>;
    const shown = [
      subscriptionMessages.upgradeFailedTitle,
      subscriptionMessages.upgradeFailedText,
      subscriptionMessages.portalFailedTitle,
      subscriptionMessages.portalFailedText,
      subscriptionMessages.upgradeUnavailable,
      MONEY_BACK_GUARANTEE,
    ];
    for (const text of shown) expect(english[text], text).toBe(text);
    for (const text of Object.values(credentialMessages)) expect(enCertificate[text], text).toBe(text);
  });
});
