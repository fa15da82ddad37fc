import type { Page } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { expectSpanishScreen } from './spanish-check';

/**
 * The glossary and the public pages in Spanish (issue 48): the /es/ pages read without JavaScript,
 * their hreflang links resolve, and the Glossary tab speaks Spanish at 390 and 1280 px with no
 * English message of any catalogue on screen and nothing wider than the screen.
 */
test.use({ locale: 'es-MX' });

test('Spanish term and scenario pages read without JavaScript, and their hreflang links resolve', async ({
  browser,
  request,
}) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 844 },
      locale: 'es-MX',
    });
    const page = await context.newPage();
    const term = await page.goto('/es/glossary/seed-phrase');
    expect(term?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Frase semilla' })).toBeVisible();
    await expect(page.getByText(/^Una frase semilla es una lista de palabras comunes/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Por qué importa' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const scenario = await page.goto('/es/calculator/100-usd-weekly-since-2020');
    expect(scenario?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /USD\s100 a la semana desde 2020/ })).toBeVisible();
    await expect(
      page.getByText(/^Si hubieras comprado USD\s100 de bitcoin cada semana desde el 1 de enero de 2020/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cómo se calcularon estas cifras' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    if (width === 390) await page.screenshot({ path: 'test-results/spanish-public-scenario-390.png', fullPage: false });

    // Every hreflang link of both languages' pages answers 200.
    for (const path of ['/es/glossary/seed-phrase', '/glossary/seed-phrase', '/es/calculator', '/calculator']) {
      await page.goto(path);
      const hrefs = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]),
        );
      expect(hrefs.map(([hreflang]) => hreflang).sort()).toEqual(['en', 'es', 'x-default']);
      for (const [, href] of hrefs) expect((await request.get(href ?? '')).status(), href ?? '').toBe(200);
    }
    expect((await request.get('/es/glossary/no-such-term')).status()).toBe(404);
    await context.close();
  }
});

test('the Glossary tab in Spanish at 390 and 1280 px', async ({ page, request }) => {
  const { token } = await createUser(request);
  await startSignedIn(page, token);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home?tab=glossary');
    const filters = page.getByRole('group', { name: 'Filtrar por categoría' });
    await expect(filters.getByRole('button', { name: 'Fundamentos' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('glossary-count')).toHaveText('Mostrando 26 de 142 términos');
    await page
      .getByRole('button', { name: /^Billetera/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Por qué importa' })).toBeVisible();
    await page.getByPlaceholder('Buscar términos...').fill('frase semilla');
    await page.getByRole('button', { name: /en otras categorías$/ }).click();
    await expect(page.getByRole('button', { name: /^Frase semilla/ })).toBeVisible();
    // The panel's own text (the tab's title above it is the app shell's).
    await expectSpanishScreen(page, [page.getByTestId('glossary-panel')]);
    if (width === 390) await page.screenshot({ path: 'test-results/spanish-glossary-390.png', fullPage: false });
  }
});

/** The hreflang links of the page open in `page`: each language and the path it names. */
async function hreflangs(page: Page): Promise<string[][]> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang') ?? '', new URL(link.getAttribute('href') ?? '').pathname]),
    );
}

test('the Spanish learning path and its readings read without JavaScript, linked both ways by hreflang', async ({
  browser,
  request,
}) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
    const page = await context.newPage();
    const story = await page.goto('/es/learn/stories/the-man-who-desired-gold');
    expect(story?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'El hombre que deseaba oro' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Bansir construye carros en Babilonia');
    await expect(page.getByRole('heading', { name: 'Lo que enseña sobre el ahorro' })).toBeVisible();
    await expectSpanishScreen(page, [page.getByRole('main')]);

    const guide = await page.goto('/es/learn/guide');
    expect(guide?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'El camino babilónico hacia Bitcoin' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Historias de Babilonia' })).toBeVisible();
    await expectSpanishScreen(page, [page.getByRole('main')]);

    const strategy = await page.goto('/es/learn/strategies/dca');
    expect(strategy?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Promedio del costo en dólares (DCA)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Por qué importa' })).toBeVisible();
    if (width === 390) await page.screenshot({ path: 'test-results/spanish-public-strategy-390.png', fullPage: false });

    // The learning path leads to the Spanish readings; the glossary leads back to the path.
    await page.goto('/es/glossary');
    await page.getByRole('main').getByRole('link', { name: 'ruta de aprendizaje' }).click();
    await expect(page).toHaveURL(/\/es\/learn$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Asistente de estrategias' })).toBeVisible();
    await page.getByRole('link', { name: 'Leer la Guía' }).click();
    await expect(page).toHaveURL(/\/es\/learn\/guide$/);

    // Each page and its English one name each other, and x-default is the English one.
    for (const [en, es] of [
      ['/', '/es'],
      ['/learn', '/es/learn'],
      ['/learn/guide', '/es/learn/guide'],
      ['/learn/stories/the-man-who-desired-gold', '/es/learn/stories/the-man-who-desired-gold'],
      ['/learn/strategies/dca', '/es/learn/strategies/dca'],
    ] as const) {
      for (const path of [en, es]) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        expect((await hreflangs(page)).sort(), path).toEqual([
          ['en', en],
          ['es', es],
          ['x-default', en],
        ]);
        await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
        await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
      }
    }
    const missing = await page.goto('/es/learn/x');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    expect((await request.get('/es/learn/stories/nope')).status()).toBe(404);
    await context.close();
  }
});

test('/es and /es/learn in Spanish at 390 and 1280 px', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect((await page.goto('/es'))?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ahorra en Bitcoin como Arkad ahorró oro.' }),
    ).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expectSpanishScreen(page);
    if (width === 390) await page.screenshot({ path: 'test-results/spanish-landing-390.png', fullPage: false });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ruta de aprendizaje' }).click();
    await expect(page).toHaveURL(/\/es\/learn$/);
    await expect(page.getByRole('heading', { level: 1, name: 'El camino babilónico hacia Bitcoin' })).toBeVisible();
    await expectSpanishScreen(page);
  }
});

test('signing up from a Spanish public page opens the app in Spanish, in an English browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/es/learn/guide');
  await page.getByRole('complementary').getByRole('link', { name: 'Crear una cuenta gratis' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup&next=%2Fhome%3Ftab%3Dguide&lang=es$/);
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
  await expectSpanishScreen(page);
  await context.close();
});
