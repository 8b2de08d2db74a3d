/**
 * Decisions the homeowner can see: the technician's diagnosis goes over the plan's limit for the item, and the
 * homeowner's open claim shows, without a reload, what is covered, what is not and why, and their share. Staff
 * then offer cash instead of the repair from the admin screen; the homeowner declines it in the app, once.
 */
import { devices, expect, test } from '@playwright/test';
import { apiToken, diagnoseOverTheLimit, fileClaim, HOMEOWNER, STAFF, signIn } from './claim-helpers.ts';

const PHONE = { width: 390, height: 844 };
/** The seeded cooling item's limit: "$1,500 per occurrence". */
const COOLING_LIMIT = 1500;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a diagnosis over the limit shows its decision, and a cash offer is answered once', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const claim = await fileClaim(request);
  await page.setViewportSize(PHONE);
  await signIn(page, HOMEOWNER);
  await page.goto('/account#serviceRequestHistory');
  const timeline = page.getByRole('list', { name: `Timeline of request ${claim.serviceRequestNumber}` });
  await expect(timeline).toContainText('Sent to contractor');
  const item = page.getByTestId('service-request').filter({ has: timeline });
  const decision = item.getByRole('region', { name: 'Decision' });
  await expect(decision).toHaveCount(0);
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  const partName = await diagnoseOverTheLimit(request, claim.workOrderId);

  await expect(decision).toBeVisible({ timeout: 10_000 });
  expect(reloaded).toBe(false);
  await expect(decision.getByTestId('claim-decision-status')).toHaveText('Awaiting approval');
  await expect(decision).toContainText('Covered');
  await expect(decision).toContainText(partName);
  await expect(decision).toContainText(`Over your plan’s limit of $${COOLING_LIMIT.toLocaleString('en-US')}`);
  await expect(decision).toContainText(`Your share: $${(1800 - COOLING_LIMIT).toFixed(2)}`);
  await decision.scrollIntoViewIfNeeded();
  await decision.screenshot({ path: testInfo.outputPath('decision-over-limit.png') });

  const office = await browser.newContext({ ...devices['Pixel 7'], baseURL: testInfo.project.use.baseURL });
  try {
    const staff = await office.newPage();
    await signIn(staff, STAFF);
    await staff.goto('/account#admin');
    const panel = staff.getByRole('region', { name: 'Cash in Lieu' });
    const candidate = panel.getByTestId('cash-in-lieu-candidate').filter({ hasText: claim.serviceRequestNumber });
    await expect(candidate).toContainText('Homeowner’s share $300.00');
    await candidate.scrollIntoViewIfNeeded();
    await panel.screenshot({ path: testInfo.outputPath('staff-cash-in-lieu.png') });
    await candidate.getByRole('button', { name: `Choose ${claim.serviceRequestNumber}` }).click();
    await expect(panel.getByLabel('Service request (SR number)')).toHaveValue(claim.serviceRequestNumber);
    await panel.getByLabel('Amount (dollars)').fill('1650');
    await panel.getByLabel('Note to the homeowner').fill('Cash toward a new condenser of your choice.');
    await panel.getByRole('button', { name: 'Offer Cash' }).click();
    await expect(staff.getByText('Offered $1,650.00')).toBeVisible();
    await expect(candidate).toHaveCount(0);
    // A second offer on the same claim is refused and says why.
    await panel.getByLabel('Service request (SR number)').fill(claim.serviceRequestId);
    await panel.getByLabel('Amount (dollars)').fill('1700');
    await panel.getByLabel('Note to the homeowner').fill('A better offer.');
    await panel.getByRole('button', { name: 'Offer Cash' }).click();
    await expect(staff.getByText('This claim already has a cash-in-lieu offer.')).toBeVisible();
  } finally {
    await office.close();
  }

  const offer = decision.getByTestId('cash-in-lieu-offer');
  await expect(offer).toContainText('Cash instead of the repair: $1,650.00', { timeout: 10_000 });
  await expect(offer).toContainText('Cash toward a new condenser of your choice.');
  await offer.screenshot({ path: testInfo.outputPath('cash-in-lieu-offer.png') });
  await offer.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('You declined the cash offer.')).toBeVisible();
  await expect(offer).toContainText('You declined this offer.');
  await expect(offer.getByRole('button', { name: 'Accept the cash' })).toHaveCount(0);

  const answered = await request.post(`/api/account/serviceRequest/${claim.serviceRequestId}/cashInLieu`, {
    headers: bearer(await apiToken(request, HOMEOWNER)),
    data: { accept: true },
  });
  expect(answered.status()).toBe(409);
  expect((await answered.json()).errors[0].code).toBe('cashInLieuAnswered');
});
