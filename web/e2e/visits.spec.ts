/**
 * The visit and the pre-authorized amount, two people at once: the homeowner's claim timeline is open in one
 * browser while the technician taps On my way in another, and the timeline shows it without a reload. A save
 * over the pre-authorized amount is declined on the phone; the technician asks for more from the ticket, staff
 * approve it in Contractor Relations, and the same save then goes through.
 */
import { type Browser, type BrowserContext, devices, expect, type Page, test } from '@playwright/test';
import { apiToken, CONTRACTOR, fileClaim, HOMEOWNER, openTicketList, STAFF, signIn } from './claim-helpers.ts';

const PHONE = { width: 390, height: 844 };

/** Another person's phone: a context of its own, at the project's phone settings. */
async function phone(browser: Browser, baseURL: string | undefined, extra: Parameters<Browser['newContext']>[0] = {}) {
  return browser.newContext({ ...devices['Pixel 7'], baseURL, ...extra });
}

/** The technician's ticket, with the service agreement accepted on the way when it is still open. */
async function openTicket(page: Page, workOrderId: string) {
  await openTicketList(page);
  await page.goto(`/account/dispatchTickets/${workOrderId}`);
  await expect(page.getByRole('heading', { name: `Work order ${workOrderId}` })).toBeVisible();
}

test('on my way reaches an open timeline', async ({ page, browser, request }, testInfo) => {
  const { workOrderId, serviceRequestNumber } = await fileClaim(request);
  await page.setViewportSize(PHONE);
  await signIn(page, HOMEOWNER);
  await page.goto('/account#serviceRequestHistory');
  const timeline = page.getByRole('list', { name: `Timeline of request ${serviceRequestNumber}` });
  await expect(timeline).toContainText('Sent to contractor');
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  // The technician's phone shares its position: about 17 miles north of the property in Austin.
  const technician: BrowserContext = await phone(browser, testInfo.project.use.baseURL, {
    viewport: PHONE,
    permissions: ['geolocation'],
    geolocation: { latitude: 30.5083, longitude: -97.6789 },
  });
  try {
    const ticket = await technician.newPage();
    await openTicket(ticket, workOrderId);
    const visit = ticket.getByRole('region', { name: 'Visit', exact: true });
    await expect(visit.getByRole('button', { name: 'Work complete' })).toBeDisabled();
    await visit.scrollIntoViewIfNeeded();
    await visit.screenshot({ path: testInfo.outputPath('visit-buttons.png') });

    await visit.getByRole('button', { name: 'On my way' }).click();
    const minutes = visit.getByLabel('Minutes until you arrive');
    await expect(minutes).not.toHaveValue('');
    await expect(visit).toContainText('Estimated from your position');
    await minutes.fill('25');
    await visit.getByRole('button', { name: 'Send On my way' }).click();
    await expect(visit.getByTestId('visit-state')).toContainText('On the way - about 25 minutes');
    await expect(visit.getByRole('button', { name: 'Arrived' })).toBeEnabled();
    await visit.screenshot({ path: testInfo.outputPath('visit-on-the-way.png') });

    await expect(timeline).toContainText('Technician on the way', { timeout: 10_000 });
    await expect(timeline).toContainText('Carlos is on the way - about 25 minutes');
    expect(reloaded).toBe(false);
    const entry = timeline.getByTestId('timeline-step').filter({ hasText: 'Technician on the way' });
    await entry.scrollIntoViewIfNeeded();
    await timeline.screenshot({ path: testInfo.outputPath('timeline-on-the-way.png') });

    await visit.getByRole('button', { name: 'Arrived' }).click();
    await expect(timeline).toContainText('Carlos has arrived', { timeout: 10_000 });
  } finally {
    await technician.close();
  }
});

test('an authorisation request approved unblocks the save', async ({ page, browser, request }, testInfo) => {
  const { workOrderId } = await fileClaim(request);
  await page.setViewportSize(PHONE);
  await openTicket(page, workOrderId);

  // Shipping above the limit: the phone offers a bigger discount, which the technician declines.
  const limitText = await page.getByRole('region', { name: 'Totals' }).locator('dd').last().textContent();
  const limit = Number((limitText ?? '0').replace(/[^0-9.]/g, ''));
  const shipping = String(limit + 150);
  const costs = page.getByRole('region', { name: 'Costs' });
  await costs.getByLabel('Shipping').fill(shipping);
  await costs.getByRole('button', { name: 'Save' }).click();
  const discount = page.getByRole('alertdialog', { name: 'Change Discount' });
  await discount.getByRole('button', { name: 'No' }).click();
  await expect(page.getByText('Submission cancelled')).toBeVisible();

  const authorization = page.getByRole('region', { name: 'Authorization' });
  await authorization.getByRole('button', { name: 'Ask for more' }).click();
  const amount = authorization.getByLabel(/Amount needed/);
  expect(Number(await amount.inputValue())).toBeGreaterThan(limit);
  await authorization.getByLabel('What it is for').fill('The condenser fan motor has to be shipped overnight.');
  await authorization.screenshot({ path: testInfo.outputPath('authorization-request.png') });
  await authorization.getByRole('button', { name: 'Send request' }).click();
  await expect(authorization.getByTestId('authorization-state')).toContainText('waiting for a decision', {
    timeout: 10_000,
  });

  const office = await phone(browser, testInfo.project.use.baseURL, { viewport: PHONE });
  try {
    const staff = await office.newPage();
    await signIn(staff, STAFF);
    await staff.goto('/account#crrDash');
    const panel = staff.getByRole('region', { name: 'Authorization Requests' });
    await expect(panel.getByLabel(`Amount to approve for ${workOrderId}`)).not.toHaveValue('');
    await panel.screenshot({ path: testInfo.outputPath('staff-authorization-requests.png') });
    await panel.getByRole('button', { name: `Approve ${workOrderId}` }).click();
    await expect(staff.getByText(`for work order ${workOrderId}.`)).toBeVisible();
  } finally {
    await office.close();
  }

  // The technician hears of it without a reload, and the same save now goes through without a question.
  await expect(authorization.getByTestId('authorization-state')).toContainText('Approved', { timeout: 10_000 });
  await costs.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully submitted your changes.')).toBeVisible({ timeout: 10_000 });
  await expect(discount).toHaveCount(0);
  const token = await apiToken(request, CONTRACTOR);
  // The save travels through the outbox: the server has it once the queue has drained.
  await expect(page.getByTestId('pending-count')).toHaveText('All changes synced', { timeout: 10_000 });
  await expect
    .poll(
      async () => {
        const saved = await request.get(`/api/contractor/dispatch/${workOrderId}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return (await saved.json()).shipping;
      },
      { timeout: 10_000 },
    )
    .toBe(Number(shipping));
});
