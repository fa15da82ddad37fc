import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DrawnQuiz, GradedQuiz } from '@shared/schemas/quiz';
import { apiError, fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { QuizSection } from './quiz-section';

const attemptId = (n: number) => `6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4${n}`;

function drawn(n: number): DrawnQuiz {
  return {
    attemptId: attemptId(n),
    step: 'guide',
    passMark: 5,
    expiresAt: '2026-11-28T09:30:00.000Z',
    questions: Array.from({ length: 6 }, (_, index) => ({
      id: `q${n}-${index}`,
      prompt: `Question ${n}.${index + 1}?`,
      options: [
        { id: 'a', text: `Right ${index}` },
        { id: 'b', text: `Wrong ${index}` },
        { id: 'c', text: `Other ${index}` },
      ],
    })),
  };
}

/** Grades as the server would, with 'a' right everywhere. */
function graded(quiz: DrawnQuiz, body: unknown): GradedQuiz {
  const answers = (body as { answers: { questionId: string; optionId: 'a' | 'b' | 'c' }[] }).answers;
  const questions = quiz.questions.map((question) => {
    const chosen = answers.find((answer) => answer.questionId === question.id)?.optionId ?? 'b';
    return {
      ...question,
      chosenOptionId: chosen,
      correctOptionId: 'a' as const,
      correct: chosen === 'a',
      explanation: `Because ${question.id}.`,
      source: 'BIP-39: Mnemonic code for generating deterministic keys',
      lesson: { title: `Lesson ${question.id}`, href: `/home?tab=glossary&term=${question.id}` },
    };
  });
  const score = questions.filter((question) => question.correct).length;
  return {
    attemptId: quiz.attemptId,
    step: 'guide',
    score,
    total: 6,
    passMark: 5,
    passed: score >= 5,
    questions,
    answeredAt: '2026-11-27T09:35:00.000Z',
  };
}

beforeEach(() => {
  startSignedIn(testUser());
});

async function answerAll(user: ReturnType<typeof userEvent.setup>, pick: (index: number) => string) {
  const groups = within(screen.getByRole('form', { name: 'Quiz' })).getAllByRole('group');
  for (const [index, group] of groups.entries())
    await user.click(within(group).getByRole('radio', { name: pick(index) }));
  await user.click(screen.getByRole('button', { name: 'Check my answers' }));
}

describe('QuizSection', () => {
  it('draws nothing until started, then grades on the server and shows why', async () => {
    let draws = 0;
    const server = fakeServer({
      'POST /api/quizzes/guide/attempts': () => json(201, drawn(++draws)),
      [`POST /api/quizzes/guide/attempts/${attemptId(1)}/answers`]: (call) => json(200, graded(drawn(1), call.body)),
      [`POST /api/quizzes/guide/attempts/${attemptId(2)}/answers`]: (call) => json(200, graded(drawn(2), call.body)),
    });
    const user = userEvent.setup();
    renderApp(<QuizSection step="guide" />);
    expect(screen.getByRole('heading', { name: 'Check your understanding' })).toBeVisible();
    expect(server.calls.filter((call) => call.path.startsWith('/api/quizzes'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    const form = await screen.findByRole('form', { name: 'Quiz' });
    expect(within(form).getAllByRole('group')).toHaveLength(6);
    expect(within(form).getByRole('group', { name: /^1\.\s*Question 1\.1\?$/ })).toBeVisible();

    // Nothing chosen: each question says so, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await within(form).findAllByText('Choose an answer')).toHaveLength(6);
    expect(server.callsTo(`POST /api/quizzes/guide/attempts/${attemptId(1)}/answers`)).toHaveLength(0);

    // Two wrong: 4 of 6, not passed; the result takes the focus.
    await answerAll(user, (index) => (index < 2 ? `Wrong ${index}` : `Right ${index}`));
    const result = await screen.findByRole('heading', { name: 'Not passed yet: 4 of 6 right' });
    await waitFor(() => expect(result).toHaveFocus());
    expect(server.callsTo(`POST /api/quizzes/guide/attempts/${attemptId(1)}/answers`)[0]?.body).toEqual({
      answers: drawn(1).questions.map((question, index) => ({
        questionId: question.id,
        optionId: index < 2 ? 'b' : 'a',
      })),
    });
    expect(screen.getAllByText(/^Incorrect:/)).toHaveLength(2);
    expect(screen.getByText('Because q1-0.')).toBeVisible();
    expect(screen.getAllByText('Source: BIP-39: Mnemonic code for generating deterministic keys')).toHaveLength(6);
    // Each missed question links to the passage that teaches it; a right answer needs no link.
    expect(screen.getByRole('link', { name: 'Lesson q1-0' })).toHaveAttribute('href', '/home?tab=glossary&term=q1-0');
    expect(screen.getByRole('link', { name: 'Lesson q1-1' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Lesson q1-2' })).toBeNull();

    // Another quiz: a new draw, answered right.
    await user.click(screen.getByRole('button', { name: 'Try another quiz' }));
    expect(await screen.findByRole('group', { name: /^1\.\s*Question 2\.1\?$/ })).toBeVisible();
    await answerAll(user, (index) => `Right ${index}`);
    expect(await screen.findByRole('heading', { name: 'Passed: 6 of 6 right' })).toBeVisible();
    expect(screen.getAllByText(/^Correct:/)).toHaveLength(6);
  });

  it('with one question unanswered, marks that question and sends nothing: no answer is made up', async () => {
    const server = fakeServer({
      'POST /api/quizzes/guide/attempts': () => json(201, drawn(1)),
      [`POST /api/quizzes/guide/attempts/${attemptId(1)}/answers`]: (call) => json(200, graded(drawn(1), call.body)),
    });
    const user = userEvent.setup();
    renderApp(<QuizSection step="guide" />);
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    const form = await screen.findByRole('form', { name: 'Quiz' });
    const groups = within(form).getAllByRole('group');
    for (const [index, group] of groups.entries())
      if (index !== 3) await user.click(within(group).getByRole('radio', { name: `Right ${index}` }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));

    const missed = within(form).getByRole('group', { name: /^4\.\s*Question 1\.4\?$/ });
    await waitFor(() => expect(missed).toHaveAccessibleDescription('Choose an answer'));
    for (const radio of within(missed).getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getAllByText('Choose an answer')).toHaveLength(1);
    expect(within(groups[0] as HTMLElement).getByRole('radio', { name: 'Right 0' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(server.callsTo(`POST /api/quizzes/guide/attempts/${attemptId(1)}/answers`)).toHaveLength(0);

    // Answered, the question's error goes and the six answers are sent as chosen.
    await user.click(within(missed).getByRole('radio', { name: 'Other 3' }));
    expect(missed).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByRole('heading', { name: 'Passed: 5 of 6 right' })).toBeVisible();
    expect(server.callsTo(`POST /api/quizzes/guide/attempts/${attemptId(1)}/answers`)[0]?.body).toEqual({
      answers: drawn(1).questions.map((question, index) => ({
        questionId: question.id,
        optionId: index === 3 ? 'c' : 'a',
      })),
    });
  });

  it("shows the server's message when the quiz cannot be drawn, and tries again", async () => {
    let fail = true;
    fakeServer({
      'POST /api/quizzes/guide/attempts': () =>
        fail
          ? apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait 40 seconds and try again.')
          : json(201, drawn(1)),
    });
    const user = userEvent.setup();
    renderApp(<QuizSection step="guide" />);
    await user.click(screen.getByRole('button', { name: 'Start the quiz' }));
    expect(await screen.findByText('Too many attempts. Please wait 40 seconds and try again.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Quiz' })).toBeVisible();
  });
});
