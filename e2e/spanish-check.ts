import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { englishMessageFinder } from '../shared/content/english-left';
import { expect } from './fixtures';

/** Every catalogue of one language (the start catalogue and every area's), merged. */
const locales = new URL('../client/src/i18n/locales/', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, locales), 'utf8')) as Record<string, string>;
const whole = (language: string): Record<string, string> =>
  Object.assign(
    read(`${language}.json`),
    ...readdirSync(new URL(`${language}/`, locales))
      .filter((file) => file.endsWith('.json'))
      .map((file) => read(`${language}/${file}`)),
  );

/** The catalogue's English messages found in a text, outside quotation marks. */
export const englishMessagesIn = englishMessageFinder(whole('en'), whole('es'));

/**
 * The page speaks Spanish: `<html lang="es">`, no English catalogue message visible in `parts`
 * (default: the whole page), and nothing wider than the screen.
 */
export async function expectSpanishScreen(page: Page, parts: Locator[] = [page.locator('body')]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const part of parts) {
    const visible = (await part.allInnerTexts()).join('\n');
    expect(englishMessagesIn(visible), String(part)).toEqual([]);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
