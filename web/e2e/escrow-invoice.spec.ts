/**
 * The escrow officer's invoice page, at phone size: an agent's escrow order mails the officer the invoice with a
 * link (read from the mail the e2e server sends to the test's SMTP catcher); the officer opens it, sees what is
 * due and pays by card; the agent's orders then say the invoice is paid. Without the link's token the page is not
 * found. The link of a listing coverage's invoice, once the listing was converted into the buyer's contract, says
 * the invoice was cancelled and offers no payment.
 */
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CARD_FRAME, enterCard } from './hosted-card.ts';
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
async function placeEscrowOrder(
  request: APIRequestContext,
  token: string,
  street: string,
  officerEmail: string,
  more: Record<string, unknown> = {},
) {
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
      ...more,
    },
  });
  expect(ordered.ok(), await ordered.text()).toBe(true);
  return (await ordered.json()) as { policyNumber: string; contractId: string };
}

/** The pay link (path and token) in the officer's mail. */
function payLinkIn(mail: string): string {
  const link = mail.match(/https?:\/\/\S+?(\/escrow-invoice\/[^\s?]+\?t=[A-Za-z0-9_-]+)/)?.[1];
  expect(link).toBeTruthy();
  return link ?? '';
}

test('the escrow officer opens the mailed link on a phone and pays the invoice by card', async ({ page, request }) => {
  const token = await agentToken(request);
  const officerEmail = `olive.${Date.now()}@mesatitle.example`;
  const { policyNumber } = await placeEscrowOrder(request, token, '12 Saguaro Way', officerEmail);

  const mail = await mailCatcher.waitFor(officerEmail);
  expect(mail).toContain('application/pdf');
  const path = payLinkIn(mail);

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

  await enterCard(page, { number: '4111111111111111', expiry: '12/30', zip: '85004' });
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
  const { policyNumber } = await placeEscrowOrder(request, await agentToken(request), '14 Ocotillo Rd', officerEmail);
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

test('the link of a converted listing coverage’s invoice says it was cancelled and takes no payment', async ({
  page,
  request,
}) => {
  const token = await agentToken(request);
  const officerEmail = `olga.${Date.now()}@mesatitle.example`;
  const listing = await placeEscrowOrder(request, token, '16 Palo Verde Ln', officerEmail, {
    planId: 'plan-re-essentials',
    isListingCoverage: true,
    orderingPartyType: 'sellerAgent',
  });
  const path = payLinkIn(await mailCatcher.waitFor(officerEmail));
  // The officer opens the link while the listing still runs: the invoice can be paid.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Due at Closing' })).toBeVisible();

  // The home sells: the agent converts the listing coverage into the buyer's contract, which cancels the listing.
  await placeEscrowOrder(request, token, '16 Palo Verde Ln', `otis.${Date.now()}@mesatitle.example`, {
    contractId: listing.contractId,
  });

  // Paying from the page opened before is refused, nothing charged, and the page turns to the cancelled invoice.
  await enterCard(page, { number: '4111111111111111', expiry: '12/30', zip: '85004' });
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This invoice was cancelled' })).toBeVisible();
  await expect(page.getByTestId('escrow-invoice-cancelled').getByRole('status')).toHaveText(
    'This invoice was cancelled because its contract was cancelled, so it can no longer be paid. Nothing was charged.',
  );
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'This invoice was cancelled' })).toBeInViewport();
  await page.screenshot({ path: '/tmp/escrow-invoice-cancelled-refused-phone.png' });

  // The link opened again.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'This invoice was cancelled' })).toBeVisible();
  const cancelled = page.getByTestId('escrow-invoice-cancelled');
  await expect(cancelled.getByRole('status')).toHaveText(
    `Contract ${listing.policyNumber} was cancelled, so nothing is due on this invoice and it can no longer be paid.`,
  );
  await expect(page.getByText('16 Palo Verde Ln, Phoenix, AZ 85004')).toBeVisible();
  await expect(cancelled.getByRole('link', { name: /^\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}$/ })).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.locator(CARD_FRAME)).toHaveCount(0);
  await expect(page.getByText(/Amount due/)).toHaveCount(0);
  await expect(page).toHaveTitle(/This invoice was cancelled/);
  await page.screenshot({ path: '/tmp/escrow-invoice-cancelled-phone.png' });
  await page.screenshot({ path: '/tmp/escrow-invoice-cancelled-phone-full.png', fullPage: true });
  await page.screenshot({ path: test.info().outputPath('escrow-invoice-cancelled-phone.png') });
});
