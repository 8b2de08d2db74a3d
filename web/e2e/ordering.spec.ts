import { expect, test } from '@playwright/test';
import { CARD_FRAME, enterCard, savedCardLine } from './hosted-card.ts';
import { browserOffersInstall, installCard, installDialogsOpened } from './install-offer-helpers.ts';
import { fillTexasProperty, logIn, next, quickOrderOfflineToReview, stepHeading, summary } from './order-helpers.ts';

test('a homeowner orders a plan with an add-on and SAVE50 in Texas and pays monthly by card', async ({ page }) => {
  await logIn(page, 'homeowner@example.com');
  // The visit came from a campaign: its id goes with the order.
  await page.goto('/?MarketingSourceId=SPRING-MAILER-7');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/order');
  await expect(page.getByRole('dialog', { name: 'Which best describes you?' })).toBeVisible();
  await page.getByRole('button', { name: 'Homeowner' }).click();
  await expect(page).toHaveURL(/\/order\/consumer/);

  await fillTexasProperty(page);
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await page.getByRole('button', { name: /^ORDER NOW: Signature PLAN/ }).click();

  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  // The sewer line is covered once or not at all: a checkbox; a pool or spa may be covered several times.
  await expect(page.getByRole('button', { name: 'One more Sewer Line' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'One more Pool / Spa Equipment' })).toBeVisible();
  const sewerLine = page.getByRole('checkbox', { name: 'Sewer Line' });
  await sewerLine.check();
  await expect(sewerLine).toBeChecked();
  await sewerLine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('one-off-addon.png') });
  await page.getByLabel('Coupon code').fill('SAVE50');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You just saved $50!' })).toBeVisible();
  await expect(summary(page)).toContainText('$58.32/mo: $699.84 a year · $700.00 if paid in full');
  await next(page);

  // The signed-in homeowner is the owner.
  await expect(stepHeading(page, 'Contacts')).toBeVisible();
  await expect(page.getByLabel('Owner e-mail')).toHaveValue('homeowner@example.com');
  await next(page);

  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel('Monthly by card')).toBeChecked();
  await next(page);
  const dialog = page.getByRole('alertdialog', { name: 'Oops...we need a bit more information!' });
  await expect(dialog).toContainText('Please enter your card details.');
  await page.keyboard.press('Enter');
  // The card area: the gateway's card form, which opened by itself (a new card is the only choice).
  await expect(page.locator('#order-card')).toBeFocused();
  await expect(page.locator(CARD_FRAME)).toBeVisible();
  await enterCard(page, { number: '4111 1111 1111 1111', expiry: '12/30' });
  await next(page);

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText('Monthly by card · card ending 1111')).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('order') ?? '');
  expect(stored).toContain('SAVE50');
  expect(stored).not.toContain('4111');
  expect(stored).not.toMatch(/authNet|profileToken|hostedForm/);
  await page.getByLabel('I agree to the terms and conditions and the sample contract.').check();
  const placed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order'));
  // The browser can install the app: the confirmation offers it for the home screen.
  await browserOffersInstall(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await placed).postDataJSON()).toMatchObject({ marketingSourceId: 'SPRING-MAILER-7' });

  await expect(page).toHaveURL(/\/order\/consumer\/submitted$/);
  await expect(page.getByRole('heading', { name: 'Order Completed' })).toBeVisible();
  const install = installCard(page);
  await expect(install).toContainText('Open your plan and request a repair in one tap, even on a weak signal.');
  await install.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('order-confirmation-install-card.png') });
  await install.getByRole('button', { name: 'Add now' }).click();
  await expect.poll(() => installDialogsOpened(page)).toBe(1);
  const facts = page.locator('.order-confirmation__facts');
  await expect(facts.getByText('Policy number', { exact: true })).toBeVisible();
  await expect(facts.locator('dd').first()).toHaveText(/\S+/);
  await expect(facts).toContainText('PlanSignature');
  // $49.99 + $12.50 for the sewer line, less $50 / 12 for the coupon: the first month.
  await expect(facts).toContainText('Amount paid$58.32');
  const policyNumber = (await facts.locator('dd').first().textContent())?.trim() ?? '';
  expect(policyNumber).toMatch(/^HW-\d{8}$/);

  // The new contract is in the account, beside the one the homeowner had.
  await page.getByRole('link', { name: 'Go to your account' }).click();
  const plans = page.getByRole('region', { name: 'My Plans' });
  const contract = plans.getByTestId('contract').filter({ hasText: policyNumber });
  await expect(contract).toContainText('Signature');
  await expect(contract).toContainText('Active');
  await expect(contract).toContainText('100 Congress Ave, Austin, TX 78701');
  await expect(plans.getByTestId('contract').filter({ hasText: 'HW-20418837' })).toBeVisible();
});

