import { currencyCodes } from '@shared/domain/fx-currencies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreferencesUpdate } from '@shared/schemas/auth';
import type { PublicUser } from '@shared/schemas/user';
import { apiError, fakeServer, heldAnswer, json, type ServerCall } from '@/test/fake-server';
import { closeToasts, fill, renderApp, toasts } from '@/test/render-app';
import { startSignedIn, WithCurrentUser } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { PreferencesForm } from './preferences-form';

const user = testUser();

/** The server's answer: the user with the preferences it was sent. */
function saved({ body }: ServerCall) {
  const { experienceLevel, ...preferences } = body as PreferencesUpdate;
  const next: PublicUser = {
    ...user,
    experienceLevel: experienceLevel ?? user.experienceLevel,
    preferences: { ...user.preferences, ...preferences },
  };
  return json(200, { user: next });
}

function renderPreferences(updatePreferences: (call: ServerCall) => Response | Promise<Response>) {
  startSignedIn(user);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'PUT /api/auth/preferences': updatePreferences,
  });
  renderApp(<WithCurrentUser>{(current) => <PreferencesForm user={current} />}</WithCurrentUser>, {
    path: '/settings',
  });
  return server;
}

const save = () => screen.getByRole('button', { name: 'Save Preferences' });
const amount = () => screen.getByLabelText('Default DCA amount');

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('PreferencesForm', () => {
  it('starts with the defaults: beginner, moderate, USD, $100; Save is off until something changes', async () => {
    renderPreferences(saved);
    expect(await screen.findByLabelText('Experience level')).toHaveValue('beginner');
    expect(screen.getByLabelText('Risk tolerance')).toHaveValue('moderate');
    expect(screen.getByLabelText('Default currency')).toHaveValue('USD');
    // Every currency of the shared list, named, and how their prices are counted.
    const options = [...screen.getByLabelText<HTMLSelectElement>('Default currency').options];
    expect(options.map((option) => option.value)).toEqual([...currencyCodes]);
    expect(options.find((option) => option.value === 'JPY')?.textContent).toBe('Japanese yen (JPY)');
    expect(screen.getByText(/counted from the dollar price with ECB-based exchange rates/)).toBeInTheDocument();
    expect(amount()).toHaveValue(100);
    expect(save()).toBeDisabled();
  });

  it.each([
    { value: '0', label: 'zero' },
    { value: '0.5', label: 'below one' },
    { value: '', label: 'empty' },
  ])('an amount that is $label is refused with the minimum of one dollar', async ({ value }) => {
    const server = renderPreferences(saved);
    await fill(await screen.findByLabelText('Default DCA amount'), value);
    await userEvent.click(save());
    expect(await screen.findByText('Amount must be at least $1')).toBeInTheDocument();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('PUT /api/auth/preferences')).toHaveLength(0);
  });

  it('saves the four preferences and says so', async () => {
    const server = renderPreferences(saved);
    await userEvent.selectOptions(await screen.findByLabelText('Experience level'), 'intermediate');
    await userEvent.selectOptions(screen.getByLabelText('Risk tolerance'), 'aggressive');
    await userEvent.selectOptions(screen.getByLabelText('Default currency'), 'EUR');
    await fill(amount(), '250');
    await userEvent.click(save());
    expect(await within(toasts()).findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/auth/preferences')[0]?.body).toEqual({
      experienceLevel: 'intermediate',
      riskTolerance: 'aggressive',
      defaultCurrency: 'EUR',
      defaultDCAAmount: 250,
    });
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByLabelText('Default currency')).toHaveValue('EUR');
  });

  it("puts the server's field errors under their fields and shows 'Failed to update preferences'", async () => {
    renderPreferences(() =>
      apiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
        defaultDCAAmount: ['Amount must be at most $99,999,999.99'],
      }),
    );
    await fill(await screen.findByLabelText('Default DCA amount'), '250');
    await userEvent.click(save());
    expect(await within(toasts()).findByText('Failed to update preferences')).toBeInTheDocument();
    expect(within(toasts()).getByText('Some fields are not valid')).toBeInTheDocument();
    expect(amount()).toHaveAccessibleDescription('Amount must be at most $99,999,999.99');
  });

  it('disables Save while the update is pending', async () => {
    const held = heldAnswer();
    renderPreferences(held.answer);
    await fill(await screen.findByLabelText('Default DCA amount'), '250');
    await userEvent.click(save());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    held.release(saved({ method: 'PUT', path: '/api/auth/preferences', body: { defaultDCAAmount: 250 } }));
    expect(await within(toasts()).findByText('Preferences updated successfully')).toBeInTheDocument();
  });
});
