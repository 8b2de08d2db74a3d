/**
 * Lists that follow what others do, at phone size, without a reload: the agent's orders say the escrow invoice was
 * viewed and then paid as the title officer opens the mailed link and pays it on another device; staff's privacy
 * requests show a request as a visitor sends it and move it to the completed ones as another staff member
 * completes it. A reload then shows the same, never an older copy kept on the device.
 */
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { enterCard } from './hosted-card.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

let mailCatcher: MailCatcher;
test.beforeAll(async () => {
  mailCatcher = await startMailCatcher();
});
test.afterAll(async () => {
  await mailCatcher.close();
});

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function signIn(page: Page, username: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByPlaceholder('Email Address').fill(username);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  // A second phone signs in while the first holds its stream: on a busy machine the answer may take a while.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
}

/** Another person's phone: a browser context of its own, signed in as nobody. */
async function otherPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  await context.addCookies([{ name: 'hw_cookie_consent', value: 'accepted', url: baseURL ?? 'http://127.0.0.1:4317' }]);
  return context.newPage();
}

/** The agent's escrow order, its officer at a fresh address; answers its policy number. */
async function placeEscrowOrder(request: APIRequestContext, street: string, officerEmail: string) {
  const signIn = await request.post('/api/authenticate', {
    data: { grant_type: 'password', username: 'agent@example.com', password: 'demo-password' },
  });
  const token = (await signIn.json()).access_token as string;
  const closing = new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  const ordered = await request.post('/api/order', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      planTypeId: '658ea53a-d8cd-41da-b47b-ea0608144cca',
      planId: 'plan-re-choice',
      property: {
        address: { streetAddress: street, city: 'Phoenix', state: 'AZ', zipCode: '85004' },
        dwellingTypeId: '2d1c4ff8-35cf-4d1c-9a9c-5a3a1b0a4c01',
      },
      owner: { firstName: 'Bea', lastName: 'Buyer', email: `bea.${Date.now()}@example.net`, phone: '602-555-0102' },
      orderingPartyType: 'buyerAgent',
      estimatedCloseDate: closing,
      escrowOfficer: { name: 'Olive Ortiz', company: 'Mesa Title', email: officerEmail },
      payment: { type: 'escrow' },
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  return ((await ordered.json()) as { policyNumber: string }).policyNumber;
}

test('the agent’s order says the escrow invoice is viewed, then paid, as the officer pays it elsewhere', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const officerEmail = `olive.live.${Date.now()}@mesatitle.example`;
  const policyNumber = await placeEscrowOrder(request, '31 Palo Verde Ln', officerEmail);
  const mail = await mailCatcher.waitFor(officerEmail);
  const link = mail.match(/https?:\/\/\S+?(\/escrow-invoice\/[^\s?]+\?t=[A-Za-z0-9_-]+)/)?.[1] ?? '';
  expect(link).toBeTruthy();

  await signIn(page, 'agent@example.com');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Orders' }).click();
  const status = page.getByTestId('agent-order').filter({ hasText: policyNumber }).getByTestId('escrow-invoice-status');
  await expect(status).toContainText('Invoice sent to Olive Ortiz (Mesa Title)');

  // The officer opens the mailed link on their own phone: the agent's order says so at once.
  const officer = await otherPhone(browser, baseURL);
  await officer.goto(link);
  await expect(officer.getByRole('heading', { name: 'Invoice Due at Closing' })).toBeVisible();
  await expect(status).toContainText('Invoice viewed by Olive Ortiz (Mesa Title)');

  const amount = (await officer.getByTestId('escrow-invoice-amount').textContent()) ?? '';
  await enterCard(officer, { number: '4111111111111111', expiry: '12/30', zip: '85004' });
  await officer.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(officer.getByTestId('escrow-invoice-paid')).toContainText('Paid on');
  await officer.context().close();

  await expect(status).toContainText('Invoice paid on');
  await status.evaluate((line) => line.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/live-escrow-invoice-paid.png' });

  // A reload reads the orders again: the copy kept on the device is not shown as the answer.
  await page.reload();
  await expect(
    page.getByTestId('agent-order').filter({ hasText: policyNumber }).getByTestId('escrow-invoice-status'),
  ).toContainText('Invoice paid');
});

test('staff’s privacy requests show a request as it is sent, and move it once another staff member completes it', async ({
  page,
  browser,
  baseURL,
}) => {
  const requester = `river.${Date.now()}@example.net`;
  await signIn(page, 'staff@example.com');
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Admin' }).click();
  const panel = page.getByRole('region', { name: 'Privacy Requests' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(requester)).toHaveCount(0);

  // A visitor sends a request through the state notice's form on their phone.
  const visitor = await otherPhone(browser, baseURL);
  await visitor.goto('/state-notice');
  const form = visitor.getByRole('form', { name: 'Privacy request' });
  await form.getByLabel('Name').fill('River Stone');
  await form.getByLabel('Email').fill(requester);
  await form.getByLabel('State you live in').selectOption('NV');
  await form.getByLabel('What are you asking for?').selectOption('access');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'We received your request' })).toBeVisible();
  await visitor.context().close();

  const open = panel.getByRole('list', { name: 'Open privacy requests' }).getByTestId('data-request');
  const mine = open.filter({ hasText: requester });
  await expect(mine).toContainText('River Stone');
  await mine.evaluate((item) => item.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/live-privacy-request-arrived.png' });

  // Another staff member completes it on their own phone: this list moves it to the completed ones.
  const colleague = await otherPhone(browser, baseURL);
  await signIn(colleague, 'staff@example.com');
  await colleague.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Admin' }).click();
  const theirs = colleague
    .getByRole('region', { name: 'Privacy Requests' })
    .getByRole('list', { name: 'Open privacy requests' })
    .getByTestId('data-request')
    .filter({ hasText: requester });
  await theirs.getByLabel('Outcome (mailed to the requester)').fill('We sent River a copy of what we hold.');
  await theirs.getByRole('button', { name: 'Complete request' }).click();
  await expect(theirs).toHaveCount(0);
  await colleague.context().close();

  await expect(mine).toHaveCount(0);
  await panel.getByText('Recently completed').click();
  const done = panel.getByRole('list', { name: 'Completed privacy requests' }).getByRole('listitem');
  await expect(done.filter({ hasText: requester })).toBeVisible();
  await done.filter({ hasText: requester }).evaluate((item) => item.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: 'test-results/live-privacy-request-completed.png' });
});
