import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { createUser, expect, startSignedIn, test } from './fixtures';

// The share card (decision 045): Share on a result copies its link and shows the card's image.

const LINK = '/?tab=calculator&amount=300&frequency=weekly&period=2years';
const RESULT = /\d+ weekly purchases of \$300\.00 over 2 years/;
const SHOTS = '/tmp/share-shots';

const views = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

async function shareAndCheck(page: Page, screenshot: string | null) {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this result' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('The link is copied.');
  const link = await dialog.getByLabel('Link').inputValue();
  expect(new URL(link).search).toBe('?tab=calculator&amount=300&frequency=weekly&period=2years&currency=usd');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const image = dialog.getByRole('img', { name: /^The share card/ });
  await expect(image).toHaveJSProperty('complete', true);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1200);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalHeight)).toBe(630);
  const box = await dialog.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  if (screenshot) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${screenshot}.png` });
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

for (const view of views) {
  test.describe(`at ${view.width} px`, () => {
    test.use({
      viewport: { width: view.width, height: view.height },
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    test('a shared link’s visitor shares the result: link copied, card shown', async ({ page }) => {
      await page.goto(LINK);
      await expect(page.getByRole('region', { name: 'DCA results' }).getByText(RESULT)).toBeVisible();
      await shareAndCheck(page, `share-dialog-${view.width}`);
    });

    test('a learner shares the calculator’s result', async ({ page, request }) => {
      const { token } = await createUser(request);
      await startSignedIn(page, token);
      await page.goto(LINK);
      await expect(page.getByRole('region', { name: 'DCA results' }).getByText(RESULT)).toBeVisible();
      await shareAndCheck(page, null);
    });
  });
}

test('the shared link’s page carries the preview tags; the plain page shows the landing’s own', async ({ request }) => {
  const shared = await (await request.get(LINK)).text();
  expect(shared).toMatch(
    /<meta property="og:image" content="https?:\/\/[^"]+\/api\/share\/dca\.png\?amount=300&amp;frequency=weekly&amp;period=2years">/,
  );
  expect(shared).toContain('<meta name="twitter:card" content="summary_large_image">');
  // The plain landing page carries its own preview (decision 061), never a calculation's card.
  const plain = await (await request.get('/')).text();
  expect(plain).toContain('og:image');
  expect(plain).not.toContain('/api/share/dca.png');
});
