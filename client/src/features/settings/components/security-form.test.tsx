import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { apiError, fakeServer, heldAnswer, json, type ServerCall } from '@/test/fake-server';
import { closeToasts, fill, renderApp, toasts } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { SecurityForm } from './security-form';

const user = testUser();

function renderSecurity(changePassword: (call: ServerCall) => Response | Promise<Response>) {
  startSignedIn(user, 'old-token');
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'POST /api/auth/change-password': changePassword,
  });
  renderApp(<SecurityForm user={user} />, { path: '/settings?section=security' });
  return server;
}

async function change(current: string, next: string, confirmation: string) {
  await fill(screen.getByLabelText('Current password'), current);
  await fill(screen.getByLabelText('New password'), next);
  await fill(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

const changed = () => json(200, { user, token: 'fresh-token' });

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('SecurityForm', () => {
  it('asks for the current password and a new one of 8 or more, typed twice the same', async () => {
    const server = renderSecurity(changed);
    await change('', '', '');
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await change('old-babylon-secret', 'new-ziggurat-secret', 'other-babylon-secret');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Current password is required')).toBeNull();
    expect(server.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('refuses a weak or personal new password with the reason, before asking the server', async () => {
    const server = renderSecurity(changed);
    await change('old-babylon-secret', 'password123', 'password123');
    expect(
      await screen.findByText('This password is too easy to guess: This is a commonly used password.'),
    ).toBeInTheDocument();
    await change('old-babylon-secret', 'arkad-babylon-77', 'arkad-babylon-77');
    expect(
      await screen.findByText('Your password must not contain your name, username or email address'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it('changes the password, keeps this device signed in with the new token and clears the form', async () => {
    const server = renderSecurity(changed);
    await change('old-babylon-secret', 'new-ziggurat-secret', 'new-ziggurat-secret');
    expect(await within(toasts()).findByText('Password changed successfully')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'old-babylon-secret',
      newPassword: 'new-ziggurat-secret',
      confirmPassword: 'new-ziggurat-secret',
    });
    expect(localStorage.getItem(storageKeys.token)).toBe('fresh-token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it("puts a wrong current password under its field and shows 'Failed to change password'", async () => {
    renderSecurity(() =>
      apiError(400, 'VALIDATION_FAILED', 'Current password is incorrect', {
        currentPassword: ['Current password is incorrect'],
      }),
    );
    await change('not-my-password', 'new-ziggurat-secret', 'new-ziggurat-secret');
    expect(await within(toasts()).findByText('Failed to change password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(localStorage.getItem(storageKeys.token)).toBe('old-token');
  });

  it('disables the button while the change is pending', async () => {
    const held = heldAnswer();
    renderSecurity(held.answer);
    await change('old-babylon-secret', 'new-ziggurat-secret', 'new-ziggurat-secret');
    expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
    held.release(changed());
    expect(await within(toasts()).findByText('Password changed successfully')).toBeInTheDocument();
  });
});
