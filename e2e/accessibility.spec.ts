import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { COLOUR_RULES, seriousViolations as axeViolations } from './axe';
import { createUser, expect, test } from './fixtures';

/**
 * axe with every rule (e2e/axe.ts) on every route and every tab, signed out and signed in, at phone
 * and desktop width, in the light and the dark theme: no serious or critical violation. A route is
 * loaded once per width; the states a learner reaches on it (a tab, a dialog, a menu, a form's other
 * mode) are reached there, as in the app, and each is checked in the theme the page shows, then in
 * the other on the same page (a theme changes colours only, so only the colour rules run again). A
 * new screen is one line in a list below: where it is, and what shows once its content is in.
 */

interface State {
  /** How the failure report names it. */
  name: string;
  /** Gets there from the state before, on the same page; resolves once its content is in. */
  reach(page: Page): Promise<void>;
  /** Undoes what reaching it opened (a dialog, a menu), so the next state starts from the page. */
  leave?(page: Page): Promise<void>;
  /** A state only phones have (wider screens show the same page as another state already checks). */
  phoneOnly?: boolean;
}

interface Route {
  /** How the failure report names the route's first state. */
  name: string;
  path: string;
  /** What shows once the route's content is in (axe runs only then). */
  ready(page: Page): Locator;
  /** The other states of the page, reached in order on the same load. */
  states?: State[];
}

const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page.getByRole('heading', { name, ...(level ? { level } : {}) }).first();
const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first();
const click = (role: 'button' | 'tab', name: string | RegExp, then: (page: Page) => Locator) => async (page: Page) => {
  await page.getByRole(role, { name }).first().click();
  await expect(then(page)).toBeVisible();
};
const pressEscape = async (page: Page) => {
  await page.keyboard.press('Escape');
};

/** In-app navigation to another address of the same route, as the app's own links do (no load). */
const goInApp = (url: string, then: (page: Page) => Locator) => async (page: Page) => {
  await page.evaluate((to) => window.history.pushState(null, '', to), url);
  await expect(then(page)).toBeVisible();
};

async function answerWizard(page: Page) {
  for (const value of ['beginner', 'conservative', 'minimal', 'small', 'savings']) {
    await page.locator(`input[type="radio"][value="${value}"]`).check();
    await page.getByRole('button', { name: /^(Next|Get Results)$/ }).click();
  }
  await expect(page.getByRole('heading', { name: 'Your Top 3 Strategies' })).toBeVisible();
}

async function answerAssessment(page: Page) {
  const answers = {
    holdings: 'large',
    technical: 'intermediate',
    access: 'rare',
    timeframe: 'long',
    concerns: 'security',
  };
  for (const [question, value] of Object.entries(answers)) {
    await page.locator(`input[name="security-${question}"][value="${value}"]`).check();
  }
  await page.getByRole('button', { name: 'Get Security Recommendation' }).click();
  await expect(page.getByTestId('security-result')).toBeVisible();
}

/** Routes for visitors. */
const signedOutRoutes: Route[] = [
  {
    name: 'landing',
    path: '/',
    ready: heading(/Save in Bitcoin/),
    states: [
      {
        name: 'landing, all features',
        phoneOnly: true,
        reach: click('button', 'View All Features', (page) =>
          page.getByRole('button', { name: 'Show Fewer Features' }),
        ),
      },
    ],
  },
  {
    name: 'sign in',
    path: '/auth?mode=signin',
    ready: heading('Welcome back'),
    states: [
      { name: 'register', reach: click('button', 'Create Account', heading('Create your account')) },
      { name: 'sign in again', reach: click('button', 'Sign in', heading('Welcome back')) },
      { name: 'forgot password', reach: click('button', 'Forgot your password?', heading('Forgot your password?')) },
    ],
  },
  {
    name: 'reset password',
    path: '/auth?token=a-link-token',
    ready: heading('Choose a new password'),
    states: [
      {
        name: 'reset link refused (on the page)',
        reach: async (page) => {
          await page.getByLabel('New password', { exact: true }).fill('a-new-babylon-secret');
          await page.getByLabel('Confirm new password').fill('a-new-babylon-secret');
          await page.getByRole('button', { name: 'Reset Password' }).click();
          await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
        },
      },
    ],
  },
  { name: 'protected page', path: '/settings', ready: heading('Welcome back') },
  { name: 'privacy', path: '/privacy', ready: heading(/Privacy Policy/, 1) },
  { name: 'terms', path: '/terms', ready: text(/within 5 business days/) },
  { name: 'not found', path: '/no/such/page', ready: heading('Page Not Found') },
  // A certificate with its content is checked in certificate.spec.ts (it needs 8 of 8).
  {
    name: 'certificate not found',
    path: '/certificate/AAAAAAAAAAAAAAAAAAAAAA',
    ready: heading('Certificate not found', 1),
  },
  // The dashboard itself is checked where an admin password is set (beta-admin.spec.ts).
  { name: 'admin gate', path: '/admin', ready: (page) => page.getByLabel('Admin password') },
];

