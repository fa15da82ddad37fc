import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { COLOUR_RULES, seriousViolations as axeViolations } from './axe';
import { createUser, expect, test } from './fixtures';

/**
 * axe on every route and every tab, signed out and signed in, at phone and desktop width, in the
 * light and the dark theme: no serious or critical violation. A new screen is one line in a list
 * below: where it is, and what shows once its content is in. Each screen is checked in light, then
 * in dark on the same page (the dark theme changes colours only, so the colour rules run there).
 */

interface Screen {
  /** How the failure report names it. */
  name: string;
  path: string;
  /** What shows once the screen's content is in (axe runs only then). */
  ready(page: Page): Locator;
  /** Something to do after it is ready, e.g. open a menu; axe then checks the page as it is. */
  then?(page: Page): Promise<void>;
  /** A state only phones have (wider screens show the same page as another screen already checks). */
  phoneOnly?: boolean;
}

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

const heading = (name: string | RegExp, level?: number) => (page: Page) =>
  page.getByRole('heading', { name, ...(level ? { level } : {}) }).first();
const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first();

/** Screens for visitors. */
const signedOutScreens: Screen[] = [
  { name: 'landing', path: '/', ready: heading(/Save in Bitcoin/) },
  {
    name: 'landing, all features',
    path: '/',
    ready: heading(/Save in Bitcoin/),
    phoneOnly: true,
    then: (page) => page.getByRole('button', { name: 'View All Features' }).click(),
  },
  { name: 'sign in', path: '/auth?mode=signin', ready: heading('Welcome back') },
  { name: 'register', path: '/auth?mode=signup', ready: heading('Create your account') },
  {
    name: 'forgot password',
    path: '/auth?mode=signin',
    ready: heading('Welcome back'),
    then: (page) => page.getByRole('button', { name: 'Forgot your password?' }).click(),
  },
  { name: 'reset password', path: '/auth?token=a-link-token', ready: heading('Choose a new password') },
  {
    name: 'reset link refused (error toast)',
    path: '/auth?token=a-link-token',
    ready: heading('Choose a new password'),
    then: async (page) => {
      await page.getByLabel('New password', { exact: true }).fill('a-new-babylon-secret');
      await page.getByLabel('Confirm new password').fill('a-new-babylon-secret');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Reset Failed')).toBeVisible();
    },
  },
  { name: 'protected page', path: '/settings', ready: heading('Welcome back') },
  { name: 'privacy', path: '/privacy', ready: heading(/Privacy Policy/, 1) },
  { name: 'terms', path: '/terms', ready: text(/within 5 business days/) },
  { name: 'not found', path: '/no/such/page', ready: heading('Page Not Found') },
  // The dashboard itself is checked where an admin password is set (beta-admin.spec.ts).
  { name: 'admin gate', path: '/admin', ready: (page) => page.getByLabel('Admin password') },
];

/** Screens for a signed-in learner who has not finished onboarding: each of its four steps. */
const onboardingScreens: Screen[] = [1, 2, 3, 4].map((step) => ({
  name: `onboarding step ${step}`,
  path: '/',
  ready: text('Step 1 of 4'),
  then: async (page) => {
    for (let at = 1; at < step; at += 1) await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
  },
}));

const tab = (id: string, ready: Screen['ready']): Screen => ({ name: `tab ${id}`, path: `/home?tab=${id}`, ready });
const settings = (section: string, title: string): Screen => ({
  name: `settings ${section}`,
  path: `/settings?section=${section}`,
  ready: (page) => page.getByRole('tabpanel').getByRole('heading', { name: title, level: 3 }),
});

