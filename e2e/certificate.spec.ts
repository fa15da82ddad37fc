import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { quizBank } from '../shared/content/quiz-bank';
import { COLOUR_RULES, seriousViolations } from './axe';
import { startBuiltServer, type BuiltServer } from './built-server';
import { createUser, expect, startSignedIn, test as base } from './fixtures';
import { pngSize } from './png';
import { shoot } from './screens';

/**
 * The certificate of completion and the admin's learning figures (decision 048), on a server of
 * this file's own (an admin password, a quiz limit out of the way), so the counts are this file's.
 * The learning path is completed through the API, as the browser would send it: the quizzes are
 * answered from the bank's key (this test is about the certificate, not the quizzes).
 */

const ADMIN_PASSWORD = 'e2e-admin-password-048-cert';

const test = base.extend<object, { certificateServer: BuiltServer }>({
  certificateServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const server = await startBuiltServer('certificate', {
        NODE_ENV: 'test',
        SMTP_URL: '',
        BCRYPT_COST: '10',
        ADMIN_PASSWORD,
        RATE_LIMIT_LOGIN_ADDRESS: '100000/1h',
        RATE_LIMIT_REGISTER_ADDRESS: '100000/1h',
        RATE_LIMIT_REGISTER_ADDRESS_DAY: '100000/24h',
        RATE_LIMIT_QUIZ_ACCOUNT: '100000/1h',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ certificateServer }, use) => {
    await use(certificateServer.url);
  },
});

test.describe.configure({ mode: 'serial' });

const bankById = new Map(quizBank.map((question) => [question.id, question]));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Drawn {
  attemptId: string;
  questions: { id: string; options: { id: string; text: string }[] }[];
}

/** Draws a quiz and answers every question right or wrong; answers the question ids drawn. */
async function answerQuiz(request: APIRequestContext, token: string, step: string, pick: 'right' | 'wrong') {
  const start = await request.post(`/api/quizzes/${step}/attempts`, { headers: bearer(token) });
  expect(start.status()).toBe(201);
  const quiz = (await start.json()) as Drawn;
  const answers = quiz.questions.map((shown) => {
    const question = bankById.get(shown.id);
    const right = question?.options.find((option) => option.id === question.correctOptionId)?.text;
    const chosen = shown.options.find((option) => (pick === 'right' ? option.text === right : option.text !== right));
    return { questionId: shown.id, optionId: chosen?.id ?? 'a' };
  });
  const graded = await request.post(`/api/quizzes/${step}/attempts/${quiz.attemptId}/answers`, {
    headers: bearer(token),
    data: { answers },
  });
  expect(graded.status()).toBe(200);
  expect(((await graded.json()) as { passed: boolean }).passed).toBe(pick === 'right');
  return quiz.questions.map((question) => question.id);
}

async function sendEvent(request: APIRequestContext, token: string, data: object) {
  const res = await request.post('/api/progress/events', { headers: bearer(token), data });
  expect(res.status()).toBe(200);
}

