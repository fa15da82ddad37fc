import type { Locator, Page } from '@playwright/test';
import { createUser, expect, newTestUser, signIn, test } from './fixtures';

/**
 * Keyboard only: sign-up, onboarding, a wizard run and a calculation with Tab, arrows, Enter and
 * typing, never the mouse. On each screen (the wizard's results and the calculator's too) every
 * visible control can be reached with Tab, and the focused control always shows a focus indicator.
 * Dialogs keep focus inside and give it back.
 */

/** Describes the focused element for failure messages, and whether it shows a focus indicator. */
async function focused(page: Page): Promise<{ name: string; indicated: boolean } | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // The element's own outline, or its option card's outline (a radio choice's label).
    const indicated = [element, element.closest('label')].some((node) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? `${element.name || element.type}=${element.value}` : null) ??
      element.textContent?.trim().slice(0, 40);
    return { name: `${element.tagName.toLowerCase()} "${label}"`, indicated };
  });
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now) expect(now.indicated, `no visible focus on ${now.name}`).toBe(true);
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/**
 * Every visible, enabled control of the page (radio groups count once: arrows move inside them) is
 * reached by Tab, starting from the top of the page, each showing its focus; and nothing that looks
 * clickable is left out of the tab order.
 */
async function expectEveryControlReachable(page: Page, scope = 'body') {
  const total = await page.evaluate((selector) => {
    // Keys from an earlier screen's check would count its controls as this one's.
    for (const tagged of document.querySelectorAll<HTMLElement>('[data-kbd-key]')) delete tagged.dataset.kbdKey;
    const root = document.querySelector(selector) ?? document.body;
    const controls = [
      ...root.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const hidden = style.visibility === 'hidden' || box.width === 0 || box.height === 0;
      const disabled = element.matches(':disabled') || element.closest('[inert]') !== null;
      // A roving-focus group (Radix's tab list) passes focus straight on to its current item.
      const passesFocusOn = element.matches('[role="tablist"], [role="toolbar"], [role="radiogroup"]');
      return !hidden && !disabled && !passesFocusOn && element.tabIndex >= 0;
    });
    // Something that looks clickable (a pointer cursor) must be a control, or inside one or its label.
    const focusable = 'a[href], button, input, select, textarea, summary, label, [tabindex]';
    const mouseOnly = [...root.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        getComputedStyle(element).cursor === 'pointer' &&
        element.getBoundingClientRect().width > 0 &&
        element.closest(focusable) === null,
    );
    if (mouseOnly.length > 0) throw new Error(`Clickable but not focusable: ${mouseOnly[0]?.outerHTML.slice(0, 160)}`);
    const keys = new Set<string>();
    controls.forEach((element, index) => {
      const key =
        element instanceof HTMLInputElement && element.type === 'radio' ? `radio:${element.name}` : `#${index}`;
      element.dataset.kbdKey = key;
      keys.add(key);
    });
    (window as unknown as { kbdKeys: string[] }).kbdKeys = [...keys];
    (document.activeElement as HTMLElement | null)?.blur();
    return keys.size;
  }, scope);
  const reached = new Set<string>();
  for (let presses = 0; presses < total * 2 + 10 && reached.size < total; presses += 1) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kbdKey ?? null);
    if (key) reached.add(key);
    const now = await focused(page);
    if (now) expect(now.indicated, `no visible focus on ${now.name}`).toBe(true);
  }
  const missing = await page.evaluate(
    (seen) =>
      (window as unknown as { kbdKeys: string[] }).kbdKeys
        .filter((key) => !seen.includes(key))
        .map((key) => document.querySelector(`[data-kbd-key="${key}"]`)?.outerHTML.slice(0, 120)),
    [...reached],
  );
  expect(missing, 'controls Tab never reaches').toEqual([]);
}

/** ArrowRight along the tab bar, one tab per press, each taking focus in turn. */
async function arrowAlongTabs(page: Page, names: RegExp[]) {
  for (const name of names) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name })).toBeFocused();
  }
}

