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

const english = whole('en');
const spanish = whole('es');

/** The catalogue's English messages found in a text, outside quotation marks. */
export const englishMessagesIn = englishMessageFinder(english, spanish);

/** A message's Spanish text, by its id, for finding what a Spanish screen shows. */
export function inSpanish(id: string): string {
  const text = spanish[id];
  if (text === undefined) throw new Error(`No Spanish message ${id}`);
  return text;
}

/**
 * The page speaks Spanish: `<html lang="es">`, no English catalogue message visible in `parts`
 * (default: the whole page) outside what is marked `lang="en"`, and nothing wider than the screen.
 * `alsoNot`: English texts that are not catalogue messages (content titles) that must not show either.
 */
export async function expectSpanishScreen(
  page: Page,
  parts: Locator[] = [page.locator('body')],
  alsoNot: readonly string[] = [],
): Promise<void> {
  const englishContentIn = englishMessageFinder(Object.fromEntries(alsoNot.map((text, index) => [index, text])), {});
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const part of parts) {
    // Text marked as English on purpose (the legal pages' governing text, lang="en") is not checked.
    const visible = (
      await part.evaluateAll((elements) =>
        elements.map((element) =>
          [...element.querySelectorAll<HTMLElement>('[lang="en"]')].reduce(
            (text, english) => text.replace(english.innerText, ' '),
            (element as HTMLElement).innerText,
          ),
        ),
      )
    ).join('\n');
    expect([...englishMessagesIn(visible), ...englishContentIn(visible)], String(part)).toEqual([]);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