/** Screens for a signed-in, onboarded learner. */
const signedInScreens: Screen[] = [
  tab('guide', heading('The Babylonian Path to Bitcoin', 3)),
  tab('glossary', (page) => page.getByTestId('glossary-count')),
  tab('strategies', heading('Dollar-Cost Averaging', 3)),
  {
    name: 'strategy details dialog',
    path: '/home?tab=strategies',
    ready: heading('Dollar-Cost Averaging', 3),
    then: async (page) => {
      await page
        .getByRole('button', { name: /Learn More/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  tab('wizard', text('Question 1 of 5')),
  { name: 'wizard results', path: '/home?tab=wizard', ready: text('Question 1 of 5'), then: answerWizard },
  tab('compare', heading('What Your Selection Shows', 3)),
  tab('calculator', (page) => page.getByRole('group', { name: 'Total Invested', exact: true })),
  tab('treasury', heading('Build Your Treasury', 2)),
  tab('security', (page) => page.getByRole('button', { name: 'Get Security Recommendation' })),
  {
    name: 'security result',
    path: '/home?tab=security',
    ready: (page) => page.getByRole('button', { name: 'Get Security Recommendation' }),
    then: answerAssessment,
  },
  tab('community', (page) => page.getByTestId('community-group').first()),
  { name: 'compare route', path: '/compare', ready: heading('What Your Selection Shows', 3) },
  {
    name: 'glossary term opened',
    path: '/home?tab=glossary',
    ready: (page) => page.getByTestId('glossary-count'),
    then: async (page) => {
      const term = page.locator('button[aria-expanded="false"]').first();
      await term.click();
      await expect(page.locator('button[aria-expanded="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'sections drawer',
    path: '/home?tab=calculator',
    ready: (page) => page.getByRole('group', { name: 'Total Invested', exact: true }),
    phoneOnly: true,
    then: async (page) => {
      await page.getByRole('button', { name: 'Explore Sections' }).click();
      await expect(page.getByRole('dialog', { name: 'Explore Sections' })).toBeVisible();
    },
  },
  {
    name: 'account menu',
    path: '/home',
    ready: heading('The Babylonian Path to Bitcoin', 3),
    then: async (page) => {
      await page.getByRole('button', { name: 'Open account menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  settings('profile', 'Profile'),
  settings('security', 'Security'),
  settings('preferences', 'Preferences'),
  settings('notifications', 'Notifications'),
  settings('subscription', 'Subscription'),
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
 * Waits until the colour transitions the theme switch started have run their course: axe would
 * otherwise measure a colour halfway between the themes (it did, on a busy machine).
 */
async function colourTransitionsEnded(page: Page) {
  await page.evaluate(async () => {
    // The switch's style change is applied on the next frame; its transitions start then.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/**
 * Opens the screen and answers its serious and critical violations in both themes: the whole rule
 * set in light, then the page switched to the dark system theme (the app follows it live) and the
 * colour rules again, on the same page as it stands.
 */
async function violationsInBothThemes(page: Page, screen: Screen): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  // Each screen starts a new visit: nothing kept for the visit (onboarding's step, the wizard's
  // answers) carries over from the screen before.
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
  await page.goto(screen.path);
  await expect(screen.ready(page), `${screen.name} did not load`).toBeVisible();
  await screen.then?.(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = (await axeViolations(page)).map((line) => `light: ${line}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await colourTransitionsEnded(page);
  const dark = (await axeViolations(page, { rules: COLOUR_RULES })).map((line) => `dark: ${line}`);
  return [...light, ...dark];
}

const views = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const audiences = [
  { name: 'signed out', screens: signedOutScreens, session: null },
  { name: 'onboarding', screens: onboardingScreens, session: { onboarded: false } },
  { name: 'signed in', screens: signedInScreens, session: { onboarded: true } },
] as const;

/** Screens per test: a test visits several screens in one browser page, each from its own address. */
const SCREENS_PER_TEST = 7;

function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let at = 0; at < items.length; at += size) groups.push(items.slice(at, at + size));
  return groups;
}

for (const viewport of views) {
  for (const audience of audiences) {
    test.describe(`axe at ${viewport.width} px, light and dark, ${audience.name}`, () => {
      test.use({ viewport, reducedMotion: 'reduce' });
      // One learner per group; every screen is opened from its address, so none depends on another.
      let session: Session | null = null;
      test.beforeAll(async () => {
        session = audience.session ? await newSession(audience.session.onboarded) : null;
      });

      const phone = viewport.width < 640;
      const screens = audience.screens.filter((candidate) => phone || !candidate.phoneOnly);
      for (const group of inGroups(screens, SCREENS_PER_TEST)) {
        test(`${group.map((screen) => screen.name).join(', ')}: no serious or critical violation`, async ({ page }) => {
          // A bound for a failing run on a busy machine, not a speed requirement.
          test.setTimeout(60_000 * group.length);
          if (session) await startSignedIn(page, session);
          for (const screen of group) {
            await test.step(screen.name, async () => {
              expect.soft(await violationsInBothThemes(page, screen), screen.name).toEqual([]);
            });
          }
        });
      }
    });
  }
}
