import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { answerOnScreen, learnFromGradedAnswers, promptsOnScreen, quizForm, type Key } from './quiz-key';

/**
 * Spaced review and the Seven Cures scorecard on /home (issue 26 points 4 and 5, decision 047). The
 * learner misses the Guide quiz, then comes back another day: the page's clock moves on, and the
 * server's review clock with it (the X-Arkad-Test-Now header, honoured with NODE_ENV=test from this
 * machine only). One learner in UTC-10, one in UTC+14.
 */
const HOURS = 3_600_000;

/** The cards load when their place is on the screen (on a phone, below the first screen). */
const showCards = (page: Page) =>
  page.getByTestId('learner-cards').evaluate((place) => place.scrollIntoView({ block: 'center' }));

for (const { viewport, timezoneId } of [
  { viewport: { width: 390, height: 844 }, timezoneId: 'Pacific/Honolulu' },
  { viewport: { width: 1280, height: 800 }, timezoneId: 'Pacific/Kiritimati' },
]) {
  test.describe(`at ${viewport.width} px in ${timezoneId}`, () => {
    test.use({ viewport, timezoneId });

    test('a question missed comes back the next day in the Review card and is answered; the scorecard shows', async ({
      page,
      request,
    }) => {
      const { token } = await createUser(page.request);
      await startSignedIn(page, token);
      await page.goto('/home');
      await showCards(page);
      const review = page.getByRole('region', { name: 'Review' });
      await expect(review).toContainText('Questions you miss in a quiz and glossary terms you open come back here');
      const cures = page.getByRole('region', { name: 'The Seven Cures in practice' });
      await expect(cures).toContainText('0 of the 4 cures Arkad can practise or study are done.');
      await cures.getByText('Each cure and what counts for it').click();
      await expect(cures.getByRole('listitem')).toHaveCount(7);
      await expect(cures.getByRole('listitem').nth(1)).toContainText('Not in Arkad');

      const section = page.getByRole('region', { name: 'Check your understanding' });
      await section.getByRole('button', { name: 'Start the quiz' }).click();
      await expect(quizForm(page).locator('fieldset')).toHaveCount(6);
      const key: Key = new Map();
      const prompts = await promptsOnScreen(page);
      await learnFromGradedAnswers(request, key, prompts);
      await answerOnScreen(page, key, 'wrong');
      await expect(page.getByRole('heading', { name: /^Not passed yet: 0 of 6 right$/ })).toBeFocused();

      await page.reload();
      await showCards(page);
      await expect(review).toContainText('Nothing to review today. Next review:');

      // Another day: 26 hours on, on the page's clock and the server's review clock.
      const later = new Date(Date.now() + 26 * HOURS);
      await page.clock.setFixedTime(later);
      await page.setExtraHTTPHeaders({ 'x-arkad-test-now': later.toISOString() });
      await page.goto('/home');
      await showCards(page);
      await expect(review).toContainText('6 to review today');
      const form = review.getByRole('form', { name: 'Review question' });
      const prompt = (await form.locator('legend').textContent()) ?? '';
      expect(prompts).toContain(prompt);
      await form.getByRole('button', { name: 'Check my answer' }).click();
      await expect(form.getByText('Choose an answer')).toBeVisible();
      await form.getByRole('radio', { name: key.get(prompt)?.right ?? '', exact: true }).check();
      await form.getByRole('button', { name: 'Check my answer' }).click();
      await expect(page.locator(':focus')).toHaveText(/^Correct: your answer was ‘.+’\.$/);
      await expect(form.getByText(/^Source: /)).toBeVisible();
      await expect(review.getByRole('status')).toHaveText(/^Moved up to box 2: it comes back on \w{3}, \w{3} \d+\.$/);
      await expect(review).toContainText('5 to review today');
      await expect(cures).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await review.getByRole('button', { name: 'Next' }).click();
      await expect(review.getByRole('form', { name: 'Review question' }).locator('legend')).not.toHaveText(prompt);
      // For a person to look at (test-results/ is not kept).
      await review.screenshot({ path: `test-results/review-card-${viewport.width}.png` });
      await cures.screenshot({ path: `test-results/seven-cures-${viewport.width}.png` });
    });
  });
}

test.describe('offline', () => {
  // As in offline.spec.ts: no service worker, whose update check would fail offline.
  test.use({ serviceWorkers: 'block' });

  test('a glossary term reviewed offline is sent once when back online, and moves up a box', async ({
    page,
    context,
  }) => {
    const { token } = await createUser(page.request);
    await startSignedIn(page, token);
    await page.goto('/home?tab=glossary');
    await page.getByRole('button', { name: /^Address/ }).click();
    await expect(page.getByRole('button', { name: /^Address/ })).toHaveAttribute('aria-expanded', 'true');
    const headers = { Authorization: `Bearer ${token}` };
    await expect
      .poll(async () => {
        const progress = await page.request.get('/api/progress', { headers });
        return ((await progress.json()) as { glossaryTermsOpened: number }).glossaryTermsOpened;
      })
      .toBe(1);

    const later = new Date(Date.now() + 26 * HOURS);
    await page.clock.setFixedTime(later);
    await page.setExtraHTTPHeaders({ 'x-arkad-test-now': later.toISOString() });
    await page.goto('/home');
    await showCards(page);
    const review = page.getByRole('region', { name: 'Review' });
    await expect(review).toContainText('1 to review today');
    await expect(review.getByText('Address', { exact: true })).toBeVisible();

    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/review/answers') sent.push(req.method());
    });
    await context.setOffline(true);
    await review.getByRole('button', { name: 'Show the definition' }).click();
    await review.getByRole('button', { name: 'I knew it' }).click();
    await expect(review.getByRole('status')).toHaveText(
      'Saved on this device: it will be sent when you are back online.',
    );
    expect(sent).toEqual([]);
    await context.setOffline(false);
    await expect(review.getByRole('status')).toHaveText(/^Moved up to box 2: it comes back on /);
    expect(sent).toEqual(['POST']);
    const after = await page.request.get(`/api/review?timeZone=UTC`, {
      headers: { ...headers, 'x-arkad-test-now': later.toISOString() },
    });
    expect(await after.json()).toMatchObject({ items: [], inReview: 1 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
