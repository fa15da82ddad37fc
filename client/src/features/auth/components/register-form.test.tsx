import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@shared/schemas/auth';
import { storageKeys } from '@/lib/storage';
import { visitKeys } from '@/lib/visit-storage';
import { apiError, fakeServer, heldAnswer, json } from '@/test/fake-server';
import { fill, renderApp } from '@/test/render-app';
import { testUser } from '@/test/test-user';
import { REGISTERED_EMAIL_SENT, REGISTERED_NOT_SIGNED_IN } from '../api/register';
import { RegisterForm } from './register-form';

const newcomer = {
  'First name': 'Bansir',
  'Last name': 'Chariot',
  Username: 'bansir_1',
  Email: 'bansir@example.com',
  Password: 'babylon-gold-2026',
  'Confirm password': 'babylon-gold-2026',
};

function renderRegister() {
  const onSuccess = vi.fn();
  renderApp(<RegisterForm onSuccess={onSuccess} onLogin={vi.fn()} />, { path: '/auth?mode=signup' });
  return { onSuccess };
}

async function register(values: Partial<Record<keyof typeof newcomer, string>>) {
  for (const [label, value] of Object.entries({ ...newcomer, ...values })) {
    await fill(screen.getByLabelText(label), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

const registered = (emailSent = false) =>
  json(202, {
    message: emailSent ? authMessages.registrationSent : authMessages.registrationNoEmail,
    emailSent,
  });
const signedIn = () =>
  json(200, {
    user: testUser({ username: 'bansir_1', firstName: 'Bansir', hasCompletedOnboarding: false }),
    token: 'token-new',
  });
/** Registering answers without a session (decision 058); the form signs in with the same email and password. */
const created = { 'POST /api/auth/register': () => registered(), 'POST /api/auth/login': signedIn };

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm', () => {
  it('names every missing field, with the exact messages, and calls no server', async () => {
    const server = fakeServer({});
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Username must be at least 3 characters',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'Password confirmation is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(server.calls).toHaveLength(0);
  });

  it.each([
    { password: 'password123', message: 'This password is too easy to guess: This is a commonly used password.' },
    { password: 'chariot-of-gold-9', message: 'Your password must not contain your name, username or email address' },
  ])('refuses the weak password $password on its field, saying why, and calls no server', async (weak) => {
    const server = fakeServer({});
    renderRegister();
    await register({ Password: weak.password, 'Confirm password': weak.password });
    expect(await screen.findByText(weak.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it.each([
    { field: 'Username', value: 'ab', message: 'Username must be at least 3 characters' },
    { field: 'Username', value: 'a_name_of_21_letters_', message: 'Username must be less than 20 characters' },
    {
      field: 'Username',
      value: 'bansir chariot',
      message: 'Username can only contain letters, numbers, and underscores',
    },
    {
      field: 'Username',
      value: 'bansir\u200b_1',
      message: 'Username cannot contain invisible characters or text-direction marks',
    },
    {
      field: 'First name',
      value: 'Ban\u202esir',
      message: 'Name cannot contain control characters, invisible characters or text-direction marks',
    },
    {
      field: 'Last name',
      value: 'Chariot\ufeff',
      message: 'Name cannot contain control characters, invisible characters or text-direction marks',
    },
    { field: 'Email', value: 'bansir@', message: 'Please enter a valid email address' },
    { field: 'Password', value: 'short', message: 'Password must be at least 8 characters' },
    { field: 'Confirm password', value: 'not-the-same-password', message: 'Passwords do not match' },
  ] as const)('$field: $message', async ({ field, value, message }) => {
    const server = fakeServer({});
    renderRegister();
    await register({ [field]: value });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it('creates the account without sending the confirmation, beginner by default, and stores the session', async () => {
    const server = fakeServer(created);
    const { onSuccess } = renderRegister();
    expect(screen.getByLabelText('Experience level')).toHaveValue('beginner');
    await register({});
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(server.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      firstName: 'Bansir',
      lastName: 'Chariot',
      username: 'bansir_1',
      email: 'bansir@example.com',
      password: 'babylon-gold-2026',
      experienceLevel: 'beginner',
      // The page's language, kept on the account (decision 063).
      language: 'en',
    });
    expect(server.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'bansir@example.com',
      password: 'babylon-gold-2026',
    });
    expect(localStorage.getItem(storageKeys.token)).toBe('token-new');
    // The new account is remembered for the visit, so the header greets it as new.
    expect(JSON.parse(sessionStorage.getItem(visitKeys.newAccount) ?? '')).toEqual({
      owner: testUser().id,
      value: true,
    });
  });

  it('sends the chosen experience level and investment goal', async () => {
    const server = fakeServer(created);
    const { onSuccess } = renderRegister();
    await userEvent.selectOptions(screen.getByLabelText('Experience level'), 'advanced');
    await userEvent.selectOptions(screen.getByLabelText('Investment goal (optional)'), 'retirement');
    await register({});
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(server.callsTo('POST /api/auth/register')[0]?.body).toMatchObject({
      experienceLevel: 'advanced',
      investmentGoal: 'retirement',
    });
  });

  it.each([
    { emailSent: true, told: `${REGISTERED_NOT_SIGNED_IN} ${REGISTERED_EMAIL_SENT}` },
    { emailSent: false, told: REGISTERED_NOT_SIGNED_IN },
  ])(
    'an email that had an account (the same email and password do not sign in): says so, signs nobody in (email sent: $emailSent)',
    async ({ emailSent, told }) => {
      const server = fakeServer({
        'POST /api/auth/register': () => registered(emailSent),
        'POST /api/auth/login': () => apiError(401, 'UNAUTHENTICATED', 'Invalid email or password'),
      });
      const { onSuccess } = renderRegister();
      await register({});
      expect(await screen.findByRole('alert')).toHaveTextContent(told);
      // Shown above the form: it takes focus, so a phone scrolls it into view.
      await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
      expect(server.callsTo('POST /api/auth/login')).toHaveLength(1);
      expect(onSuccess).not.toHaveBeenCalled();
      expect(localStorage.getItem(storageKeys.token)).toBeNull();
      // Gone on the next attempt.
      await fill(screen.getByLabelText('Email'), 'bansir@');
      await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(screen.queryByText(told)).toBeNull();
    },
  );

  it("an owner who registers again with the account's own password is signed in to it, not counted as new", async () => {
    fakeServer({
      'POST /api/auth/register': () => registered(),
      'POST /api/auth/login': () => json(200, { user: testUser({ hasCompletedOnboarding: true }), token: 'token-old' }),
    });
    const { onSuccess } = renderRegister();
    await register({});
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    expect(localStorage.getItem(storageKeys.token)).toBe('token-old');
    expect(sessionStorage.getItem(visitKeys.newAccount)).toBeNull();
  });

  it('puts the server field errors under their fields and shows its message', async () => {
    fakeServer({
      'POST /api/auth/register': () =>
        apiError(409, 'CONFLICT', 'That username is taken: choose another', {
          username: ['Username is already taken'],
        }),
    });
    const { onSuccess } = renderRegister();
    await register({});
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('That username is taken: choose another');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('a server error naming the username clears once the username changes, even when other fields fail', async () => {
    fakeServer({
      'POST /api/auth/register': () =>
        apiError(409, 'CONFLICT', 'That username is already taken', { username: ['That username is already taken'] }),
    });
    renderRegister();
    await register({});
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken');

    // Changing another field keeps it: it still applies.
    await fill(screen.getByLabelText('Last name'), 'Camel');
    expect(screen.getByRole('alert')).toHaveTextContent('That username is already taken');

    await fill(screen.getByLabelText('Username'), 'bansir_2');
    await fill(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('That username is already taken')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('an error naming no field clears on the next attempt, even one stopped by a field message', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderRegister();
    await register({});
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
    await fill(screen.getByLabelText('Email'), 'bansir@');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Registration failed. Please try again.')).toBeNull();
  });

  it("falls back to 'Registration failed. Please try again.' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderRegister();
    await register({});
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('disables the button while the account is being created', async () => {
    const held = heldAnswer();
    fakeServer({ 'POST /api/auth/register': held.answer, 'POST /api/auth/login': signedIn });
    const { onSuccess } = renderRegister();
    await register({});
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    held.release(registered());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });
});
