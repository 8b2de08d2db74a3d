import { expect, type Page, test } from '@playwright/test';
import { fillTexasProperty } from './order-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The one limits and exclusions dialog: the item's name, what it covers, and another state's text on request. */
async function expectLimitsDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Limits and Exclusions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3, name: 'Covered', exact: true })).toBeVisible();
  await dialog.getByLabel('State').selectOption('UT');
  await expect(dialog.getByRole('heading', { level: 3, name: 'Covered', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test('a plan card on the order form opens the limits and exclusions of its plan', async ({ page }) => {
  await page.goto('/order/consumer');
  await fillTexasProperty(page);
  await page.getByRole('button', { name: 'Limits and exclusions' }).first().click();
  await expectLimitsDialog(page);
});

test("the homeowner's plan details open the same dialog for the plan", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByPlaceholder('Email Address').fill('homeowner@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await page.goto('/account#warranty');
  // The only contract's details are open from the start.
  await page.getByRole('button', { name: 'Plan Limits and Exclusions' }).first().click();
  await expectLimitsDialog(page);
});
