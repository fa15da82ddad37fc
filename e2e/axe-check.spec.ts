import { COLOUR_RULES, seriousViolations } from './axe';
import { expect, test } from './fixtures';

// The checker itself: the browser tests' 'no violation' is worth something only if the same call
// reports one where there is one, also after the page changed under it (axe is put in once per page).
test('the axe check reports a serious violation, and one added after its first run', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<p style="color:#777;background:#888">Faint text</p></main></body></html>',
  );
  const first = await seriousViolations(page);
  expect(first).toHaveLength(1);
  expect(first[0]).toMatch(/^\[serious\] color-contrast at p:/);
  await page.evaluate(() => {
    const button = document.createElement('button');
    document.querySelector('main')?.append(button);
  });
  const second = await seriousViolations(page);
  expect(second.some((line) => line.startsWith('[critical] button-name at button'))).toBe(true);
  expect(await seriousViolations(page, { rules: COLOUR_RULES })).toHaveLength(1);
});
