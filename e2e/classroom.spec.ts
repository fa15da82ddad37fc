import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createUser, expect, newTestUser, startSignedIn, test } from './fixtures';
import { seriousViolations } from './axe';
import { learnFromGradedAnswers, type Key } from './quiz-key';

// Issue 49, "How it is checked": a teacher creates a class, two learners join through the link (one
// after signing up), one completes step 1 and fails a quiz, the teacher sees exactly that, exports
// CSV, removes one learner; the learner leaves the other class; a closed code is refused.

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Drawn {
  attemptId: string;
  questions: { id: string; prompt: string; options: { id: string; text: string }[] }[];
}

/** Draws a guide quiz and answers every question right or wrong (the key learned from graded answers). */
async function answerGuide(request: APIRequestContext, token: string, key: Key, pick: 'right' | 'wrong') {
  const drawn = await request.post('/api/quizzes/guide/attempts', { headers: bearer(token) });
  const quiz = (await drawn.json()) as Drawn;
  await learnFromGradedAnswers(
    request,
    key,
    quiz.questions.map((q) => q.prompt),
  );
  const answers = quiz.questions.map((q) => ({
    questionId: q.id,
    optionId: q.options.find((option) => option.text === key.get(q.prompt)?.[pick])?.id ?? 'a',
  }));
  const graded = await request.post(`/api/quizzes/guide/attempts/${quiz.attemptId}/answers`, {
    headers: bearer(token),
    data: { answers },
  });
  expect(((await graded.json()) as { passed: boolean }).passed).toBe(pick === 'right');
}

