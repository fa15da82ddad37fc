import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { startBuiltServer, type BuiltServer } from './built-server';
import { createUser, expect, newTestUser, signIn, test as base, type TestUser } from './fixtures';
import { shoot } from './screens';

/**
 * The beta journey and the admin dashboard. Beta is over on the shared test server (its end date
 * is the default, 2025-08-15), so this file starts its own server from the same build, with the
 * beta running until 2099-12-31 and an admin password, on a free port and a throw-away database.
 * The learner's browser clock is fixed at 2099-12-20 12:00 UTC, so the banner always says 12 days.
 */

const ADMIN_PASSWORD = 'e2e-admin-password-7f3c9a1d';
const BETA_END_DATE = '2099-12-31';
const LEARNER_CLOCK = new Date('2099-12-20T12:00:00.000Z');
const HOSTILE_COMMENT = '=HYPERLINK("http://evil.example","click me"), said "the tester"';

/** The built server with the beta running and an admin password (and generous abuse limits). */
function startBetaServer(): Promise<BuiltServer> {
  return startBuiltServer('beta', {
    NODE_ENV: 'test',
    SMTP_URL: '',
    BCRYPT_COST: '10',
    BETA_ENABLED: 'true',
    BETA_END_DATE,
    BETA_PREMIUM_TRIAL_DAYS: '30',
    ADMIN_PASSWORD,
    RATE_LIMIT_LOGIN_ADDRESS: '100000/1h',
    RATE_LIMIT_REGISTER_ADDRESS: '100000/1h',
    RATE_LIMIT_REGISTER_ADDRESS_DAY: '100000/24h',
    RATE_LIMIT_EVENTS_ADDRESS: '100000/1m',
  });
}

const test = base.extend<object, { betaServer: BuiltServer }>({
  betaServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      const server = await startBetaServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ betaServer }, use) => {
    await use(betaServer.url);
  },
});

test.describe.configure({ mode: 'serial' });
// The beta learner returns with the offline service worker in charge, which the config blocks.
test.use({ serviceWorkers: 'allow' });

/** Every file the client build wrote, as text. */
function builtClientFiles(dir = 'dist/client'): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return builtClientFiles(full);
    if (/\.(br|gz|png|ico)$/.test(name)) return [];
    return [{ file: full, text: readFileSync(full, 'utf8') }];
  });
}

test('the built client holds no admin password, and loads the dashboard and its chart only on /admin', () => {
  const files = builtClientFiles();
  const secrets = [ADMIN_PASSWORD, process.env.ADMIN_PASSWORD].filter((secret): secret is string => Boolean(secret));
  for (const { file, text } of files) {
    for (const secret of secrets) expect(text.includes(secret), `${file} contains an admin password`).toBe(false);
    expect(text, file).not.toMatch(/VITE_ADMIN|ADMIN_PASSWORD/);
  }
  // Reading the real bundles: the gate's message is in them, in a chunk of its own.
  expect(files.some(({ text }) => text.includes('Invalid admin password'))).toBe(true);
  const index = readFileSync('dist/client/index.html', 'utf8');
  const entry = files.filter(({ file }) =>
    index.includes(path.relative('dist/client', file).split(path.sep).join('/')),
  );
  expect(entry.length).toBeGreaterThan(0);
  for (const { file, text } of entry) {
    expect(text.includes('Admin dashboard'), `${file} holds the dashboard`).toBe(false);
    expect(text.includes('recharts-wrapper'), `${file} holds recharts`).toBe(false);
  }
});

type EventName = 'page_view' | 'login' | 'sign_up' | 'onboarding_complete' | 'strategy_toggle' | 'dca_calculation';

let adminToken: string | null = null;

