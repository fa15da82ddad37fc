import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
