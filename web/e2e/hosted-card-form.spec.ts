/**
 * Card entry through the gateway's hosted card form, at phone size (the project's Pixel 7): a new homeowner orders
 * a plan and pays through the form framed on the order page. Every request the page makes to /api is recorded:
 * none carries the card number, in its address or its body, with or without spaces; the number goes only to the
 * gateway's form (the sandbox gateway's /sandbox-gateway/ pages). A declined card is said so and forgotten; the
 * card the order saved then pays the next invoice from the account's billing screen.
 * Screenshots of the open card form and of the saved card go to web/e2e/screenshots/.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SANDBOX_APPROVED_CARD, SANDBOX_DECLINED_CARD } from '@hw/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CARD_FRAME, cardForm, enterCard, savedCardLine } from './hosted-card.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

let mailCatcher: MailCatcher;
test.beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  await mkdir(SCREENSHOTS, { recursive: true });
});
test.afterAll(async () => {
  await mailCatcher.close();
});

const next = (page: Page) => page.getByRole('button', { name: /^Next/ }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const TERMS = 'I agree to the terms and conditions and the sample contract.';
const PASSWORD = 'hosted-card-password';

/** A card number as a pattern: its digits, with or without spaces, dashes, plus signs or %20 between them. */
const numberPattern = (number: string) => new RegExp(number.replace(/\D/g, '').split('').join('(?:\\s|-|\\+|%20)*'));

/** Scrolls `target` to just under the sticky header, with the card area's heading above it in view. */
async function showUnderHeader(page: Page, target: Locator) {
  const header = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  await target.evaluate((element, offset) => {
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - offset, behavior: 'instant' });
  }, header + 90);
}

interface Sent {
  method: string;
  url: string;
  body: string;
}

