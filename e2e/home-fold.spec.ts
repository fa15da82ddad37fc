import { startBuiltServer, type BuiltServer } from './built-server';
import { createUser, expect, signIn, test as base } from './fixtures';

/**
 * The Guide tab's first screen with everything above the tabs: the welcome banner, the price card
 * (with its stored-price notice, as live prices are off) and the beta banner. The beta is over on
 * the shared test server, so this file starts its own with the beta running until 2099-12-31; the
 * learner's clock is fixed at 2099-12-20, so the banner says 12 days.
 */

const LEARNER_CLOCK = new Date('2099-12-20T12:00:00.000Z');

const test = base.extend<object, { betaServer: BuiltServer }>({
  betaServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const server = await startBuiltServer('home-fold', {
        NODE_ENV: 'test',
        SMTP_URL: '',
        BCRYPT_COST: '10',
        BETA_ENABLED: 'true',
        BETA_END_DATE: '2099-12-31',
        RATE_LIMIT_LOGIN_ADDRESS: '100000/1h',
        RATE_LIMIT_REGISTER_ADDRESS: '100000/1h',
        RATE_LIMIT_REGISTER_ADDRESS_DAY: '100000/24h',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ betaServer }, use) => {
    await use(betaServer.url);
  },
});

for (const { name, viewport, firstScreen } of [
  // On a phone the sections menu is the way on: it must be on the first screen.
  { name: 'phone', viewport: { width: 390, height: 844 }, firstScreen: 'Explore Sections' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, firstScreen: 'Step 1 of 8' },
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`with the beta banner, the Guide tab still shows ${firstScreen} without scrolling (${name})`, async ({
      page,
      request,
    }) => {
      await page.clock.setFixedTime(LEARNER_CLOCK);
      const { user } = await createUser(request);
      await signIn(page, user);
      await expect(page.getByText(`Welcome to Arkad, ${user.firstName}!`)).toBeVisible();
      await expect(page.getByTestId('price-value')).toBeVisible();
      await expect(page.getByTestId('beta-banner')).toContainText('12 days left');
      await expect(page.getByRole('button', { name: 'Give Feedback' })).toBeVisible();

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByText('Step 1 of 8')).toBeInViewport({ ratio: 1 });
      if (firstScreen === 'Explore Sections') {
        await expect(page.getByRole('button', { name: 'Explore Sections' })).toBeInViewport({ ratio: 1 });
      }
    });
  });
}
