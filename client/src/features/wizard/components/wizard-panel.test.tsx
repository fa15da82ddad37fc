import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDUCATIONAL_DISCLAIMER } from '@shared/content/guide';
import { strategies } from '@shared/content/strategies';
import { recommendStrategies } from '@shared/domain/wizard';
import type { WizardAnswers } from '@shared/schemas/wizard';
import { defaultUserPreferences, type PublicUser } from '@shared/schemas/user';
import type { RiskTolerance } from '@shared/schemas/user-options';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { visitKeys } from '@/lib/visit-storage';
import { fakeServer, json } from '@/test/fake-server';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { WizardPanel } from './wizard-panel';

/** Renders the wizard for the signed-in learner (a default one when the test signed nobody in). */
function renderWizard() {
  if (!localStorage.getItem(storageKeys.token)) signInAs(testUser());
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <WizardPanel />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return Object.assign(user, { unmount: view.unmount });
}

function signInAs(learner: PublicUser) {
  startSignedIn(learner);
  fakeServer({ 'GET /api/auth/me': () => json(200, { user: learner }) });
}

/** A learner whose saved preferences carry this risk tolerance. */
function signInWithRisk(riskTolerance: RiskTolerance) {
  signInAs(testUser({ preferences: { ...defaultUserPreferences, riskTolerance } }));
}

afterEach(() => vi.unstubAllGlobals());

const nextButton = () => screen.getByRole('button', { name: /^(Next|Get Results)$/ });

/**
 * Next (or Get Results), and wait for what it leads to: the question form submits asynchronously
 * (react-hook-form), so the next question or the results show after the click has resolved.
 */
async function next(user: ReturnType<typeof userEvent.setup>) {
  const counter = () => screen.queryByText(/^Question \d of 5$/)?.textContent;
  const before = counter();
  await user.click(nextButton());
  await waitFor(() => expect(counter() !== before || screen.queryByTestId('wizard-results') !== null).toBe(true));
}
const previousButton = () => screen.getByRole('button', { name: 'Previous' });
const radio = (value: string) => {
  const found = screen.getAllByRole('radio').find((input) => (input as HTMLInputElement).value === value);
  if (!found) throw new Error(`No radio with value ${value}`);
  return found;
};

