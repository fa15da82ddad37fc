import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { apiError, fakeServer, json, type ServerCall } from '@/test/fake-server';
import { closeToasts, fill, renderApp, toasts } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { AccountData } from './account-data';

const user = testUser();

function renderAccountData(deleteAccount: (call: ServerCall) => Response | Promise<Response>) {
  startSignedIn(user, 'the-token');
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'POST /api/account/delete': deleteAccount,
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
  });
  const view = renderApp(<AccountData />, { path: '/settings?section=data' });
  return { server, history: view.history };
}

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('Delete my account', () => {
  it('asks for the password before asking the server', async () => {
    const { server } = renderAccountData(() => new Response(null, { status: 204 }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter your password to delete your account')).toBeInTheDocument();
    expect(server.callsTo('POST /api/account/delete')).toHaveLength(0);
  });

  it('puts a wrong password under its field and keeps the learner signed in', async () => {
    renderAccountData(() =>
      apiError(400, 'VALIDATION_FAILED', 'That is not your password', { password: ['That is not your password'] }),
    );
    await fill(screen.getByLabelText('Your password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await within(toasts()).findByText('Your account was not deleted')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(storageKeys.token)).toBe('the-token');
  });

  it('after the deletion, forgets the session in this browser and goes to the landing page', async () => {
    const { server, history } = renderAccountData(() => new Response(null, { status: 204 }));
    await fill(screen.getByLabelText('Your password'), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await within(toasts()).findByText('Your account is deleted')).toBeInTheDocument();
    expect(server.callsTo('POST /api/account/delete')[0]?.body).toEqual({ password: 'my-own-password' });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(history.at(-1)).toBe('/');
  });
});
