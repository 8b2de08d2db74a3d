/**
 * The public site's smaller forms and rules: the
 * newsletter's blur check and its toasts, the contact form reaching customer care, the cookie bar dismissed
 * by a click outside it, the representatives by state and by the visitor's position, the resources'
 * unknown-category and failed-article toasts.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

const CONSENT = 'hw_cookie_consent';

async function consentGiven(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: CONSENT, value: 'accepted', url: baseURL ?? 'http://127.0.0.1:4317' }]);
}

/** The toast whose title is `title`. */
const toast = (page: Page, title: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: title });

test.describe('the newsletter sign-up', () => {
  test('a wrong address is refused when the field is left, then a right one is signed up', async ({
    page,
    context,
    baseURL,
  }) => {
    await consentGiven(context, baseURL);
    await page.goto('/resources');
    const signup = page.getByRole('main').getByRole('region', { name: 'Sign Up for Our Newsletter' });
    const email = signup.getByLabel(/e-?mail/i);
    await email.fill('not-an-address');
    await email.blur();
    await expect(toast(page, 'Invalid Email')).toContainText(
      'The email address you entered is incorrect.  Please try again.',
    );
    await expect(email).toHaveAccessibleDescription(/Enter an e-mail address like name@example\.com\./);

    const subscribed = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/forum/subscribe/'),
    );
    await email.fill('reader@example.com');
    await signup.getByRole('button', { name: /subscribe/i }).click();
    expect((await subscribed).url()).toContain('/api/forum/subscribe/reader%40example.com');
    await expect(toast(page, 'Check your inbox')).toContainText('We sent a link to reader@example.com.');
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAccessibleDescription(/Enter an e-mail address/);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Email' })).toHaveCount(0);
  });
});

test.describe('the contact form', () => {
  let mail: MailCatcher;
  test.beforeAll(async () => {
    mail = await startMailCatcher();
  });
  test.afterAll(async () => mail.close());

  test('a message reaches customer care and the form thanks the visitor', async ({ page, context, baseURL }) => {
    await consentGiven(context, baseURL);
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact' });
    await form.getByLabel('Name').fill('Marta Ruiz');
    await form.getByLabel('Phone').fill('602-555-0142');
    await form.getByLabel('Email').fill('marta.ruiz@example.com');
    await form.getByLabel('How can we help?').fill('Does the Gold plan cover a pool pump in Phoenix?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Message Sent')).toBeVisible();
    const message = await mail.waitFor('care@canyonhomewarranty.example');
    expect(message).toContain('Marta Ruiz');
    expect(message).toContain('Does the Gold plan cover a pool pump in Phoenix?');
  });
});

test('the cookie bar goes with a click outside it and stays gone on that page', async ({ page }) => {
  await page.goto('/about-us');
  const bar = page.getByRole('complementary', { name: 'We value your privacy' });
  await expect(bar).toBeVisible();
  // The prerendered bar is a copy: the click outside it counts once the app has taken the page over.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await bar.getByText(/We use cookies/).click();
  await expect(bar).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(bar).toHaveCount(0);
});

test.describe('the local sales representatives', () => {
  test('choosing a state lists its representatives, four to a row on a wide screen', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    await consentGiven(context, baseURL);
    const utah = (await (await request.get('/api/salesRep/state/UT')).json()) as {
      firstName: string;
      lastName: string;
    }[];
    expect(utah.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home-buyers-warranty#your-local-representative');
    const section = page.locator('#your-local-representative');
    await section.getByLabel('Your state').selectOption('UT');
    const list = section.getByRole('list', { name: 'Representatives in Utah' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(
      utah.map((rep) => `${rep.firstName} ${rep.lastName}`),
    );

    // Four to a row.
    const columns = await list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
  });

  test("the visitor's position chooses the state when the site does not know it", async ({ browser, baseURL }) => {
    // Boise, Idaho.
    const context = await browser.newContext({
      baseURL,
      geolocation: { latitude: 43.615, longitude: -116.2023 },
      permissions: ['geolocation'],
    });
    await consentGiven(context, baseURL);
    const page = await context.newPage();
    await page.goto('/home-buyers-warranty#your-local-representative');
    const section = page.locator('#your-local-representative');
    await expect(section.getByLabel('Your state')).toHaveValue('ID');
    await expect(section.getByRole('list', { name: 'Representatives in Idaho' })).toBeVisible();
    await context.close();
  });
});

test.describe('resources addresses', () => {
  test('an unknown category goes to the recent articles with a toast', async ({ page, context, baseURL }) => {
    await consentGiven(context, baseURL);
    await page.goto('/resources/gardening');
    await expect(page).toHaveURL(/\/resources$/);
    await expect(toast(page, 'Category not found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Recent Home Warranty Resources' })).toBeVisible();
  });

  test('an article that cannot be loaded goes to its category page with a toast', async ({
    page,
    context,
    baseURL,
  }) => {
    await consentGiven(context, baseURL);
    await page.goto('/resources/plumbing/a-missing-article/2/999999');
    await expect(page).toHaveURL(/\/resources\/plumbing$/);
    await expect(toast(page, 'Could not load article')).toContainText(
      'Sorry - There was a problem loading the requested article. Please try again.',
    );
  });
});
