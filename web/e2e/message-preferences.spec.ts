import { expect, type Page, test } from '@playwright/test';

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

test('the homeowner turns receipt e-mails off from the account, and the choice is kept after a reload', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'homeowner@example.com');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Profile', exact: true })
    .click();
  await page.getByRole('link', { name: 'Choose how we reach you' }).click();
  await expect(page).toHaveURL(/\/account\/messages$/);
  await expect(page.getByRole('heading', { name: 'How we reach you', level: 2 })).toBeVisible();

  const receipts = page.getByRole('switch', { name: 'Receipts and refunds: E-mail' });
  const failedPayment = page.getByRole('switch', { name: 'A payment did not go through: E-mail' });
  const visitText = page.getByRole('switch', { name: 'Repair visit booked or moved: Text' });
  await expect(receipts).toHaveAttribute('aria-checked', 'true');
  // What cannot be changed says why.
  await expect(failedPayment).toBeDisabled();
  await expect(failedPayment).toHaveAttribute('aria-checked', 'true');
  await expect(failedPayment).toHaveAccessibleDescription('Always e-mailed');
  await expect(visitText).toBeDisabled();
  await expect(visitText).toHaveAccessibleDescription('Turn on texts in your profile first');

  // Every switch is a target of at least 24 by 24 pixels, and the page does not scroll sideways.
  for (const control of await page.getByRole('switch').all()) {
    const box = await control.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await receipts.click();
  await expect(page.getByText('Your choices are saved.')).toBeVisible();
  await expect(receipts).toHaveAttribute('aria-checked', 'false');
  await page.screenshot({ path: testInfo.outputPath('message-preferences.png') });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Receipts and refunds: E-mail' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'Renewal reminders: E-mail' })).toHaveAttribute('aria-checked', 'true');

  // Back on, so the other tests' receipts still reach the demo homeowner.
  await page.getByRole('switch', { name: 'Receipts and refunds: E-mail' }).click();
  await expect(page.getByRole('switch', { name: 'Receipts and refunds: E-mail' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL(/\/account#profile$/);
});

test('the screen speaks Spanish to a Spanish reader', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'homeowner@example.com');
  await page.goto('/es/account/messages');
  await expect(page.getByRole('heading', { name: 'Cómo nos comunicamos con usted', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('switch', { name: 'Un pago no se pudo cobrar: Correo electrónico' }),
  ).toHaveAccessibleDescription('Siempre se envía por correo');
  await page.screenshot({ path: testInfo.outputPath('message-preferences-es.png') });
});
