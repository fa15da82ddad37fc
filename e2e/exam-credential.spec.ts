import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { quizBank } from '../shared/content/quiz-bank';
import { seriousViolations } from './axe';
import { startBuiltServer, type BuiltServer } from './built-server';
import { createUser, expect, startSignedIn, test as base } from './fixtures';

/**
 * The final exam and the certificate as a verifiable credential (issue 44 points 4 and 6, decision
 * 056), at 390 and 1280 px: fail, wait a day (the page's clock and the server's move together with
 * the X-Arkad-Test-Now header, NODE_ENV=test from this machine only: no real wait), pass, make the
 * certificate, download its credential, verify it, change one byte: refused; revoke: revoked.
 */

const test = base.extend<object, { examServer: BuiltServer }>({
  examServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const server = await startBuiltServer('exam', {
        NODE_ENV: 'test',
        SMTP_URL: '',
        BCRYPT_COST: '10',
        RATE_LIMIT_REGISTER_ADDRESS: '100000/1h',
        RATE_LIMIT_REGISTER_ADDRESS_DAY: '100000/24h',
        RATE_LIMIT_QUIZ_ACCOUNT: '100000/1h',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ examServer }, use) => {
    await use(examServer.url);
  },
});

test.describe.configure({ mode: 'serial' });

const HOUR = 3_600_000;
const bankById = new Map(quizBank.map((question) => [question.id, question]));
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const rightText = (id: string) => {
  const question = bankById.get(id);
  return question?.options.find((option) => option.id === question.correctOptionId)?.text ?? '';
};

/** All 8 steps through the API, as the browser would send them (this test is about the exam). */
async function completeThePath(request: APIRequestContext, token: string) {
  for (const step of ['guide', 'glossary', 'strategies', 'security']) {
    const start = await request.post(`/api/quizzes/${step}/attempts`, { headers: bearer(token) });
    const quiz = (await start.json()) as {
      attemptId: string;
      questions: { id: string; options: { id: string; text: string }[] }[];
    };
    const answers = quiz.questions.map((shown) => ({
      questionId: shown.id,
      optionId: shown.options.find((option) => option.text === rightText(shown.id))?.id ?? 'a',
    }));
    const graded = await request.post(`/api/quizzes/${step}/attempts/${quiz.attemptId}/answers`, {
      headers: bearer(token),
      data: { answers },
    });
    expect(graded.status()).toBe(200);
  }
  const event = (data: object) => request.post('/api/progress/events', { headers: bearer(token), data });
  for (let i = 0; i < 10; i += 1)
    await event({ kind: 'glossary_term_opened', clientId: randomUUID(), termId: `term-${i}` });
  await event({
    kind: 'wizard_result',
    clientId: randomUUID(),
    answers: { experience: 'beginner', risk: 'conservative', time: 'minimal', investment: 'small', goal: 'savings' },
  });
  await event({
    kind: 'assessment_completed',
    clientId: randomUUID(),
    answers: { holdings: 'small', technical: 'beginner', access: 'rare', timeframe: 'long', concerns: 'security' },
  });
  await event({ kind: 'comparison', clientId: randomUUID() });
  await event({ kind: 'calculation', clientId: randomUUID() });
  await request.put('/api/treasury/goal', { headers: bearer(token), data: { targetAmount: 1000 } });
  await request.post('/api/treasury/entries', {
    headers: bearer(token),
    data: { clientId: randomUUID(), month: 'November 2026', amount: 10 },
  });
  const progress = await request.get('/api/progress', { headers: bearer(token) });
  expect(((await progress.json()) as { summary: string }).summary).toBe('8 of 8 complete');
}

/** Answers the exam on screen: `wrong` questions wrong (the first ones), the others right. */
async function answerExam(page: Page, wrong: number) {
  const form = page.getByRole('form', { name: 'Exam' });
  const fieldsets = form.locator('fieldset');
  await expect(fieldsets).toHaveCount(24);
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('form[aria-label="Exam"] fieldset input[type="radio"]')].map(
      (input) => (input as HTMLInputElement).name,
    ),
  );
  const questionIds = [...new Set(ids)];
  for (const [index, id] of questionIds.entries()) {
    const fieldset = fieldsets.nth(index);
    const right = rightText(id);
    if (index < wrong) {
      const texts = await fieldset.locator('label').allTextContents();
      await fieldset
        .getByRole('radio')
        .nth(texts.findIndex((text) => text.trim() !== right))
        .check();
    } else await fieldset.getByRole('radio', { name: right, exact: true }).check();
  }
  await form.getByRole('button', { name: 'Check my answers' }).click();
}