test('the property step offers the address as the geocoder spells it, taken with one tap', async ({ page }) => {
  await page.goto('/order/consumer');
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await page.getByLabel('Zip code').fill('78701');
  await expect(page.getByText('State: Texas')).toBeVisible();
  await page.getByLabel('Street address').fill('9 court street');
  await page.getByLabel('City').fill('Austin');
  const suggestion = page.getByRole('status').filter({ hasText: 'Did you mean' });
  await expect(suggestion).toHaveText('Did you mean 9 Court St, Austin, TX 78701? Use this address');
  await suggestion.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByLabel('Street address')).toHaveValue('9 Court St');
  await expect(suggestion).toHaveCount(0);
});

test('a declined card says so plainly and keeps the order form', async ({ page }) => {
  await page.goto('/order/consumer');
  await fillTexasProperty(page);
  await page.getByRole('button', { name: /^ORDER NOW: Essentials PLAN/ }).click();
  await expect(summary(page)).toContainText('Due today $39.99');
  await next(page);
  await page.getByLabel('Owner first name').fill('Dana');
  await page.getByLabel('Owner last name').fill('Decline');
  await page.getByLabel('Owner e-mail').fill('dana.decline@example.com');
  await page.getByLabel('Owner phone').fill('5125550123');
  await expect(page.getByLabel('Owner phone')).toHaveValue('512-555-0123');
  await next(page);
  await enterCard(page, { number: '4000 0000 0000 0002' });
  await next(page);
  await page.getByLabel('I agree to the terms and conditions and the sample contract.').check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(declined).toContainText('Nothing was ordered and nothing was charged.');
  await expect(page).toHaveURL(/\/order\/consumer\?step=review$/);
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  // The declined card is forgotten: another is entered on the payment step.
  await expect(page.getByText(/card ending 0002/)).toHaveCount(0);
  await declined.getByRole('button', { name: 'Enter another card' }).click();
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.locator(CARD_FRAME)).toBeVisible();
  await expect(savedCardLine(page)).toHaveCount(0);
});

