import { expect, test, type Page } from '@playwright/test';
import { collectStrings } from '../shared/content/content-checks';
import { emailCopy } from '../shared/content/emails';
import { renderDigest, renderPriceAlert } from '../server/src/services/notifications/email-templates';

// What the server writes for a Spanish learner (issue 48): emails read at 390 and 1280 px with no
// English sentence of the email copy and no sideways scrolling; the page's title in Spanish.
test.use({ locale: 'es-MX' });

const links = {
  unsubscribePage:
    'https://arkad.example/unsubscribe?token=7.c2lnbmF0dXJlLW9mLXRoZS11c2VyLWlkLXdpdGgtdGhlLXNlY3JldA&lang=es',
  oneClickUnsubscribe: 'https://arkad.example/api/email/unsubscribe?token=7.c2lnbmF0dXJl',
  settings: 'https://arkad.example/settings?section=notifications&lang=es',
};

/** The English email sentences (their fixed words, placeholders aside) none of which may show. */
const englishParts = collectStrings(emailCopy)
  .flatMap(({ text }) => text.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.split(/\s+/).length >= 3);

async function expectSpanishEmail(page: Page, width: number): Promise<void> {
  const visible = await page.locator('body').innerText();
  expect(englishParts.filter((part) => visible.includes(part))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the Spanish digest and price alert read at this width, in Spanish', async ({ page }) => {
      const digest = renderDigest(
        {
          firstName: 'Bansir',
          currency: 'EUR',
          weekStart: '2026-11-23T08:00:00.000Z',
          weekEnd: '2026-11-30T08:00:00.000Z',
          completed: 2,
          total: 8,
          glossaryOpened: 3,
          quizzesAnswered: 2,
          quizzesPassed: 1,
          otherActivities: 1,
          savedThisWeek: 150.5,
          savedTotal: 1250.5,
          nextStep: 'glossary',
          classTargets: [{ className: 'Ahorro 3.º B', step: 'security', dueDate: '2026-12-01' }],
        },
        links,
        'es',
      );
      await page.setContent(digest.html ?? '');
      await expect(page.getByText('Ahorrado en tu tesoro en total: EUR 1,250.50.')).toBeVisible();
      await expect(
        page.getByText('Meta de la clase: Ahorro 3.º B fijó Evaluación de seguridad para el 1 de diciembre de 2026.'),
      ).toBeVisible();
      await expectSpanishEmail(page, viewport.width);
      if (viewport.width === 390)
        await page.screenshot({ path: 'test-results/spanish-digest-390.png', fullPage: true });

      const alert = renderPriceAlert(
        {
          currency: 'JPY',
          from: 10_229_376,
          fromAt: '2026-11-22T06:00:00.000Z',
          to: 9_590_040,
          toAt: '2026-11-23T06:00:00.000Z',
          percent: -6.25,
          provider: 'CoinGecko',
          earlier: 'provider-change',
          convertedFromUsd: { rate: 159.834, rateDate: '2026-04-13' },
        },
        5,
        links,
        'es',
      );
      await page.setContent(alert.html ?? '');
      await expect(page.getByText(/pasó de JPY\s10,229,376 el 22 de noviembre de 2026, 06:00 UTC/)).toBeVisible();
      await expectSpanishEmail(page, viewport.width);
    });

    test('a screen’s title and the description are Spanish', async ({ page }) => {
      await page.goto('/auth');
      await expect(page).toHaveTitle('Iniciar sesión · Arkad');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^Arkad enseña a principiantes/,
      );
    });
  });
}
