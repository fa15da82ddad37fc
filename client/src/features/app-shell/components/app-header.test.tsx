import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitKeys, writeVisit } from '@/lib/visit-storage';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { AppHeader } from './app-header';

function renderHeader(user = testUser({ id: 7, firstName: 'Bansir' })) {
  startSignedIn(user);
  fakeServer({ 'GET /api/auth/me': () => json(200, { user }) });
  renderApp(<AppHeader />, { path: '/home' });
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

  it('an account created in this visit by someone else does not change the greeting', async () => {
    writeVisit(8, visitKeys.newAccount, true);
    renderHeader();
    expect(await screen.findByText(/Welcome back,/)).toHaveTextContent('Welcome back, Bansir!');
  });

  it("the account menu names the experience level from the shared labels: 'Intermediate Level'", async () => {
    renderHeader(testUser({ experienceLevel: 'intermediate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(await screen.findByText('Intermediate Level')).toBeInTheDocument();
  });
});