/** The stored event counts, through the admin analytics API; `to` is the server's today. */
async function storedEvents(request: APIRequestContext): Promise<{ to: string; totals: Record<EventName, number> }> {
  if (!adminToken) {
    // One admin token (30 minutes) for the whole file.
    const login = await request.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    ({ token: adminToken } = (await login.json()) as { token: string });
  }
  const res = await request.get('/api/admin/analytics', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { to: string; totals: Record<EventName, number> };
}

/** Waits until every named event has been stored more often than in `before`. */
async function expectEventsStored(request: APIRequestContext, before: Record<EventName, number>, names: EventName[]) {
  await expect
    .poll(async () => {
      const { totals } = await storedEvents(request);
      return names.filter((name) => totals[name] <= before[name]);
    })
    .toEqual([]);
}

const views = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** What each width's learner did, for its admin run: the events they sent and the feedback count. */
const journeys: Partial<
  Record<(typeof views)[number]['name'], { before: Record<EventName, number>; sent: EventName[] }>
> = {};

for (const view of views) {
  const responses = view.name === 'phone' ? 1 : 2;

  test.describe(`at ${view.width} px`, () => {
    test.use({
      viewport: { width: view.width, height: view.height },
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    test('a beta learner has Scholar access, sends feedback, shares the beta and sees it as their plan', async ({
      page,
      request,
    }) => {
      const { totals: before } = await storedEvents(request);
      await page.clock.setFixedTime(LEARNER_CLOCK);
      let learner: TestUser;
      let sent: EventName[];
      if (view.name === 'phone') {
        // A new learner signs up through the form and goes through onboarding.
        learner = newTestUser();
        await page.goto('/auth?mode=signup');
        await page.getByLabel('First name').fill(learner.firstName);
        await page.getByLabel('Last name').fill(learner.lastName);
        await page.getByLabel('Username').fill(learner.username);
        await page.getByLabel('Email').fill(learner.email);
        await page.getByLabel('Password', { exact: true }).fill(learner.password);
        await page.getByLabel('Confirm password').fill(learner.password);
        await page.getByRole('button', { name: 'Create Account' }).click();
        await expect(page.getByText('Step 1 of 4')).toBeVisible();
        for (let step = 1; step < 4; step++) await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('button', { name: 'Complete' }).click();
        await expect(page.getByText('Step 1 of 8')).toBeVisible();
        sent = ['page_view', 'sign_up', 'onboarding_complete'];
      } else {
        ({ user: learner } = await createUser(request));
        await signIn(page, learner);
        await expect(page.getByText('Step 1 of 8')).toBeVisible();
        sent = ['page_view', 'login'];
      }
      const banner = page.getByTestId('beta-banner');
      await expect(banner).toBeVisible();

      await page.goto('/home?tab=compare');
      await expect(banner).toContainText(
        'Every Scholar feature is unlocked for you until December 31, 2099: 12 days left.',
      );
      // Scholar access through the same check: the comparison shows no monthly allowance.
      await expect(page.getByTestId('comparison-panel')).toBeVisible();
      await expect(page.locator('[data-feature-gate="strategy_comparison"]')).toHaveAttribute('data-access', 'granted');
      await expect(page.getByText(/uses remaining this month/)).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `beta-banner-${view.name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('checkbox', { name: 'Stacking Sats', exact: true }).click();
      sent.push('strategy_toggle');

      await banner.getByRole('button', { name: 'Give Feedback' }).click();
      const feedback = page.getByRole('dialog', { name: 'Beta Feedback' });
      await feedback.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(
        feedback.getByText('Please select your payment likelihood to help us improve our pricing.'),
      ).toBeVisible();
      await expect(feedback.getByText('Please select which feature you would pay for most.')).toBeVisible();
      await expect(
        feedback.getByText('Please select your biggest frustration to help us improve the app.'),
      ).toBeVisible();

      expect(await seriousViolations(page)).toEqual([]);
      await feedback.getByRole('radio', { name: '4 stars' }).check({ force: true });
      await feedback.getByRole('checkbox', { name: 'Strategy comparison' }).check();
      await feedback.getByLabel('What would you pay for Scholar?').selectOption('2.99-4.99');
      await feedback.getByLabel('Which feature would you pay for most?').selectOption('dca-calculator');
      await feedback.getByLabel('What is your biggest frustration?').selectOption('features-hard-find');
      await feedback.getByLabel('Comments (optional)').fill(HOSTILE_COMMENT);
      await feedback.getByLabel(/^Email/).fill(learner.email);
      await feedback.getByLabel(/^Email/).blur();
      await shoot(page, `beta-feedback-${view.name}`, [feedback.getByLabel(/^Email/)]);
      await feedback.getByRole('button', { name: 'Send Feedback' }).click();
      await expect(
        page
          .getByRole('region', { name: /Notifications/ })
          .getByText('Thank you for your feedback! It helps us improve the product.'),
      ).toBeVisible();
      await expect(feedback).toBeHidden();

      await banner.getByRole('button', { name: 'Share Beta Access' }).click();
      const share = page.getByRole('dialog', { name: 'Share Beta Access' });
      // One duration everywhere: the invitation promises the banner's end date, not a number of days of its own.
      await expect(share).toContainText('free until December 31, 2099 (12 days left), as you do.');
      await expect(share.getByLabel('Invitation link')).toHaveValue(/\/auth\?mode=signup$/);
      await share.getByRole('button', { name: 'Copy' }).click();
      await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
      await shoot(page, `beta-share-${view.name}`, [share.getByLabel('Invitation link')]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/auth\?mode=signup$/);
      // 'Copied' turns back into 'Copy' after 2 seconds.
      await expect(share.getByRole('button', { name: 'Copy' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(share).toBeHidden();

      await banner.getByRole('button', { name: 'Dismiss the beta banner' }).click();
      await expect(banner).toBeHidden();
      await page.reload();
      await expect(page.getByTestId('comparison-panel')).toBeVisible();
      await expect(page.getByTestId('beta-banner')).toHaveCount(0);

      // Feedback stays one click away in the account menu for the rest of the beta.
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await page.getByRole('menuitem', { name: 'Send feedback' }).click();
      await expect(page.getByRole('dialog', { name: 'Beta Feedback' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Beta Feedback' })).toBeHidden();

      // A calculation with new inputs, then the plan pages: the last events go as the page is left.
      await page.goto('/home?tab=calculator');
      await page.getByLabel('Investment Amount ($)').fill('250');
      await page.getByRole('button', { name: 'Calculate' }).click();
      await expect(page.getByRole('group', { name: 'Total Invested', exact: true })).toContainText(
        'purchases of $250.00',
      );
      sent.push('dca_calculation');
      // The beta is the learner's plan on /subscription and in Settings, with the banner's end date.
      const betaNote =
        'Every Scholar feature is unlocked for you in the beta until December 31, 2099: 12 days left. Then you are on the Free plan again; nothing is charged.';
      await page.goto('/subscription');
      await expect(page.getByText('Scholar Plan (beta)', { exact: true })).toBeVisible();
      await expect(page.getByTestId('beta-plan-note')).toHaveText(betaNote);
      await expect(page.getByText('Free Plan', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Upgrade to Scholar/ })).toHaveCount(0);
      await page.goto('/settings?section=subscription');
      await expect(page.getByText('Scholar Plan (beta)', { exact: true })).toHaveCount(2);
      await expect(page.getByTestId('beta-plan-note')).toHaveText(betaNote);

      journeys[view.name] = { before, sent };
      await expectEventsStored(request, before, sent);
    });

    test('the admin logs in, sees the feedback and the events chart, and downloads the CSV', async ({
      page,
      request,
    }) => {
      const journey = journeys[view.name];
      expect(journey, 'the learner run at this width came first').toBeDefined();
      await expectEventsStored(request, journey!.before, journey!.sent);

      await page.goto('/admin');
      await expect(page.getByLabel('Admin password')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel('Admin password').fill('not-the-password');
      await page.getByRole('button', { name: 'Unlock' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid admin password');
      await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Unlock' }).click();

      await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
      const stats = page.getByTestId('feedback-stats');
      await expect(stats).toContainText(`Responses${responses}`);
      await expect(stats).toContainText(`Will Pay $2.99+${responses}`);
      const submission = page.getByTestId('feedback-submission').first();
      await expect(submission).toContainText(HOSTILE_COMMENT);
      await expect(submission).toContainText('EmailHidden');
      await page.getByRole('button', { name: 'Show Emails' }).click();
      await expect(submission).toContainText(/@example\.com/);
      await page.getByRole('button', { name: 'Hide Emails' }).click();

      const chart = page.getByTestId('analytics-chart').locator('svg.recharts-surface').first();
      await expect(chart).toBeVisible();
      expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(view.width);
      await page.getByRole('button', { name: 'Show data table' }).click();
      const table = page.getByRole('region', { name: /^Events per day/ });
      // Today as the server counts it (UTC), not as this machine's clock says.
      const { to: today } = await storedEvents(request);
      await expect(table.getByRole('rowheader', { name: today })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width);
      await page.getByRole('button', { name: 'Hide data table' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `admin-${view.name}`);
      expect(await seriousViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^arkad-beta-feedback-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toMatch(/^submittedAt,feedbackId,userId,rating,email,/);
      // The comment starts with '=': it is written as text, quoted, inner quotes doubled.
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click me""), said ""the tester"""`);
      expect(lines).toHaveLength(responses + 2);
      expect(lines.at(-1)).toBe('');

      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByLabel('Admin password')).toBeVisible();
    });
  });
}

test('events waiting when the page goes away reach the server, from a page the service worker controls', async ({
  page,
  request,
}) => {
  const { user } = await createUser(request);
  await page.clock.install({ time: LEARNER_CLOCK });
  await signIn(page, user);
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  // The offline service worker is in charge of the page, as for any returning learner.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/home?tab=compare');
  await expect(page.getByTestId('comparison-panel')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // From here the page's timers stand still: the 5-second batch never goes by itself.
  await page.clock.pauseAt(new Date(LEARNER_CLOCK.getTime() + 60_000));
  const { totals: before } = await storedEvents(request);
  await page.getByRole('checkbox', { name: 'Stacking Sats', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Stacking Sats', exact: true })).toBeChecked();
  await page.goto('about:blank');
  await expectEventsStored(request, before, ['strategy_toggle']);
});
