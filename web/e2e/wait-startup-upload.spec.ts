import { expect, type Page, test } from '@playwright/test';
import { CONTRACTOR, openTechniciansFirstTicket } from './claim-helpers.ts';

const OFFLINE_START = 'You are offline. The app shows what was saved on this device.';

async function logIn(page: Page, username: string, password: string) {
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled yet; a reload puts the page under the worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a slow sign-in shows the wait indicator until the answer arrives', async ({ page }) => {
  await page.route('**/api/authenticate', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/account');
  await logIn(page, CONTRACTOR.username, CONTRACTOR.password);
  const indicator = page.getByRole('progressbar', { name: 'Loading' });
  await expect(indicator).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await expect(indicator).toHaveCount(0);
});

test('started offline, the app says so and the status check is never answered from a cache', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await underServiceWorker(page);
  await expect(page.getByText(OFFLINE_START)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_START)).toBeVisible();
  await expect(page.getByText('Initialization timed out.')).toHaveCount(0);
  const status = await page.evaluate(async () => {
    try {
      return (await fetch('/api/status')).status;
    } catch {
      return 0;
    }
  });
  expect(status).toBe(0);
  await context.setOffline(false);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header shows the phone number as text and Login opens the dialog in place', async ({ page }) => {
    await page.goto('/contractors');
    const header = page.getByRole('banner');
    await expect(header.locator('.site-header__phone')).toBeVisible();
    await expect(header.locator('a.site-header__phone-icon')).toBeHidden();
    // Before the app has taken over the prerendered page, Login is a plain link to /account (which opens the
    // dialog there); in place is the app's doing, so wait for it: the prerendered page's controls are disabled.
    await expect(page.locator('#root :is(input, select, textarea, button)').first()).toBeEnabled();
    await header.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login to Your Account' })).toBeVisible();
    await expect(page).toHaveURL(/\/contractors$/);
  });
});

test('a technician sends a photo from the ticket through the file-upload dialog', async ({ page }) => {
  await openTechniciansFirstTicket(page);
  await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'app');

  await page.getByRole('button', { name: 'Add File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add File' });
  await expect(dialog.getByText('Take Photo')).toBeVisible();
  const stamp = String(Date.now());
  const name = `roof-${stamp}.png`;
  // A photo of its own: the same bytes sent before to this ticket would be the earlier upload (same content hash).
  const buffer = Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.from(stamp),
  ]);
  await dialog.getByLabel('Choose File').setInputFiles({ name, mimeType: 'image/png', buffer });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText(`(${buffer.length} B)`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  // The file goes up in resumable pieces: on a busy machine that takes longer than a screen's usual wait.
  await expect(page.getByRole('status').filter({ hasText: 'File Sent' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name })).toBeVisible();
});