test('a homeowner pays through the hosted card form; no card number reaches our API', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const sent: Sent[] = [];
  page.on('request', (req) => {
    sent.push({ method: req.method(), url: req.url(), body: req.postData() ?? '' });
  });
  const email = `hosted.card.${Date.now()}@example.com`;

  // ---- The order, signed out: a new homeowner in Austin, the Essentials plan, monthly by card.
  await page.goto('/order/consumer');
  await expect(stepHeading(page, 'Property')).toBeVisible();
  await page.getByLabel('Zip code').fill('78701');
  await expect(page.getByText('State: Texas')).toBeVisible();
  await page.getByLabel('Street address').fill('700 Lavaca St');
  await page.getByLabel('City').fill('Austin');
  await next(page);
  await page.getByRole('button', { name: /^ORDER NOW: Essentials PLAN/ }).click();
  await expect(stepHeading(page, 'Add-ons & Options')).toBeVisible();
  await next(page);
  await page.getByLabel('Owner first name').fill('Harper');
  await page.getByLabel('Owner last name').fill('Hosted');
  await page.getByLabel('Owner e-mail').fill(email);
  await page.getByLabel('Owner phone').fill('5125550166');
  await next(page);

  // The card form opens by itself: a new card is the only choice.
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel('Monthly by card')).toBeChecked();
  await expect(page.locator(CARD_FRAME)).toBeVisible();

  // Offline, a plain message takes the frame's place; back online, the same form is there again.
  await context.setOffline(true);
  await expect(page.locator(CARD_FRAME)).toHaveCount(0);
  await expect(page.locator('#order-card')).toHaveText(/^Card entry needs a connection\./);
  await expect(page.getByLabel('Pay in full now by card')).toBeEnabled();
  await page.screenshot({ path: `${SCREENSHOTS}hosted-card-offline.png` });
  await context.setOffline(false);
  await expect(page.locator(CARD_FRAME)).toBeVisible();

  // ---- A card the bank declines: saved by the form, declined when the order charges it.
  await enterCard(page, { number: '4000 0000 0000 0002' });
  expect(SANDBOX_DECLINED_CARD).toBe('4000000000000002');
  await next(page);
  await expect(stepHeading(page, 'Review')).toBeVisible();
  await expect(page.getByText('Monthly by card · card ending 0002')).toBeVisible();
  await page.getByLabel(TERMS).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(declined).toContainText('Nothing was ordered and nothing was charged.');
  await expect(page.getByText(/card ending 0002/)).toHaveCount(0);

  // ---- Another card: the declined one is forgotten, the form opens again.
  await declined.getByRole('button', { name: 'Enter another card' }).click();
  await expect(stepHeading(page, 'Payment')).toBeVisible();
  await expect(savedCardLine(page)).toHaveCount(0);
  const frame = page.locator(CARD_FRAME);
  await expect(frame).toBeVisible();
  const form = cardForm(page);
  await form.getByLabel('Card number').fill('4111 1111 1111 1111');
  await form.getByLabel('Expiration (MM/YY)').fill('12/39');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Billing zip code').fill('78701');
  await showUnderHeader(page, frame);
  await page.screenshot({ path: `${SCREENSHOTS}hosted-card-open.png` });
  await frame.screenshot({ path: `${SCREENSHOTS}hosted-card-frame.png` });
  await form.getByRole('button', { name: 'Save' }).click();
  const saved = savedCardLine(page);
  await expect(saved).toHaveText('Visa ending 1111, expires 12/39');
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Use a different card' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(saved).toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}hosted-card-saved.png` });

  await next(page);
  await expect(page.getByText('Monthly by card · card ending 1111')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/consumer\/submitted$/);
  await expect(page.getByRole('heading', { name: 'Order Completed' })).toBeVisible();
  const ordered = sent.find((req) => req.method === 'POST' && new URL(req.url).pathname === '/api/order');
  expect(JSON.parse(ordered?.body ?? '{}').payment).toMatchObject({
    authNetProfileId: expect.any(String),
    authNetPaymentProfileId: expect.any(String),
    profileToken: expect.any(String),
  });

  // ---- The homeowner's account: a password from the e-mailed link.
  await page.getByRole('button', { name: 'Create your password' }).click();
  const link = (await mailCatcher.waitFor(email)).match(/https?:\/\/\S+\/token\?u=\S+/)?.[0];
  expect(link).toBeTruthy();
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('New Password').fill(PASSWORD);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed.')).toBeVisible();

  // The next invoice: a second plan, for a home being bought, due at closing (placed through the API).
  const signIn = await request.post('/api/authenticate', {
    data: { grant_type: 'password', username: email, password: PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const token = (await signIn.json()).access_token as string;
  const escrow = await request.post('/api/order', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      planTypeId: '658ea53a-d8cd-41da-b47b-ea0608144cca',
      planId: 'plan-re-essentials',
      property: {
        address: { streetAddress: '15 Rainey St', city: 'Austin', state: 'TX', zipCode: '78701' },
        dwellingTypeId: '2d1c4ff8-35cf-4d1c-9a9c-5a3a1b0a4c01',
      },
      owner: { firstName: 'Harper', lastName: 'Hosted', email, phone: '512-555-0166' },
      orderingPartyType: 'homeBuyer',
      estimatedCloseDate: new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10),
      escrowOfficer: { name: 'Olive Ortiz', company: 'Mesa Title', email: `olive.${Date.now()}@mesatitle.example` },
      payment: { type: 'escrow' },
    },
  });
  expect(escrow.ok(), await escrow.text()).toBe(true);
  const { policyNumber } = (await escrow.json()) as { policyNumber: string };

  // Signed in again (what the device kept of the account is wiped on the way out): the new plan is listed.
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByPlaceholder('Email Address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible();

  // ---- The billing screen: the card saved with the order pays it.
  await page.goto('/account');
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'Billing', exact: true })
    .click();
  const invoices = page.getByRole('region', { name: 'Invoices', exact: true });
  const due = invoices.getByTestId('invoice').filter({ hasText: policyNumber });
  await expect(due).toContainText('Due at closing');
  await due.getByRole('button', { name: /^Pay / }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay Invoice' });
  await expect(dialog.getByRole('radio', { name: /Visa ending 1111, expires 12\/39/ })).toBeChecked();
  // The saved card pays: the form stays closed.
  await expect(dialog.locator(CARD_FRAME)).toHaveCount(0);
  const paid = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/account/invoices'));
  await dialog.getByRole('button', { name: /^Pay / }).click();
  expect((await paid).postDataJSON()).toMatchObject({ creditCardId: expect.any(String) });
  await expect(page.getByText(`Successfully processed payment for contract: ${policyNumber}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(due.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  // ---- What went where: the numbers went to the gateway's form, never to our API.
  const api = sent.filter((req) => new URL(req.url).pathname.startsWith('/api'));
  expect(api.length).toBeGreaterThan(10);
  for (const number of [SANDBOX_DECLINED_CARD, SANDBOX_APPROVED_CARD]) {
    const pattern = numberPattern(number);
    for (const req of api) {
      expect(pattern.test(decodeURIComponent(req.url)), `${req.method} ${req.url}`).toBe(false);
      expect(pattern.test(req.body), `${req.method} ${req.url} body`).toBe(false);
    }
    const toGateway = sent.filter((req) => new URL(req.url).pathname.startsWith('/sandbox-gateway/'));
    expect(toGateway.some((req) => pattern.test(decodeURIComponent(req.body)))).toBe(true);
  }
  // Only the form's token reads the card back.
  for (const read of api.filter((req) => req.url.endsWith('/api/order/getCustomerPaymentProfile'))) {
    expect(Object.keys(JSON.parse(read.body))).toEqual(['token']);
  }
});