/** A signed-in learner who has not finished onboarding: each of its four steps. */
const onboardingRoutes: Route[] = [
  {
    name: 'onboarding step 1',
    path: '/',
    ready: text('Step 1 of 4'),
    states: [2, 3, 4].map((step) => ({
      name: `onboarding step ${step}`,
      reach: click('button', 'Next', text(`Step ${step} of 4`)),
    })),
  },
];

const tab = (id: string, ready: Route['ready']): State => ({
  name: `tab ${id}`,
  reach: goInApp(`/home?tab=${id}`, ready),
});
const settingsSection = (section: string, title: string): State => ({
  name: `settings ${section}`,
  reach: goInApp(`/settings?section=${section}`, (page) =>
    page.getByRole('tabpanel').getByRole('heading', { name: title, level: 3 }),
  ),
});

/** The learning path: every tab and what opens on them, on one load of /home. */
const homeRoutes: Route[] = [
  {
    name: 'tab guide',
    path: '/home?tab=guide',
    // The guide's last part: its sections are rendered once its top has been painted.
    ready: (page) => page.getByRole('complementary', { name: 'About this guide' }),
    states: [
      {
        name: 'account menu',
        reach: click('button', /open account menu/i, (page) => page.getByRole('menu')),
        leave: pressEscape,
      },
      tab('glossary', (page) => page.getByTestId('glossary-count')),
      {
        name: 'glossary term opened',
        reach: async (page) => {
          const term = page.getByRole('tabpanel').locator('button[aria-expanded="false"]').first();
          const body = await term.getAttribute('aria-controls');
          await term.click();
          await expect(page.locator(`button[aria-controls="${body}"]`)).toHaveAttribute('aria-expanded', 'true');
        },
      },
      tab('strategies', heading('Dollar-Cost Averaging', 3)),
      {
        name: 'strategy details dialog',
        reach: click('button', /Learn More/, (page) => page.getByRole('dialog')),
        leave: pressEscape,
      },
      tab('wizard', text('Question 1 of 5')),
      { name: 'wizard results', reach: answerWizard },
      tab('compare', heading('What Your Selection Shows', 3)),
      tab('calculator', (page) => page.getByRole('group', { name: 'Total Invested', exact: true })),
      {
        name: 'sections drawer',
        phoneOnly: true,
        reach: click('button', 'Explore Sections', (page) => page.getByRole('dialog', { name: 'Explore Sections' })),
        leave: pressEscape,
      },
      tab('treasury', heading('Build Your Treasury', 2)),
      tab('security', (page) => page.getByRole('button', { name: 'Get Security Recommendation' })),
      { name: 'security result', reach: answerAssessment },
      tab('community', (page) => page.getByTestId('community-group').first()),
    ],
  },
];

/** The signed-in learner's other routes. */
const signedInRoutes: Route[] = [
  { name: 'compare route', path: '/compare', ready: heading('What Your Selection Shows', 3) },
  {
    name: 'settings profile',
    path: '/settings?section=profile',
    ready: (page) => page.getByRole('tabpanel').getByRole('heading', { name: 'Profile', level: 3 }),
    states: [
      settingsSection('security', 'Security'),
      settingsSection('preferences', 'Preferences'),
      settingsSection('notifications', 'Notifications'),
      settingsSection('subscription', 'Subscription'),
      {
        name: 'settings certificate',
        reach: goInApp('/settings?section=certificate', (page) =>
          page.getByRole('tabpanel').getByText(/^Complete all 8 steps of the learning path/),
        ),
      },
      settingsSection('data', 'Download my data'),
    ],
  },
  { name: 'subscription', path: '/subscription', ready: heading('Your plan', 1) },
  { name: 'premium', path: '/premium', ready: heading('Your plan', 1) },
  { name: 'local test checkout', path: '/subscription/test-checkout', ready: text('Local test checkout') },
  { name: 'privacy (signed in)', path: '/privacy', ready: heading(/Privacy Policy/, 1) },
];

