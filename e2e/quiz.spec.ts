import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './axe';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { answerOnScreen, learnFromGradedAnswers, promptsOnScreen, quizForm, type Key } from './quiz-key';

/** Every text file the client build wrote. */
function builtClientFiles(dir = 'dist/client'): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return builtClientFiles(full);
    if (/\.(br|gz|png|ico|webp|woff2?)$/.test(name)) return [];
    return [{ file: full, text: readFileSync(full, 'utf8') }];
  });
}

test('the built client holds no quiz answer key', () => {
  const files = builtClientFiles();
  const all = files.map(({ text }) => text).join('\n');
  // The quiz screen is in the build (its own chunk) ...
  expect(all).toContain('Check your understanding');
  // ... but none of the bank: explanations, sources, or the question ids that only the bank names.
  for (const secret of [
    'Of every ten coins that come into the purse, spend no more than nine',
    'BIP-39 word lists hold 2,048 words',
    'nSubsidyHalvingInterval',
    'guide-first-cure-share',
    'security-preset-seed',
    'Value averaging buys whatever brings the holding up to its target',
  ])
    for (const { file, text } of files) expect(text.includes(secret), `${file} holds '${secret}'`).toBe(false);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the guide quiz: fail once, learn from the grading, pass once; axe clean', async ({ page, request }) => {
      const { token } = await createUser(page.request);
      await startSignedIn(page, token);
      await page.goto('/home?tab=guide');
      const section = page.getByRole('region', { name: 'Check your understanding' });
      await section.getByRole('button', { name: 'Start the quiz' }).click();
      await expect(quizForm(page).locator('fieldset')).toHaveCount(6);
      expect(await seriousViolations(page)).toEqual([]);

      // Submitting with nothing chosen names each unanswered question.
      await page.getByRole('button', { name: 'Check my answers' }).click();
      await expect(quizForm(page).getByText('Choose an answer')).toHaveCount(6);

      const key: Key = new Map();
      await learnFromGradedAnswers(request, key, await promptsOnScreen(page));
      await answerOnScreen(page, key, 'wrong');
      const heading = page.getByRole('heading', { name: /^Not passed yet: 0 of 6 right$/ });
      await expect(heading).toBeFocused();
      await expect(section.getByText(/^Source: /)).toHaveCount(6);
      await expect(section.getByText(/^Incorrect:/)).toHaveCount(6);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Try another quiz' }).click();
      await expect(quizForm(page).locator('fieldset')).toHaveCount(6);
      await learnFromGradedAnswers(request, key, await promptsOnScreen(page));
      await answerOnScreen(page, key, 'right');
      await expect(page.getByRole('heading', { name: /^Passed: 6 of 6 right$/ })).toBeFocused();
      await expect(section.getByText(/^Correct:/)).toHaveCount(6);
      expect(await seriousViolations(page)).toEqual([]);
      // Nothing spills sideways at this width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
