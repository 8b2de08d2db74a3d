import { expect, type Page, test } from '@playwright/test';

async function signIn(page: Page) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill('returning@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
}

// The two run in this order on one server: the first leaves the older account unmerged.
test('Not now keeps both accounts and is not asked again in this browser session', async ({ page }) => {
  await signIn(page);
  const offer = page.getByRole('alertdialog', { name: 'Merge Accounts' });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expect(offer).toBeHidden();
});

test('a homeowner with an older account merges it at sign-in and lands signed out on the home page', async ({
  page,
}) => {
  await signIn(page);
  const offer = page.getByRole('alertdialog', { name: 'Merge Accounts' });
  await expect(offer).toContainText('We found another account with your email address.');
  // The offer names no other account.
  await expect(offer).not.toContainText('Returning@Example.com');
  await page.screenshot({ path: test.info().outputPath('merge-offer.png') });
  await offer.getByRole('button', { name: 'Merge now' }).click();

  await expect(
    page.getByText(
      'We found multiple accounts associated with your email address and have consolidated them. Please login again.',
    ),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('merged.png') });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeHidden();
  const signedIn = await page.evaluate(() => localStorage.getItem('auth') ?? '');
  expect(signedIn).not.toContain('access_token');

  // Signing in again: nothing more to merge, no offer.
  await page.goto('/account');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Merge Accounts' })).toBeHidden();
});
