import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
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

  it('links to the terms and the privacy policy', () => {
    fakeServer({});
    renderApp(<AuthScreen />, { path: '/auth' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
