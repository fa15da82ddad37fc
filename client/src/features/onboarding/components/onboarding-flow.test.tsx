import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitKeys, writeVisit } from '@/lib/visit-storage';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { OnboardingFlow } from './onboarding-flow';

const newcomer = testUser({
  hasCompletedOnboarding: false,
  experienceLevel: 'intermediate',
  investmentGoal: 'long_term',
});

function renderOnboarding() {
  startSignedIn(newcomer);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user: newcomer }),
    'POST /api/auth/complete-onboarding': () => json(200, { user: { ...newcomer, hasCompletedOnboarding: true } }),
  });
  return { ...renderApp(<OnboardingFlow />, { path: '/' }), server };
}

afterEach(() => vi.unstubAllGlobals());

describe('OnboardingFlow', () => {
  it('names the level and goal with the labels registration uses', async () => {
    renderOnboarding();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Intermediate Level')).toBeInTheDocument();
    expect(screen.getByText('Goal: Long-term wealth building')).toBeInTheDocument();
  });

  it('moves focus to the new step’s heading, so Previous turning disabled never drops it', async () => {
    renderOnboarding();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your learning path' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { level: 1, name: /Welcome to Arkad/ })).toHaveFocus();
  });

  it('a reload comes back to the same step', async () => {
    const first = renderOnboarding();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    first.unmount();

    renderOnboarding();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Security first' })).toBeInTheDocument();
  });

  it.each(['{not json', '0', '5', '2.5', '"3"'])('ignores a corrupt stored step %s and starts at step 1', (stored) => {
    sessionStorage.setItem(visitKeys.onboardingStep, stored === '{not json' ? stored : `{"owner":1,"value":${stored}}`);
    renderOnboarding();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it("another learner's step is not this learner's: they start at step 1", () => {
    writeVisit(newcomer.id + 1, visitKeys.onboardingStep, 3);
    renderOnboarding();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('Complete finishes onboarding and forgets the step', async () => {
    writeVisit(newcomer.id, visitKeys.onboardingStep, 4);
    const { server } = renderOnboarding();
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Step 4 of 4')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/auth/complete-onboarding')).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem(visitKeys.onboardingStep)).toBeNull());
  });
});
