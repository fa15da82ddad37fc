import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Classroom } from '@shared/schemas/classroom';
import en from '@/i18n/locales/en.json';
import enSettings from '@/i18n/locales/en/settings.json';
import enPassword from '@/i18n/locales/en/password.json';
import esPassword from '@/i18n/locales/es/password.json';
import enSubscription from '@/i18n/locales/en/subscription.json';
import { fakeServer, json } from '@/test/fake-server';
import { closeToasts, fill, renderApp } from '@/test/render-app';
import { startSignedIn, WithCurrentUser } from '@/test/signed-in';
import { plansFixture, statusFixture } from '@/test/subscription-fixtures';
import { testUser } from '@/test/test-user';
import { inSpanish, spanishMessages } from '@/test/in-spanish';
import { SettingsPage } from './settings-page';

const english: Record<string, string> = { ...en, ...enSettings, ...enSubscription, ...enPassword };
/** What the screen starts with: the password hints' area loads with the password rule. */
const spanish = spanishMessages('settings', 'subscription');
const spanishTexts: Record<string, string> = { ...spanish, ...esPassword };

/**
 * The English side's words that must not be on a Spanish screen: each message's literal stretches
 * (between placeholders and tags) of three words or more that its Spanish translation does not share.
 */
const englishStretches = Object.entries(english).flatMap(([id, text]) =>
  text
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
    .map((stretch) => stretch.trim())
    .filter((stretch) => stretch.split(/\s+/).length >= 3 && !(spanishTexts[id] ?? '').includes(stretch)),
);

function expectNoEnglish(container: HTMLElement = document.body) {
  const visible = container.textContent ?? '';
  expect(englishStretches.filter((stretch) => visible.includes(stretch))).toEqual([]);
}

const classroom: Classroom = {
  isTeacher: true,
  teaching: [],
  memberships: [
    {
      classId: 3,
      name: 'Año 1',
      teacherName: 'Clara',
      joinedAt: '2026-12-01T09:00:00.000Z',
      endDate: null,
      shareEmail: false,
      targets: [{ step: 'guide', dueDate: '2026-12-20' }],
    },
  ],
};

function renderSpanishSettings(section: string) {
  inSpanish('settings', 'subscription');
  const user = testUser();
  startSignedIn(user);
  fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/subscription/status': () => json(200, statusFixture({ dcaCalculatorUsage: 4, strategyComparisons: 1 })),
    'GET /api/subscription/plans': () => json(200, plansFixture({ percent: 40, months: 12 })),
    'GET /api/push/config': () => json(200, { publicKey: null, email: false }),
    'GET /api/certificate': () =>
      json(200, {
        pathComplete: false,
        eligible: false,
        examPassedOn: null,
        completedCount: 3,
        total: 8,
        certificate: null,
      }),
    'GET /api/classroom': () => json(200, classroom),
  });
  renderApp(<WithCurrentUser>{(current) => <SettingsPage user={current} />}</WithCurrentUser>, {
    path: `/settings?section=${section}`,
  });
}

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('Settings in Spanish', () => {
  it('looks for the English side of every message of the areas', () => {
    expect(englishStretches.length).toBeGreaterThan(150);
  });

  it.each([
    ['profile', 'Tu nombre, tu nombre de usuario y tu correo electrónico.'],
    ['security', 'Confirma la nueva contraseña'],
    ['preferences', 'Tolerancia al riesgo'],
    ['notifications', 'Este servidor de Arkad no envía correos: no tiene un servidor de correo configurado.'],
    ['subscription', '4 de 5 usos · queda 1 uso'],
    ['certificate', 'de 8 pasos completados.'],
    ['classes', 'Docente: Clara'],
    ['data', 'Descargar mis datos'],
  ])('shows the %s section in Spanish, with no English catalogue text', async (section, spanishText) => {
    renderSpanishSettings(section);
    expect(
      (await screen.findAllByText(new RegExp(spanishText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('tablist', { name: 'Secciones de la configuración' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('names currencies, percentages and the plan in Spanish by Intl', async () => {
    renderSpanishSettings('preferences');
    const currency = (await screen.findByLabelText('Moneda predeterminada')) as HTMLSelectElement;
    expect([...currency.options].find((option) => option.value === 'JPY')?.textContent).toBe('yen japonés (JPY)');
    await userEvent.click(screen.getByRole('tab', { name: 'Suscripción' }));
    expect(
      await screen.findByText(/40\s?% de descuento para los primeros usuarios durante 12 meses/),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Plan Free').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Cancela cuando quieras; garantía de devolución del dinero de 30 días.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notificaciones' }));
    expect(
      await screen.findByText(/Una alerta cuando el precio se mueve un 5\s?% o más en 24 horas\./),
    ).toBeInTheDocument();
  });

  it("gives the password rule's reason in Spanish, by the rule's hint id", async () => {
    renderSpanishSettings('security');
    const form = await screen.findByRole('form', { name: 'Cambiar contraseña' });
    await fill(within(form).getByLabelText('Contraseña actual'), 'old-babylon-secret');
    await fill(within(form).getByLabelText('Nueva contraseña'), 'password123');
    await fill(within(form).getByLabelText('Confirma la nueva contraseña'), 'password123');
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(
      await screen.findByText('Esta contraseña es demasiado fácil de adivinar: Esta es una contraseña de uso común.'),
    ).toBeInTheDocument();
    expectNoEnglish();
  });
});
