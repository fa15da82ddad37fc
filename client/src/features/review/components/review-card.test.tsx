import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewResult } from '@shared/schemas/review';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import ReviewCard from './review-card';

const question = {
  kind: 'question' as const,
  id: 'guide-seed-words',
  box: 1,
  prompt: 'What do the seed words restore?',
  options: [
    { id: 'a' as const, text: 'The wallet' },
    { id: 'b' as const, text: 'The exchange account' },
    { id: 'c' as const, text: 'Nothing' },
  ],
};

const review: Review = { today: '2026-11-28', items: [question], inReview: 1, nextDueDay: null };

const result: ReviewResult = {
  kind: 'question',
  itemId: question.id,
  item: question,
  correct: false,
  box: 1,
  dueDay: '2026-11-29',
  graded: {
    chosenOptionId: 'c',
    correctOptionId: 'a',
    explanation: 'The seed words rebuild the wallet’s keys.',
    source: 'BIP-39: Mnemonic code for generating deterministic keys',
  },
  review: { ...review, items: [], nextDueDay: '2026-11-29' },
};

function renderReview() {
  const learner = testUser();
  startSignedIn(learner);
  const server = fakeServer({
    'GET /api/auth/me': () => json(200, { user: learner }),
    [`GET /api/review?${new URLSearchParams({ timeZone: browserTimeZone() })}`]: () => json(200, review),
    'POST /api/review/answers': () => json(200, result),
  });
  return { server, user: userEvent.setup(), view: renderApp(<ReviewCard />, { path: '/home' }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('ReviewCard', () => {
  it('with no answer chosen, says so on the question and sends nothing: no answer is made up', async () => {
    const { server, user } = renderReview();
    const form = await screen.findByRole('form', { name: 'Review question' });
    const group = within(form).getByRole('group', { name: 'What do the seed words restore?' });
    expect(group).not.toHaveAccessibleDescription();

    await user.click(within(form).getByRole('button', { name: 'Check my answer' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription('Choose an answer'));
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /api/review/answers')).toHaveLength(0);

    // The answer chosen is the one sent, and the grading says why.
    await user.click(within(group).getByRole('radio', { name: 'Nothing' }));
    expect(group).not.toHaveAccessibleDescription();
    await user.click(within(form).getByRole('button', { name: 'Check my answer' }));
    await waitFor(() => expect(server.callsTo('POST /api/review/answers')).toHaveLength(1));
    expect(server.callsTo('POST /api/review/answers')[0]?.body).toMatchObject({
      kind: 'question',
      itemId: question.id,
      optionId: 'c',
    });
    const grading = await screen.findByText('Incorrect: your answer was ‘Nothing’. The right answer: ‘The wallet’.');
    await waitFor(() => expect(grading.closest('p')).toHaveFocus());
    expect(group).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Back to box 1: it comes back on Sun, Nov 29.');
  });
});
