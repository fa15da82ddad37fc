import type { Page } from '@playwright/test';
import { guideContent } from '../shared/content/guide';
import { parablesContent } from '../shared/content/parables';
import { strategies, strategyLabels } from '../shared/content/strategies';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * A Spanish learner reads the Guide, a story, the strategies and Compare (issue 48): at 390 and
 * 1280 px no English message of any catalogue and no English content title is visible,
 * and nothing is wider than the screen.
 */
test.use({ locale: 'es-MX' });

/** English content titles these screens must not show in Spanish (content, not catalogue messages). */
const englishTitles = [
  guideContent.hero.title,
  guideContent.sections.sevenCures.title,
  guideContent.stories.section.title,
  guideContent.disclaimer,
  parablesContent.page.parts.story,
  ...strategies.map((strategy) => strategy.name),
  ...Object.values(strategyLabels.tabs),
  strategyLabels.principle,
];

/**
 * `translated`: the part of the screen these screens own (a home tab's panel, a story's main, the
 * dialog); the shell around them and the Seven Cures card (its texts come from the API) are other areas'.
 */
const expectSpanishPart = (page: Page, translated: string) =>
  expectSpanishScreen(page, [page.locator(translated)], englishTitles);

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
    await expectSpanishPart(page, '[role="tabpanel"] :is(section, nav, aside):not([data-testid="seven-cures-card"] *)');
    if (width === 390) await page.screenshot({ path: test.info().outputPath('guide-es-390.png'), fullPage: false });

    await stories.getByRole('link', { name: /El comerciante de camellos de Babilonia/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'El comerciante de camellos de Babilonia' }),
    ).toBeVisible();
    await expect(page.getByText('En palabras de Clason (traducción de Arkad)')).toBeVisible();
    await expectSpanishPart(page, 'main');

    await page.goto('/home?tab=strategies');
    await expect(page.getByRole('tab', { name: /Fundamentales/ })).toBeVisible();
    await expectSpanishPart(page, '[role="tabpanel"]');
    await page
      .getByRole('button', { name: /^Más información/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Cómo hacerlo' })).toBeVisible();
    await expectSpanishPart(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    await page.goto('/home?tab=compare');
    await expect(page.getByText('Lado a lado')).toBeVisible();
    // The comparison itself (the allowance notice around it belongs to the plan's area).
    await expectSpanishPart(page, '[data-testid="comparison-panel"]');
  });
}
