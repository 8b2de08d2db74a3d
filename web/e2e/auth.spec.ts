import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

const PASSWORD = 'demo-password';
const HOMEOWNER = 'homeowner@example.com';

async function apiSignIn(request: APIRequestContext, username: string, password = PASSWORD) {
  const res = await request.post('/api/authenticate', { data: { grant_type: 'password', username, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { access_token: string; user: { userId: string } };
}

async function openLogin(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login to Your Account' })).toBeVisible();
}

async function logIn(page: Page, username: string, password = PASSWORD, remember = true) {
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill(password);
  if (!remember) await page.getByLabel('Remember Me').uncheck();
  await page.getByRole('button', { name: 'Login' }).click();
}

const headerAccount = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Account', exact: true });

test('a homeowner logs in through the dialog and sees Account in the header', async ({ page }) => {
  await openLogin(page);
  await logIn(page, HOMEOWNER);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(headerAccount(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Summary' })).toBeVisible();
  await expect(page.getByText(HOMEOWNER).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
});

test('a wrong password shows the Login Error toast and keeps the dialog open', async ({ page }) => {
  await openLogin(page);
  await logIn(page, HOMEOWNER, 'not-the-password');
  const toast = page.getByRole('alert').filter({ hasText: 'Login Error' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('The username or password you entered were incorrect.  Please try again.');
  await expect(page.getByRole('dialog', { name: 'Login to Your Account' })).toBeVisible();
});

test('logout returns to / and the login dialog offers the last username', async ({ page }) => {
  await openLogin(page);
  await logIn(page, HOMEOWNER);
  await expect(headerAccount(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'));
  expect(saved.response).toBeUndefined();
  expect(saved.lastUsername).toBe(HOMEOWNER);

  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByPlaceholder('Email Address')).toHaveValue(HOMEOWNER);
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('without Remember Me the session lives in sessionStorage only', async ({ page }) => {
  await openLogin(page);
  await logIn(page, HOMEOWNER, PASSWORD, false);
  await expect(headerAccount(page)).toBeVisible();
  const stores = await page.evaluate(() => ({
    local: JSON.parse(localStorage.getItem('auth') ?? '{}'),
    session: JSON.parse(sessionStorage.getItem('auth') ?? '{}'),
  }));
  expect(stores.local.response).toBeUndefined();
  expect(stores.local.lastUsername).toBe(HOMEOWNER);
  expect(stores.session.response.access_token).toBeTruthy();
  await page.reload();
  await expect(headerAccount(page)).toBeVisible();
});

test('Request Repair asks a signed-out visitor to log in, and ?login opens the dialog anywhere', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Request Repair' }).click();
  await expect(page).toHaveURL(/\/claim$/);
  await expect(page.getByRole('dialog', { name: 'Please login to request repair' })).toBeVisible();
  await expect(page).toHaveTitle(/Submit a Home Warranty Claim/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/about-us?login');
  await expect(page.getByRole('dialog', { name: 'Login to Your Account' })).toBeVisible();
});

test('a contractor lands on the dispatch tickets', async ({ page }) => {
  await openLogin(page);
  await logIn(page, 'contractor@example.com');
  await expect(page).toHaveURL(/\/account#dispatchTickets$/);
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  for (const item of ['Dashboard', 'Dispatch Tickets', 'Profile']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('staff impersonate a user found by e-mail and end the impersonation', async ({ page }) => {
  await openLogin(page);
  await logIn(page, 'staff@example.com');
  await expect(headerAccount(page)).toBeVisible();
  await page.getByLabel('Search users (name, e-mail or phone)').fill(HOMEOWNER);
  await page
    .getByTestId('user-result')
    .filter({ hasText: HOMEOWNER })
    .getByRole('button', { name: /^View as / })
    .click();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(HOMEOWNER);
  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByLabel('Search users (name, e-mail or phone)')).toBeVisible();
});

let mailCatcher: MailCatcher;
test.beforeAll(async () => {
  mailCatcher = await startMailCatcher();
});
test.afterAll(async () => {
  await mailCatcher.close();
});

test('forgot password: the e-mailed link signs in, sets a new password, and the new one works', async ({
  page,
  request,
}) => {
  const user = 'agent@example.com';
  const newPassword = 'a-brand-new-password';
  await openLogin(page);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Trouble Logging In?' });
  await expect(forgot).toContainText('Let us help! Please enter your email.');

  await forgot.getByRole('button', { name: 'Submit' }).click();
  const oops = page.getByRole('alertdialog', { name: 'Oops...we need a bit more information!' });
  await expect(oops).toContainText('Please enter your email address.');
  await page.keyboard.press('Enter');
  await expect(oops).toHaveCount(0);
  await expect(page.getByPlaceholder('Email...')).toBeFocused();
  await expect(forgot.getByText('REQUIRED')).toBeVisible();

  await page.getByPlaceholder('Email...').fill(user);
  await forgot.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(`If an account is set up, an email will be sent to the specified email address ${user}.`),
  ).toBeVisible();
  await expect(forgot).toHaveCount(0);

  const mail = await mailCatcher.waitFor(user);
  const link = mail.match(/https?:\/\/\S+\/token\?u=\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link!);

  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(/\/account\?passwordReset=true$/);
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await expect(change).toBeVisible();
  await expect(change.getByLabel('Current Password')).toHaveCount(0);
  await change.getByLabel('New Password').fill(newPassword);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed.')).toBeVisible();
  await expect(change).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await logIn(page, user, newPassword);
  await expect(headerAccount(page)).toBeVisible();

  // Put the demo password back for the other suites.
  const signedIn = await apiSignIn(request, user, newPassword);
  const restore = await request.post('/api/authenticate/changePassword', {
    headers: { Authorization: `Bearer ${signedIn.access_token}` },
    data: { currentPassword: newPassword, newPassword: PASSWORD },
  });
  expect(restore.ok()).toBe(true);
});
