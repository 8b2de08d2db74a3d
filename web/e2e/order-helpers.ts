/**
 * What the order browser tests share: signing in from the site's header, the order form's steps and price
 * summary, a property in Texas and an agent's quick order made offline.
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';

const PASSWORD = 'demo-password';
export const TERMS = 'I agree to the terms and conditions and the sample contract.';

/** Signs in from the header's Login link and waits for the header's Account link. */
export async function logIn(page: Page, username: string, wait: { timeout?: number } = {}) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible(wait);
}

export const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
export const summary = (page: Page) => page.getByRole('complementary', { name: 'Price summary' });

/** The Property step filled with an address in Austin, Texas; then Next. */
export async function fillTexasProperty(page: Page) {
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await page.getByLabel('Zip code').fill('78701');
  await expect(page.getByText('State: Texas')).toBeVisible();
  await page.getByLabel('Street address').fill('100 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await next(page);
}

/**
 * From the Quick order form on screen, offline: a Texas quick order with a budget of $600, for the buyer Olive
 * `buyerLastName`, filled up to its Review step.
 */
export async function quickOrderOfflineToReview(page: Page, context: BrowserContext, buyerLastName: string) {
  const quick = page.getByRole('form', { name: 'Quick order' });
  await expect(quick.getByLabel('State')).toBeVisible();

  await context.setOffline(true);
  await quick.getByLabel('Budget Amount').fill('600');
  await quick.getByLabel('State').selectOption('TX');
  await quick.getByRole('button', { name: 'Quick Order' }).click();
  await expect(page).toHaveURL(/\/order\/realEstate$/);
  await fillTexasProperty(page);
  // The budget chose the plan, so the form goes from the property to the options.
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await next(page);
  // A signed-in agent's quick order is for their buyer.
  await expect(page.getByLabel("Buyer's Agent")).toBeChecked();
  await page.getByLabel('Buyer first name').fill('Olive');
  await page.getByLabel('Buyer last name').fill(buyerLastName);
  await page.getByLabel('Buyer e-mail').fill(`olive.${buyerLastName.toLowerCase()}@example.com`);
  await page.getByLabel('Buyer phone').fill('512-555-0177');
  await next(page);
  const closing = new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel('Estimated close date').fill(closing);
  await next(page);
  await page.getByLabel('Officer name').fill('Olive Ortiz');
  await page.getByLabel('Escrow or title company').fill('Mesa Title');
  await page.getByLabel('Officer e-mail').fill('olive@mesatitle.example');
  await next(page);
  await expect(stepHeading(page, 'Review')).toBeVisible();
}
