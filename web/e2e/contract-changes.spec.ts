/**
 * Upgrading a plan from My Plans and converting a listing coverage from the agent's Orders, at phone size:
 * the order form knows its contract however it is opened (a tap in the app, a reload, back and forward),
 * shows the contract's property, plan and credit, keeps an upgrade's payment type and term, and sends the
 * contract with the order.
 */
import { expect, type Page, test } from '@playwright/test';
import { enterCard } from './hosted-card.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page, username: string) {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
}

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name, exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).tap();
const KEPT_TERMS = 'An upgrade keeps how this plan is paid (monthly) and its term.';

async function expectUpgradeOfHomeownerPlan(page: Page) {
  await expect(page).toHaveURL(/\/order\/upgrade\/consumer\?contractId=c-homeowner-0001(&step=property)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Your Home Warranty' })).toBeVisible();
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('2100 Barton Springs Rd');
  await expect(page.getByLabel('City')).toHaveValue('Austin');
  await expect(page.getByLabel('Zip code')).toHaveValue('78704');
}

test('the homeowner taps Upgrade in My Plans: the form is the upgrade of that plan, on its terms', async ({ page }) => {
  await signIn(page, 'homeowner@example.com');
  await menu(page, 'My Plans').tap();
  const plans = page.getByRole('region', { name: 'My Plans' });
  const active = plans.getByRole('listitem').filter({ hasText: 'HW-20418837' });
  // A touch starts loading the form before the tap lands, as it does on a phone.
  await active.getByRole('link', { name: 'Upgrade' }).tap();
  await expectUpgradeOfHomeownerPlan(page);

  await next(page);
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  const current = page.getByRole('article').filter({ hasText: 'Your current plan' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('heading', { name: 'Signature PLAN' })).toBeVisible();
  await page.screenshot({ path: '/tmp/contract-changes-upgrade-plan.png' });
  await page.getByRole('button', { name: /^(ORDER NOW|CHOOSE): Platinum PLAN$/ }).tap();

  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await expect(page.getByText('Credit available: $60.00')).toBeVisible();
  // The term is the contract's: shown, not chosen.
  await expect(page.getByLabel('Coverage length')).toHaveCount(0);
  await expect(page.getByText('Coverage length: 1 year')).toBeVisible();
  await expect(page.getByText(KEPT_TERMS)).toBeVisible();
  await page.getByText(KEPT_TERMS).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/contract-changes-upgrade-options.png' });

  // A reload, and leaving for the account and coming back, keep the upgrade.
  await page.reload();
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await expect(page.getByText('Credit available: $60.00')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).tap();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/order\/upgrade\/consumer\?contractId=c-homeowner-0001&step=options$/);
  await expect(page.getByText('Credit available: $60.00')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expectUpgradeOfHomeownerPlan(page);
  await page.goForward();
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Your current plan' })).toHaveCount(1);
  await page.getByRole('button', { name: /^(ORDER NOW|CHOOSE|Selected): Platinum PLAN$/ }).tap();

  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Contacts')).toBeVisible();
  await expect(page.getByLabel('Owner e-mail')).toHaveValue('homeowner@example.com');
  await next(page);
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Pay in full now by card' })).toHaveCount(0);
  await expect(page.getByText('Paid: Monthly by card')).toBeVisible();
  await expect(page.getByText(KEPT_TERMS)).toBeVisible();
  await page.screenshot({ path: '/tmp/contract-changes-upgrade-payment.png' });
  await enterCard(page, { number: '4111111111111111', expiry: '12/30' });
  await next(page);

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  // What the form sends is the point here: the order is answered by the test, not placed, so the demo
  // homeowner's plan stays as the other journeys expect it.
  let body: unknown;
  await page.route(/\/api\/order$/, async (route) => {
    body = route.request().postDataJSON();
    await route.fulfill({
      status: 422,
      json: { hasErrors: true, errors: [{ message: 'Not placed by this test.', code: 'validation' }] },
    });
  });
  await page.getByRole('button', { name: 'Place Order' }).tap();
  await expect.poll(() => body).toBeTruthy();
  expect(body).toMatchObject({
    contractId: 'c-homeowner-0001',
    isUpgrading: true,
    isRenewing: false,
    planId: 'plan-ho-platinum',
    coverageLength: 1,
    payment: { type: 'monthly' },
    property: { address: { streetAddress: '2100 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' } },
  });
});

test('signed out, the upgrade address asks to sign in first, then opens the upgrade of that plan', async ({ page }) => {
  await page.goto('/order/upgrade/consumer?contractId=c-homeowner-0001');
  await expect(page.getByText('Please log in to upgrade your plan.')).toBeVisible();
  await page.getByPlaceholder('Email Address').first().fill('homeowner@example.com');
  await page.getByLabel('Password').first().fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expectUpgradeOfHomeownerPlan(page);
  await expect(page.getByText('could not be loaded')).toHaveCount(0);
});

test('the agent taps Convert to Full Coverage: the form is the conversion of that listing coverage', async ({
  page,
}) => {
  await signIn(page, 'agent@example.com');
  await menu(page, 'Orders').tap();
  const listing = page.getByTestId('agent-order').filter({ hasText: 'listing coverage' });
  await expect(listing).toContainText('918 W Roosevelt St');
  await listing.getByRole('link', { name: 'Convert to Full Coverage' }).tap();

  await expect(page).toHaveURL(/\/order\/realEstate\?contractId=c-agent-0002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Convert to Full Coverage' })).toBeVisible();
  // A quick order would start another order: the conversion has none.
  await expect(page.getByText('Quick order')).toHaveCount(0);
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('918 W Roosevelt St');
  await expect(page.getByLabel('City')).toHaveValue('Phoenix');
  await expect(page.getByLabel('Zip code')).toHaveValue('85007');
  await expect(page.getByText('State: Arizona')).toBeVisible();
  await page.screenshot({ path: '/tmp/contract-changes-convert.png' });

  // The conversion is kept on a reload, and the plans are the buyer's, not another listing coverage.
  await page.reload();
  await expect(page.getByLabel('Street address')).toHaveValue('918 W Roosevelt St');
  await next(page);
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'This order is for' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^ORDER NOW: / }).first()).toBeVisible();
});
