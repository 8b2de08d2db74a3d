/**
 * The marketing pages: each page's h1 and title, the quote form's checks and
 * where a lead lands, the brochure for a served and an unserved zip, the cookie bar, and the contractors'
 * application e-mail.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

const CONSENT = 'hw_cookie_consent';

/** The cookie bar belongs to its own test: the others start with consent given. */
async function consentGiven(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: CONSENT, value: 'accepted', url: baseURL ?? 'http://127.0.0.1:4317' }]);
}

const pages = [
  { path: '/', h1: 'Home warranty protection that shows up when you need it', title: 'Home Warranty Plans' },
  {
    path: '/homeowner-warranty',
    h1: 'Home Warranty Plans for Homeowners',
    title: 'Home Warranty Plans for Homeowners',
  },
  {
    path: '/home-buyers-warranty',
    h1: 'Home Warranty for Real Estate Professionals',
    title: 'Home Warranty for Real Estate Professionals',
  },
  { path: '/about-us', h1: 'About Our Company', title: 'About Our Company' },
  { path: '/contact-us', h1: 'Contact Us', title: 'Contact Us' },
  { path: '/contractors', h1: 'Become a Home Warranty Contractor!', title: 'Become a Home Warranty Contractor!' },
];

for (const { path, h1, title } of pages) {
  test(`${path} has one h1, its title and its canonical link`, async ({ page, context, baseURL }) => {
    await consentGiven(context, baseURL);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(`${title} | Canyon Home Warranty`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '' : path}/?$`),
    );
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

const quoteForm = (page: Page) => page.getByRole('form', { name: 'Quote' });

async function fillQuote(page: Page, zip: string, boughtRecently: boolean) {
  const form = quoteForm(page);
  await form.getByLabel('Name').fill('Ana López');
  await form.getByLabel('Email').fill('ana.lopez@example.com');
  await form.getByLabel('Address').fill('100 Congress Ave');
  await form.getByLabel('Phone').fill('512-555-0100');
  await form.getByLabel('Zip code').fill(zip);
  await form.getByRole('radio', { name: boughtRecently ? 'Yes' : 'No' }).check();
}

test('the quote form lists what is missing, then sends a recent buyer to the real estate plans', async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'Get a Free Home Warranty Quote!' })).toBeVisible();
  await quoteForm(page).getByRole('button', { name: 'Get My Free Quote' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Oops...we need a bit more information!' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Name is required.',
    'Email address is required.',
    'Address is required.',
    'Phone number is required.',
    'Zip code is required.',
  ]);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(quoteForm(page).getByLabel('Name')).toBeFocused();

  // A zip outside the six states: No Service, and the visitor stays.
  await fillQuote(page, '10001', true);
  await quoteForm(page).getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page.getByText("We're sorry, but we don't (yet) provide service to your zip code.")).toBeVisible();
  await expect(page).toHaveURL(/\/about-us$/);

  const lead = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/lead'));
  await quoteForm(page).getByLabel('Zip code').fill('78701');
  await quoteForm(page).getByRole('button', { name: 'Get My Free Quote' }).click();
  expect((await lead).postDataJSON()).toMatchObject({ type: 'quote', email: 'ana.lopez@example.com' });
  await expect(page).toHaveURL(/\/home-buyers-warranty#home-warranty-plans$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Home Buyer Plans' })).toBeInViewport();
  await expect(page.getByRole('button', { name: /^ORDER NOW: Buyer's Essentials/ })).toBeVisible();
  await expect(page.getByText(/\$\d{3}\/year/).first()).toBeVisible();
});

test('a homeowner quote lands on the homeowner plans and the form starts over', async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.goto('/homeowner-warranty#quote');
  await fillQuote(page, '78701', false);
  await quoteForm(page).getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page).toHaveURL(/\/homeowner-warranty#home-warranty-plans$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Compare Home Warranty Plans' })).toBeInViewport();
  await expect(page.getByText(/\$\d+\.\d{2}\/mo/).first()).toBeVisible();
  await expect(quoteForm(page).getByLabel('Name')).toHaveValue('');
  await expect(quoteForm(page).getByRole('radio', { name: 'No' })).toBeChecked();
});

const brochureForm = (page: Page) => page.getByRole('form', { name: 'Brochure' });

async function fillBrochure(page: Page, zip: string) {
  const form = brochureForm(page);
  await form.getByLabel('Name').fill('Greg Tanaka');
  await form.getByLabel('Email').fill('greg.tanaka@example.com');
  await form.getByLabel('Zip code').fill(zip);
}

test('the brochure downloads for a served zip, in the language chosen', async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.goto('/home-buyers-warranty#brochure');
  await fillBrochure(page, '78701');
  await brochureForm(page).getByLabel('Are you a real estate professional?').selectOption('RealEstate');
  await brochureForm(page).getByLabel('Language').selectOption('es-MX');
  const download = page.waitForEvent('download');
  await brochureForm(page).getByRole('button', { name: 'Download Brochure' }).click();
  expect((await download).suggestedFilename()).toBe('canyon-home-warranty-brochure-es-MX.pdf');
  // Through a hidden frame: the page stays where it is.
  await expect(page.locator('iframe#brochure-download')).toHaveAttribute('src', '/api/brochure/es-MX.pdf');
  await expect(page.locator('iframe#brochure-download')).toBeHidden();
  await expect(page).toHaveURL(/\/home-buyers-warranty#brochure$/);
  await expect(brochureForm(page).getByRole('status')).toContainText('Your brochure is downloading');
  await expect(brochureForm(page).getByRole('link', { name: 'download the brochure' })).toHaveAttribute(
    'href',
    '/api/brochure/es-MX.pdf',
  );
});

test('the brochure is refused for a zip outside the market states', async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/lead/brochure')) asked = true;
  });
  await page.goto('/home-buyers-warranty#brochure');
  await brochureForm(page).getByRole('button', { name: 'Download Brochure' }).click();
  await expect(page.getByRole('alertdialog').getByRole('listitem')).toHaveText([
    'Name is required.',
    'Email address is required.',
    'Zip code is required.',
  ]);
  await page.keyboard.press('Enter');
  await fillBrochure(page, '10001');
  await brochureForm(page).getByRole('button', { name: 'Download Brochure' }).click();
  await expect(page.getByText('No Service', { exact: true })).toBeVisible();
  await expect(page.getByText("We're sorry, but we don't (yet) provide service to your zip code.")).toBeVisible();
  await expect(brochureForm(page).getByRole('link', { name: 'download the brochure' })).toHaveCount(0);
  expect(asked).toBe(false);
});

test('the cookie bar shows without consent, sets the cookie and goes when half the page is scrolled', async ({
  page,
  context,
}) => {
  await page.goto('/homeowner-warranty');
  const bar = page.getByRole('complementary', { name: 'We value your privacy' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  // The page carries the bar from its first paint; the app writes the cookie once it runs.
  const consentCookie = async () => (await context.cookies()).find((candidate) => candidate.name === CONSENT);
  await expect.poll(async () => (await consentCookie())?.value).toBe('accepted');
  const cookie = await consentCookie();
  expect(cookie?.path).toBe('/');
  // 365 days, give or take the test's own run time.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.4));
  await expect(bar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * 0.6));
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveCount(0);

  // The next page load finds the cookie: no bar.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('the cookie bar goes with its close control', async ({ page }) => {
  await page.goto('/contact-us');
  const bar = page.getByRole('complementary', { name: 'We value your privacy' });
  await bar.getByRole('button', { name: 'Close the privacy notice' }).click();
  await expect(bar).toHaveCount(0);
});

test('Begin Application opens the pre-filled application e-mail; See Benefits scrolls to them', async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL);
  await page.goto('/contractors');
  const apply = page.getByRole('main').getByRole('link', { name: 'Begin Application' }).first();
  const href = (await apply.getAttribute('href')) ?? '';
  expect(href.startsWith('mailto:contractors@canyonhomewarranty.example?')).toBe(true);
  const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  expect(query.get('subject')).toBe('Application for Contracting');
  const body = query.get('body') ?? '';
  for (const question of ['Company name: ', 'Trades serviced: ', 'Do you carry a $1,000,000 liability policy?: ']) {
    expect(body).toContain(question);
  }
  expect(body.split('\n')).toHaveLength(18);

  await page.getByRole('link', { name: 'See Benefits' }).click();
  await expect(page).toHaveURL(/\/contractors#benefits$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Why contractors join our network' })).toBeInViewport();
});

test('the cookie bar is in the page before the app’s code, and a visitor who chose never sees it', async ({
  browser,
  baseURL,
}, testInfo) => {
  const firstVisit = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await firstVisit.newPage();
  // The app's code never comes: what shows is the page as the server sent it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/order');
  const bar = page.getByRole('complementary', { name: 'We value your privacy' });
  await expect(bar).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('cookie-bar-before-the-app.png') });
  await firstVisit.close();

  const returning = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await consentGiven(returning, baseURL);
  const again = await returning.newPage();
  await again.route('**/assets/*.js', (route) => route.abort());
  await again.goto('/order');
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(again.getByRole('complementary', { name: 'We value your privacy' })).toHaveCount(0);
  await returning.close();
});
