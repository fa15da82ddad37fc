import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { guideContent } from '../shared/content/guide';
import { parablesContent } from '../shared/content/parables';
import { strategies, strategyLabels } from '../shared/content/strategies';
import { createUser, expect, startSignedIn, test } from './fixtures';

/**
 * A Spanish learner reads the Guide, a story, the strategies and Compare (issue 48): at 390 and
 * 1280 px no English message of these screens' catalogues and no English content title is visible,
 * and nothing is wider than the screen.
 */
test.use({ locale: 'es-MX' });

const catalogue = (file: string) =>
  JSON.parse(readFileSync(new URL(`../client/src/i18n/locales/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const english = { ...catalogue('en/guide.json'), ...catalogue('en/strategies.json') };
const spanish = { ...catalogue('es/guide.json'), ...catalogue('es/strategies.json') };
/** English texts these screens must not show in Spanish: plain messages and content titles that Spanish words differently. */
const englishTexts = [
  ...Object.entries(english)
    .filter(([id, text]) => !/[{<]/.test(text) && text.length >= 6 && spanish[id] !== text)
    .map(([, text]) => text),
  guideContent.hero.title,
  guideContent.sections.sevenCures.title,
  guideContent.stories.section.title,
  guideContent.disclaimer,
  parablesContent.page.parts.story,
  ...strategies.map((strategy) => strategy.name),
  ...Object.values(strategyLabels.tabs),
  strategyLabels.principle,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `translated`: the part of the screen these screens own (a home tab's panel, a story's main, the
 * dialog); the shell around them and the Seven Cures card (its texts come from the API) are other areas'.
 */
async function expectSpanishScreen(page: Page, translated: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const visible = (await page.locator(translated).allInnerTexts()).join('\n');
  const found = englishTexts.filter((text) => new RegExp(`(^|\\W)${escape(text)}(\\W|$)`).test(visible));
  expect(found).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the Guide, a story, the strategies and Compare in Spanish at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const { token } = await createUser(request);
    await startSignedIn(page, token);

    await page.goto('/home?tab=guide');
    await expect(page.getByRole('heading', { name: 'El camino babilónico hacia Bitcoin' })).toBeVisible();
    const stories = page.getByRole('region', { name: 'Historias de Babilonia' });
    await expect(stories).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Acerca de esta guía' })).toBeVisible();
    // The Guide's own sections, contents and notes (the Seven Cures card above them is not the Guide's).
    await expectSpanishScreen(
      page,
      '[role="tabpanel"] :is(section, nav, aside):not([data-testid="seven-cures-card"] *)',
    );
    if (width === 390) await page.screenshot({ path: test.info().outputPath('guide-es-390.png'), fullPage: false });

    await stories.getByRole('link', { name: /El comerciante de camellos de Babilonia/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'El comerciante de camellos de Babilonia' }),
    ).toBeVisible();
    await expect(page.getByText('En palabras de Clason (traducción de Arkad)')).toBeVisible();
    await expectSpanishScreen(page, 'main');

    await page.goto('/home?tab=strategies');
    await expect(page.getByRole('tab', { name: /Fundamentales/ })).toBeVisible();
    await expectSpanishScreen(page, '[role="tabpanel"]');
    await page
      .getByRole('button', { name: /^Más información/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Cómo hacerlo' })).toBeVisible();
    await expectSpanishScreen(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    await page.goto('/home?tab=compare');
    await expect(page.getByText('Lado a lado')).toBeVisible();
    // The comparison itself (the allowance notice around it belongs to the plan's area).
    await expectSpanishScreen(page, '[data-testid="comparison-panel"]');
  });
}
