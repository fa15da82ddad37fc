import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages, type ProfileInput } from '@shared/schemas/auth';
import { storageKeys } from '@/lib/storage';
import { apiError, fakeServer, heldAnswer, json, type ServerCall } from '@/test/fake-server';
import { closeToasts, fill, renderApp, toasts } from '@/test/render-app';
import { startSignedIn, WithCurrentUser } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { ProfileForm } from './profile-form';

const user = testUser();

function renderProfile(updateProfile: (call: ServerCall) => Response | Promise<Response>) {
  startSignedIn(user);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'PUT /api/auth/profile': updateProfile,
  });
  renderApp(<WithCurrentUser>{(current) => <ProfileForm user={current} />}</WithCurrentUser>, { path: '/settings' });
  return server;
}

/** The server's answer: the user with the profile it was sent. */
const saved = ({ body }: ServerCall) => json(200, { user: { ...user, ...(body as ProfileInput) } });
const save = () => screen.getByRole('button', { name: 'Save Profile' });

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('starts with the current profile; Save is off until something changes', async () => {
    renderProfile(saved);
    expect(await screen.findByLabelText('First name')).toHaveValue('Arkad');
    expect(screen.getByLabelText('Last name')).toHaveValue('Babylon');
    expect(screen.getByLabelText('Username')).toHaveValue('arkad');
    expect(screen.getByLabelText('Email')).toHaveValue('arkad@example.com');
    expect(save()).toBeDisabled();
    await fill(screen.getByLabelText('First name'), 'Arkadius');
    expect(save()).toBeEnabled();
  });

  it.each([
    { field: 'First name', value: '', message: 'First name is required' },
    { field: 'Last name', value: '', message: 'Last name is required' },
    { field: 'Username', value: 'ar', message: 'Username must be at least 3 characters' },
    { field: 'First name', value: 'Ar\u2066kad', message: authMessages.nameControlChars },
    { field: 'Last name', value: 'Baby\u00adlon', message: authMessages.nameControlChars },
    { field: 'Username', value: 'ark\u2028ad', message: authMessages.usernameInvisible },
    { field: 'Email', value: 'arkad-at-example.com', message: 'Please enter a valid email address' },
  ])('$field: $message', async ({ field, value, message }) => {
    const server = renderProfile(saved);
    await fill(await screen.findByLabelText(field), value);
    await userEvent.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('PUT /api/auth/profile')).toHaveLength(0);
  });

  it('saves the profile, keeps the saved values and says so', async () => {
    const server = renderProfile(saved);
    await fill(await screen.findByLabelText('First name'), 'Arkadius');
    await fill(screen.getByLabelText('Email'), 'Arkadius@Example.com');
    // A new email needs the current password.
    await fill(await screen.findByLabelText('Current password'), 'the-current-password');
    await userEvent.click(save());
    expect(await within(toasts()).findByText('Profile updated successfully')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/auth/profile')[0]?.body).toEqual({
      firstName: 'Arkadius',
      lastName: 'Babylon',
      username: 'arkad',
      email: 'arkadius@example.com',
      currentPassword: 'the-current-password',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('arkadius@example.com');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}')).toMatchObject({ firstName: 'Arkadius' });
    // Saved: nothing left to save.
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it("puts the server's field errors under their fields and shows 'Failed to update profile'", async () => {
    renderProfile(() =>
      apiError(409, 'CONFLICT', 'That email is already in use', { email: ['That email is already in use'] }),
    );
    await fill(await screen.findByLabelText('Email'), 'taken@example.com');
    await fill(await screen.findByLabelText('Current password'), 'the-current-password');
    await userEvent.click(save());
    expect(await within(toasts()).findByText('Failed to update profile')).toBeInTheDocument();
    expect(within(toasts()).getByText('That email is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('That email is already in use');
  });

  it('asks for the current password before sending a new email, and sends nothing without it', async () => {
    const server = renderProfile(saved);
    await fill(await screen.findByLabelText('Email'), 'new-address@example.com');
    await userEvent.click(save());
    expect(await screen.findByText(authMessages.currentPasswordForEmail)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/auth/profile')).toEqual([]);
  });

  it('disables Save while the update is pending', async () => {
    const held = heldAnswer();
    renderProfile(held.answer);
    await fill(await screen.findByLabelText('Last name'), 'of Babylon');
    await userEvent.click(save());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release(json(200, { user: { ...user, lastName: 'of Babylon' } }));
    expect(await within(toasts()).findByText('Profile updated successfully')).toBeInTheDocument();
  });
});