test('an agent places a quick order paid through escrow', async ({ page }) => {
  // The whole journey, from signing in to the confirmation.
  test.slow();
  await logIn(page, 'agent@example.com');
  // The agent's orders are loaded before the order: the new one must join them without a reload.
  await page.goto('/account');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const buyerLastName = `Buyer${Date.now() % 1_000_000}`;
  await page.goto('/home-buyers-warranty');
  const quick = page.getByRole('form', { name: 'Quick order' });
  await quick.getByRole('button', { name: 'Quick Order' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Budget Amount is required.');
  await page.keyboard.press('Enter');
  await expect(quick.getByLabel('Budget Amount')).toBeFocused();
  await quick.getByLabel('Budget Amount').pressSequentially('6a0$0');
  await expect(quick.getByLabel('Budget Amount')).toHaveValue('600');
  await quick.getByLabel('State').selectOption('TX');
  await quick.getByRole('button', { name: 'Quick Order' }).click();

  await expect(page).toHaveURL(/\/order\/realEstate$/);
  await expect(summary(page)).toContainText('Due at closing');
  await expect(summary(page)).not.toContainText('/mo');
  await fillTexasProperty(page);
  // The budget chose the plan: the plan step is skipped.
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await next(page);

  // The signed-in agent orders as the buyer's agent.
  await expect(stepHeading(page, 'Contacts')).toBeVisible();
  await expect(page.getByLabel('Home Buyer')).toBeDisabled();
  await expect(page.getByLabel("Buyer's Agent")).toBeChecked();
  await page.getByLabel('Buyer first name').fill('Blake');
  await page.getByLabel('Buyer last name').fill(buyerLastName);
  await page.getByLabel('Buyer e-mail').fill('blake.buyer@example.com');
  await page.getByLabel('Buyer phone').fill('512-555-0188');
  await next(page);

  await expect(stepHeading(page, 'Partners')).toBeVisible();
  await expect(page.locator('.order-step')).toContainText('Alex Arroyo');
  const closing = new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel('Estimated close date').fill(closing);
  await next(page);

  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel('Pay at closing (escrow)')).toBeChecked();
  await expect(page.locator(CARD_FRAME)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enter card' })).toHaveCount(0);
  await page.getByLabel('Officer name').fill('Olive Ortiz');
  await page.getByLabel('Escrow or title company').fill('Mesa Title');
  await page.getByLabel('Officer e-mail').fill('olive@mesatitle.example');
  await next(page);

  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(summary(page)).toContainText('Total due at closing');
  await expect(summary(page)).not.toContainText('/mo');
  await page.screenshot({ path: test.info().outputPath('agent-quick-order-review.png') });
  await page.getByLabel('I agree to the terms and conditions and the sample contract.').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/realEstate\/submitted$/);
  await expect(page.getByRole('heading', { name: 'Order Completed' })).toBeVisible();
  const facts = page.locator('.order-confirmation__facts');
  await expect(facts).toContainText('Due at closing');
  await expect(facts).toContainText('Coverage startsStarts at close of escrow');
  // Spoken to the agent, not to the buyer.
  await expect(page.getByText("Your buyer's order is placed.")).toBeVisible();
  await expect(page.getByText('We have e-mailed the order to your buyer at blake.buyer@example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create your password' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('agent-quick-order-confirmation.png') });

  // The order is in the agent's orders at once, reached as the agent would: from the account.
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click();
  await expect(page.getByText(`Blake ${buyerLastName}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('agent-orders-after-order.png') });
});

test('an agent assembles a quick order offline; it is placed once when the connection returns', async ({
  page,
  context,
}) => {
  await logIn(page, 'agent@example.com');
  // Online once: the plans of a Texas home and the zip code are saved on the device.
  await page.goto('/order/realEstate');
  await fillTexasProperty(page);
  await expect(page.getByRole('button', { name: /^ORDER NOW: Buyer's Choice/ })).toBeVisible();
  // Within the app (no reload): what it loaded stays in memory, as it does for an agent moving on.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Real Estate' }).click();
  await expect(page).toHaveURL(/\/home-buyers-warranty$/);
  await quickOrderOfflineToReview(page, context, 'Offline');
  await expect(summary(page)).toContainText('Due at closing $540.00');
  await expect(summary(page).getByTestId('price-estimate')).toBeVisible();
  await page.getByLabel('I agree to the terms and conditions and the sample contract.').check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  const queued = page.getByTestId('queued-orders');
  await expect(queued).toContainText("Buyer's Choice for Olive Offline");
  await expect(queued).toContainText('Waiting to send');

  await context.setOffline(false);
  await expect(queued).toContainText(/Placed: contract HW-\d{8}/, { timeout: 20_000 });
  await expect(queued.getByText(/Placed: contract/)).toHaveCount(1);
});
