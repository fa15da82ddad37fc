import type { APIRequestContext } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * A Spanish teacher's classes (issue 48): Settings › Classes, the class list and a class's cohort
 * view, with a learner who missed a quiz question, at 390 and 1280 px. No English message of the
 * catalogues is visible, nothing is wider than the screen, and the missed question's lesson is named
 * as its Spanish screen names it.
 */
test.use({ locale: 'es-MX' });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Graded {
  questions: { correct: boolean }[];
}
interface MissedQuestion {
  prompt: string;
  missedBy: number;
  lesson: { title: string; href: string };
}

/** Answers guide quizzes (every first option) until one answer is wrong: the class then has a miss. */
async function missAQuestion(request: APIRequestContext, token: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const drawn = await request.post('/api/quizzes/guide/attempts', { headers: bearer(token) });
    expect(drawn.status()).toBe(201);
    const quiz = (await drawn.json()) as { attemptId: string; questions: { id: string }[] };
    const graded = await request.post(`/api/quizzes/guide/attempts/${quiz.attemptId}/answers`, {
      headers: bearer(token),
      data: { answers: quiz.questions.map((question) => ({ questionId: question.id, optionId: 'a' })) },
    });
    expect(graded.status()).toBe(200);
    if (((await graded.json()) as Graded).questions.some((question) => !question.correct)) return;
  }
  throw new Error('Five guide quizzes answered all right with every first option');
}

for (const width of [390, 1280]) {
  test(`a Spanish teacher's classes and cohort view at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const teacher = await createUser(request, { overrides: { firstName: 'Clara', lastName: 'Docente' } });
    const language = await request.put('/api/auth/preferences', {
      headers: bearer(teacher.token),
      data: { language: 'es' },
    });
    expect(language.status(), await language.text()).toBe(200);
    expect((await request.post('/api/classroom/teacher', { headers: bearer(teacher.token) })).status()).toBe(200);
    const made = await request.post('/api/classes', {
      headers: bearer(teacher.token),
      data: { name: 'Ahorro 2027', endDate: '2027-06-30' },
    });
    expect(made.status()).toBe(201);
    const { id, joinCode } = (await made.json()) as { id: number; joinCode: string };

    // A learner misses a guide question, then joins.
    const learner = await createUser(request, { overrides: { firstName: 'Ada', lastName: 'Lovelace' } });
    await missAQuestion(request, learner.token);
    const joined = await request.post(`/api/join/${joinCode}`, {
      headers: bearer(learner.token),
      data: { shareEmail: false },
    });
    expect(joined.status()).toBe(201);

    await startSignedIn(page, teacher.token);
    await page.goto('/settings?section=classes');
    await expect(page.getByText('Eres docente, con 1 clase abierta.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Abrir tus clases' })).toBeVisible();
    await expectSpanishScreen(page);

    await page.getByRole('link', { name: 'Abrir tus clases' }).click();
    await expect(page.getByRole('heading', { name: 'Tus clases' })).toBeVisible();
    await page.getByRole('link', { name: 'Ahorro 2027' }).click();
    await expect(page).toHaveURL(new RegExp(`/teach/${id}$`));
    await expect(page.getByRole('heading', { name: 'Ahorro 2027' })).toBeVisible();
    await expect(page.getByText('1 de 200 estudiantes · termina el 30 jun 2027')).toBeVisible();
    await expect(page.getByTestId('join-code')).toHaveText(joinCode);
    const rows = page.getByTestId('cohort-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Cuestionario de Guía');
    const funnel = page.getByRole('list', { name: 'Embudo de avance' });
    await expect(funnel.getByRole('listitem').last()).toContainText('Certificado');
    // Every stage's name is read whole: none is cut ("Asistente de estr…"), a long one wraps.
    const stages = await funnel
      .getByTestId('funnel-stage')
      .evaluateAll((names) =>
        names.map((name) => ({ text: name.textContent, scroll: name.scrollWidth, client: name.clientWidth })),
      );
    expect(stages.map((stage) => stage.text)).toContain('Asistente de estrategias');
    for (const stage of stages) expect(stage.scroll, stage.text ?? '').toBeLessThanOrEqual(stage.client);

    // The miss, and its lesson by the title its Spanish screen shows (the API's answer to a Spanish
    // page); the English page names it otherwise.
    const cohort = async (accept: string) => {
      const res = await request.get(`/api/classes/${id}/cohort`, {
        headers: { ...bearer(teacher.token), 'Accept-Language': accept },
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { missedQuestions: MissedQuestion[] }).missedQuestions[0]!;
    };
    const [spanish, english] = [await cohort('es-MX,es'), await cohort('en')];
    expect(spanish.lesson.title).not.toBe(english.lesson.title);
    expect(spanish.lesson.href).toBe(english.lesson.href);
    const missed = page.getByRole('list', { name: 'Preguntas más falladas' }).getByRole('listitem').first();
    await expect(missed).toContainText(spanish.prompt);
    await expect(missed).toContainText('Fallada por 1 de 1 · se enseña en');
    await expect(missed.getByRole('link', { name: spanish.lesson.title })).toHaveAttribute('href', spanish.lesson.href);
    await expect(page.getByRole('form', { name: 'Fechas meta' })).toBeVisible();
    await expectSpanishScreen(page);
    // Every button outside the (sideways scrolling) learners table fits inside the page's margins:
    // a longer Spanish label does not stick out of its card.
    for (const box of await page
      .locator('main button:not(table button)')
      .evaluateAll((buttons) =>
        buttons.map((button) => ({ text: button.textContent, right: button.getBoundingClientRect().right })),
      ))
      expect(box.right, box.text ?? '').toBeLessThanOrEqual(width - 16);
    if (width === 390) await page.screenshot({ path: 'test-results/spanish-cohort-390.png', fullPage: true });

    // The lesson link opens the lesson, in Spanish.
    await missed.getByRole('link', { name: spanish.lesson.title }).click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === spanish.lesson.href);
    // (A cure's or a law's card names it without its number.)
    const named = spanish.lesson.title.replace(/^(El|La) \S+ (remedio|ley del oro): /, '');
    await expect(page.getByText(named).locator('visible=true').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
}
