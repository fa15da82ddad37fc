import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, type ServerCall } from '@/test/fake-server';
import { closeToasts, renderApp, toasts } from '@/test/render-app';
import { startSignedIn, WithCurrentUser } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { NotificationSettings } from './notification-settings';

// The Push switch's states (decision 052): not set up on the server, not supported, blocked by
// the browser, and on (permission asked, this browser subscribed, the subscription stored).

const PUBLIC_KEY = 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo';
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  keys: {
    p256dh: 'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
    auth: 'FPssNDTKnInHVndSTdbKFw',
  },
};

/** A browser with the Push API: its permission, the answer of the prompt, one service worker. */
function stubBrowser(permission: NotificationPermission, prompt: NotificationPermission = permission) {
  const unsubscribe = vi.fn(async () => true);
  let current: { endpoint: string; toJSON: () => typeof SUBSCRIPTION; unsubscribe: typeof unsubscribe } | null = null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    expect(new Uint8Array(options.applicationServerKey as ArrayBuffer)).toHaveLength(65);
    current = { endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION, unsubscribe };
    return current;
  });
  const requestPermission = vi.fn(async () => prompt);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { requestPermission, subscribe, unsubscribe };
}

function renderPush(publicKey: string | null, pushOn = false) {
  const user = testUser();
  const signedIn = { ...user, preferences: { ...user.preferences, pushNotifications: pushOn } };
  startSignedIn(signedIn);
  const withPush = (on: boolean) => () =>
    json(200, { user: { ...signedIn, preferences: { ...signedIn.preferences, pushNotifications: on } } });
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user: signedIn }),
    'GET /api/push/config': () => json(200, { publicKey, email: true }),
    'PUT /api/push/subscription': withPush(true),
    'POST /api/push/unsubscribe': withPush(false),
  });
  renderApp(<WithCurrentUser>{(current) => <NotificationSettings user={current} />}</WithCurrentUser>, {
    path: '/settings',
  });
  return server;
}

const pushSwitch = () => screen.getByRole('switch', { name: 'Push notifications' });

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the Push switch', () => {
  it('says what push sends and how to stop it', async () => {
    stubBrowser('default');
    renderPush(PUBLIC_KEY);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    expect(pushSwitch()).toHaveAccessibleDescription(
      /same words as the alert email.*Nothing else is pushed\. To stop: turn this off \(it stops push on all your devices\)/,
    );
  });

  it('is off and disabled, with the reason, when push is not set up on the server', async () => {
    stubBrowser('granted');
    renderPush(null, true);
    await waitFor(() =>
      expect(pushSwitch()).toHaveAccessibleDescription(/^Not available: push is not set up on this Arkad server\./),
    );
    expect(pushSwitch()).toBeDisabled();
    expect(pushSwitch()).not.toBeChecked();
  });

  it('is disabled, with the reason, in a browser without the Push API', async () => {
    renderPush(PUBLIC_KEY);
    await waitFor(() =>
      expect(pushSwitch()).toHaveAccessibleDescription(
        /^Not available: this browser cannot receive push notifications\./,
      ),
    );
    expect(pushSwitch()).toBeDisabled();
  });

  it('is disabled, with how to allow them, when notifications are blocked', async () => {
    stubBrowser('denied');
    renderPush(PUBLIC_KEY);
    await waitFor(() =>
      expect(pushSwitch()).toHaveAccessibleDescription(/^Blocked: notifications for Arkad are blocked/),
    );
    expect(pushSwitch()).toBeDisabled();
  });

  it('refusing the prompt stores nothing, and says it is blocked', async () => {
    const browser = stubBrowser('default', 'denied');
    const server = renderPush(PUBLIC_KEY);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    // The prompt's answer also becomes the browser's permission.
    browser.requestPermission.mockImplementation(async () => {
      vi.stubGlobal('Notification', { permission: 'denied', requestPermission: browser.requestPermission });
      return 'denied';
    });
    await userEvent.click(pushSwitch());
    expect(await within(toasts()).findByText('Failed to update push notifications')).toBeInTheDocument();
    expect(within(toasts()).getByText('Notifications are not allowed for Arkad in this browser.')).toBeInTheDocument();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(server.callsTo('PUT /api/push/subscription')).toEqual([]);
    expect(pushSwitch()).not.toBeChecked();
    await waitFor(() => expect(pushSwitch()).toBeDisabled());
    expect(pushSwitch()).toHaveAccessibleDescription(/^Blocked:/);
  });

  it("says so when the browser's push service cannot be reached, and stores nothing", async () => {
    const browser = stubBrowser('default', 'granted');
    browser.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - push service not available', 'AbortError'),
    );
    const server = renderPush(PUBLIC_KEY);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    await userEvent.click(pushSwitch());
    expect(await within(toasts()).findByText('Failed to update push notifications')).toBeInTheDocument();
    expect(
      within(toasts()).getByText('This browser could not reach its push service. Check the connection and try again.'),
    ).toBeInTheDocument();
    expect(server.callsTo('PUT /api/push/subscription')).toEqual([]);
    expect(pushSwitch()).not.toBeChecked();
    expect(pushSwitch()).toBeEnabled();
  });

  it('on: asks the permission, subscribes this browser, stores the subscription; off: unsubscribes and forgets it', async () => {
    const browser = stubBrowser('default', 'granted');
    const server = renderPush(PUBLIC_KEY);
    await waitFor(() => expect(pushSwitch()).toBeEnabled());
    await userEvent.click(pushSwitch());
    expect(await within(toasts()).findByText('Push notifications are on for this browser')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(server.callsTo('PUT /api/push/subscription').map((call: ServerCall) => call.body)).toEqual([SUBSCRIPTION]);
    expect(pushSwitch()).toBeChecked();

    await userEvent.click(pushSwitch());
    expect(await within(toasts()).findByText('Push notifications are off')).toBeInTheDocument();
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(server.callsTo('POST /api/push/unsubscribe')).toHaveLength(1);
    expect(pushSwitch()).not.toBeChecked();
  });
});
