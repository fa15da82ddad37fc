import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitKeys, writeVisit } from '@/lib/visit-storage';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { AppHeader, greetingFor } from './app-header';

/** An account created long before the test's clock: its learner has been here before. */
const returning = { id: 7, firstName: 'Bansir', createdAt: '2025-01-01T00:00:00.000Z' };

function renderHeader(user = testUser(returning), path = '/home') {
  startSignedIn(user);
  fakeServer({ 'GET /api/auth/me': () => json(200, { user }) });
  renderApp(<AppHeader />, { path });
}

afterEach(() => vi.unstubAllGlobals());

describe('AppHeader', () => {
  it("greets a returning learner with 'Welcome back'", async () => {
    renderHeader();
    expect(await screen.findByText(/Welcome back,/)).toHaveTextContent('Welcome back, Bansir!');
  });

  it("greets the account created in this visit with 'Welcome', not 'Welcome back'", async () => {
    writeVisit(7, visitKeys.newAccount, true);
    renderHeader();
    expect(await screen.findByText(/Welcome,/)).toHaveTextContent('Welcome, Bansir!');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it("greets an account created less than a day ago with 'Welcome', as the welcome banner does", async () => {
    // Created an hour ago, signed in on another device or after closing the tab.
    renderHeader(testUser({ ...returning, createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() }));
    expect(await screen.findByText(/Welcome,/)).toHaveTextContent('Welcome, Bansir!');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('an account created in this visit by someone else does not change the greeting', async () => {
    writeVisit(8, visitKeys.newAccount, true);
    renderHeader();
    expect(await screen.findByText(/Welcome back,/)).toHaveTextContent('Welcome back, Bansir!');
  });

  it('the account button is named starting with the initials it shows (label in name, for speech input)', async () => {
    renderHeader(testUser({ firstName: 'Bansir', lastName: 'Chariot' }));
    const button = await screen.findByRole('button', { name: 'BC, open account menu' });
    expect(button).toHaveTextContent('BC');
  });

  it.each([
    { path: '/home?tab=calculator', href: '/settings?from=calculator' },
    { path: '/compare', href: '/settings?from=compare' },
    { path: '/home', href: '/settings' },
    { path: '/home?tab=nonsense', href: '/settings' },
  ])('the Settings item opened on $path remembers the tab to return to', async ({ path, href }) => {
    renderHeader(testUser(returning), path);
    await userEvent.click(screen.getByRole('button', { name: /open account menu/i }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', href);
  });

  it("the account menu names the experience level from the shared labels: 'Intermediate Level'", async () => {
    renderHeader(testUser({ ...returning, experienceLevel: 'intermediate' }));
    await userEvent.click(screen.getByRole('button', { name: /open account menu/i }));
    expect(await screen.findByText('Intermediate Level')).toBeInTheDocument();
  });
});

describe('greetingFor', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  it.each([
    ['created a minute ago', '2026-11-27T11:59:00.000Z', 'Welcome'],
    ['created 23 hours ago', '2026-11-26T13:00:00.000Z', 'Welcome'],
    ['created a day ago', '2026-11-26T12:00:00.000Z', 'Welcome back'],
    ['created a year ago', '2025-11-27T12:00:00.000Z', 'Welcome back'],
  ])('an account %s: %s', (_case, createdAt, greeting) => {
    expect(greetingFor({ id: 3, createdAt }, now)).toBe(greeting);
  });
});
