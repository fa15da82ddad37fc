import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import type { SecurityAnswers } from '@shared/schemas/security';
import type { PublicUser } from '@shared/schemas/user';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { visitKeys } from '@/lib/visit-storage';
import { fakeServer, json } from '@/test/fake-server';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { SecurityAssessmentPanel } from './security-assessment-panel';

/** Renders the assessment for a signed-in learner (its answers are kept for them). */
function renderAssessment(learner: PublicUser = testUser(), routes: Parameters<typeof fakeServer>[0] = {}) {
  startSignedIn(learner);
  const server = fakeServer({ 'GET /api/auth/me': () => json(200, { user: learner }), ...routes });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <SecurityAssessmentPanel />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return Object.assign(user, { unmount: view.unmount, server });
}

function radioIn(question: keyof SecurityAnswers, value: string): HTMLInputElement {
  const found = screen
    .getAllByRole<HTMLInputElement>('radio')
    .find((input) => input.name === `security-${question}` && input.value === value);
  if (!found) throw new Error(`No ${question} radio with value ${value}`);
  return found;
}

async function answer(user: UserEvent, answers: Partial<SecurityAnswers>) {
  for (const [question, value] of Object.entries(answers)) {
    await user.click(radioIn(question as keyof SecurityAnswers, value));
  }
}

afterEach(() => vi.unstubAllGlobals());

const submit = () => screen.getByRole('button', { name: 'Get Security Recommendation' });

/**
 * Asks for the recommendation and waits for the form's answer: react-hook-form submits
 * asynchronously, so the alert or the result shows after the click has resolved.
 */
async function submitAndWait(user: UserEvent) {
  await user.click(submit());
  await waitFor(() => expect(screen.queryByRole('alert') ?? screen.queryByTestId('security-result')).not.toBeNull());
}

