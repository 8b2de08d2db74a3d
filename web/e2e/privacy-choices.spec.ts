/**
 * Your Privacy Choices at phone size: the preference centre opens from the privacy policy, keeps a choice
 * in the consent cookie across a reload, and opens from the footer of any public page.
 */
import { expect, type Page, test } from '@playwright/test';

const CONSENT_COOKIE = 'hw_cookie_consent';

async function openFromPolicy(page: Page) {
  await page.goto('/privacy-policy#your-choices');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.locator('#your-choices').getByRole('button', { name: 'Your Privacy Choices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Privacy Choices' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('turning sale and sharing off is kept in the consent cookie and shown again after a reload', async ({
  page,
  context,
}) => {
  const dialog = await openFromPolicy(page);
  await expect(dialog.getByText('Identifiers', { exact: false }).first()).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Strictly necessary' })).toBeDisabled();
  const sale = dialog.getByRole('switch', { name: /sale or sharing of personal information/ });
  await expect(sale).toBeChecked();
  await sale.click();
  await expect(sale).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your privacy choices are saved for this browser.');
  await page.screenshot({ path: test.info().outputPath('privacy-choices.png') });

  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(cookie?.value).toBe('functional:1|analytics:1|advertising:0|gpc:0');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(365);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.reload();
  const again = await openFromPolicy(page);
  await expect(again.getByRole('switch', { name: /sale or sharing of personal information/ })).not.toBeChecked();
  await expect(again.getByRole('switch', { name: 'Analytics' })).toBeChecked();
});

test('the footer opens the centre, which Global Privacy Control starts with sale and sharing off', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  await page.goto('/about-us');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  const choices = page.getByRole('contentinfo').getByRole('button', { name: 'Your Privacy Choices' });
  await page.getByRole('contentinfo').screenshot({ path: test.info().outputPath('footer.png') });
  await choices.click();
  const dialog = page.getByRole('dialog', { name: 'Your Privacy Choices' });
  await expect(dialog.getByText(/Global Privacy Control signal/)).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /sale or sharing of personal information/ })).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('privacy-choices-gpc.png') });
});
