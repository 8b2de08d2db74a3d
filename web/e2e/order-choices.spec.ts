import { expect, type Page, test } from '@playwright/test';
import { logIn, next, stepHeading, summary, TERMS } from './order-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function fillArizonaProperty(page: Page) {
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await page.getByLabel('Zip code').fill('85018');
  await expect(page.getByText('State: Arizona')).toBeVisible();
  await page.getByLabel('Street address').fill('4410 E Camelback Rd');
  await page.getByLabel('City').fill('Phoenix');
}

test('a listing agent orders listing coverage for a seller, paid at close of escrow', async ({ page }) => {
  await logIn(page, 'agent@example.com');
  await page.goto('/order/realEstate');
  await fillArizonaProperty(page);
  await next(page);

  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await page.getByLabel('The seller: listing coverage while the home is for sale').check();
  const card = page.locator('.plan-card').first();
  await expect(card).toContainText(
    'Listing coverage: $425/year in AZ, NV, TX; $395 in UT, ID, OR; not due until close of escrow',
  );
  await expect(card.locator('.plan-card__price')).toHaveText('$425/year');
  await page.screenshot({ path: test.info().outputPath('listing-coverage-plans.png'), fullPage: true });
  await card.getByRole('button', { name: /^(ORDER NOW|CHOOSE)/ }).click();

  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await expect(summary(page)).toContainText('$425.00');
  await next(page);

  await expect(stepHeading(page, 'Contacts')).toBeVisible();
  await expect(page.getByLabel('Listing Agent')).toBeChecked();
  await page.getByLabel('Seller first name').fill('Sage');
  await page.getByLabel('Seller last name').fill('Seller');
  await page.getByLabel('Seller e-mail').fill('sage.seller@example.com');
  await page.getByLabel('Seller phone').fill('602-555-0101');
  await next(page);

  await expect(stepHeading(page, 'Partners')).toBeVisible();
  const closing = new Date(Date.now() + 45 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel('Estimated close date').fill(closing);
  await next(page);

  await expect(page.getByLabel('Pay at closing (escrow)')).toBeChecked();
  await page.getByLabel('Officer name').fill('Olive Ortiz');
  await page.getByLabel('Escrow or title company').fill('Mesa Title');
  await page.getByLabel('Officer e-mail').fill('olive@mesatitle.example');
  await next(page);
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await page.getByLabel(TERMS).check();
  const placed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order'));
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await placed).postDataJSON()).toMatchObject({
    isListingCoverage: true,
    orderingPartyType: 'sellerAgent',
    escrowOfficer: { name: 'Olive Ortiz', company: 'Mesa Title', email: 'olive@mesatitle.example' },
    payment: { type: 'escrow' },
  });
  await expect(page.getByRole('heading', { name: 'Order Completed' })).toBeVisible();
});

test('the real-estate page prices a listing coverage for the seller and orders it', async ({ page }) => {
  await logIn(page, 'agent@example.com');
  await page.goto('/home-buyers-warranty');
  const plans = page.locator('#home-warranty-plans');
  await plans.getByLabel('Show prices for').selectOption('AZ');
  const card = plans.locator('.plan-card').first();
  await expect(card.locator('.plan-card__price')).not.toHaveText('$425/year');
  await plans.getByLabel('The seller: listing coverage while the home is for sale').check();
  await expect(card.locator('.plan-card__price')).toHaveText('$425/year');
  await expect(card).toContainText(
    'Listing coverage: $425/year in AZ, NV, TX; $395 in UT, ID, OR; not due until close of escrow',
  );
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('site-listing-coverage-cards.png') });
  await card.getByRole('button', { name: /^(ORDER NOW|CHOOSE)/ }).click();
  await expect(page).toHaveURL(/\/order\/realEstate$/);
  await fillArizonaProperty(page);
  await next(page);
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(page.getByLabel('The seller: listing coverage while the home is for sale')).toBeChecked();
  await expect(summary(page)).toContainText('$425.00');
});

