import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewResult } from '@shared/schemas/review';
import en from '@/i18n/locales/en.json';
import enQuiz from '@/i18n/locales/en/quiz.json';
import es from '@/i18n/locales/es.json';
import esQuiz from '@/i18n/locales/es/quiz.json';
import { activateLoadedLanguage, pageLanguage } from '@/i18n/i18n';
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
    const grading = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'Incorrect: your answer was ‘Nothing’. The right answer: ‘The wallet’.',
    );
    await waitFor(() => expect(grading.closest('p')).toHaveFocus());
    expect(group).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Back to box 1: it comes back on Sun, Nov 29.');
  });

  it('mid-review: a switch to Spanish reads the answered item and its grading again, and counts nothing twice', async () => {
    const spanishQuestion = {
      ...question,
      prompt: '¿Qué restauran las palabras semilla?',
      options: [
        { id: 'a' as const, text: 'La billetera' },
        { id: 'b' as const, text: 'La cuenta del exchange' },
        { id: 'c' as const, text: 'Nada' },
      ],
    };
    const spanishResult: ReviewResult = {
      ...result,
      item: spanishQuestion,
      graded: result.graded && { ...result.graded, explanation: 'Las palabras semilla reconstruyen las claves.' },
    };
    const learner = testUser();
    startSignedIn(learner);
    const server = fakeServer({
      'GET /api/auth/me': () => json(200, { user: learner }),
      [`GET /api/review?${new URLSearchParams({ timeZone: browserTimeZone() })}`]: () =>
        json(200, pageLanguage() === 'es' ? { ...review, items: [spanishQuestion] } : review),
      'POST /api/review/answers': () => json(200, pageLanguage() === 'es' ? spanishResult : result),
    });
    const user = userEvent.setup();
    renderApp(<ReviewCard />, { path: '/home' });
    try {
      const form = await screen.findByRole('form', { name: 'Review question' });
      await user.click(within(form).getByRole('radio', { name: 'Nothing' }));
      await user.click(within(form).getByRole('button', { name: 'Check my answer' }));
      await screen.findByText('The seed words rebuild the wallet’s keys.');

      activateLoadedLanguage('es', { ...es, ...esQuiz });
      expect(await screen.findByText('Las palabras semilla reconstruyen las claves.')).toBeInTheDocument();
      const group = await screen.findByRole('group', { name: '¿Qué restauran las palabras semilla?' });
      expect(within(group).getByRole('radio', { name: 'Nada' })).toBeChecked();
      expect(screen.getByRole('status')).toHaveTextContent(/^Vuelve a la caja 1: vuelve el /);
      // The same answer, sent again with the same clientId: the server counts it once.
      const sent = server
        .callsTo('POST /api/review/answers')
        .map((call) => (call.body as { clientId: string }).clientId);
      expect(sent).toHaveLength(2);
      expect(new Set(sent).size).toBe(1);
      expect(screen.queryByText(/The seed words|Back to box/)).toBeNull();
    } finally {
      activateLoadedLanguage('en', { ...en, ...enQuiz });
    }
  });
});