/** Tab stays inside `dialog` however often it is pressed, both ways. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 25; presses += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  }
}

test.describe('keyboard only at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sign up, onboarding, a wizard run and a calculation', async ({ page }) => {
    const user = newTestUser();
    await page.goto('/auth?mode=signup');
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(form).toBeVisible();
    await expectEveryControlReachable(page);

    const fields: Array<[string, string]> = [
      ['First name', user.firstName],
      ['Last name', user.lastName],
      ['Username', user.username],
      ['Email', user.email],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, form.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, form.getByLabel('Password', { exact: true }));
    await page.keyboard.type(user.password);
    await tabTo(page, form.getByLabel('Confirm password'));
    await page.keyboard.type(user.password);
    await tabTo(page, form.getByLabel('Experience level'));
    await page.keyboard.press('ArrowDown');
    await expect(form.getByLabel('Experience level')).toHaveValue('intermediate');
    await tabTo(page, form.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');

    // Onboarding: each step's heading takes focus; Tab leads on to Next, then Complete.
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expectEveryControlReachable(page);
    for (let step = 2; step <= 4; step += 1) {
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(`Step ${step} of 4`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    }
    await expectEveryControlReachable(page);
    await tabTo(page, page.getByRole('button', { name: 'Complete' }));
    await page.keyboard.press('Enter');

    // The app: into the tab bar, arrows along it, Enter opens the Strategy Wizard.
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    await expectEveryControlReachable(page, 'header');
    await tabTo(page, page.getByRole('tab', { name: /Guide/ }));
    await arrowAlongTabs(page, [/Glossary/, /^3\s*Strategies/, /Strategy Wizard/]);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 1 of 5')).toBeVisible();
    await expectEveryControlReachable(page, 'main');

    // Five questions: Tab into the choices, Space picks the first, arrows move, Enter goes on.
    const choices: Record<string, string> = {
      experience: 'intermediate',
      risk: 'moderate',
      time: 'minimal',
      investment: 'small',
      goal: 'savings',
    };
    for (const [question, value] of Object.entries(choices)) {
      const options = page.locator(`input[name="wizard-${question}"]`);
      const checked = page.locator(`input[name="wizard-${question}"]:checked`);
      await tabTo(page, (await checked.count()) > 0 ? checked : options.first());
      if ((await checked.count()) === 0) await page.keyboard.press('Space');
      for (let moves = 0; moves < 5 && (await checked.getAttribute('value')) !== value; moves += 1) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(checked).toHaveValue(value);
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: 'Your Top 3 Strategies' })).toBeFocused();
    await expectEveryControlReachable(page, 'main');

    // A calculation: back to the tab bar, on to the DCA Calculator, a new amount, Enter.
    await tabTo(page, page.getByRole('tab', { name: /Strategy Wizard/ }), { backwards: true, max: 200 });
    await arrowAlongTabs(page, [/Compare/, /DCA Calculator/]);
    await page.keyboard.press('Enter');
    const amount = page.getByLabel(/Investment Amount/);
    await expect(amount).toBeVisible();
    // The tab opens on its default calculation; while it runs, Calculate is disabled and Enter
    // submits nothing, as for anyone who presses it then: wait until it has answered.
    await expect(page.getByRole('group', { name: 'Total Invested', exact: true })).toContainText('$1,200');
    await expect(page.getByRole('button', { name: 'Calculate', exact: true })).toBeEnabled();
    await tabTo(page, amount);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('250');
    await page.keyboard.press('Enter');
    // Monthly over one year: 12 purchases of $250.
    await expect(page.getByRole('group', { name: 'Total Invested', exact: true })).toContainText('$3,000');
    await expectEveryControlReachable(page, 'main');
  });

  test('the account menu and the strategy dialog return focus to what opened them; the dialog traps it', async ({
    page,
    request,
  }) => {
    const { user } = await createUser(request);
    await signIn(page, user);
    await expect(page.getByText('Step 1 of 8')).toBeVisible();

    const avatar = page.getByRole('button', { name: 'Open account menu' });
    // Backwards from the page's end: the Guide's stories made the way longer than the default 80 presses.
    await tabTo(page, avatar, { backwards: true, max: 200 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    // Opened from the keyboard, the menu focuses its first item; arrows move, Escape closes.
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Public lessons and glossary' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(avatar).toBeFocused();

    await page.goto('/home?tab=strategies');
    const learnMore = page.getByRole('button', { name: /Learn More about Dollar-Cost Averaging/ });
    // The tab's parts that load after it (the quiz's words, the glossary's terms) are in before the
    // dialog opens: the trap is checked on a page that no longer changes under it.
    await expect(page.getByRole('button', { name: 'Start the quiz' })).toBeVisible();
    await expect(
      page.getByRole('tabpanel').getByRole('button', { name: 'bitcoin', exact: true }).first(),
    ).toBeVisible();
    await tabTo(page, learnMore, { max: 200 });
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('strategy-details');
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);
    // Escape closes a glossary definition open on the focused term first, then the dialog.
    for (let presses = 0; presses < 2 && (await dialog.isVisible()); presses += 1) await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(learnMore).toBeFocused();
  });
});

test.describe('keyboard only at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sections drawer traps focus, and a choice or Escape gives it back', async ({ page, request }) => {
    const { user } = await createUser(request);
    await signIn(page, user);
    const explore = page.getByRole('button', { name: 'Explore Sections' });
    await expect(explore).toBeVisible();
    await tabTo(page, explore);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Explore Sections' });
    await expect(drawer).toBeVisible();
    await expectFocusTrapped(page, drawer);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(explore).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('button', { name: /Strategy Wizard/ }));
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(page.getByText('Step 4 of 8')).toBeVisible();
    await expect(explore).toBeFocused();
  });
});