// Many clicks through full questionnaires: generous on a busy machine.
describe('SecurityAssessmentPanel', () => {
  it('shows five single-choice questions whose radios carry the answer values', () => {
    renderAssessment();
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(5);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole<HTMLInputElement>('radio')
        .map((input) => input.value),
    ).toEqual(['small', 'medium', 'large', 'very-large']);
    expect(screen.getByRole('group', { name: /What matters most to you\?/ })).toBeInTheDocument();
    expect(screen.getByText(EDUCATIONAL_DISCLAIMER)).toBeInTheDocument();
  });

  it('with a question left unanswered, shows the alert in the page and points to that question', async () => {
    const windowAlert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = renderAssessment();
    await answer(user, { holdings: 'large', technical: 'advanced', access: 'rare', timeframe: 'long' });
    await submitAndWait(user);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please answer all questions before getting your recommendation.');
    expect(windowAlert).not.toHaveBeenCalled();
    expect(screen.queryByTestId('security-result')).toBeNull();
    expect(screen.getByRole('group', { name: /What matters most to you\?/ })).toHaveAccessibleDescription(
      'This question needs an answer.',
    );

    await user.click(within(alert).getByRole('button', { name: 'Go to question 5: What matters most to you?' }));
    expect(screen.getByRole('heading', { name: /What matters most to you\?/ })).toHaveFocus();

    // Answering the last question clears the alert.
    await answer(user, { concerns: 'redundancy' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks only the unanswered question invalid and records nothing: no answer is made up', async () => {
    const user = renderAssessment(testUser(), { 'POST /api/progress/events': () => json(200, {}) });
    await answer(user, { holdings: 'small', technical: 'beginner', access: 'frequent', concerns: 'convenience' });
    await submitAndWait(user);

    const missed = screen.getByRole('group', { name: /How long do you plan to hold\?/ });
    expect(missed).toHaveAccessibleDescription('This question needs an answer.');
    for (const radio of within(missed).getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This question needs an answer.')).toHaveLength(1);
    expect(radioIn('holdings', 'small')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('security-result')).toBeNull();
    expect(user.server.callsTo('POST /api/progress/events')).toHaveLength(0);

    // Answered, the question is valid again and the answers recorded are the ones chosen.
    await answer(user, { timeframe: 'short' });
    expect(missed).not.toHaveAccessibleDescription();
    expect(radioIn('timeframe', 'short')).not.toHaveAttribute('aria-invalid');
    await submitAndWait(user);
    expect(screen.getByTestId('security-result')).toHaveAttribute('data-level', 'exchange');
    await waitFor(() => expect(user.server.callsTo('POST /api/progress/events')).toHaveLength(1));
    expect(user.server.callsTo('POST /api/progress/events')[0]?.body).toMatchObject({
      kind: 'assessment_completed',
      answers: {
        holdings: 'small',
        technical: 'beginner',
        access: 'frequent',
        timeframe: 'short',
        concerns: 'convenience',
      },
    });
  });

  it('shows the alert when nothing is answered, listing every question', async () => {
    const user = renderAssessment();
    await submitAndWait(user);
    expect(within(screen.getByRole('alert')).getAllByRole('button')).toHaveLength(5);
  });

  it.each([
    // very-large 4 + intermediate 1 + occasional 1 + medium 1 + security 2 = 9
    {
      score: 9,
      answers: {
        holdings: 'very-large',
        technical: 'intermediate',
        access: 'occasional',
        timeframe: 'medium',
        concerns: 'security',
      },
      level: 'multisig',
      title: 'Multi-Signature Setup',
    },
    // large 3 + intermediate 1 + rare 2 + medium 1 + simplicity -1 = 6
    {
      score: 6,
      answers: {
        holdings: 'large',
        technical: 'intermediate',
        access: 'rare',
        timeframe: 'medium',
        concerns: 'simplicity',
      },
      level: 'hardware',
      title: 'Hardware Wallet',
    },
    // medium 2 + beginner 0 + occasional 1 + medium 1 + simplicity -1 = 3
    {
      score: 3,
      answers: {
        holdings: 'medium',
        technical: 'beginner',
        access: 'occasional',
        timeframe: 'medium',
        concerns: 'simplicity',
      },
      level: 'software',
      title: 'Software Wallet',
    },
    // small 1 + beginner 0 + occasional 1 + long 2 + convenience -2 = 2
    {
      score: 2,
      answers: {
        holdings: 'small',
        technical: 'beginner',
        access: 'occasional',
        timeframe: 'long',
        concerns: 'convenience',
      },
      level: 'exchange',
      title: 'Exchange Custody',
    },
  ] satisfies Array<{ score: number; answers: SecurityAnswers; level: string; title: string }>)(
    'answers scoring $score recommend $title',
    async ({ score, answers, level, title }) => {
      const user = renderAssessment();
      await answer(user, answers);
      await submitAndWait(user);

      const result = screen.getByTestId('security-result');
      expect(result).toHaveAttribute('data-level', level);
      expect(result).toHaveAttribute('data-score', String(score));
      // The form submits asynchronously (react-hook-form): focus moves once its answer renders.
      await waitFor(() => expect(within(result).getByRole('heading', { level: 3, name: title })).toHaveFocus());
      const grid = screen.getAllByTestId('security-level-card');
      expect(grid.filter((card) => card.dataset.recommended === 'true').map((card) => card.dataset.level)).toEqual([
        level,
      ]);
    },
  );

  it('the result lists advantages, considerations, numbered next steps and the reminder; Take Assessment Again starts over', async () => {
    const user = renderAssessment();
    await answer(user, {
      holdings: 'small',
      technical: 'beginner',
      access: 'frequent',
      timeframe: 'short',
      concerns: 'convenience',
    });
    await submitAndWait(user);

    const result = screen.getByTestId('security-result');
    for (const heading of ['Advantages', 'Considerations', 'Next Steps', 'Important Reminder']) {
      expect(within(result).getByRole('heading', { level: 4, name: heading })).toBeInTheDocument();
    }
    const steps = within(result).getByRole('heading', { name: 'Next Steps' }).nextElementSibling as HTMLElement;
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(result).getByText(/security should grow with your holdings/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Security Recommendation' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Take Assessment Again' }));
    expect(screen.queryByTestId('security-result')).toBeNull();
    expect(screen.getAllByRole<HTMLInputElement>('radio').filter((input) => input.checked)).toEqual([]);
    expect(screen.getByRole('heading', { name: /How much bitcoin are you protecting\?/ })).toHaveFocus();
    expect(screen.getAllByTestId('security-level-card').filter((card) => card.dataset.recommended === 'true')).toEqual(
      [],
    );
  });

  it('keeps the hot-wallet result for a life-changing sum, with the caveat that it is not enough', async () => {
    const user = renderAssessment();
    // very-large 4 + beginner 0 + frequent 0 + long 2 + convenience -2 = 4: a software (hot) wallet.
    await answer(user, {
      holdings: 'very-large',
      technical: 'beginner',
      access: 'frequent',
      timeframe: 'long',
      concerns: 'convenience',
    });
    await submitAndWait(user);

    const result = screen.getByTestId('security-result');
    expect(result).toHaveAttribute('data-level', 'software');
    const caveat = within(result).getByTestId('security-holdings-caveat');
    expect(within(caveat).getByRole('heading', { level: 4 })).toHaveTextContent(
      'A sum this large needs more protection than this level',
    );
    expect(caveat).toHaveTextContent('a wallet on an internet-connected device (a hot wallet) is not enough');
    expect(caveat).toHaveTextContent('the rest in a hardware wallet');
  });

  it('adds no caveat when the level fits the holdings', async () => {
    const user = renderAssessment();
    await answer(user, {
      holdings: 'small',
      technical: 'beginner',
      access: 'frequent',
      timeframe: 'short',
      concerns: 'convenience',
    });
    await submitAndWait(user);
    expect(screen.getByTestId('security-result')).toHaveAttribute('data-level', 'exchange');
    expect(screen.queryByTestId('security-holdings-caveat')).toBeNull();
  });

  it('keeps the answers for the visit: a tab switch or a reload comes back to them', async () => {
    const first = renderAssessment();
    await answer(first, { holdings: 'large', technical: 'advanced' });
    first.unmount();
    renderAssessment();
    expect(radioIn('holdings', 'large')).toBeChecked();
    expect(radioIn('technical', 'advanced')).toBeChecked();
    expect(screen.getByText('2 of 5 answered')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('keeps the result for the visit, worked out again from the stored answers', async () => {
    const first = renderAssessment();
    await answer(first, {
      holdings: 'large',
      technical: 'intermediate',
      access: 'rare',
      timeframe: 'long',
      concerns: 'security',
    });
    await submitAndWait(first);
    const level = screen.getByTestId('security-result').dataset.level;
    first.unmount();
    renderAssessment();
    expect(screen.getByTestId('security-result')).toHaveAttribute('data-level', level);
  });

  it('another learner signing in on this tab starts afresh, without the answers kept before', async () => {
    const first = renderAssessment();
    await answer(first, { holdings: 'large', technical: 'advanced' });
    first.unmount();
    renderAssessment(testUser({ id: 2, username: 'bansir', firstName: 'Bansir' }));
    expect(screen.getAllByRole<HTMLInputElement>('radio').filter((input) => input.checked)).toEqual([]);
  });

  it.each([
    '{not json',
    JSON.stringify({ owner: 1, value: { answers: { holdings: 'enormous' }, submitted: false } }),
    JSON.stringify({ owner: 1, value: { answers: { holdings: 'large' } } }),
    // Asking for the result of incomplete answers is not a state the screen can be in.
    JSON.stringify({ owner: 1, value: { answers: { holdings: 'large' }, submitted: true } }),
  ])('ignores a corrupt stored assessment %s', (stored) => {
    sessionStorage.setItem(visitKeys.securityAssessment, stored);
    renderAssessment();
    expect(screen.queryByTestId('security-result')).toBeNull();
    expect(screen.getAllByRole<HTMLInputElement>('radio').filter((input) => input.checked)).toEqual([]);
  });

  it('saves the assessment in the account and shows the last saved one beside the new result', async () => {
    const last: SecurityAnswers = {
      holdings: 'very-large',
      technical: 'advanced',
      access: 'rare',
      timeframe: 'long',
      concerns: 'redundancy',
    };
    const user = renderAssessment(testUser(), {
      'GET /api/progress': () =>
        json(200, {
          steps: [],
          completedCount: 0,
          total: 8,
          summary: '0 of 8 complete',
          nextStep: 'guide',
          glossaryTermsOpened: 0,
          quizzesPassed: [],
          examPassed: false,
          lastWizardResult: null,
          lastAssessment: { answers: last, savedAt: '2026-11-20T10:00:00.000Z' },
          classTargets: [],
        }),
      'POST /api/progress/events': () => json(200, {}),
    });
    await waitFor(() => expect(user.server.callsTo('GET /api/progress')).toHaveLength(1));
    const answers: SecurityAnswers = {
      holdings: 'small',
      technical: 'beginner',
      access: 'frequent',
      timeframe: 'short',
      concerns: 'convenience',
    };
    await answer(user, answers);
    await submitAndWait(user);
    expect(screen.getByTestId('last-result')).toHaveTextContent(
      'Your last result, saved Nov 20, 2026: Multi-Signature Setup.',
    );
    await waitFor(() => expect(user.server.callsTo('POST /api/progress/events')).toHaveLength(1));
    expect(user.server.callsTo('POST /api/progress/events')[0]?.body).toMatchObject({
      kind: 'assessment_completed',
      answers,
    });
  });
});