for (const { view, viewport } of [
  { view: 'phone', viewport: { width: 390, height: 844 } },
  { view: 'desktop', viewport: { width: 1280, height: 800 } },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('fail the exam, wait a day, pass, make the certificate, download and verify its credential', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      const { token } = await createUser(request);
      await completeThePath(request, token);
      const now = Date.now();
      await page.clock.setFixedTime(new Date(now));
      await page.setExtraHTTPHeaders({ 'x-arkad-test-now': new Date(now).toISOString() });
      await startSignedIn(page, token);

      // The path leads to the exam; its rules are stated before it starts.
      await page.goto('/home?tab=security');
      await page.getByRole('link', { name: 'All 8 steps complete: take the final exam' }).click();
      await expect(page).toHaveURL(/\/exam$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Final exam' })).toBeVisible();
      await expect(page.getByText('20 of 24 right answers pass.')).toBeVisible();
      await expect(page.getByText(/take the exam again 24 hours later/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/exam-intro-${view}.png`, fullPage: true });

      // Fail: 19 of 24.
      await page.getByRole('button', { name: 'Start the exam' }).click();
      await page.screenshot({ path: `test-results/exam-form-${view}.png` });
      await answerExam(page, 5);
      await expect(page.getByRole('heading', { name: 'Not passed yet: 19 of 24 right' })).toBeFocused();
      // Each missed question links to the passage that teaches it.
      await expect(page.getByText('Where Arkad teaches this:')).toHaveCount(5);
      await page.screenshot({ path: `test-results/exam-failed-${view}.png` });

      // The wait: refused until a day has passed.
      await page.reload();
      await expect(page.getByText(/You can take the exam again from/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start the exam' })).toHaveCount(0);
      await page.screenshot({ path: `test-results/exam-waiting-${view}.png`, fullPage: true });

      // A day later, on the page's clock and the server's: pass, 20 of 24.
      const later = new Date(now + 24 * HOUR + 60_000);
      await page.clock.setFixedTime(later);
      await page.setExtraHTTPHeaders({ 'x-arkad-test-now': later.toISOString() });
      await page.reload();
      await page.getByRole('button', { name: 'Start the exam' }).click();
      await answerExam(page, 4);
      await expect(page.getByRole('heading', { name: 'Passed: 20 of 24 right' })).toBeFocused();

      // The certificate, with the exam's date; the credential downloads.
      await page.getByRole('link', { name: 'Get your certificate' }).click();
      const card = page.getByRole('tabpanel', { name: 'Certificate' });
      await card.getByRole('button', { name: 'Create my certificate' }).click();
      const link = card.getByLabel('Certificate link');
      await expect(link).toHaveValue(/\/certificate\/[A-Za-z0-9_-]{22}$/);
      const examDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(later);
      await expect(card.getByText(examDay)).toBeVisible();
      const downloading = page.waitForEvent('download');
      await card.getByRole('link', { name: 'Download the credential (JSON)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^arkad-certificate-[A-Za-z0-9_-]{22}\.json$/);
      const file = `test-results/credential-${view}.json`;
      await download.saveAs(file);
      const text = readFileSync(file, 'utf8');
      expect(JSON.parse(text)).toMatchObject({ type: ['VerifiableCredential', 'OpenBadgeCredential'] });

      // The public page says 'Verified' once the signature is checked; a visitor can start.
      const visitor = await browser.newContext({ viewport, baseURL, reducedMotion: 'reduce' });
      const publicPage = await visitor.newPage();
      await publicPage.goto(new URL(await link.inputValue()).pathname);
      await expect(publicPage.getByText(`Final exam passed on ${examDay}`)).toBeVisible();
      await expect(publicPage.getByRole('status').filter({ hasText: 'Verified.' })).toBeVisible();
      await expect(publicPage.getByRole('link', { name: 'Start learning free' })).toBeVisible();
      expect(await seriousViolations(publicPage)).toEqual([]);
      await publicPage.screenshot({ path: `test-results/certificate-verified-${view}.png`, fullPage: true });

      // The file, checked on /verify; then one byte changed: refused.
      await publicPage.goto('/verify');
      const input = publicPage.getByLabel('Credential file (JSON)');
      await input.setInputFiles(file);
      await publicPage.getByRole('button', { name: 'Check the credential' }).click();
      await expect(publicPage.getByRole('status')).toContainText('Verified');
      expect(await seriousViolations(publicPage)).toEqual([]);
      await publicPage.screenshot({ path: `test-results/verify-ok-${view}.png`, fullPage: true });
      const at = text.indexOf('"name":"Arkad"');
      expect(at).toBeGreaterThan(-1);
      const tampered = `test-results/credential-tampered-${view}.json`;
      writeFileSync(tampered, `${text.slice(0, at)}"name":"Arkae"${text.slice(at + '"name":"Arkad"'.length)}`);
      await input.setInputFiles(tampered);
      await publicPage.getByRole('button', { name: 'Check the credential' }).click();
      await expect(publicPage.getByRole('status')).toContainText(
        'Not verified: this credential was changed after Arkad signed it',
      );
      await publicPage.screenshot({ path: `test-results/verify-refused-${view}.png`, fullPage: true });

      // Revoked in Settings: the same file now shows as revoked.
      await card.getByRole('button', { name: 'Revoke certificate' }).click();
      await card.getByRole('button', { name: 'Yes, revoke it' }).click();
      await expect(card.getByRole('button', { name: 'Create my certificate' })).toBeVisible();
      await input.setInputFiles(file);
      await publicPage.getByRole('button', { name: 'Check the credential' }).click();
      await expect(publicPage.getByRole('status')).toContainText('Revoked');
      await expect(publicPage.getByRole('status')).toContainText('its holder has withdrawn this certificate');
      await visitor.close();

      // The learner's record lists both exams and what was missed.
      await page.goto('/record');
      const attempts = page.getByRole('table');
      await expect(attempts.getByRole('row', { name: /Final exam 20 of 24 Passed/ })).toBeVisible();
      await expect(attempts.getByRole('row', { name: /Final exam 19 of 24 Not passed/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Questions you missed' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/record-${view}.png`, fullPage: true });
    });
  });
}
