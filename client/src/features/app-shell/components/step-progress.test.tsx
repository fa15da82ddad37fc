import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressSteps, stepRules, type ProgressStep } from '@shared/domain/learning-progress';
import type { Progress } from '@shared/schemas/progress';
import { findTab } from '@/config/learning-path';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { StepProgress } from './step-progress';

/** A progress answer with these steps complete. */
function progressWith(done: readonly ProgressStep[], more: Partial<Progress> = {}): Progress {
  const steps = stepRules.map(({ step, minutes, rule }) => ({ step, minutes, rule, completed: done.includes(step) }));
  return {
    steps,
    completedCount: done.length,
    total: steps.length,
    summary: `${done.length} of ${steps.length} complete`,
    nextStep: steps.find((s) => !s.completed)?.step ?? null,
    glossaryTermsOpened: 0,
    quizzesPassed: [],
    examPassed: false,
    lastWizardResult: null,
    lastAssessment: null,
    classTargets: [],
    ...more,
  };
}

function renderStepProgress(progress: Progress, tab: Parameters<typeof findTab>[0] = 'calculator') {
  const user = testUser();
  startSignedIn(user);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user }),
    'GET /api/progress': () => json(200, progress),
  });
  renderApp(<StepProgress tab={findTab(tab)} />, { path: `/home?tab=${tab}` });
  return server;
}

describe('StepProgress', () => {
  it('leads a learner who completed all 8 steps to the final exam, then to the certificate', async () => {
    renderStepProgress(progressWith(progressSteps));
    expect(await screen.findByText('8 of 8 complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 8 steps complete: take the final exam' })).toHaveAttribute(
      'href',
      '/exam',
    );
    expect(screen.queryByRole('link', { name: /certificate/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Continue where you left off/ })).not.toBeInTheDocument();
  });

  it('after the exam, leads to the certificate from the tab the learner is on', async () => {
    renderStepProgress(progressWith(progressSteps, { examPassed: true }));
    const link = await screen.findByRole('link', { name: 'Final exam passed: your certificate of completion' });
    expect(link).toHaveAttribute('href', '/settings?section=certificate&from=calculator');
    expect(screen.queryByRole('link', { name: /take the final exam/ })).not.toBeInTheDocument();
  });

  it('says what completes the step on screen and how far the learner is', async () => {
    renderStepProgress(progressWith([], { glossaryTermsOpened: 3, quizzesPassed: ['glossary'] }), 'glossary');
    const checklist = await screen.findByTestId('step-checklist');
    expect(checklist).toHaveTextContent(
      'To complete this step: Open 10 terms: 3 of 10 opened; Pass the Glossary quiz (done)',
    );
  });

  it('offers no certificate before the last step, only the way on', async () => {
    renderStepProgress(progressWith(progressSteps.filter((step) => step !== 'security')));
    expect(await screen.findByText('7 of 8 complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue where you left off: Security Assessment' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /certificate/ })).not.toBeInTheDocument();
  });

  it('shows the class target dates beside the step from the progress answer, with no request of their own', async () => {
    const server = renderStepProgress(
      progressWith(['guide'], {
        classTargets: [
          { step: 'guide', className: 'Year 11 savings', dueDate: '2027-01-15' },
          { step: 'glossary', className: 'Year 11 savings', dueDate: '2027-02-01' },
          { step: 'guide', className: 'Evening class', dueDate: '2027-03-10' },
        ],
      }),
      'guide',
    );
    const targets = await screen.findByTestId('class-targets');
    expect(targets).toHaveTextContent(
      'Year 11 savings: target 15 Jan 2027 (done)Evening class: target 10 Mar 2027 (done)',
    );
    expect(targets).not.toHaveTextContent('1 Feb 2027');
    expect(server.calls.map((call) => call.path)).not.toContain('/api/classroom');
  });

  it('shows no class targets for a step without any', async () => {
    renderStepProgress(
      progressWith([], { classTargets: [{ step: 'guide', className: 'Year 11 savings', dueDate: '2027-01-15' }] }),
      'glossary',
    );
    expect(await screen.findByTestId('step-checklist')).toBeVisible();
    expect(screen.queryByTestId('class-targets')).not.toBeInTheDocument();
  });
});
