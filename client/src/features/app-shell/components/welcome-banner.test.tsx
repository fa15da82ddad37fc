import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { WelcomeBanner } from './welcome-banner';

function renderBannerWithContainer(user = testUser()) {
  startSignedIn(user);
  fakeServer({ 'GET /api/auth/me': () => json(200, { user }) });
  return renderApp(
    <>
      <WelcomeBanner />
      <p data-testid="probe" />
    </>,
    { path: '/home' },
  );
}

const renderBanner = (user = testUser()) => void renderBannerWithContainer(user);

afterEach(() => vi.unstubAllGlobals());

describe('WelcomeBanner', () => {
  it('names the goal and level with the labels registration and onboarding use', async () => {
    renderBanner(testUser({ firstName: 'Bansir', investmentGoal: 'long_term', experienceLevel: 'advanced' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Arkad, Bansir!' })).toBeInTheDocument();
    expect(screen.getByText('Goal: Long-term wealth building')).toBeInTheDocument();
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.queryByText(/long term/)).toBeNull();
  });

  it('shows no goal when none is set', async () => {
    renderBanner(testUser({ investmentGoal: null }));
    expect(await screen.findByText('Your Bitcoin learning journey begins!')).toBeInTheDocument();
    expect(screen.queryByText(/Goal:/)).toBeNull();
  });

  it('shows nothing before onboarding is complete', async () => {
    const { container } = renderBannerWithContainer(testUser({ hasCompletedOnboarding: false }));
    expect(await screen.findByTestId('probe')).toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });
});
