/**
 * The site shell at phone size: "Chat with us" sends a message to customer care, an old link through
 * /redirectLegacy, renewals and upgrades without a plan type, and the order form's state from the browser's
 * position; the plan-type choice painted from the HTML and taken over by the app.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function consentGiven(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'hw_cookie_consent', value: 'accepted', url: baseURL ?? 'http://127.0.0.1:4317' }]);
}

async function logIn(page: Page, username: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible();
}

test.describe('Chat with us', () => {
  let mail: MailCatcher;
  test.beforeAll(async () => {
    mail = await startMailCatcher();
  });
  test.afterAll(async () => mail.close());

  test('signed in, the dialog knows the sender, asks for a message, sends it and says when care answers', async ({
    page,
    context,
    baseURL,
  }) => {
    await consentGiven(context, baseURL);
    await logIn(page, 'homeowner@example.com');
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog.getByLabel('Email')).toHaveValue('homeowner@example.com');
    await expect(dialog.getByLabel('Name')).not.toHaveValue('');

    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Email address is invalid.')).toBeVisible();
    await expect(dialog.getByText('Please enter a message.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('chat-errors.png') });

    await dialog.getByLabel('Email').fill('homeowner@example.com');
    await dialog.getByLabel('Message').fill('Is my water softener covered by my plan?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('We answer within one business day.')).toBeVisible();
    await expect(dialog.getByText('Thank you, your message is on its way to customer care.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('chat-sent.png') });
    const message = await mail.waitFor('care@canyonhomewarranty.example');
    expect(message).toContain('homeowner@example.com');
    expect(message).toContain('Is my water softener covered by my plan?');
  });
});

test('reading down a page, the chat button steps aside and comes back on the way up', async ({
  page,
  context,
  baseURL,
}) => {
  await consentGiven(context, baseURL);
  await page.goto('/about-us');
  const chat = page.getByRole('button', { name: 'Chat with us' });
  // The prerendered page's button is disabled until the app has taken over.
  await expect(chat).toBeEnabled();
  await expect(chat).toBeInViewport();
  // The page has settled (its sections further down loaded) before the reader starts.
  await page.waitForLoadState('networkidle');
  for (const step of [300, 300]) await page.evaluate((by) => window.scrollBy(0, by), step);
  await expect(chat).not.toBeInViewport();
  await page.evaluate(() => window.scrollBy(0, -200));
  await expect(chat).toBeInViewport();
  // At the end of the page the footer's last line stays clear of the button.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollBy(0, -1));
  const footerText = page.getByRole('contentinfo').getByText(/^©/);
  const [text, button] = await Promise.all([footerText.boundingBox(), chat.boundingBox()]);
  expect(text && button && text.y + text.height <= button.y).toBe(true);
});

test.describe('/redirectLegacy', () => {
  test('an old link goes where the redirect table says; another origin lands on the not-found page', async ({
    page,
    context,
    baseURL,
  }) => {
    await consentGiven(context, baseURL);
    await page.goto('/redirectLegacy?url=%2FContactUs');
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('legacy-link.png') });

    await page.goto(`/redirectLegacy?url=${encodeURIComponent('https://evil.example.net/account')}`);
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { name: "Oh no… This isn't right" })).toBeVisible();
  });
});

test.describe('renewals and upgrades without a plan type', () => {
  test("signed in, /order/upgrade opens the form for the user's contract", async ({ page, context, baseURL }) => {
    await consentGiven(context, baseURL);
    await logIn(page, 'homeowner@example.com');
    await page.goto('/order/upgrade');
    await expect(page).toHaveURL(/\/order\/upgrade\/consumer\?contractId=[^&]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('upgrade-without-type.png') });
  });

  test('signed out, /order/renew asks to sign in first, then opens the form', async ({ page, context, baseURL }) => {
    await consentGiven(context, baseURL);
    await page.goto('/order/renew');
    await page.getByPlaceholder('Email Address').first().fill('homeowner@example.com');
    await page.getByLabel('Password').first().fill('demo-password');
    await page.getByRole('button', { name: 'Login' }).first().click();
    await expect(page).toHaveURL(/\/order\/renew\/consumer\?contractId=[^&]+$/);
  });
});

test('the order form takes the state from the browser position when the address has none', async ({
  browser,
  baseURL,
}) => {
  // Austin, Texas.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 30.2672, longitude: -97.7431 },
    permissions: ['geolocation'],
  });
  await consentGiven(context, baseURL);
  const page = await context.newPage();
  await page.goto('/order/consumer');
  await expect(page.getByRole('heading', { level: 2, name: 'Property', exact: true })).toBeVisible();
  await expect(page.getByText('State: Texas')).toBeVisible();
  await expect(page.getByLabel('Zip code')).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('order-geolocated-state.png') });
  await context.close();
});

test('the plan-type choice is in the page before its code arrives; the app then takes it over: one dialog that works', async ({
  browser,
  baseURL,
}) => {
  // Without scripts, the dialog is the page's HTML: shown, its buttons waiting for the app.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const still = await withoutScripts.newPage();
  await still.goto(`${baseURL}/order`);
  await expect(still.getByRole('heading', { name: 'Which best describes you?' })).toBeVisible();
  await expect(still.getByRole('button', { name: 'Homeowner' })).toBeDisabled();
  await withoutScripts.close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await consentGiven(context, baseURL);
  const page = await context.newPage();
  await page.goto(`${baseURL}/order`);
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Which best describes you?' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Real Estate Professional' }).click();
  await expect(page).toHaveURL(/\/order\/realEstate/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page behind the dialog is usable again once it has gone.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await context.close();
});
