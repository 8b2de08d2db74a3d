import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

/** Every console error and uncaught error of the page, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

test('a signed-out visit to the account page logs no error', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/account');
  await expect(page.getByPlaceholder('Email Address')).toBeVisible();
  await page.goto('/claim');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('signed-out-account.png') });
  expect(errors).toEqual([]);
});

test('the homeowner going through the account logs no error', async ({ page }) => {
  const errors = consoleErrors(page);
  await signIn(page, 'homeowner@example.com');
  for (const name of ['Billing', 'Service Requests', 'Profile']) {
    const link = page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name, exact: true });
    if (await link.count()) {
      await link.click();
      await page.waitForLoadState('networkidle');
    }
  }
  await page.goto('/homeowner-warranty');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('staff starting and ending "View as" from the search logs no error', async ({ page }) => {
  const errors = consoleErrors(page);
  await signIn(page, 'staff@example.com');
  await page.getByLabel('Search users (name, e-mail or phone)').fill('holt');
  const hannah = page.getByTestId('user-result').filter({ hasText: 'homeowner@example.com' });
  await expect(hannah).toContainText('Hannah Holt');
  await page.screenshot({ path: test.info().outputPath('staff-view-as-search.png') });
  await hannah.getByRole('button', { name: 'View as Hannah Holt' }).click();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('Hannah Holt');
  await expect(page.getByText('HW-20418837').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByLabel('Search users (name, e-mail or phone)')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('on a phone the homeowner hero keeps its actions compact and articles keep room for the chat button', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto('/homeowner-warranty');
  const actions = page.locator('.mk-hero__actions').first();
  await expect(actions).toBeVisible();
  // Measured once the app has taken over the prerendered page (whose buttons are disabled until then).
  await expect(page.locator('#root button').first()).toBeEnabled();
  // The primary action on a row of its own, the others two by two.
  const buttons = actions.locator('.button');
  const [first, second, third] = await Promise.all([0, 1, 2].map((index) => buttons.nth(index).boundingBox()));
  expect(second?.y).toBeGreaterThan(first?.y ?? 0);
  expect(third?.y).toBe(second?.y);
  await page.screenshot({ path: test.info().outputPath('homeowner-hero.png') });
  await page.goto('/resources');
  await page.locator('.res-card a').first().click();
  await expect(page.locator('.res-article')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: test.info().outputPath('article-end.png') });
  expect(errors).toEqual([]);
});