test('a quick order for the seller is a listing coverage; the budget takes 5 characters at most', async ({ page }) => {
  await logIn(page, 'agent@example.com');
  await page.goto('/home-buyers-warranty');
  const quick = page.getByRole('form', { name: 'Quick order' });
  // The prerendered form takes input once the app runs.
  await expect(quick.getByLabel('Budget Amount')).toBeEnabled();
  await quick.getByLabel('Budget Amount').pressSequentially('1,500.00');
  await expect(quick.getByLabel('Budget Amount')).toHaveValue('1,500');
  await quick.getByLabel('Budget Amount').fill('');
  await quick.getByLabel('State').selectOption('AZ');
  await quick.getByRole('button', { name: 'Quick Order' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Budget Amount is required.');
  await page.keyboard.press('Enter');
  await quick.getByLabel('Budget Amount').fill('500');
  await quick.getByLabel('Listing coverage for the seller').check();
  // A listing coverage has one price: the budget is no longer asked, and the one typed is not sent.
  await expect(quick.getByLabel('Budget Amount')).toHaveCount(0);
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/order/quickOrder'));
  await quick.getByRole('button', { name: 'Quick Order' }).click();
  expect((await asked).postDataJSON()).toMatchObject({ isListingCoverage: true, budgetAmount: '' });
  await expect(page).toHaveURL(/\/order\/realEstate$/);
  await fillArizonaProperty(page);
  await next(page);
  // The budget chose the plan: the form goes on past the plan step, which shows the choice when opened.
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(page.getByLabel('The seller: listing coverage while the home is for sale')).toBeChecked();
  await expect(page.getByRole('button', { name: /^Selected: / })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('quick-order-listing-coverage.png'), fullPage: true });
});

test('a buyer at /order/consumer who bought the home in the last 30 days orders as the home buyer', async ({
  page,
}) => {
  await page.goto('/order/consumer');
  await fillArizonaProperty(page);
  await page.getByLabel('Yes').check();
  await expect(page).toHaveURL(/\/order\/realEstate/);
  await expect(page.getByRole('status').filter({ hasText: 'As a recent home buyer' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('4410 E Camelback Rd');
  await page.screenshot({ path: test.info().outputPath('recent-purchase-property.png'), fullPage: true });
  await next(page);

  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(page.getByLabel('The seller: listing coverage while the home is for sale')).toHaveCount(0);
  await page
    .getByRole('button', { name: /^(ORDER NOW|CHOOSE)/ })
    .first()
    .click();
  await next(page);
  await expect(stepHeading(page, 'Contacts')).toBeVisible();
  await expect(page.getByLabel('Home Buyer')).toBeChecked();
  await expect(page.getByLabel('Home Buyer')).toBeDisabled();
  await page.getByLabel('Buyer first name').fill('Riley');
  await page.getByLabel('Buyer last name').fill('Recent');
  await page.getByLabel('Buyer e-mail').fill('riley.recent@example.com');
  await page.getByLabel('Buyer phone').fill('602-555-0133');
  await next(page);
  await expect(stepHeading(page, 'Partners')).toBeVisible();
  await expect(page.getByLabel('Estimated close date')).toHaveCount(0);
  await next(page);
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel('Pay in full now by card')).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('recent-purchase-payment.png'), fullPage: true });
});

test('the homeowner renews their plan applying the credit they have', async ({ page }) => {
  await logIn(page, 'homeowner@example.com');
  await page.goto('/order/renew/consumer?contractId=c-homeowner-0001');
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await page.getByRole('button', { name: 'Add-ons & Options' }).click();
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await expect(page.getByText('Credit available: $60.00')).toBeVisible();
  const before = (await summary(page).textContent()) ?? '';
  expect(before).not.toContain('Credit');
  await page.getByLabel('Prepaid service call fees').selectOption('1');
  await page.getByLabel('Apply my credit to this order').check();
  await expect(summary(page)).toContainText('-$60.00');
  await page.getByLabel('Apply my credit to this order').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('renewal-credit.png'), fullPage: true });
});