/** A learner's stored session, as the sign-in form leaves it: from the real API. */
interface Session {
  user: string;
  token: string;
}

async function newSession(onboarded: boolean): Promise<Session> {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const { token } = await createUser(api, { onboarded });
    const me = await api.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    const { user } = (await me.json()) as { user: object };
    return { user: JSON.stringify(user), token };
  } finally {
    await api.dispose();
  }
}

async function startSignedIn(page: Page, session: Session) {
  await page.addInitScript(({ user, token }) => {
    localStorage.setItem('arkad_auth_user', user);
    localStorage.setItem('arkad_auth_token', token);
  }, session);
}

/**
 * The page as it stands, in both themes: every rule in the theme it shows, then the page switched
 * to the other system theme (the app follows it live) and the colour rules again. The page stays in
 * that theme: the next state starts there. Each run waits for the colour transitions to end (e2e/axe.ts).
 * Its serious and critical violations, one line each, and a line if the page is wider than the screen.
 */
async function violationsInBothThemes(page: Page): Promise<string[]> {
  const html = page.locator('html');
  // Nothing wider than the screen, in English (issue 48; the Spanish screens: spanish-*.spec.ts).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const wider = overflow > 0 ? [`wider than the screen by ${overflow} px`] : [];
  const first = (await html.getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  const second = first === 'dark' ? 'light' : 'dark';
  const all = (await axeViolations(page)).map((line) => `${first}: ${line}`);
  await page.emulateMedia({ colorScheme: second });
  await expect(html).toHaveAttribute('data-theme', second);
  const colours = (await axeViolations(page, { rules: COLOUR_RULES })).map((line) => `${second}: ${line}`);
  return [...wider, ...all, ...colours];
}

/** Loads the route once and checks it, then each of its states in turn, on that page. */
async function checkRoute(page: Page, route: Route, phone: boolean) {
  await test.step(route.name, async () => {
    // Each route starts a new visit: nothing kept for the visit (onboarding's step, the wizard's
    // answers) carries over from the route before.
    if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
    await page.goto(route.path);
    await expect(route.ready(page), `${route.name} did not load`).toBeVisible();
    expect.soft(await violationsInBothThemes(page), route.name).toEqual([]);
  });
  for (const state of route.states ?? []) {
    if (state.phoneOnly && !phone) continue;
    await test.step(state.name, async () => {
      await state.reach(page);
      expect.soft(await violationsInBothThemes(page), state.name).toEqual([]);
      await state.leave?.(page);
    });
  }
}

const views = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * One test per group and width: the groups run side by side, each in a browser page of its own.
 * The learning path, the longest, comes first so that its two widths start together.
 */
const groups = [
  { name: 'the learning path', routes: homeRoutes, session: { onboarded: true } },
  { name: 'signed out', routes: signedOutRoutes, session: null },
  { name: 'signed in, other routes', routes: signedInRoutes, session: { onboarded: true } },
  { name: 'onboarding', routes: onboardingRoutes, session: { onboarded: false } },
] as const;

for (const group of groups) {
  for (const viewport of views) {
    test.describe(`axe at ${viewport.width} px, light and dark`, () => {
      test.use({ viewport, reducedMotion: 'reduce', colorScheme: 'light' });
      const phone = viewport.width < 640;
      test(`${group.name}: no serious or critical violation`, async ({ page }) => {
        const states = group.routes.reduce((sum, route) => sum + 1 + (route.states?.length ?? 0), 0);
        // A bound for a failing run on a busy machine, not a speed requirement.
        test.setTimeout(60_000 * states);
        if (group.session) await startSignedIn(page, await newSession(group.session.onboarded));
        for (const route of group.routes) await checkRoute(page, route, phone);
      });
    });
  }
}
