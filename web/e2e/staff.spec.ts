import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const PARTNER_URL = 'https://partner-warranty.example/order';

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name, exact: true });

/** Sets a flag through the API as the demo admin: restores state whatever the browser did. */
async function setFlag(request: APIRequestContext, key: string, isEnabled: boolean) {
  const auth = await request.post('/api/authenticate', {
    data: { grant_type: 'password', username: 'staff@example.com', password: 'demo-password', fingerprint: 'e2e' },
  });
  expect(auth.ok()).toBe(true);
  const { access_token: token } = (await auth.json()) as { access_token: string };
  const answer = await request.put(`/api/feature/flag/${key}/${isEnabled}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
}

test('staff views the site as the homeowner and comes back', async ({ page }) => {
  await signIn(page, 'staff@example.com');
  await menu(page, 'Admin').click();
  await expect(page).toHaveURL(/\/account#admin$/);

  await page.getByLabel('Search users (name, e-mail or phone)').fill('holt');
  const hannah = page.getByTestId('user-result').filter({ hasText: 'homeowner@example.com' });
  await expect(hannah).toContainText('Hannah Holt');
  await hannah.getByRole('button', { name: 'View as Hannah Holt' }).click();

  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('Hannah Holt');
  await expect(page.getByText('HW-20418837').first()).toBeVisible();
  // Staff-only entries are gone while acting as the homeowner.
  await expect(menu(page, 'Admin')).toHaveCount(0);

  // The banner stays on other pages.
  await page.goto('/homeowner-warranty');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'End impersonation' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();

  await menu(page, 'Admin').click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const audit = page.getByTestId('audit-entry').first();
  await expect(audit).toContainText('stopped viewing as Hannah Holt');
});

test('turning OnlineOrdering off sends visitors to the partner, and back on restores ordering', async ({
  page,
  browser,
  request,
}) => {
  try {
    await signIn(page, 'staff@example.com');
    await menu(page, 'Admin').click();
    const flag = page.getByTestId('feature-flag').filter({ hasText: 'Online ordering' });
    await expect(flag).toContainText('Visitors can order plans on this site.');
    const toggle = flag.getByRole('switch', { name: 'Online ordering' });
    await expect(toggle).toBeChecked();
    // The whole row is the switch's touch target on a phone.
    const row = await flag.locator('label').boundingBox();
    expect(row?.height ?? 0).toBeGreaterThanOrEqual(44);

    // Switching ordering off for the whole site asks first; keeping it on changes nothing.
    await toggle.click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn off online ordering?' });
    await expect(dialog).toContainText(
      'Visitors will be sent to the partner site and cannot order here until it is back on',
    );
    await page.screenshot({ path: test.info().outputPath('confirm-online-ordering-off.png') });
    await dialog.getByRole('button', { name: 'Keep it on' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeChecked();

    await toggle.click();
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect(toggle).not.toBeChecked();
    // The list reloads every second while the change settles, then says nothing more.
    await expect(flag.getByText('Updating…')).toBeVisible();
    await expect(flag.getByText('Updating…')).toBeHidden({ timeout: 15_000 });

    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.route('https://partner-warranty.example/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Partner warranty</h1>' }),
      );
      await visitor.goto('/order');
      await expect(visitor).toHaveURL(PARTNER_URL);
      await expect(visitor.getByRole('heading', { name: 'Partner warranty' })).toBeVisible();
    } finally {
      await visitorContext.close();
    }

    // Switching it back on needs no confirmation.
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('feature-flags.png') });
    const visitorAgain = await browser.newContext();
    try {
      const visitor = await visitorAgain.newPage();
      await visitor.goto('/order');
      await expect(visitor).toHaveURL(/\/order/);
      await expect(visitor.getByRole('heading', { name: 'Ordering continues with our partner' })).toHaveCount(0);
    } finally {
      await visitorAgain.close();
    }
  } finally {
    await setFlag(request, 'OnlineOrdering', true);
  }
});
