import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DrawnQuiz, GradedQuiz, QuizAttemptView } from '@shared/schemas/quiz';
import en from '@/i18n/locales/en.json';
import enQuiz from '@/i18n/locales/en/quiz.json';
import es from '@/i18n/locales/es.json';
import esQuiz from '@/i18n/locales/es/quiz.json';
import { activateLoadedLanguage, pageLanguage } from '@/i18n/i18n';
import { fakeServer, json } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { startSignedIn } from '@/test/signed-in';
import { testUser } from '@/test/test-user';
import { QuizSection } from './quiz-section';

/**
 * Issue 48: a learner who switches language mid-quiz loses nothing. The server writes the text in
 * the language the request carries (the page's); here the fake server answers by the page's
 * language the same way.
 */

const attemptId = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a41';
const words = {
  en: { prompt: (i: number) => `Question ${i}?`, options: ['A tenth', 'A half', 'Nothing'], why: 'Because.' },
  es: { prompt: (i: number) => `¿Pregunta ${i}?`, options: ['Una décima parte', 'La mitad', 'Nada'], why: 'Porque.' },
};

function drawnIn(language: 'en' | 'es'): DrawnQuiz {
  const text = words[language];
  return {
    attemptId,
    step: 'guide',
    passMark: 5,
    expiresAt: '2026-11-28T09:30:00.000Z',
    questions: Array.from({ length: 6 }, (_, index) => ({
      id: `q-${index}`,
      prompt: text.prompt(index + 1),
      options: (['a', 'b', 'c'] as const).map((id, place) => ({ id, text: text.options[place] ?? '' })),
    })),
  };
}

function gradedIn(language: 'en' | 'es', chosen: 'a' | 'b' | 'c'): GradedQuiz {
  const quiz = drawnIn(language);
  return {
    attemptId,
    step: 'guide',
    score: 6,
    total: 6,
    passMark: 5,
    passed: chosen === 'a',
    questions: quiz.questions.map((question) => ({
      ...question,
      chosenOptionId: chosen,
      correctOptionId: 'a',
      correct: chosen === 'a',
      explanation: words[language].why,
      source: 'BIP-39: Mnemonic code for generating deterministic keys',
      lesson: { title: language === 'es' ? 'Frase semilla' : 'Seed Phrase', href: '/home?tab=glossary&term=x' },
    })),
    answeredAt: '2026-11-27T09:35:00.000Z',
  };
}

const language = () => (pageLanguage() === 'es' ? 'es' : 'en');
const toSpanish = () => activateLoadedLanguage('es', { ...es, ...esQuiz });

beforeEach(() => startSignedIn(testUser()));
afterEach(() => activateLoadedLanguage('en', { ...en, ...enQuiz }));

describe('a quiz when the page’s language changes', () => {
  it('mid-quiz: reads the same attempt again in Spanish and keeps the answers chosen', async () => {
    let answered: 'a' | 'b' | 'c' | null = null;
    const server = fakeServer({
      'POST /api/quizzes/guide/attempts': () => json(201, drawnIn(language())),
      [`GET /api/quizzes/guide/attempts/${attemptId}`]: () =>
        json(200, {
          quiz: drawnIn(language()),
          graded: answered ? gradedIn(language(), answered) : null,
        } satisfies QuizAttemptView),
      [`POST /api/quizzes/guide/attempts/${attemptId}/answers`]: (call) => {
        answered = (call.body as { answers: { optionId: 'a' | 'b' | 'c' }[] }).answers[0]?.optionId ?? 'b';
        return json(200, gradedIn(language(), answered));
      },
    });
    const user = userEvent.setup();
    renderApp(<QuizSection step="guide" />, { path: '/home' });
    await user.click(await screen.findByRole('button', { name: 'Start the quiz' }));
    const form = await screen.findByRole('form', { name: 'Quiz' });
    for (const group of within(form).getAllByRole('group').slice(0, 3))
      await user.click(within(group).getByRole('radio', { name: 'A tenth' }));

    toSpanish();
    await waitFor(() => expect(server.callsTo(`GET /api/quizzes/guide/attempts/${attemptId}`)).toHaveLength(1));
    const spanishForm = await screen.findByRole('form', { name: 'Cuestionario' });
    const groups = await within(spanishForm).findAllByRole('group', { name: /¿Pregunta \d\?/ });
    expect(groups).toHaveLength(6);
    // The three answers chosen in English are still chosen, now read in Spanish; no new draw.
    groups
      .slice(0, 3)
      .forEach((group) => expect(within(group).getByRole('radio', { name: 'Una décima parte' })).toBeChecked());
    groups
      .slice(3)
      .forEach((group) => expect(within(group).getByRole('radio', { name: 'Una décima parte' })).not.toBeChecked());
    expect(server.callsTo('POST /api/quizzes/guide/attempts')).toHaveLength(1);
    expect(screen.queryByText(/Question \d\?/)).toBeNull();

    // Answered in Spanish, graded in Spanish; back in English, the grading reads in English.
    for (const group of groups.slice(3))
      await user.click(within(group).getByRole('radio', { name: 'Una décima parte' }));
    await user.click(screen.getByRole('button', { name: 'Revisar mis respuestas' }));
    expect(await screen.findByRole('heading', { name: 'Aprobado: 6 de 6 correctas' })).toBeInTheDocument();
    expect(screen.getAllByText('Porque.')).toHaveLength(6);
    activateLoadedLanguage('en', { ...en, ...enQuiz });
    expect(await screen.findByRole('heading', { name: 'Passed: 6 of 6 right' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Because.')).toHaveLength(6));
    expect(server.callsTo(`POST /api/quizzes/guide/attempts/${attemptId}/answers`)).toHaveLength(1);
  });
});
