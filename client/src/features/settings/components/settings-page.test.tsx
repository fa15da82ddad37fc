import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/user';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn, WithCurrentUser } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { SettingsPage } from './settings-page';

function renderSettings(user: PublicUser, path = '/settings') {
  startSignedIn(user);
  fakeServer({ 'GET /api/auth/me': () => json(200, { user }) });
  renderApp(<WithCurrentUser>{(current) => <SettingsPage user={current} />}</WithCurrentUser>, { path });
}

const sections = () => screen.getByRole('tablist', { name: 'Settings sections' });

afterEach(() => vi.unstubAllGlobals());

describe('SettingsPage', () => {
  it('shows who is signed in, a way back, and the five sections with Profile open', async () => {
    renderSettings(testUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Arkad Babylon' })).toBeInTheDocument();
    expect(screen.getByText('arkad@example.com')).toBeInTheDocument();
    expect(screen.getByText('AB')).toBeInTheDocument();
    expect(screen.getAllByText('Free Tier').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to learning path' })).toHaveAttribute('href', '/home');
    expect(
      within(sections())
        .getAllByRole('tab')
        .map((tab) => tab.textContent?.trim()),
    ).toEqual(['Profile', 'Security', 'Preferences', 'Notifications', 'Subscription']);
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Profile' })).toBeInTheDocument();
  });

  it.each([
    { tier: 'scholar', plan: 'Scholar Plan' },
    { tier: 'sage', plan: 'Sage Plan' },
  ] as const)('names the $tier plan $plan', async ({ tier, plan }) => {
    renderSettings(testUser({ subscriptionTier: tier }));
    expect(await screen.findAllByText(plan)).not.toHaveLength(0);
  });

  it('opens the section named in the address', async () => {
    renderSettings(testUser(), '/settings?section=security');
    expect(await screen.findByRole('tab', { name: 'Security', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('moves between sections', async () => {
    renderSettings(testUser());
    await userEvent.click(await screen.findByRole('tab', { name: 'Preferences' }));
    expect(screen.getByRole('form', { name: 'Preferences' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    await userEvent.click(screen.getByRole('tab', { name: 'Subscription' }));
    expect(screen.getByText('Your free plan includes')).toBeInTheDocument();
  });
});
