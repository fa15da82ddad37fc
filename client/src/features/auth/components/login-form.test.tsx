import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { apiError, fakeServer, heldAnswer, json } from '@/test/fake-server';
import { fill, renderApp } from '@/test/render-app';
import { testUser } from '@/test/test-user';
import { LoginForm } from './login-form';

const user = testUser();

function renderLogin() {
  const onSuccess = vi.fn();
  renderApp(<LoginForm onSuccess={onSuccess} onForgot={vi.fn()} onRegister={vi.fn()} />, { path: '/auth' });
  return { onSuccess };
}

async function signIn(email: string, password: string) {
  await fill(screen.getByLabelText('Email'), email);
  await fill(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const fieldOf = (label: string) => screen.getByLabelText(label);

afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('checks the fields before calling the server', async () => {
    const server = fakeServer({});
    renderLogin();
    await signIn('', '');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fieldOf('Email')).toHaveAttribute('aria-invalid', 'true');
    await signIn('not-an-email', 'secret-word');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(server.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('signs in: sends the email and password, stores the session and moves on', async () => {
    const server = fakeServer({ 'POST /api/auth/login': () => json(200, { user, token: 'token-1' }) });
    const { onSuccess } = renderLogin();
    await signIn('Arkad@Example.com', 'babylon-gold-2026');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(server.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'arkad@example.com',
      password: 'babylon-gold-2026',
    });
    expect(localStorage.getItem(storageKeys.token)).toBe('token-1');
  });

  it('shows the server message when the credentials are wrong', async () => {
    fakeServer({ 'POST /api/auth/login': () => apiError(401, 'UNAUTHENTICATED', 'Invalid email or password') });
    const { onSuccess } = renderLogin();
    await signIn('arkad@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('puts the server field errors under their fields', async () => {
    fakeServer({
      'POST /api/auth/login': () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
          email: ['This address cannot sign in here'],
        }),
    });
    renderLogin();
    await signIn('arkad@example.com', 'babylon-gold-2026');
    expect(await screen.findByText('This address cannot sign in here')).toBeInTheDocument();
    expect(fieldOf('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid');
  });

  it.each(['Email', 'Password'])('the wrong-credentials message clears once the %s changes', async (label) => {
    fakeServer({ 'POST /api/auth/login': () => apiError(401, 'UNAUTHENTICATED', 'Invalid email or password') });
    renderLogin();
    await signIn('arkad@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.type(fieldOf(label), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a server error naming one field stays while the other changes and clears when its own does', async () => {
    fakeServer({
      'POST /api/auth/login': () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
          email: ['This address cannot sign in here'],
        }),
    });
    renderLogin();
    await signIn('arkad@example.com', 'babylon-gold-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid');
    await fill(fieldOf('Password'), 'another-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid');
    await fill(fieldOf('Email'), 'other@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an error naming no field clears on the next attempt, even one stopped by a field message', async () => {
    fakeServer({ 'POST /api/auth/login': () => apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again later.') });
    renderLogin();
    await signIn('arkad@example.com', 'babylon-gold-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    await signIn('arkad@', 'babylon-gold-2026');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to 'Login failed. Please try again.' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderLogin();
    await signIn('arkad@example.com', 'babylon-gold-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('disables the button while the sign-in is pending', async () => {
    const held = heldAnswer();
    fakeServer({ 'POST /api/auth/login': held.answer });
    const { onSuccess } = renderLogin();
    await signIn('arkad@example.com', 'babylon-gold-2026');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    held.release(json(200, { user, token: 'token-1' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
