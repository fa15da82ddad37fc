import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { stepRules } from '@shared/domain/learning-progress';
import { WelcomeBanner } from './welcome-banner';

function renderBannerWithContainer(user = testUser(), progress?: object) {
  startSignedIn(user);
  fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    ...(progress ? { 'GET /api/progress': () => json(200, progress) } : {}),
  });
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

  it('says where the learner is once the journey has begun: 8 of 8, the exam next', async () => {
    const steps = stepRules.map(({ step, minutes, rule }) => ({ step, minutes, rule, completed: true }));
    renderBannerWithContainer(testUser(), {
      steps,
      completedCount: 8,
      total: 8,
      summary: '8 of 8 complete',
      nextStep: null,
      glossaryTermsOpened: 10,
      quizzesPassed: ['guide', 'glossary', 'strategies', 'security'],
      examPassed: false,
      lastWizardResult: null,
      lastAssessment: null,
      classTargets: [],
    });
    expect(await screen.findByText('All 8 steps complete: the final exam is next.')).toBeInTheDocument();
    expect(screen.queryByText(/begins/)).toBeNull();
  });

  it('shows nothing before onboarding is complete', async () => {
    const { container } = renderBannerWithContainer(testUser({ hasCompletedOnboarding: false }));
    expect(await screen.findByTestId('probe')).toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
  });
});
