import { createUser, expect, newTestUser, signIn, test, toastTitled } from './fixtures';

test('register → onboarding → app; a reload stays signed in; logout returns to the landing page', async ({ page }) => {
  const user = newTestUser();
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup/);

  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill('not-the-same-password');
  await page.getByLabel('Experience level').selectOption('intermediate');
  await page.getByLabel('Investment goal (optional)').selectOption('retirement');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Onboarding: four steps, Previous disabled on the first, Complete on the last.
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Intermediate Level')).toBeVisible();
  await expect(page.getByText('Goal: Retirement savings')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Security first' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Welcome to Arkad, ${user.firstName}!`)).toBeVisible();
  await expect(page.getByText('Your Bitcoin learning journey begins!')).toBeVisible();
  // One label set for goals: the banner names the goal as registration and onboarding did.
  await expect(page.getByText('Goal: Retirement savings')).toBeVisible();
  // Seconds after registering, the header greets a new learner, not a returning one.
  await expect(page.getByText(`Welcome, ${user.firstName}!`)).toBeVisible();
  await expect(page.getByText(`Welcome back, ${user.firstName}!`)).toHaveCount(0);
  await expect(page.getByText('Step 1 of 8')).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Welcome to Arkad, ${user.firstName}!`)).toBeVisible();

  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: /Save in Bitcoin/ })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('arkad_auth')))).toEqual([]);

  // The old session is gone for good: protected pages ask to sign in.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('registering an email that has an account signs nobody in, changes nothing and says so', async ({
  page,
  request,
}) => {
  const { user: owner } = await createUser(request);
  const other = newTestUser();
  await page.goto('/auth?mode=signup');
  await page.getByLabel('First name').fill(other.firstName);
  await page.getByLabel('Last name').fill(other.lastName);
  await page.getByLabel('Username').fill(other.username);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('another-learner-pass-42');
  await page.getByLabel('Confirm password').fill('another-learner-pass-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('This email and password did not sign you in.');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('arkad_auth')))).toEqual([]);
  // The owner's account is as it was: its own password still signs in.
  await signIn(page, owner);
  await expect(page.getByText(`Welcome, ${owner.firstName}!`)).toBeVisible();
});

test('a wrong password shows the server message; signing in leads to the app', async ({ page, request }) => {
  const { user } = await createUser(request);
  await signIn(page, { email: user.email, password: 'wrong-password-123' });
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome to Arkad, ${user.firstName}!`)).toBeVisible();
  // Signed-in users who finished onboarding are sent from /auth to /.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password → reset through the development link → sign in with the new password', async ({
  page,
  request,
}) => {
  const { user } = await createUser(request);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // The test server has no SMTP: the page says so (the same for every address), with the development link.
  await expect(page.getByRole('heading', { name: 'No Email Sent' })).toBeVisible();
  await expect(
    page.getByText('This server cannot send email, so no reset link was sent.', { exact: false }),
  ).toBeVisible();
  await expect(toastTitled(page, 'Reset link sent')).toBeVisible();

  const resetHref = await page.getByTestId('dev-reset-link').getAttribute('href');
  expect(resetHref).toMatch(/\/auth\?token=/);
  // The page's clock is stopped before the reset, so the test decides when the 2 seconds pass.
  const start = new Date('2026-03-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.goto(resetHref ?? '');
  await page.getByLabel('New password', { exact: true }).fill('a-new-babylon-secret');
  await page.getByLabel('Confirm new password').fill('a-new-babylon-secret');
  await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();

  // Just short of 2 seconds: still on the success message, the token still in the address bar.
  await page.clock.runFor(1999);
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?token=/);
  // Then back to sign in, with the token gone from the address bar.
  await page.clock.resume();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('a-new-babylon-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(`Welcome to Arkad, ${user.firstName}!`)).toBeVisible();
});

test("a used reset link says so on the page, and 'Request a new link' opens the forgot form", async ({
  page,
  request,
}) => {
  const { user } = await createUser(request);
  const res = await request.post('/api/auth/forgot-password', { data: { email: user.email } });
  const { resetUrl } = (await res.json()) as { resetUrl: string };
  const token = new URL(resetUrl).searchParams.get('token');
  await request.post('/api/auth/reset-password', { data: { token, password: 'first-new-password' } });

  await page.goto(`/auth?token=${token}`);
  await page.getByLabel('New password', { exact: true }).fill('second-new-password');
  await page.getByLabel('Confirm new password').fill('second-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
  await page.getByRole('button', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Forgot password' })).toBeVisible();
});

test('switching between sign in and register keeps the form in the URL, so a reload shows the same one', async ({
  page,
}) => {
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('changing the email in settings asks for the current password; names alone do not', async ({ page, request }) => {
  const { user } = await createUser(request);
  await signIn(page, user);
  await expect(page.getByText(`Welcome, ${user.firstName}!`)).toBeVisible();
  await page.goto('/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  const currentPassword = profile.getByLabel('Current password');

  await profile.getByLabel('First name').fill('Nomasir');
  await expect(currentPassword).toHaveCount(0);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastTitled(page, 'Profile updated successfully')).toBeVisible();

  const newEmail = `moved.${user.email}`;
  await profile.getByLabel('Email').fill(newEmail);
  await expect(currentPassword).toBeVisible();
  await expect(profile.getByText('Needed to change your email')).toBeVisible();
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(profile.getByText('Enter your current password to change your email')).toBeVisible();

  await currentPassword.fill('not-my-password');
  const refused = page.waitForResponse(
    (res) => res.url().endsWith('/api/auth/profile') && res.request().method() === 'PUT',
  );
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  expect((await refused).status()).toBe(400);
  await expect(profile.getByText('Current password is incorrect')).toBeVisible();

  await currentPassword.fill(user.password);
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastTitled(page, 'Profile updated successfully').last()).toBeVisible();
  await expect(currentPassword).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Email')).toHaveValue(newEmail);
});

test('signing in from a protected page returns to that page', async ({ page, request }) => {
  const { user } = await createUser(request);
  await page.goto('/settings?section=preferences');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?section=preferences$/);
});

test('/auth?next= returns to a page on this site, and refuses any other', async ({ page, request }) => {
  const { user } = await createUser(request);
  await page.goto(`/auth?mode=signup&next=${encodeURIComponent('/home?tab=calculator')}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signin&next=%2Fhome%3Ftab%3Dcalculator$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Step 6 of 8')).toBeVisible();
  await expect(page).toHaveURL(/\/home\?tab=calculator(&|$)/);

  // Signed in, /auth sends on at once: to a safe next, never to another origin.
  await page.goto(`/auth?next=${encodeURIComponent('//evil.example/phish')}`);
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto(`/auth?next=${encodeURIComponent('/settings')}`);
  await expect(page).toHaveURL(/\/settings$/);
});

test('a reload keeps the onboarding step', async ({ page, request }) => {
  const { user } = await createUser(request, { onboarded: false });
  await signIn(page, user);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Security first' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security first' })).toBeVisible();
});
