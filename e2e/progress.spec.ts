import { seriousViolations } from './axe';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { answerOnScreen, learnFromGradedAnswers, promptsOnScreen, quizForm, type Key } from './quiz-key';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('progress: the guide quiz passed and a calculation are checked, kept after a reload; axe clean', async ({
      page,
      request,
    }) => {
      const { token } = await createUser(page.request);
      await startSignedIn(page, token);
      await page.goto('/home?tab=guide');
      const summary = page.getByTestId('progress-summary');
      await expect(summary).toHaveText('0 of 8 complete');
      const path = page.getByRole('list', { name: 'Learning path progress' });
      await expect(path.getByText('Step 1, Guide (current)')).toBeAttached();

      const section = page.getByRole('region', { name: 'Check your understanding' });
      await section.getByRole('button', { name: 'Start the quiz' }).click();
      await expect(quizForm(page).locator('fieldset')).toHaveCount(6);
      const key: Key = new Map();
      await learnFromGradedAnswers(request, key, await promptsOnScreen(page));
      await answerOnScreen(page, key, 'right');
      await expect(page.getByRole('heading', { name: /^Passed: 6 of 6 right$/ })).toBeFocused();

      await expect(summary).toHaveText('1 of 8 complete');
      await expect(path.getByText('Step 1, Guide: complete (current)')).toBeAttached();
      await expect(page.getByRole('link', { name: 'Continue where you left off: Glossary' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/home?tab=calculator');
      // The result it opens with is not a calculation of the learner's: change the amount, then Calculate.
      await expect(page.getByRole('group', { name: 'Total Invested', exact: true })).toContainText('$1,200.00');
      await page.getByLabel('Investment Amount ($)').fill('250');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('group', { name: 'Total Invested', exact: true })).toContainText('$3,000.00');
      await expect(summary).toHaveText('2 of 8 complete');
      await expect(path.getByText('Step 6, DCA Calculator: complete (current)')).toBeAttached();

      await page.reload();
      await expect(summary).toHaveText('2 of 8 complete');
      await expect(path.getByText('Step 1, Guide: complete')).toBeAttached();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('offline', () => {
  // As in offline.spec.ts: no service worker, whose update check would fail offline.
  test.use({ serviceWorkers: 'block' });

  test('a glossary term opened offline is sent once when back online', async ({ page, context }) => {
    const { token } = await createUser(page.request);
    await startSignedIn(page, token);
    await page.goto('/home?tab=glossary');
    await expect(page.getByTestId('progress-summary')).toHaveText('0 of 8 complete');
    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/progress/events' && req.method() === 'POST') sent.push(req.url());
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Address/ }).click();
    await expect(page.getByRole('button', { name: /^Address/ })).toHaveAttribute('aria-expanded', 'true');
    // Paused while offline: nothing was tried.
    expect(sent).toEqual([]);
    const stored = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/progress/events' && res.request().method() === 'POST',
    );
    await context.setOffline(false);
    // The server's answer, not only the request: the progress is read once the event is stored.
    expect((await stored).status()).toBe(200);
    const answer = await page.request.get('/api/progress', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await answer.json()) as { glossaryTermsOpened: number }).glossaryTermsOpened).toBe(1);
    expect(sent).toHaveLength(1);
  });
});
