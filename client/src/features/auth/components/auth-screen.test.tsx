import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { fill, renderApp } from '@/test/render-app';
import { testUser } from '@/test/test-user';
import { AuthScreen, authModeFromSearch } from './auth-screen';

const heading = () => screen.getByRole('heading', { level: 1 });

afterEach(() => vi.unstubAllGlobals());

describe('authModeFromSearch', () => {
  it.each([
    { search: 'token=abc', expected: { mode: 'reset-password', token: 'abc' } },
    { search: 'token=abc&mode=signup', expected: { mode: 'reset-password', token: 'abc' } },
    { search: 'mode=signup', expected: { mode: 'register', token: null } },
    { search: 'mode=signin', expected: { mode: 'login', token: null } },
    { search: '', expected: { mode: 'login', token: null } },
    { search: 'token=', expected: { mode: 'login', token: null } },
  ])('"$search" opens $expected.mode', ({ search, expected }) => {
    expect(authModeFromSearch(search)).toEqual(expected);
  });
});

describe('AuthScreen', () => {
  it('opens sign in by default and switches to register and back, keeping the form in the URL', async () => {
    fakeServer({});
    const { history } = renderApp(<AuthScreen />, { path: '/auth' });
    expect(heading()).toHaveTextContent('Welcome back');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(heading()).toHaveTextContent('Create your account');
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/auth?mode=signup');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(heading()).toHaveTextContent('Welcome back');
    expect(history.at(-1)).toBe('/auth?mode=signin');
  });

  it('opens register from ?mode=signup', () => {
    fakeServer({});
    renderApp(<AuthScreen />, { path: '/auth?mode=signup' });
    expect(heading()).toHaveTextContent('Create your account');
  });

  it('leads from sign in to the forgot-password form and back', async () => {
    fakeServer({});
    renderApp(<AuthScreen />, { path: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(heading()).toHaveTextContent('Forgot your password?');
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(heading()).toHaveTextContent('Welcome back');
  });

  it('opens the reset-password form from a link with a token', () => {
    fakeServer({});
    renderApp(<AuthScreen />, { path: '/auth?token=token-from-link' });
    expect(heading()).toHaveTextContent('Choose a new password');
    expect(screen.getByRole('form', { name: 'Reset password' })).toBeInTheDocument();
  });

  it("turns a refused reset link into the forgot-password form with 'Request a new link'", async () => {
    const message = 'This reset link is invalid or has expired. Please request a new one.';
    fakeServer({
      'POST /api/auth/reset-password': () => apiError(400, 'VALIDATION_FAILED', message, { token: [message] }),
    });
    const { history } = renderApp(<AuthScreen />, { path: '/auth?token=bad' });
    await fill(screen.getByLabelText('New password'), 'a-new-babylon-secret');
    await fill(screen.getByLabelText('Confirm new password'), 'a-new-babylon-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/auth');
  });

  it('links to the terms and the privacy policy', () => {
    fakeServer({});
    renderApp(<AuthScreen />, { path: '/auth' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  describe('returning to the page asked for', () => {
    const signedIn = () =>
      fakeServer({ 'POST /api/auth/login': () => json(200, { user: testUser(), token: 'token-1' }) });

    async function signIn() {
      await fill(screen.getByLabelText('Email'), 'arkad@example.com');
      await fill(screen.getByLabelText('Password'), 'babylon-gold-2026');
      await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    }

    it('signing in on /auth?next=... goes to that page, replacing the sign-in screen', async () => {
      signedIn();
      const { history } = renderApp(<AuthScreen />, { path: '/auth?next=%2Fsettings%3Fsection%3Dsecurity' });
      await signIn();
      await waitFor(() => expect(history.at(-1)).toBe('/settings?section=security'));
      expect(history).not.toContain('/auth?next=%2Fsettings%3Fsection%3Dsecurity');
    });

    it.each(['//evil.example/phish', 'https://evil.example/', '/auth?mode=signup'])(
      'a next of %s is refused: signing in goes to /',
      async (next) => {
        signedIn();
        const { history } = renderApp(<AuthScreen />, { path: `/auth?next=${encodeURIComponent(next)}` });
        await signIn();
        await waitFor(() => expect(history.at(-1)).toBe('/'));
      },
    );

    it('switching to register and back keeps where to return', async () => {
      fakeServer({});
      const { history } = renderApp(<AuthScreen />, { path: '/auth?next=%2Fcompare' });
      await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(history.at(-1)).toBe('/auth?mode=signup&next=%2Fcompare');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(history.at(-1)).toBe('/auth?mode=signin&next=%2Fcompare');
    });

    it('shown in place on a protected page, it stays on that page to sign in and to register', async () => {
      signedIn();
      const { history } = renderApp(<AuthScreen embedded />, { path: '/settings?section=preferences' });
      await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(heading()).toHaveTextContent('Create your account');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await signIn();
      await waitFor(() => expect(localStorage.getItem('arkad_auth_token')).toBe('token-1'));
      expect(history).toEqual(['/settings?section=preferences']);
    });
  });
});