// Many clicks through full questionnaires: generous on a busy machine.
describe('WizardPanel', () => {
  it('shows question 1 of 5 with Previous disabled and Next disabled until an answer is chosen', async () => {
    const user = renderWizard();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute('aria-valuenow', '20');
    const group = screen.getByRole('group', { name: 'How much experience do you have with Bitcoin?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleDescription('Please choose an answer to continue.');

    await user.click(radio('beginner'));
    expect(nextButton()).toBeEnabled();
    await next(user);

    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Wizard progress' })).toHaveAttribute('aria-valuenow', '40');
    // Focus follows the user to the new question.
    // The form submits asynchronously (react-hook-form): focus moves once its answer renders.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'How much risk are you comfortable with?' })).toHaveFocus(),
    );
    expect(previousButton()).toBeEnabled();
    // The learner's saved risk tolerance ('moderate' by default) answers this one already.
    expect(radio('moderate')).toBeChecked();

    await user.click(previousButton());
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(radio('beginner')).toBeChecked();
    expect(nextButton()).toBeEnabled();
  });

  it('a submit without an answer shows the error on the question and gives no results: no answer is made up', async () => {
    const learner = testUser();
    startSignedIn(learner);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user: learner }),
      'POST /api/progress/events': () => json(200, {}),
    });
    const user = renderWizard();
    for (const value of ['beginner', 'conservative', 'minimal', 'small']) {
      await user.click(radio(value));
      await next(user);
    }
    const group = screen.getByRole('group', { name: 'What is your main goal?' });
    expect(group).not.toHaveAccessibleDescription();
    // Get Results is disabled; a submit that still arrives is refused.
    fireEvent.submit(nextButton().closest('form') as HTMLFormElement);

    await waitFor(() => expect(group).toHaveAccessibleDescription('Please choose an answer to continue.'));
    for (const input of within(group).getAllByRole('radio')) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Question 5 of 5')).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-results')).toBeNull();
    expect(server.callsTo('POST /api/progress/events')).toHaveLength(0);

    // Answered, the error goes and the results are for the answers chosen.
    await user.click(radio('growth'));
    expect(group).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Get Results' }));
    expect(await screen.findByRole('heading', { name: 'Your Top 3 Strategies' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/progress/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/progress/events')[0]?.body).toMatchObject({
      kind: 'wizard_result',
      answers: { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small', goal: 'growth' },
    });
  });

  it('reads Get Results on the last question and shows the top three by match percent, raw score kept', async () => {
    const user = renderWizard();
    for (const value of ['beginner', 'conservative', 'minimal', 'small']) {
      await user.click(radio(value));
      await next(user);
    }
    expect(screen.getByText('Question 5 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get Results' })).toBeDisabled();
    await user.click(radio('savings'));
    await user.click(screen.getByRole('button', { name: 'Get Results' }));

    // The form submits asynchronously (react-hook-form): focus moves once its answer renders.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your Top 3 Strategies' })).toHaveFocus());
    const results = screen.getAllByTestId('wizard-result');
    // beginner/conservative/minimal/small/savings can give at most 50 + 25 + 35 + 15 + 15 = 140 points.
    // dca and stacking-sats earn all 140 (ties keep the table order); value-averaging earns
    // foundational 20 + min $50 15 + savings 15 = 50, round(100 x 50 / 140) = 36%.
    expect(results.map((card) => card.dataset.strategyId)).toEqual(['dca', 'stacking-sats', 'value-averaging']);
    expect(results.map((card) => card.dataset.score)).toEqual(['140', '140', '50']);
    expect(results.map((card) => within(card).getByTestId('match-percent').textContent)).toEqual([
      '100% match',
      '100% match',
      '36% match',
    ]);
    const first = results[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Dollar-Cost Averaging' })).toBeInTheDocument();
    expect(within(first).getByText('Risk 2/5')).toBeInTheDocument();
    expect(within(first).getByText('Simple')).toBeInTheDocument();
    expect(within(first).getByText('Simple to run, which suits a beginner')).toBeInTheDocument();
    expect(within(first).getByText(/Start thy purse to fattening/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Explore in Strategies/ })).toHaveAttribute(
      'href',
      '/home?tab=strategies',
    );
    expect(screen.getByText(EDUCATIONAL_DISCLAIMER)).toBeInTheDocument();
  });

  it('Take Quiz Again clears the answers and returns to question 1', async () => {
    const user = renderWizard();
    for (const value of ['advanced', 'aggressive', 'high', 'large', 'income']) {
      await user.click(radio(value));
      await next(user);
    }
    // advanced/aggressive/high/large/income: at most 45 + 20 + 25 + 10 + 20 = 120 points.
    // options-strategies 100 (83%), bitcoin-mining 95 (79%), lightning-earning 80 (67%).
    expect(screen.getAllByTestId('wizard-result').map((card) => card.dataset.matchPercent)).toEqual(['83', '79', '67']);

    await user.click(screen.getByRole('button', { name: 'Take Quiz Again' }));
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    // The form submits asynchronously (react-hook-form): focus moves once its answer renders.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'How much experience do you have with Bitcoin?' })).toHaveFocus(),
    );
    expect(screen.getAllByRole('radio').filter((input) => (input as HTMLInputElement).checked)).toEqual([]);
    expect(nextButton()).toBeDisabled();
    expect(previousButton()).toBeDisabled();
    expect(screen.queryByTestId('wizard-results')).toBeNull();
  });

  it('works from the keyboard: arrow keys choose, Enter moves on', async () => {
    const user = renderWizard();
    await user.tab();
    expect(radio('beginner')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('intermediate')).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Question 2 of 5')).toBeInTheDocument();
  });

  it('keeps the question and the answers for the visit: a tab switch or a reload comes back to them', async () => {
    const first = renderWizard();
    await first.click(radio('intermediate'));
    await next(first);
    await first.click(radio('aggressive'));
    first.unmount();

    renderWizard();
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(radio('aggressive')).toBeChecked();
    expect(nextButton()).toBeEnabled();
    // Nothing was asked for, so focus stays where the page puts it.
    expect(document.body).toHaveFocus();
  });

  it('keeps the results for the visit', async () => {
    const first = renderWizard();
    for (const value of ['advanced', 'aggressive', 'high', 'large', 'income']) {
      await first.click(radio(value));
      await next(first);
    }
    first.unmount();
    renderWizard();
    expect(screen.getAllByTestId('wizard-result').map((card) => card.dataset.matchPercent)).toEqual(['83', '79', '67']);
  });

  it('another learner signing in on this tab starts afresh, without the answers kept before', async () => {
    const first = renderWizard();
    for (const value of ['advanced', 'aggressive', 'high', 'large', 'income']) {
      await first.click(radio(value));
      await next(first);
    }
    first.unmount();
    // The first learner's session ended without a sign-out (it expired, or ended in another tab).
    signInAs(testUser({ id: 2, username: 'bansir', firstName: 'Bansir' }));
    renderWizard();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-results')).toBeNull();
  });

  it.each([
    '{not json',
    JSON.stringify({ owner: 1, value: { index: 9, answers: {}, results: null } }),
    JSON.stringify({ owner: 1, value: { index: 1, answers: { risk: 'reckless' }, results: null } }),
    JSON.stringify({ owner: 1, value: { index: 0, answers: {}, results: { experience: 'beginner' } } }),
  ])('ignores a corrupt stored wizard %s and starts at question 1', (stored) => {
    sessionStorage.setItem(visitKeys.wizard, stored);
    renderWizard();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.queryByTestId('wizard-results')).toBeNull();
  });

  it('shows the starting amounts in the learner’s currency, converted and said so, and scores by option id (issue 46)', async () => {
    signInAs(testUser({ preferences: { ...defaultUserPreferences, defaultCurrency: 'JPY' } }));
    const user = renderWizard();
    const answers = {
      experience: 'beginner',
      risk: 'moderate',
      time: 'minimal',
      investment: 'medium',
      goal: 'savings',
    };
    for (const value of ['beginner', 'moderate', 'minimal']) {
      await user.click(radio(value));
      await next(user);
    }
    // 2026-04-13: 159.834 yen to the dollar; $1, $100 and $1,000 to two significant figures.
    expect(
      screen.getByRole('heading', { name: 'How much do you plan to start with, in Japanese yen (JPY)?' }),
    ).toBeInTheDocument();
    const question = screen.getByTestId('wizard-question');
    expect(question).toHaveTextContent('¥160-¥16,000');
    expect(question).toHaveTextContent('¥16,000-¥160,000');
    expect(question).toHaveTextContent('¥160,000+');
    expect(question).not.toHaveTextContent('$1-$100');
    expect(question).not.toHaveTextContent('$1,000+');
    expect(screen.getByTestId('wizard-question-note')).toHaveTextContent(
      'Converted from $1, $100 and $1,000 at the latest bundled ECB reference rate (Apr 13, 2026: 1 US dollar = 159.834 JPY), rounded to two significant figures.',
    );
    for (const value of ['medium', 'savings']) {
      await user.click(radio(value));
      await next(user);
    }
    expect(
      within(screen.getByRole('list', { name: 'Your answers' })).getByText(/¥16,000-¥160,000/),
    ).toBeInTheDocument();
    // The scoring rules' dollar amounts are followed by the converted figure.
    const cards = screen.getAllByTestId('wizard-result');
    expect(cards.some((card) => card.textContent?.includes('Can start with $1,000 (¥160,000) or less'))).toBe(true);
    expect(cards.some((card) => card.textContent?.includes('Can start with $1,000 or less'))).toBe(false);
    const shown = screen.getAllByTestId('wizard-result').map((card) => card.getAttribute('data-strategy-id'));
    const expected = recommendStrategies(strategies, answers as WizardAnswers).map(({ strategy }) => strategy.id);
    expect(shown).toEqual(expected);
  });

  it('keeps the starting amounts in US dollars for a dollar learner, with no conversion note', async () => {
    const user = renderWizard();
    for (const value of ['beginner', 'moderate', 'minimal']) {
      await user.click(radio(value));
      await next(user);
    }
    expect(
      screen.getByRole('heading', { name: 'How much do you plan to start with, in US dollars?' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('wizard-question')).toHaveTextContent('$1-$100');
    expect(screen.queryByTestId('wizard-question-note')).toBeNull();
  });

  it("pre-selects the risk answer from the learner's saved risk tolerance", async () => {
    signInWithRisk('conservative');
    const user = renderWizard();
    await user.click(radio('beginner'));
    await next(user);
    expect(screen.getByText('Question 2 of 5')).toBeInTheDocument();
    expect(radio('conservative')).toBeChecked();
    expect(nextButton()).toBeEnabled();
    // The learner may still choose another answer.
    await user.click(radio('moderate'));
    expect(radio('moderate')).toBeChecked();
  });

  it('Take Quiz Again starts from the saved risk tolerance again', async () => {
    signInWithRisk('aggressive');
    const user = renderWizard();
    for (const value of ['advanced', 'moderate', 'high', 'large', 'income']) {
      await user.click(radio(value));
      await next(user);
    }
    await user.click(screen.getByRole('button', { name: 'Take Quiz Again' }));
    await user.click(radio('beginner'));
    await next(user);
    expect(radio('aggressive')).toBeChecked();
  });

  it('saves the result in the account and shows the last saved one beside a new result', async () => {
    const learner = testUser();
    startSignedIn(learner);
    const lastAnswers = {
      experience: 'advanced',
      risk: 'aggressive',
      time: 'high',
      investment: 'large',
      goal: 'growth',
    };
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user: learner }),
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
          lastWizardResult: { answers: lastAnswers, savedAt: '2026-11-20T10:00:00.000Z' },
          lastAssessment: null,
          classTargets: [],
        }),
      'POST /api/progress/events': () => json(200, {}),
    });
    const user = renderWizard();
    await waitFor(() => expect(server.callsTo('GET /api/progress')).toHaveLength(1));
    for (const value of ['beginner', 'conservative', 'minimal', 'small', 'savings']) {
      await user.click(radio(value));
      await next(user);
    }
    expect(screen.getByTestId('last-result')).toHaveTextContent(
      /^Your last result, saved Nov 20, 2026: .+ first, \d+% match\.$/,
    );
    await waitFor(() => expect(server.callsTo('POST /api/progress/events')).toHaveLength(1));
    expect(server.callsTo('POST /api/progress/events')[0]?.body).toMatchObject({
      kind: 'wizard_result',
      answers: { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small', goal: 'savings' },
    });
  });
});
