/**
 * A new visitor's order on a 390 px phone: the quote's answers carried into the order, the city filled from
 * the zip, the plans compared side by side, and the agent's order (the escrow officer chosen once, a listing
 * coverage quick order without a budget, the plan a quick order chose named).
 */
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const CONSENT = 'hw_cookie_consent';

async function consentGiven(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: CONSENT, value: 'accepted', url: baseURL ?? 'http://127.0.0.1:4317' }]);
}

const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** Scrolls a field to the top of the screen, under the header, for a screenshot of what follows it. */
const scrollToTop = (page: Page, field: Locator) =>
  field.evaluate((element) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 200 }));
test('a quote’s answers fill the order the visitor starts from its plans, and the zip fills the city', async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL);
  await page.goto('/about-us');
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
  await scrollToTop(page, page.getByLabel('Zip code'));
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
  await scrollToTop(page, page.getByLabel('Buyer first name'));
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