async function pageAs(browser: Browser, token: string | null, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (token) await startSignedIn(page, token);
  return page;
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [390, 1280]) {
  test(`a class from its code to the cohort view, at ${width} px`, async ({ page, browser, request }) => {
    await page.setViewportSize({ width, height: 844 });
    const teacher = await createUser(request, { overrides: { firstName: 'Grace', lastName: 'Hopper' } });
    await startSignedIn(page, teacher.token);

    // The teacher takes the role in Settings and creates a class.
    await page.goto('/settings?section=classes');
    await page.getByRole('button', { name: 'Become a teacher' }).click();
    await page.getByRole('link', { name: 'Open your classes' }).click();
    await page.getByLabel('Class name').fill('Year 11 savings');
    await page.getByRole('button', { name: 'Create class' }).click();
    await page.getByRole('link', { name: 'Year 11 savings' }).click();
    const code = (await page.getByTestId('join-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const link = await page.getByLabel('Join link').inputValue();
    expect(link).toContain(`/join/${code}`);
    // A second class, made through the API: the first learner joins it too, then leaves it.
    const other = await request.post('/api/classes', {
      headers: bearer(teacher.token),
      data: { name: 'Evening club' },
    });
    const otherCode = ((await other.json()) as { joinCode: string }).joinCode;

    // Learner one completes step 1 after failing its quiz once, then follows the link.
    const one = await createUser(request, { overrides: { firstName: 'Ada', lastName: 'Lovelace' } });
    const key: Key = new Map();
    await answerGuide(request, one.token, key, 'wrong');
    await answerGuide(request, one.token, key, 'right');
    const onePage = await pageAs(browser, one.token, width);
    await onePage.goto(`/join/${code}`);
    await expect(onePage.getByRole('heading', { name: 'What Grace Hopper will see' })).toBeVisible();
    const preview = onePage.getByTestId('teacher-will-see');
    await expect(preview).toContainText('Ada Lovelace');
    await expect(preview).toContainText('Not shared');
    await expect(preview).toContainText('Guide quiz: 6/6, passed');
    await noSidewaysScroll(onePage, width);
    expect(await seriousViolations(onePage)).toEqual([]);
    await onePage.screenshot({ path: `test-results/classroom-join-${width}.png`, fullPage: true });
    await onePage.getByRole('button', { name: 'Join Year 11 savings' }).click();
    await expect(onePage.getByText('You joined Year 11 savings.')).toBeVisible();
    expect((await request.post(`/api/join/${otherCode}`, { headers: bearer(one.token), data: {} })).status()).toBe(201);

    // Learner two signs up from the link and lands back on the join screen.
    const two = newTestUser({ firstName: 'Bel', lastName: 'Shazzar' });
    const twoPage = await pageAs(browser, null, width);
    await twoPage.goto(`/join/${code}`);
    await twoPage.getByRole('button', { name: 'Create Account' }).click();
    await twoPage.getByLabel('First name').fill(two.firstName);
    await twoPage.getByLabel('Last name').fill(two.lastName);
    await twoPage.getByLabel('Username').fill(two.username);
    await twoPage.getByLabel('Email').fill(two.email);
    await twoPage.getByLabel('Password', { exact: true }).fill(two.password);
    await twoPage.getByLabel('Confirm password').fill(two.password);
    await twoPage.getByRole('button', { name: 'Create Account' }).click();
    for (let step = 0; step < 3; step++) await twoPage.getByRole('button', { name: 'Next' }).click();
    await twoPage.getByRole('button', { name: 'Complete' }).click();
    await expect(twoPage).toHaveURL(new RegExp(`/join/${code}$`));
    await twoPage.getByLabel(/Also share my email/).check();
    await twoPage.getByRole('button', { name: 'Join Year 11 savings' }).click();
    await expect(twoPage.getByText('You joined Year 11 savings.')).toBeVisible();

    // The teacher sees exactly that: one learner with step 1 and a failed then passed quiz, one with nothing.
    await page.reload();
    const rows = page.getByTestId('cohort-row');
    await expect(rows).toHaveCount(2);
    const ada = rows.filter({ hasText: 'Ada Lovelace' });
    await expect(ada.getByRole('list', { name: '1 of 8 steps completed' })).toBeVisible();
    await expect(ada).toContainText('Guide quiz: 6/6, passed');
    await expect(ada).toContainText('2 attempts, best 6');
    const bel = rows.filter({ hasText: 'Bel Shazzar' });
    await expect(bel).toContainText(two.email);
    await expect(bel.getByRole('list', { name: '0 of 8 steps completed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Completion funnel' }).getByRole('listitem').first()).toContainText(
      'Guide1',
    );
    await expect(page.getByRole('list', { name: 'Most missed questions' }).getByRole('listitem').first()).toContainText(
      'Missed by 1 of 1',
    );
    await noSidewaysScroll(page, width);
    expect(await seriousViolations(page)).toEqual([]);

    // CSV of what the view shows: filtered to those who completed the Guide, one row.
    await page.getByLabel('Show').selectOption('step:guide');
    await expect(rows).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Name,Email,Steps completed,Guide,/);
    expect(lines[1]).toMatch(/^Ada Lovelace,,1 of 8,yes,no,/);
    await page.getByLabel('Show').selectOption('all');

    // The teacher removes learner two; they see nothing more of them.
    await bel.getByRole('button', { name: 'Remove Bel Shazzar' }).click();
    await page.getByRole('button', { name: 'Yes, remove Bel Shazzar' }).click();
    await expect(rows).toHaveCount(1);

    // A target date for the Glossary step reaches learner one's path, beside the step.
    await page.getByLabel('Glossary', { exact: true }).fill('2027-01-15');
    await page.getByRole('button', { name: 'Save target dates' }).click();
    await expect(page.getByText('Target dates saved.')).toBeVisible();
    await onePage.goto('/home?tab=glossary');
    await expect(onePage.getByTestId('class-targets')).toHaveText('Year 11 savings: target 15 Jan 2027');

    // Learner one leaves the other class from Settings.
    await onePage.goto('/settings?section=classes');
    const evening = onePage.getByTestId('my-class').filter({ hasText: 'Evening club' });
    await evening.getByRole('button', { name: 'Leave class' }).click();
    await onePage.getByRole('button', { name: 'Yes, leave Evening club' }).click();
    await expect(onePage.getByTestId('my-class')).toHaveCount(1);
    await expect(onePage.getByTestId('my-class')).toContainText('Year 11 savings');

    // The teacher closes joining: an outsider's join with the old code is refused.
    await page.getByRole('button', { name: 'Close joining' }).click();
    await expect(page.getByText('Joining is closed: no code works.')).toBeVisible();
    const outsider = await createUser(request);
    const outsiderPage = await pageAs(browser, outsider.token, width);
    await outsiderPage.goto(`/join/${code}`);
    await expect(outsiderPage.getByText('No open class has this code.')).toBeVisible();
    await expect(outsiderPage.getByRole('button', { name: /^Join / })).toHaveCount(0);
    await page.screenshot({ path: `test-results/classroom-cohort-${width}.png`, fullPage: true });
    await onePage.screenshot({ path: `test-results/classroom-settings-${width}.png`, fullPage: true });
  });
}
