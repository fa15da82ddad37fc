import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreferencesUpdate } from '@shared/schemas/auth';
import { apiError, fakeServer, heldAnswer, json, type ServerCall } from '@/test/fake-server';
import { closeToasts, renderApp, toasts } from '@/test/render-app';
import { startSignedIn, WithCurrentUser } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { NotificationSettings } from './notification-settings';

const user = testUser();

const saved = ({ body }: ServerCall) =>
  json(200, { user: { ...user, preferences: { ...user.preferences, ...(body as PreferencesUpdate) } } });

const PUBLIC_KEY = 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo';

function renderNotifications(
  updatePreferences: (call: ServerCall) => Response | Promise<Response>,
  push: Record<string, (call: ServerCall) => Response | Promise<Response>> = {},
  email = true,
) {
  startSignedIn(user);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'PUT /api/auth/preferences': updatePreferences,
    'GET /api/push/config': () => json(200, { publicKey: PUBLIC_KEY, email }),
    ...push,
  });
  renderApp(<WithCurrentUser>{(current) => <NotificationSettings user={current} />}</WithCurrentUser>, {
    path: '/settings',
  });
  return server;
}

const toggle = (name: string) => screen.getByRole('switch', { name });

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('NotificationSettings', () => {
  it('shows the four switches with the stored preferences: email and weekly digest on', async () => {
    renderNotifications(saved);
    expect(await screen.findByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(toggle('Push notifications')).not.toBeChecked();
    expect(toggle('Price alerts')).not.toBeChecked();
    expect(toggle('Weekly digest')).toBeChecked();
  });

  it('saves a switch as soon as it is flipped, alone, and says so', async () => {
    const server = renderNotifications(saved);
    await userEvent.click(await screen.findByRole('switch', { name: 'Price alerts' }));
    expect(await within(toasts()).findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/auth/preferences').map((call) => call.body)).toEqual([{ priceAlerts: true }]);
    expect(toggle('Price alerts')).toBeChecked();
  });

  it("keeps the switch as it was when the save fails, with 'Failed to update preferences'", async () => {
    renderNotifications(() => apiError(503, 'UNAVAILABLE', 'The service is busy, try again shortly'));
    await userEvent.click(await screen.findByRole('switch', { name: 'Weekly digest' }));
    expect(await within(toasts()).findByText('Failed to update preferences')).toBeInTheDocument();
    expect(within(toasts()).getByText('The service is busy, try again shortly')).toBeInTheDocument();
    expect(toggle('Weekly digest')).toBeChecked();
  });

  it('disables every switch while a save is pending', async () => {
    const held = heldAnswer();
    renderNotifications(held.answer);
    await userEvent.click(await screen.findByRole('switch', { name: 'Weekly digest' }));
    for (const name of ['Email notifications', 'Push notifications', 'Price alerts', 'Weekly digest']) {
      await waitFor(() => expect(toggle(name)).toBeDisabled());
    }
    held.release(saved({ method: 'PUT', path: '/api/auth/preferences', body: { weeklyDigest: false } }));
    expect(await within(toasts()).findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(toggle('Weekly digest')).toBeEnabled();
    expect(toggle('Weekly digest')).not.toBeChecked();
  });

  it('saves the price alert threshold chosen, alone: 5, 10 (the default) or 20%', async () => {
    const server = renderNotifications(saved);
    const group = await screen.findByRole('group', { name: 'Price alert threshold' });
    expect(within(group).getByRole('radio', { name: /^10%/ })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /^20%/ }));
    expect(await within(toasts()).findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/auth/preferences').map((call) => call.body)).toEqual([{ priceAlertThreshold: 20 }]);
    expect(within(group).getByRole('radio', { name: /^20%/ })).toBeChecked();
  });

  it('says what each switch sends and when', async () => {
    renderNotifications(saved);
    expect(await screen.findByRole('switch', { name: 'Price alerts' })).toHaveAccessibleDescription(
      /at most one alert a day\. Never a prediction\./,
    );
    expect(toggle('Weekly digest')).toHaveAccessibleDescription(/Mondays at 08:00 UTC/);
    expect(toggle('Email notifications')).toHaveAccessibleDescription(/only about your account/);
  });

  it('says so when this server sends no email, and keeps the switches', async () => {
    renderNotifications(() => json(200, { user }), {}, false);
    expect(await screen.findByTestId('no-email-note')).toHaveTextContent('This Arkad server sends no email');
    expect(toggle('Email notifications')).toBeInTheDocument();
  });

  it('says which emails carry the stop link: the password reset has none (the review’s N13)', async () => {
    renderNotifications(saved);
    expect(await screen.findByText(/Every price-alert and digest email has a link that stops them/)).toBeVisible();
    expect(screen.queryByText(/Every email has a link/)).not.toBeInTheDocument();
  });
});
