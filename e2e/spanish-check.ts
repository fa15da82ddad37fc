import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a Spanish screen must not show (issue 48): any English message of any catalogue (the start
 * catalogue and every area's) that Spanish words differently, as plain text (messages with
 * placeholders or tags are left out: their English parts are not fixed text).
 */
const locales = new URL('../client/src/i18n/locales/', import.meta.url);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, locales), 'utf8')) as Record<string, string>;
const whole = (language: string): Record<string, string> =>
  Object.assign(
    read(`${language}.json`),
    ...readdirSync(new URL(`${language}/`, locales))
      .filter((file) => file.endsWith('.json'))
      .map((file) => read(`${language}/${file}`)),
  );
const spanish = whole('es');
const englishTexts = Object.entries(whole('en'))
  .filter(([id, text]) => !/[{<]/.test(text) && text.length >= 6 && spanish[id] !== text)
  .map(([, text]) => text);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Quoted titles stay as published ("Bitcoin: A Peer-to-Peer Electronic Cash System"): not checked. */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|«[^»\n]*»/g;

/** The catalogue's English messages found in a text, outside quotation marks. */
export function englishMessagesIn(text: string): string[] {
  const unquoted = text.replace(QUOTED, ' ');
  return englishTexts.filter((english) => new RegExp(`(^|\\W)${escape(english)}(\\W|$)`).test(unquoted));
}

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
