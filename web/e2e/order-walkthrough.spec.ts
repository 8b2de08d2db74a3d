/**
 * A new visitor's order on a 390 px phone: the quote's answers carried into the order, the city filled from
 * the zip, the plans compared side by side, and the agent's order (the escrow officer chosen once, a listing
 * coverage quick order without a budget, the plan a quick order chose named).
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { logIn, next, stepHeading, TERMS } from './order-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const CONSENT = 'hw_cookie_consent';

async function consentGiven(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: CONSENT, value: 'accepted', url: baseURL ?? 'http://127.0.0.1:4317' }]);
}

/** Scrolls a field to the top of the screen, under the header, for a screenshot of what follows it. */
const scrollToTop = (field: Locator) =>
  field.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 200 }));
test('a quote’s answers fill the order the visitor starts from its plans, and the zip fills the city', async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Homeowner', exact: true }).click();
  const quote = page.getByRole('form', { name: 'Quote' });
  await quote.getByLabel('Name').fill('Ana María López');
  await quote.getByLabel('Email').fill('ana.lopez@example.com');
  await quote.getByLabel('Address').fill('100 Congress Ave');
  await quote.getByLabel('Phone').fill('(512) 555-0100');
  await quote.getByLabel('Zip code').fill('78701');
  await quote.getByRole('radio', { name: 'Yes' }).check();
  await quote.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page).toHaveURL(/\/home-buyers-warranty#home-warranty-plans$/);

  await page.getByRole('button', { name: /^ORDER NOW: Buyer's Essentials/ }).click();
  await expect(page).toHaveURL(/\/order\/realEstate$/);
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await expect(page.getByLabel('Zip code')).toHaveValue('78701');
  await expect(page.getByText('State: Texas')).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('100 Congress Ave');
  await expect(page.getByLabel('City')).toHaveValue('Austin');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await scrollToTop(page.getByLabel('Zip code'));
  await page.screenshot({ path: test.info().outputPath('quote-carried-property.png') });

  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Selected: Buyer's Essentials/ })).toBeVisible();
  await next(page);
  await next(page);
  await expect(stepHeading(page, 'Contacts')).toBeVisible();
  await expect(page.getByLabel('Home Buyer')).toBeChecked();
  await expect(page.getByLabel('Buyer first name')).toHaveValue('Ana');
  await expect(page.getByLabel('Buyer last name')).toHaveValue('María López');
  await expect(page.getByLabel('Buyer e-mail')).toHaveValue('ana.lopez@example.com');
  await expect(page.getByLabel('Buyer phone')).toHaveValue('512-555-0100');
  await scrollToTop(page.getByLabel('Buyer first name'));
  await page.screenshot({ path: test.info().outputPath('quote-carried-contacts.png') });
  // Still the visitor's to change.
  await page.getByLabel('Buyer last name').fill('López');
  await expect(page.getByLabel('Buyer last name')).toHaveValue('López');

  // A zip typed later: the city it filled follows; a city the person typed stays.
  await page.getByRole('button', { name: /Property$/ }).click();
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await page.getByLabel('Zip code').fill('85018');
  await expect(page.getByLabel('City')).toHaveValue('Phoenix');
  await page.getByLabel('City').fill('Arcadia');
  await page.getByLabel('Zip code').fill('85016');
  await expect(page.getByText('State: Arizona')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Arcadia');
});

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the plans compared side by side: what each adds over the one below, and an order from there', async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Homeowner', exact: true }).click();
  await page.getByRole('link', { name: 'Compare Home Warranty Plans' }).click();
  await expect(page.getByRole('button', { name: 'Compare plans', exact: true })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('compare-plans-button.png') });
  await page.getByRole('button', { name: 'Compare plans', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare plans' });
  await expect(dialog).toBeVisible();
  const plans = dialog.getByTestId('compared-plan');
  await expect(plans.getByRole('heading', { level: 3 })).toHaveText([
    'Essentials PLAN',
    'Signature PLAN',
    'Platinum PLAN',
  ]);

  const [essentials, signature, platinum] = [plans.nth(0), plans.nth(1), plans.nth(2)];
  await expect(essentials).toContainText('Covers');
  await expect(essentials.getByRole('listitem')).toContainText(['Heating System', 'Plumbing System']);
  await expect(essentials.getByRole('listitem', { name: 'Dishwasher' })).toHaveCount(0);
  await expect(signature).toContainText('Everything in Essentials, plus');
  await expect(signature.getByRole('listitem')).toHaveText([
    'Ductwork',
    'Ceiling Fans',
    'Kitchen Refrigerator',
    'Dishwasher',
    'Oven / Range / Cooktop',
    'Built-in Microwave',
    'Garbage Disposal',
  ]);
  await expect(platinum).toContainText('Everything in Signature, plus');
  await expect(platinum.getByRole('listitem')).toHaveText(['Clothes Washer', 'Clothes Dryer', 'A/C Tune-Up']);
  expect(await noSideScroll(page)).toBe(true);
  const overlayFits = await page
    .locator('.ui-modal__overlay')
    .evaluate((overlay) => overlay.scrollWidth <= overlay.clientWidth);
  expect(overlayFits).toBe(true);
  await page.screenshot({ path: test.info().outputPath('compare-plans-top.png') });

  // Deep in a long list the plan it belongs to is still named, with its price and button.
  await signature
    .getByRole('listitem', { name: 'Garbage Disposal' })
    .or(signature.getByText('Garbage Disposal'))
    .scrollIntoViewIfNeeded();
  await expect(signature.getByRole('heading', { name: 'Signature PLAN' })).toBeInViewport();
  // Only the plans scroll: the dialog's title and its close button stay on screen.
  await expect(dialog.getByRole('heading', { name: 'Compare plans' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('compare-plans-scrolled.png') });

  await signature.getByRole('button', { name: 'ORDER NOW: Signature PLAN' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/order\/consumer$/);
  await page.getByLabel('Zip code').fill('78701');
  await expect(page.getByText('State: Texas')).toBeVisible();
  await page.getByLabel('Street address').fill('100 Congress Ave');
  await expect(page.getByLabel('City')).toHaveValue('Austin');
  await next(page);
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Selected: Signature PLAN' })).toBeVisible();
  await page.getByRole('button', { name: 'Compare plans', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Selected: Signature PLAN' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'CHOOSE: Platinum PLAN' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a Spanish visitor compares the plans in Spanish, on a phone', async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver esta página en Español' }).first().click();
  // The Spanish page is a new page: its prerendered copy waits for the app before its links are the app's.
  await expect(page).toHaveURL(/\/es\/?$/);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Propietarios', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/homeowner-warranty/);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Comparar planes', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparar planes' });
  await expect(dialog.getByTestId('compared-plan').getByRole('heading', { level: 3 })).toHaveText([
    'PLAN Essentials',
    'PLAN Signature',
    'PLAN Platinum',
  ]);
  await expect(dialog).toContainText('Del precio más bajo al más alto');
  await expect(dialog.getByTestId('compared-plan').nth(1)).toContainText('Todo lo de Essentials, y además');
  expect(await noSideScroll(page)).toBe(true);
  // The longer Spanish words still fit: each plan's button stays inside its plan.
  const overflowing = await dialog
    .getByTestId('compared-plan')
    .evaluateAll(
      (plans) =>
        plans.filter(
          (plan) =>
            plan.querySelector('button')!.getBoundingClientRect().right > plan.getBoundingClientRect().right - 2,
        ).length,
    );
  expect(overflowing).toBe(0);
  await page.screenshot({ path: test.info().outputPath('compare-plans-es.png') });
});

/** Signed in as the demo agent, on the Real Estate page, reached from the header. */
async function agentOnRealEstatePage(page: Page) {
  await logIn(page, 'agent@example.com');
  await page.getByRole('banner').getByRole('link', { name: 'Real Estate', exact: true }).click();
  // The page and its quick order load after the tap: waited for as long as the test may take.
  await page.getByRole('heading', { name: 'Quick Home Warranty Order Form' }).waitFor();
}

/** A property in Austin, Texas, typed on the Property step. */
async function austinProperty(page: Page) {
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await page.getByLabel('Zip code').fill('78701');
  await expect(page.getByText('State: Texas')).toBeVisible();
  await page.getByLabel('Street address').fill('100 Congress Ave');
  await expect(page.getByLabel('City')).toHaveValue('Austin');
}

test('the escrow officer chosen under Partners is the one the closing invoice goes to, shown at payment and changeable', async ({
  page,
}) => {
  await agentOnRealEstatePage(page);
  await page.getByRole('button', { name: /^ORDER NOW: Buyer's Essentials/ }).click();
  await austinProperty(page);
  await next(page);
  await expect(page.getByRole('button', { name: /^Selected: Buyer's Essentials/ })).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await next(page);
  await page.getByLabel("Buyer's Agent").check();
  await page.getByLabel('Buyer first name').fill('Bea');
  await page.getByLabel('Buyer last name').fill('Buyer');
  await page.getByLabel('Buyer e-mail').fill('bea.buyer@example.com');
  await page.getByLabel('Buyer phone').fill('512-555-0177');
  await next(page);

  await expect(stepHeading(page, 'Partners')).toBeVisible();
  const closing = new Date(Date.now() + 45 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await page.getByLabel('Estimated close date').fill(closing);
  await page.getByRole('button', { name: 'Find Escrow Officer' }).click();
  const search = page.getByRole('dialog');
  await search.getByRole('textbox').first().fill('Lone Star');
  await search.getByRole('button', { name: 'Search' }).click();
  await search
    .getByRole('listitem')
    .filter({ hasText: 'Maria Gonzales' })
    .getByRole('button', { name: 'Choose' })
    .click();
  await expect(search).toHaveCount(0);
  await next(page);

  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel('Pay at closing (escrow)')).toBeChecked();
  const chosen = page.getByTestId('escrow-officer-chosen');
  await expect(chosen).toContainText('We e-mail the invoice to the escrow officer you chose under Partners:');
  await expect(chosen).toContainText('Maria Gonzales');
  await expect(chosen).toContainText('Lone Star Title');
  await expect(chosen).toContainText('maria.gonzales@lonestartitle.example');
  await expect(page.getByLabel('Officer name')).toHaveCount(0);
  await scrollToTop(page.getByLabel('Pay at closing (escrow)'));
  await page.screenshot({ path: test.info().outputPath('escrow-officer-at-payment.png') });

  // Changed here for this order: the fields start from the chosen officer.
  await chosen.getByRole('button', { name: 'Change the escrow officer' }).click();
  await expect(page.getByLabel('Officer name')).toHaveValue('Maria Gonzales');
  await page.getByLabel('Officer e-mail').fill('closings@lonestartitle.example');
  await next(page);
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await page.getByLabel(TERMS).check();
  const placed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order'));
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await placed).postDataJSON()).toMatchObject({
    escrowOfficer: { name: 'Maria Gonzales', company: 'Lone Star Title', email: 'closings@lonestartitle.example' },
    payment: { type: 'escrow' },
  });
  // Placing the order is waited for as long as the test may take.
  await page.getByRole('heading', { name: 'Order Completed' }).waitFor();
});

test('after a quick order the plan its budget bought is named, can be changed, and the quick order stays out of the later steps', async ({
  page,
}) => {
  await agentOnRealEstatePage(page);
  const quick = page.getByRole('form', { name: 'Quick order' });
  await quick.getByLabel('Budget Amount').fill('2000');
  await quick.getByLabel('State').selectOption('TX');
  await scrollToTop(quick);
  await page.screenshot({ path: test.info().outputPath('quick-order-real-estate-page.png') });
  await quick.getByRole('button', { name: 'Quick Order' }).click();
  const picked = page.getByRole('status').filter({ hasText: "Quick order picked Buyer's Premier." });
  await expect(picked).toBeInViewport();
  // The order's own quick-order box is there, folded, for another quick order.
  await expect(page.getByText('Quick order', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Quick order' })).toBeHidden();

  await austinProperty(page);
  await next(page);
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await expect(picked).toBeVisible();
  await expect(page.getByText('Quick order', { exact: true })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page.screenshot({ path: test.info().outputPath('quick-order-plan-named.png') });

  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(stepHeading(page, 'Plan')).toBeVisible();
  await expect(page.getByRole('button', { name: "Selected: Buyer's Premier" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change plan' })).toHaveCount(0);
});

test('a quick order of a listing coverage asks no budget, its one price being the same whatever the plan', async ({
  page,
}) => {
  await agentOnRealEstatePage(page);
  await page.getByRole('button', { name: /^ORDER NOW: Buyer's Essentials/ }).click();
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await page.getByText('Quick order', { exact: true }).click();
  const quick = page.getByRole('form', { name: 'Quick order' });
  await quick.getByLabel('Budget Amount').fill('900');
  await quick.getByLabel('Listing coverage for the seller').check();
  await expect(quick.getByLabel('Budget Amount')).toHaveCount(0);
  await quick.getByLabel('State').selectOption('TX');
  await page.screenshot({ path: test.info().outputPath('quick-order-listing-form.png') });
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/order/quickOrder'));
  await quick.getByRole('button', { name: 'Quick Order' }).click();
  expect((await asked).postDataJSON()).toMatchObject({ budgetAmount: '', isListingCoverage: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Its work done, the box folds away: the plan it picked and the order's first step come first.
  await expect(page.getByRole('status').filter({ hasText: "Quick order picked Buyer's Choice." })).toBeInViewport();
  await expect(quick).toBeHidden();
  await expect(stepHeading(page, 'Property')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('quick-order-listing-no-budget.png') });
});
