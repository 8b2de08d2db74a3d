/**
 * The escrow officer's invoice page, at phone size: an agent's escrow order mails the officer the invoice with a
 * link (read from the mail the e2e server sends to the test's SMTP catcher); the officer opens it, sees what is
 * due and pays by card; the agent's orders then say the invoice is paid. Without the link's token the page is not
 * found.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

let mailCatcher: MailCatcher;
test.beforeAll(async () => {
  mailCatcher = await startMailCatcher();
});
test.afterAll(async () => {
  await mailCatcher.close();
});

test.use({ viewport: { width: 390, height: 844 } });

const AGENT = { username: 'agent@example.com', password: 'demo-password' };

async function agentToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/api/authenticate', { data: { grant_type: 'password', ...AGENT } });
  expect(signIn.ok()).toBe(true);
  return (await signIn.json()).access_token as string;
}

/** The agent's escrow order for a Phoenix home, its officer at a fresh address; answers the contract number. */
async function placeEscrowOrder(request: APIRequestContext, token: string, street: string, officerEmail: string) {
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

test('the escrow officer opens the mailed link on a phone and pays the invoice by card', async ({ page, request }) => {
  const token = await agentToken(request);
  const officerEmail = `olive.${Date.now()}@mesatitle.example`;
  const policyNumber = await placeEscrowOrder(request, token, '12 Saguaro Way', officerEmail);

  const mail = await mailCatcher.waitFor(officerEmail);
  expect(mail).toContain('application/pdf');
  const link = mail.match(/https?:\/\/\S+?(\/escrow-invoice\/[^\s?]+\?t=[A-Za-z0-9_-]+)/)?.[1];
  expect(link).toBeTruthy();
  const path = link ?? '';

  await page.goto(path.replace(/\?t=.*/, ''));
  await expect(page.getByRole('heading', { level: 1, name: "Oh no… This isn't right" })).toBeVisible();

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Invoice Due at Closing' })).toBeVisible();
  await expect(page.getByText(policyNumber)).toBeVisible();
  await expect(page.getByText('12 Saguaro Way, Phoenix, AZ 85004')).toBeVisible();
  await expect(page.getByLabel('Your e-mail (for the receipt)')).toHaveValue(officerEmail);
  const amount = (await page.getByTestId('escrow-invoice-amount').textContent()) ?? '';
  expect(amount).toMatch(/^\$\d/);
  await page.screenshot({ path: test.info().outputPath('escrow-invoice-phone.png') });
  await page.screenshot({ path: test.info().outputPath('escrow-invoice-phone-full.png'), fullPage: true });

  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiration (MM/YY)').fill('1230');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByTestId('escrow-invoice-paid')).toContainText('Paid on');
  await expect(page.getByText('Amount paid')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('escrow-invoice-paid-phone.png') });

  // The link opened again says it is paid, and takes no other payment.
  await page.reload();
  await expect(page.getByTestId('escrow-invoice-paid')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  const orders = await request.get('/api/account/contract/agent', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const mine = ((await orders.json()) as { policyNumber: string; escrowInvoice: { status: string } | null }[]).find(
    (order) => order.policyNumber === policyNumber,
  );
  expect(mine?.escrowInvoice?.status).toBe('paid');
});

async function logIn(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.getByPlaceholder('Email Address').fill(AGENT.username);
  await page.getByLabel('Password').fill(AGENT.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account', exact: true })).toBeVisible();
}

test('the agent sees the invoice sent, moves the closing date (mailed again) and downloads their flyer', async ({
  page,
  request,
}) => {
  const officerEmail = `otto.${Date.now()}@mesatitle.example`;
  const policyNumber = await placeEscrowOrder(request, await agentToken(request), '14 Ocotillo Rd', officerEmail);
  await mailCatcher.waitFor(officerEmail);

  await logIn(page);
  await page.getByRole('banner').getByRole('link', { name: 'Account', exact: true }).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Orders' }).click();
  const order = page.getByTestId('agent-order').filter({ hasText: policyNumber });
  await expect(order.getByTestId('escrow-invoice-status')).toContainText('Invoice sent to Olive Ortiz (Mesa Title)');

  const later = new Date(Date.now() + 40 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await order.getByRole('button', { name: 'Change Closing Date' }).click();
  await order.getByLabel('New closing date').fill(later);
  await order.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The invoice was e-mailed to the escrow officer again.')).toBeVisible();
  await expect
    .poll(
      () =>
        mailCatcher.messages.filter(
          (m) => m.includes(officerEmail) && m.replace(/=\r?\n/g, '').includes('this invoice replaces the one sent'),
        ).length,
    )
    .toBe(1);
  await page.screenshot({ path: test.info().outputPath('agent-orders-escrow-invoice.png') });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Flyer' }).click();
  const flyer = await download;
  expect(flyer.suggestedFilename()).toMatch(/\.pdf$/);

  // With the agent's photo: a text file is refused before anything is sent, a PNG goes on the flyer.
  await page.getByLabel('Add My Photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPEG or PNG photo.' })).toBeVisible();
  await page.getByLabel('Add My Photo').setInputFiles({
    name: 'olive.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByText('With your photo: olive.png')).toBeVisible();
  await expect(page.getByText('Choose a JPEG or PNG photo.')).toHaveCount(0);
  const withPhoto = page.waitForEvent('download');
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/account/agent/flyer') && req.method() === 'POST');
  await page.getByRole('button', { name: 'Download My Flyer' }).click();
  await sent;
  const photoFlyer = await withPhoto;
  const bytes = await readFile((await photoFlyer.path()) as string);
  expect(bytes.includes('/Subtype /Image')).toBe(true);
  await page.screenshot({ path: test.info().outputPath('agent-flyer-photo.png') });
});
