import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, activateLoadedLanguage } from '@/i18n/i18n';
import en from '@/i18n/locales/en.json';
import es from '@/i18n/locales/es.json';
import { apiError, fakeServer } from '@/test/fake-server';
import { fill, renderApp } from '@/test/render-app';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

/**
 * The password rule's hints on the registration and reset forms, in the page's language: the rule
 * gives an id, the form shows it from the `password` area's catalogue, which the form loads with
 * the rule (the start catalogue alone is loaded at first, as on /auth).
 */
const languages = {
  en: {
    messages: en,
    register: {
      fields: {
        'First name': 'Bansir',
        'Last name': 'Chariot',
        Username: 'bansir_1',
        Email: 'bansir@example.com',
        Password: 'password123',
        'Confirm password': 'password123',
      },
      submit: 'Create Account',
    },
    reset: { password: 'New password', confirm: 'Confirm new password', submit: 'Reset Password' },
    common: 'This password is too easy to guess: This is a commonly used password.',
    dates: 'This password is too easy to guess: Dates are easy to guess.',
    personal: 'Your password must not contain your name, username or email address',
  },
  es: {
    messages: es,
    register: {
      fields: {
        Nombre: 'Bansir',
        Apellido: 'Chariot',
        'Nombre de usuario': 'bansir_1',
        'Correo electrónico': 'bansir@example.com',
        Contraseña: 'password123',
        'Confirma la contraseña': 'password123',
      },
      submit: 'Crear cuenta',
    },
    reset: { password: 'Nueva contraseña', confirm: 'Confirma la nueva contraseña', submit: 'Restablecer contraseña' },
    common: 'Esta contraseña es demasiado fácil de adivinar: Esta es una contraseña de uso común.',
    dates: 'Esta contraseña es demasiado fácil de adivinar: Las fechas son fáciles de adivinar.',
    personal: 'Tu contraseña no puede contener tu nombre, tu nombre de usuario ni tu correo',
  },
} as const;

afterEach(() => vi.unstubAllGlobals());

/** The page in `language`, as a switch makes it: areas already in use load in it too (i18n.ts). */
async function pageIn(language: keyof typeof languages) {
  activateLoadedLanguage(language, languages[language].messages);
  await activateLanguage(language);
}

// Spanish first: its forms load the area's Spanish catalogue at their first use.
describe.each(['es', 'en'] as const)('password hints in %s', (language) => {
  const page = languages[language];

  it('the registration form says why a weak or personal password is refused, and calls no server', async () => {
    await pageIn(language);
    const server = fakeServer({});
    renderApp(<RegisterForm onSuccess={vi.fn()} onLogin={vi.fn()} />, { path: '/auth?mode=signup' });
    for (const [label, value] of Object.entries(page.register.fields)) await fill(screen.getByLabelText(label), value);
    await userEvent.click(screen.getByRole('button', { name: page.register.submit }));
    expect(await screen.findByText(page.common)).toBeInTheDocument();
    const password = Object.keys(page.register.fields)[4]!;
    const confirmation = Object.keys(page.register.fields)[5]!;
    await fill(screen.getByLabelText(password), 'bansir-of-babylon');
    await fill(screen.getByLabelText(confirmation), 'bansir-of-babylon');
    await userEvent.click(screen.getByRole('button', { name: page.register.submit }));
    expect(await screen.findByText(page.personal)).toBeInTheDocument();
    expect(screen.queryByText(/password\.weak\./)).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('the reset form says why a weak password is refused, and calls no server', async () => {
    await pageIn(language);
    const server = fakeServer({});
    renderApp(<ResetPasswordForm token="token-from-link" onDone={vi.fn()} onRequestNewLink={vi.fn()} />, {
      path: '/auth?token=token-from-link',
    });
    await fill(screen.getByLabelText(page.reset.password), '1987-04-12');
    await fill(screen.getByLabelText(page.reset.confirm), '1987-04-12');
    await userEvent.click(screen.getByRole('button', { name: page.reset.submit }));
    expect(await screen.findByText(page.dates)).toBeInTheDocument();
    expect(screen.getByLabelText(page.reset.password)).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });
});

describe('a weak password refused by the server', () => {
  it('shows the message the server wrote in the page language', async () => {
    activateLoadedLanguage('es', es);
    // The server writes it in the request's language (Accept-Language: the page's).
    fakeServer({
      'POST /api/auth/reset-password': () =>
        apiError(400, 'VALIDATION_FAILED', languages.es.dates, { password: [languages.es.dates] }),
    });
    renderApp(<ResetPasswordForm token="token-from-link" onDone={vi.fn()} onRequestNewLink={vi.fn()} />, {
      path: '/auth?token=token-from-link',
    });
    await fill(screen.getByLabelText('Nueva contraseña'), 'seven-cures-of-a-lean-purse');
    await fill(screen.getByLabelText('Confirma la nueva contraseña'), 'seven-cures-of-a-lean-purse');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect((await screen.findAllByText(languages.es.dates)).length).toBeGreaterThan(0);
  });
});
