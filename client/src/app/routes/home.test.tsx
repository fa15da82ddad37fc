import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import HomeRoute from './home';

function renderHome(path = '/home') {
  const user = testUser();
  startSignedIn(user);
  fakeServer({ 'GET /api/auth/me': () => json(200, { user }) });
  return renderApp(<HomeRoute />, { path });
}

afterEach(() => vi.unstubAllGlobals());

describe('HomeRoute', () => {
  it('adds one history entry per tab click on the desktop tab bar', async () => {
    const { history } = renderHome();
    const before = history.length;
    await userEvent.click(screen.getByRole('tab', { name: /Glossary/ }));
    expect(await screen.findByText('Step 2 of 8')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /DCA Calculator/ }));
    expect(await screen.findByText('Step 6 of 8')).toBeInTheDocument();
    expect(history.slice(before)).toEqual(['/home?tab=glossary', '/home?tab=calculator']);
  });

  it('adds one history entry per choice in the phone drawer', async () => {
    const { history } = renderHome();
    const before = history.length;
    await userEvent.click(screen.getByRole('button', { name: /Explore Sections/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Strategy Wizard/ }));
    expect(await screen.findByText('Step 4 of 8')).toBeInTheDocument();
    expect(history.slice(before)).toEqual(['/home?tab=wizard']);
  });

  it('does not add an entry when the open tab is chosen again', async () => {
    const { history } = renderHome('/home?tab=glossary');
    const before = history.length;
    await userEvent.click(screen.getByRole('tab', { name: /Glossary/ }));
    expect(history.slice(before)).toEqual([]);
  });
});

describe('HomeRoute during the beta', () => {
  const beta = { isBetaEnabled: true, betaEndDate: '2099-12-31', betaFeedbackUrl: null, premiumTrialDays: 30 };

  function renderInBeta(config: typeof beta) {
    const user = testUser();
    startSignedIn(user);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user }),
      'GET /api/beta/config': () => json(200, config),
    });
    renderApp(<HomeRoute />, { path: '/home' });
    return server;
  }

  it('keeps Beta Feedback in the account menu after the banner is dismissed', async () => {
    localStorage.setItem(storageKeys.betaDismissed, beta.betaEndDate);
    renderInBeta(beta);
    await userEvent.click(screen.getByRole('button', { name: /open account menu/i }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Beta Feedback' })).toBeInTheDocument();
    expect(screen.queryByTestId('beta-banner')).toBeNull();
  });

  it('offers no feedback entry once the beta is over', async () => {
    const server = renderInBeta({ ...beta, betaEndDate: '2025-08-15' });
    await waitFor(() => expect(server.callsTo('GET /api/beta/config')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /open account menu/i }));
    expect(await screen.findByRole('menuitem', { name: /Log out/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Send feedback' })).toBeNull();
  });
});