/** All 8 steps of the learning path, through the API. */
async function completeThePath(request: APIRequestContext, token: string) {
  for (const step of ['guide', 'glossary', 'strategies', 'security']) await answerQuiz(request, token, step, 'right');
  for (let i = 0; i < 10; i += 1)
    await sendEvent(request, token, { kind: 'glossary_term_opened', clientId: randomUUID(), termId: `term-${i}` });
  await sendEvent(request, token, {
    kind: 'wizard_result',
    clientId: randomUUID(),
    answers: { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small', goal: 'savings' },
  });
  await sendEvent(request, token, {
    kind: 'assessment_completed',
    clientId: randomUUID(),
    answers: { holdings: 'small', technical: 'beginner', access: 'rare', timeframe: 'long', concerns: 'security' },
  });
  await sendEvent(request, token, { kind: 'comparison', clientId: randomUUID() });
  await sendEvent(request, token, { kind: 'calculation', clientId: randomUUID() });
  const goal = await request.put('/api/treasury/goal', { headers: bearer(token), data: { targetAmount: 1000 } });
  expect(goal.ok()).toBe(true);
  const entry = await request.post('/api/treasury/entries', {
    headers: bearer(token),
    data: { clientId: randomUUID(), month: 'November 2026', amount: 10 },
  });
  expect(entry.ok()).toBe(true);
  const progress = await request.get('/api/progress', { headers: bearer(token) });
  expect(((await progress.json()) as { summary: string }).summary).toBe('8 of 8 complete');
  await passTheExam(request, token);
}

/** The final exam, answered right through the API (decision 056; e2e/exam-credential.spec.ts tests it on screen). */
async function passTheExam(request: APIRequestContext, token: string) {
  const start = await request.post('/api/exam/attempts', { headers: bearer(token) });
  expect(start.status()).toBe(201);
  const exam = (await start.json()) as Drawn;
  const answers = exam.questions.map((shown) => {
    const question = bankById.get(shown.id);
    const right = question?.options.find((option) => option.id === question.correctOptionId)?.text;
    return { questionId: shown.id, optionId: shown.options.find((option) => option.text === right)?.id ?? 'a' };
  });
  const graded = await request.post(`/api/exam/attempts/${exam.attemptId}/answers`, {
    headers: bearer(token),
    data: { answers },
  });
  expect(((await graded.json()) as { passed: boolean }).passed).toBe(true);
}

for (const { view, viewport } of [
  { view: 'phone', viewport: { width: 390, height: 844 } },
  { view: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce', permissions: ['clipboard-read', 'clipboard-write'] });

    test('a learner with 8 of 8 makes a certificate, it previews signed out, and a revoke makes it 404', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      const { token } = await createUser(request);
      await completeThePath(request, token);
      await startSignedIn(page, token);
      // The path's progress, on every tab, leads to the certificate once all 8 steps are complete.
      await page.goto('/home?tab=security');
      await page.getByRole('link', { name: 'Final exam passed: your certificate of completion' }).click();
      await expect(page).toHaveURL(/\/settings\?section=certificate&from=security$/);
      const card = page.getByRole('tabpanel', { name: 'Certificate' });
      await card.getByRole('button', { name: 'Create my certificate' }).click();
      const link = card.getByLabel('Certificate link');
      await expect(link).toHaveValue(/\/certificate\/[A-Za-z0-9_-]{22}$/);
      const url = new URL(await link.inputValue());
      const id = url.pathname.split('/').pop() ?? '';
      await card.getByRole('button', { name: 'Copy link' }).click();
      await expect(card.getByRole('status')).toHaveText('The link is copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url.href);
      const showName = card.getByRole('switch', { name: 'Show my name on the certificate' });
      await expect(showName).not.toBeChecked();
      await showName.click();
      await expect(showName).toBeChecked();
      await expect(showName).toBeEnabled();
      expect(await seriousViolations(page)).toEqual([]);
      // `npm run screens` only: the email and the link's id differ on every run.
      await shoot(page, `settings-certificate-${view}`, [page.getByText(/@example\.com$/), link]);

      // Signed out, in a browser of its own: the public page, its image, and the preview tags.
      const visitor = await browser.newContext({ viewport, baseURL, reducedMotion: 'reduce', colorScheme: 'light' });
      const publicPage = await visitor.newPage();
      await publicPage.goto(url.pathname);
      await expect(publicPage.getByRole('heading', { level: 1, name: 'Bansir Chariot' })).toBeVisible();
      await expect(publicPage.getByRole('list').getByRole('listitem')).toHaveCount(8);
      await expect(publicPage.getByText(/^Final exam passed on [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible();
      const image = publicPage.getByRole('img', { name: /share image/ });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1200);
      expect(await publicPage.content()).not.toMatch(/@example\.com|\$|1,000/);
      expect(await seriousViolations(publicPage)).toEqual([]);
      await shoot(publicPage, `certificate-${view}`);
      // The dark theme changes colours only: the colour rules again.
      await publicPage.emulateMedia({ colorScheme: 'dark' });
      await expect(publicPage.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await seriousViolations(publicPage, { rules: COLOUR_RULES })).toEqual([]);

      const html = await (await request.get(url.pathname)).text();
      const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
      expect(ogImage).toMatch(new RegExp(`/api/certificates/${id}/image\\.png$`));
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain('<meta property="og:title" content="Bansir Chariot completed the Arkad learning path">');
      const png = await request.get(new URL(ogImage ?? '').pathname);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });

      // Revoked: the settings offer a new one; the page and the image are gone.
      await card.getByRole('button', { name: 'Revoke certificate' }).click();
      await card.getByRole('button', { name: 'Yes, revoke it' }).click();
      await expect(card.getByRole('button', { name: 'Create my certificate' })).toBeVisible();
      await publicPage.reload();
      await expect(publicPage.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
      expect(await seriousViolations(publicPage)).toEqual([]);
      expect((await request.get(url.pathname)).status()).toBe(404);
      expect((await request.get(`/api/certificates/${id}/image.png`)).status()).toBe(404);
      await visitor.close();
    });

    test('the admin sees the completion funnel and the questions flagged for review; axe clean', async ({
      page,
      request,
    }) => {
      // One learner answers the security quiz wrong until a question has 20 wrong answers.
      const { token } = await createUser(request);
      const answered = new Map<string, number>();
      let flagged: string | undefined;
      for (let attempt = 0; flagged === undefined; attempt += 1) {
        expect(attempt, 'no question reached 20 answers').toBeLessThan(400);
        for (const id of await answerQuiz(request, token, 'security', 'wrong'))
          answered.set(id, (answered.get(id) ?? 0) + 1);
        flagged = [...answered].find(([, count]) => count >= 20)?.[0];
      }
      const prompt = bankById.get(flagged)?.prompt ?? '';

      await page.goto('/admin');
      await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Unlock' }).click();
      const funnel = page.getByTestId('completion-funnel');
      await expect(funnel).toBeVisible();
      const login = await request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
      const adminToken = ((await login.json()) as { token: string }).token;
      const counts = (await (
        await request.get('/api/admin/learning/funnel', { headers: bearer(adminToken) })
      ).json()) as { learners: number; completedAll: number; steps: { completed: number }[] };
      // The learners of the certificate test at this width and the other finished the path.
      expect(counts.completedAll).toBeGreaterThanOrEqual(1);
      await expect(funnel.getByRole('row', { name: new RegExp(`^All 8 steps ${counts.completedAll} `) })).toBeVisible();
      await expect(
        funnel.getByRole('row', { name: new RegExp(`^1\\. Guide ${counts.steps[0]?.completed} `) }),
      ).toBeVisible();
      const list = page.getByRole('list', { name: /Flagged for review/ });
      await expect(list.getByText(prompt, { exact: true })).toBeVisible();
      await expect(list).toContainText(/Security Assessment quiz · \d+% right · \d+ answers/);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
