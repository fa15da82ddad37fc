import { mkdir, writeFile } from 'node:fs/promises';
import { test, type Locator, type Page } from '@playwright/test';
import { shrinkPng } from './png';

/** The Playwright project `npm run screens` runs (playwright.config.ts); npm test never runs it. */
export const SCREENS_PROJECT = 'screens';

const folder = 'docs/screens';

/**
 * Writes a screenshot of the viewport into docs/screens/ (what differs per run, a random email or a
 * port, masked), only in the screens project: npm test takes no screenshot and leaves the tree as it
 * was. Animations off and the caret hidden, so a shot only changes when the screen does.
 */
export async function shoot(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  if (test.info().project.name !== SCREENS_PROJECT) return;
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide', mask });
  await mkdir(folder, { recursive: true });
  await writeFile(`${folder}/${name}.png`, shrinkPng(png));
}
