import { createUser, expect, signIn, test, toastTitled } from './fixtures';

// Issue 46: every screen that shows money, in yen (no decimals, counted from USD closes × ECB
// rates), on a phone. One learner whose Settings currency is JPY walks them in turn.

test.use({ viewport: { width: 390, height: 844 } });

test('a learner counting in yen sees yen on every money screen', async ({ page, request }) => {
  const { user, token } = await createUser(request);
  const auth = { Authorization: `Bearer ${token}` };
  const saved = await request.put('/api/auth/preferences', { headers: auth, data: { defaultCurrency: 'JPY' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await signIn(page, user);

  // The price card: yen, whole units, and the rate it was counted with (the provider has no JPY here).
  const price = page.getByTestId('price-value');
  await expect(price).toHaveText(/^¥[\d,]+$/);
  await expect(page.getByTestId('price-conversion')).toContainText('JPY per USD, calculated from the ECB reference');

  // Settings: every offered currency, yen chosen.
  await page.goto('/settings?section=preferences');
  const select = page.getByLabel('Default currency');
  await expect(select).toHaveValue('JPY');
  await expect(select.locator('option')).toHaveCount(28);

  // The treasury starts in yen, without decimals, its first goal $1,000 converted (issue 46).
  await page.goto('/home?tab=treasury');
  await expect(page.getByRole('heading', { name: 'Choose Your Goal' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '¥160,000', pressed: true })).toBeVisible();
  await expect(page.getByTestId('treasury-presets-note')).toContainText('1 US dollar = 159.834 JPY');
  await page.getByLabel('Month', { exact: true }).fill('2026-01');
  await page.getByLabel('Amount saved (JPY)').fill('15000');
  await page.getByRole('button', { name: 'Add Savings' }).click();
  await expect(toastTitled(page, 'Savings Added!')).toBeVisible();
  await expect(page.getByText('¥15,000 added for January 2026.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('treasury-current')).toHaveText('¥15,000');

  // The calculator opens in yen and says up to which day it can count in it.
  await page.goto('/home?tab=calculator');
  await expect(page.getByLabel('Currency')).toHaveValue('jpy', { timeout: 30_000 });
  await expect(page.getByTestId('currency-countable-note')).toContainText('counts in JPY up to 2026-04-13');
  // The closed currency select reads whole at 390 px (issue 46): its text fits inside its padding.
  const closed = await page.getByTestId('calculator-currency').evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = element.selectedOptions[0]?.textContent ?? '';
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text, width: context.measureText(text).width, room };
  });
  expect(closed.text).toBe('JPY (¥) · Japanese yen');
  expect(closed.width).toBeLessThanOrEqual(closed.room);
  await expect(page.getByText(/monthly purchases of ¥[\d,]+ over 1 year/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('benchmarks-usd-only')).toBeVisible();

  // The wizard's starting amounts in yen, converted and said so (issue 46).
  await page.goto('/home?tab=wizard');
  await expect(page.getByText('Question 1 of 5')).toBeVisible({ timeout: 30_000 });
  for (const answer of ['Beginner', 'Conservative', 'Minimal']) {
    await page.getByText(answer, { exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(
    page.getByRole('heading', { name: 'How much do you plan to start with, in Japanese yen (JPY)?' }),
  ).toBeVisible();
  await expect(page.getByText('¥160-¥16,000', { exact: true })).toBeVisible();
  await expect(page.getByTestId('wizard-question-note')).toContainText('1 US dollar = 159.834 JPY');

  // The share card of a yen result is drawn (the image names the currency; its text is checked in the API tests).
  const card = await request.get('/api/share/dca.png?amount=5000&frequency=weekly&period=1year&currency=jpy');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});
