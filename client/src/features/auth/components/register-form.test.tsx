import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { visitKeys } from '@/lib/visit-storage';
import { apiError, fakeServer, heldAnswer, json } from '@/test/fake-server';
import { fill, renderApp } from '@/test/render-app';
import { testUser } from '@/test/test-user';
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

const created = () => json(201, { user: testUser({ username: 'bansir_1', firstName: 'Bansir' }), token: 'token-new' });

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
    const server = fakeServer({ 'POST /api/auth/register': created });
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
    });
    expect(localStorage.getItem(storageKeys.token)).toBe('token-new');
    // The new account is remembered for the visit, so the header greets it as new.
    expect(JSON.parse(sessionStorage.getItem(visitKeys.newAccount) ?? '')).toEqual({
      owner: testUser().id,
      value: true,
    });
  });

  it('sends the chosen experience level and investment goal', async () => {
    const server = fakeServer({ 'POST /api/auth/register': created });
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

  it('puts the server field errors under their fields and shows its message', async () => {
    fakeServer({
      'POST /api/auth/register': () =>
        apiError(409, 'CONFLICT', 'That username or email is already registered', {
          username: ['Username is already taken'],
        }),
    });
    const { onSuccess } = renderRegister();
    await register({});
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('That username or email is already registered');
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
    fakeServer({ 'POST /api/auth/register': held.answer });
    const { onSuccess } = renderRegister();
    await register({});
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    held.release(created());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
  });
});
