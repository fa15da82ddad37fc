import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeServer, heldAnswer, json } from '@/test/fake-server';
import { closeToasts, fill, renderApp, toasts } from '@/test/render-app';
import { ForgotPasswordForm } from './forgot-password-form';

function renderForgot() {
  const onBack = vi.fn();
  renderApp(<ForgotPasswordForm onBack={onBack} />, { path: '/auth' });
  return { onBack };
}

async function requestLink(email: string) {
  await fill(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordForm', () => {
  it('asks for a valid email before calling the server', async () => {
    const server = fakeServer({});
    renderForgot();
    await requestLink('bansir.example.com');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it("confirms with 'Check Your Email' and the toast, saying a link is sent only if an account exists", async () => {
    const server = fakeServer({
      'POST /api/auth/forgot-password': () => json(200, { message: 'sent', emailSent: true }),
    });
    const { onBack } = renderForgot();
    await requestLink('Bansir@Example.com');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent('bansir@example.com');
    expect(server.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'bansir@example.com' });
    expect(within(toasts()).getByText('Reset link sent')).toBeInTheDocument();
    expect(within(toasts()).getByText('Check your email for password reset instructions.')).toBeInTheDocument();
    expect(screen.queryByTestId('dev-reset-link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('says this server cannot send email when it has no SMTP, the same for every address, with no toast', async () => {
    const message =
      'This server cannot send email, so no reset link was sent. Ask whoever runs this Arkad server to help you reset your password.';
    fakeServer({ 'POST /api/auth/forgot-password': () => json(200, { message, emailSent: false }) });
    renderForgot();
    await requestLink('bansir@example.com');
    expect(await screen.findByRole('heading', { name: 'No Email Sent' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Check Your Email')).toBeNull();
    expect(screen.queryByText(/we have sent a link/)).toBeNull();
    expect(within(toasts()).queryByText('Reset link sent')).toBeNull();
  });

  it('in development shows the reset link the server returned, on the page and in the toast', async () => {
    const resetUrl = 'http://localhost:3000/auth?token=abc123';
    fakeServer({ 'POST /api/auth/forgot-password': () => json(200, { message: 'sent', emailSent: true, resetUrl }) });
    renderForgot();
    await requestLink('bansir@example.com');
    expect(await screen.findByTestId('dev-reset-link')).toHaveAttribute('href', resetUrl);
    expect(within(toasts()).getByText(`Development mode: the reset link is ${resetUrl}`)).toBeInTheDocument();
  });

  it("shows the server's message in an 'Error' toast and stays on the form", async () => {
    fakeServer({
      'POST /api/auth/forgot-password': () => apiError(429, 'RATE_LIMITED', 'Too many requests, try again later'),
    });
    renderForgot();
    await requestLink('bansir@example.com');
    expect(await within(toasts()).findByText('Error')).toBeInTheDocument();
    expect(within(toasts()).getByText('Too many requests, try again later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it("falls back to 'Failed to send reset email' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderForgot();
    await requestLink('bansir@example.com');
    expect(await within(toasts()).findByText('Failed to send reset email')).toBeInTheDocument();
  });

  it('disables the button while the request is pending', async () => {
    const held = heldAnswer();
    fakeServer({ 'POST /api/auth/forgot-password': held.answer });
    renderForgot();
    await requestLink('bansir@example.com');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release(json(200, { message: 'sent', emailSent: true }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  });
});
