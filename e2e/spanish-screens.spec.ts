import type { Locator, Page } from '@playwright/test';
import { createUser, expect, startSignedIn, test } from './fixtures';
import { expectSpanishScreen, inSpanish } from './spanish-check';

/**
 * The screens the other Spanish journeys do not open (issue 48, point 5): the sign-in form's other
 * modes, the reset page, the legal pages, the not-found page, the record, the exam, the plan page,
 * the local test checkout and billing, a class's join screen, and the dialogs, menus and results of
 * the learning path. Each in Spanish at 390 and 1280 px: no
 * English message of any catalogue visible, nothing wider than the screen (e2e/spanish-check.ts).
 * The English side of the overflow check, on every screen and state, runs in accessibility.spec.ts.
 */
test.use({ locale: 'es-MX' });

const heading = (page: Page, id: string, level?: number) =>
  page.getByRole('heading', { name: inSpanish(id), exact: true, ...(level ? { level } : {}) }).first();

/** Another address of the same route, as the app's own links go there (no load). */
async function goInApp(page: Page, url: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), url);
}

/** Waits for what shows the screen is in, then checks it. */
async function expectShown(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await expectSpanishScreen(page);
}

/** The ICU plural's `other` form, with its number: "Tus # mejores estrategias" for 3. */
function pluralOther(id: string, count: number): string {
  const other = /other \{([^}]*)\}/.exec(inSpanish(id));
  if (!other?.[1]) throw new Error(`${id} has no 'other' form`);
  return other[1].replace('#', String(count));
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('signed out: sign-in, register, forgot and reset forms, legal pages, not found', async ({ page }) => {
      await page.goto('/auth?mode=signin');
      await expectShown(page, heading(page, 'auth.login.title'));
      await page.getByRole('button', { name: inSpanish('auth.createAccount'), exact: true }).click();
      await expectShown(page, heading(page, 'auth.register.title'));
      // Labels a screen reader reads count too: the password fields' show/hide switch.
      await expect(page.getByRole('button', { name: inSpanish('password.show') }).first()).toBeVisible();
      // "¿Ya tienes una cuenta? <0>Inicia sesión</0>": the button is the tag's text.
      await page.getByRole('button', { name: /^Inicia sesión$/ }).click();
      await expect(heading(page, 'auth.login.title')).toBeVisible();
      await page.getByRole('button', { name: inSpanish('auth.forgot.title'), exact: true }).click();
      await expectShown(page, heading(page, 'auth.forgot.title'));

      await page.goto('/auth?token=a-link-token');
      await expectShown(page, heading(page, 'auth.reset.title'));
      await page.getByLabel(inSpanish('auth.reset.newPassword'), { exact: true }).fill('a-new-babylon-secret');
      await page.getByLabel(inSpanish('auth.reset.confirm'), { exact: true }).fill('a-new-babylon-secret');
      await page.getByRole('button', { name: inSpanish('auth.reset.submit'), exact: true }).click();
      await expectShown(page, page.getByRole('button', { name: inSpanish('auth.reset.newLink'), exact: true }));

      for (const path of ['/privacy', '/terms']) {
        await page.goto(path);
        await expectShown(page, page.getByRole('heading', { level: 1 }));
      }
      await page.goto('/no/such/page');
      await expectShown(page, heading(page, 'notFound.heading', 1));
    });

    test('signed in: record, exam, plan, test checkout, joining a class, results, dialogs, menus', async ({
      page,
      request,
    }) => {
      const { token } = await createUser(request);
      const language = await request.put('/api/auth/preferences', {
        headers: { Authorization: `Bearer ${token}` },
        data: { language: 'es' },
      });
      expect(language.status(), await language.text()).toBe(200);
      await startSignedIn(page, token);

      await page.goto('/record');
      await expectShown(page, heading(page, 'quiz.record.title', 1));
      await page.goto('/exam');
      await expectShown(page, heading(page, 'quiz.exam.title', 1));
      await page.goto('/premium');
      await expectShown(page, heading(page, 'subscription.page.title', 1));
      // The local test checkout and billing (this server has no Stripe keys).
      await page.goto('/subscription/test-checkout');
      await expectShown(page, page.getByText(inSpanish('subscription.test.checkoutTitle')).first());
      await page.goto('/subscription/test-billing');
      await expectShown(page, page.getByText(inSpanish('subscription.test.noSubscription')));

      // A class's join screen, from a teacher's code.
      const teacher = await createUser(request);
      const bearer = { Authorization: `Bearer ${teacher.token}` };
      expect((await request.post('/api/classroom/teacher', { headers: bearer })).status()).toBe(200);
      const made = await request.post('/api/classes', {
        headers: bearer,
        data: { name: 'Ahorro 2027', endDate: '2027-06-30' },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { joinCode } = (await made.json()) as { joinCode: string };
      await page.goto(`/join/${joinCode}`);
      await expectShown(page, page.getByRole('heading', { level: 1, name: 'Unirme a Ahorro 2027' }));

      await page.goto('/home?tab=wizard');
      for (const value of ['beginner', 'conservative', 'minimal', 'small', 'savings']) {
        await page.locator(`input[type="radio"][value="${value}"]`).check();
        const next = value === 'savings' ? 'wizard.getResults' : 'wizard.next';
        await page.getByRole('button', { name: inSpanish(next), exact: true }).click();
      }
      await expectShown(page, page.getByRole('heading', { name: pluralOther('wizard.resultsHeading', 3) }));

      await goInApp(page, '/home?tab=security');
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
      await page.getByRole('button', { name: inSpanish('security.submit'), exact: true }).click();
      await expectShown(page, page.getByTestId('security-result'));

      await goInApp(page, '/home?tab=strategies');
      await page
        .getByRole('button', { name: /Más información/ })
        .first()
        .click();
      await expectShown(page, page.getByRole('dialog'));
      await page.keyboard.press('Escape');

      await goInApp(page, '/home?tab=glossary');
      const term = page.getByRole('tabpanel').locator('button[aria-expanded="false"]').first();
      const body = await term.getAttribute('aria-controls');
      await term.click();
      await expectShown(page, page.locator(`button[aria-controls="${body}"][aria-expanded="true"]`));

      await page.getByRole('button', { name: /abrir el menú de la cuenta/ }).click();
      await expectShown(page, page.getByRole('menu'));
      await page.keyboard.press('Escape');
      if (width < 640) {
        // Its name adds the section open now: "Explorar secciones Glosario".
        await page.getByRole('button', { name: inSpanish('path.explore') }).click();
        await expectShown(page, page.getByRole('dialog', { name: inSpanish('path.explore') }));
        await page.keyboard.press('Escape');
      }
    });
  });
}
