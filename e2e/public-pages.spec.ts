import { expect, test } from './fixtures';

// The public pages (decision 061): rendered at build time, read without JavaScript, found through
// sitemap.xml, and a real 404 for what is not there.

const readings = [
  { url: '/glossary/bitcoin', heading: 'Bitcoin', text: 'Bitcoin is a digital money that runs on a public network' },
  {
    url: '/learn/stories/the-man-who-desired-gold',
    heading: 'The Man Who Desired Gold',
    text: 'Bansir builds chariots',
  },
  {
    url: '/calculator/100-usd-weekly-since-2020',
    heading: '$100 a week since 2020',
    text: 'Had you bought $100 of bitcoin every week from 1 January 2020',
  },
] as const;

for (const width of [390, 1280]) {
  test(`a term, a story and a scenario are read without JavaScript at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 } });
    const page = await context.newPage();
    for (const reading of readings) {
      const res = await page.goto(reading.url);
      expect(res?.status(), reading.url).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: reading.heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(reading.text);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await context.close();
  });
}

test('with JavaScript a public page loads no script, shifts nothing and logs no error', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/calculator/100-usd-weekly-since-2020');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all is no shift: an observer is called only with entries.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
  expect(shift).toBe(0);
  expect(scripts).toEqual([]);
  // The theme script ran under the page's policy (data-theme set before the first paint).
  expect(await page.locator('html').getAttribute('data-theme')).toMatch(/^(light|dark)$/);
});

test('an unknown term and an unknown scenario answer 404 with a page that says so', async ({ page }) => {
  for (const url of ['/glossary/no-such-term', '/calculator/7-usd-weekly-since-2020']) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});

test('sitemap.xml lists exactly the public pages, and each answers 200', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
  const origin = new URL(baseURL ?? '').origin;
  const paths = locs.map((loc) => loc.replace(origin, ''));
  expect(paths).toContain('/');
  expect(paths).toContain('/glossary/bitcoin');
  expect(paths.filter((p) => p.startsWith('/calculator/')).length).toBeGreaterThanOrEqual(40);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
  }
});

test('a public page links a visitor to sign-up, and the app links to the public pages', async ({ page }) => {
  await page.goto('/glossary/bitcoin');
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup/);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin glossary' })).toBeVisible();
});
