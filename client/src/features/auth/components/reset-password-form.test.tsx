import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeServer, heldAnswer, json } from '@/test/fake-server';
import { closeToasts, fill, renderApp, toasts } from '@/test/render-app';
import { RESET_REDIRECT_MS, ResetPasswordForm } from './reset-password-form';

function renderReset() {
  const onDone = vi.fn();
  const onRequestNewLink = vi.fn();
  renderApp(<ResetPasswordForm token="token-from-link" onDone={onDone} onRequestNewLink={onRequestNewLink} />, {
    path: '/auth?token=token-from-link',
  });
  return { onDone, onRequestNewLink };
}

async function choose(password: string, confirmation: string) {
  await fill(screen.getByLabelText('New password'), password);
  await fill(screen.getByLabelText('Confirm new password'), confirmation);
}

const submit = () => screen.getByRole('button', { name: 'Reset Password' });

/**
 * Lets the answer and React's renders through, one macrotask at a time, until `done` holds. The
 * fake clock does not move meanwhile, so timers started on the way stay exactly where they are.
 */
async function until(done: () => boolean) {
  for (let turn = 0; !done(); turn += 1) {
    if (turn > 10_000) throw new Error('The expected state never came');
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
  }
}

afterEach(() => {
  vi.useRealTimers();
  closeToasts();
  vi.unstubAllGlobals();
});

describe('ResetPasswordForm', () => {
  it('asks for a new password of 8 or more, typed twice the same', async () => {
    const server = fakeServer({});
    renderReset();
    await userEvent.click(submit());
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await choose('a-new-babylon-secret', 'another-babylon-secret');
    await userEvent.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('a short password typed twice is reported under the password, not as a missing confirmation', async () => {
    const server = fakeServer({});
    renderReset();
    await choose('short', 'short');
    await userEvent.click(submit());
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText('Password confirmation is required')).toBeNull();
    expect(screen.getByLabelText('Confirm new password')).not.toHaveAccessibleDescription(/required/);
    await choose('a-new-babylon-secret', 'short');
    await userEvent.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText('Password confirmation is required')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('resets with the token from the link, says so, and returns to sign in after 2 seconds, not before', async () => {
    const server = fakeServer({ 'POST /api/auth/reset-password': () => json(200, { message: 'Password updated' }) });
    expect(RESET_REDIRECT_MS).toBe(2000);
    const { onDone } = renderReset();
    await choose('a-new-babylon-secret', 'a-new-babylon-secret');
    // Only the timers are fake: the test moves the clock itself once the success shows.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(submit());
    await until(() => screen.queryByRole('heading', { name: 'Password Reset Successful' }) !== null);
    expect(server.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'token-from-link',
      password: 'a-new-babylon-secret',
    });
    expect(within(toasts()).getByText('Password Reset Successful')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(RESET_REDIRECT_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("says on the page, not in a toast, that the link is no longer valid, with 'Request a new link'", async () => {
    const message = 'This reset link is invalid or has expired. Please request a new one.';
    fakeServer({
      'POST /api/auth/reset-password': () => apiError(400, 'VALIDATION_FAILED', message, { token: [message] }),
    });
    const { onDone, onRequestNewLink } = renderReset();
    await choose('a-new-babylon-secret', 'a-new-babylon-secret');
    await userEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Reset Failed${message}`);
    expect(within(toasts()).queryByText('Reset Failed')).toBeNull();
    // The refused link cannot work again: no password form, one way on.
    expect(screen.queryByLabelText('New password')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(onRequestNewLink).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps the form, with the reason on the page, when the reset fails for another reason', async () => {
    fakeServer({
      'POST /api/auth/reset-password': () => apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again later.'),
    });
    renderReset();
    await choose('a-new-babylon-secret', 'a-new-babylon-secret');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset FailedToo many attempts. Try again later.');
    expect(submit()).toBeEnabled();
  });

  it("falls back to 'Failed to reset password. The link may be expired.' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderReset();
    await choose('a-new-babylon-secret', 'a-new-babylon-secret');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password. The link may be expired.');
  });

  it('disables the button while the reset is pending', async () => {
    const held = heldAnswer();
    fakeServer({ 'POST /api/auth/reset-password': held.answer });
    renderReset();
    await choose('a-new-babylon-secret', 'a-new-babylon-secret');
    await userEvent.click(submit());
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    held.release(json(200, { message: 'Password updated' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
  });
});
