/**
 * A cash offer accepted on a phone: the homeowner's claim has a booked visit and a diagnosis over the plan's
 * limit; staff offer cash instead of the repair; the homeowner taps Accept, reads in the confirmation how and
 * when the cash is paid, and the claim then shows it settled: the amount, the check, where it is mailed and the
 * day it is paid by, the visit gone and the claim closed.
 */
import { cashInLieuPayBy, dayInZone, payDayLabel } from '@hw/shared';
import { expect, test } from '@playwright/test';
import { apiToken, diagnoseOverTheLimit, fileClaim, HOMEOWNER, STAFF, signIn } from './claim-helpers.ts';

const PHONE = { width: 390, height: 844 };
const MAIL_TO = '2100 Barton Springs Rd, Austin, TX 78704';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('accepting a cash offer settles the claim and says how and when it is paid', async ({ page, request }) => {
  const homeowner = bearer(await apiToken(request, HOMEOWNER));
  const claim = await fileClaim(request);
  // A visit booked in the contractor's first open window.
  const visit = await (
    await request.get(`/api/account/serviceRequest/visit/${claim.serviceRequestId}`, { headers: homeowner })
  ).json();
  const booked = await request.put(`/api/account/serviceRequest/visit/${claim.serviceRequestId}`, {
    headers: homeowner,
    data: { appointment: visit.windows[0] },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await diagnoseOverTheLimit(request, claim.workOrderId);
  const offered = await request.post(`/api/staff/serviceRequests/${claim.serviceRequestId}/cashInLieu`, {
    headers: bearer(await apiToken(request, STAFF)),
    data: { amount: 1650, note: 'Cash toward a new condenser of your choice.' },
  });
  expect(offered.status(), await offered.text()).toBe(200);

  await page.setViewportSize(PHONE);
  await signIn(page, HOMEOWNER);
  await page.goto('/account#serviceRequestHistory');
  const timeline = page.getByRole('list', { name: `Timeline of request ${claim.serviceRequestNumber}` });
  const item = page.getByTestId('service-request').filter({ has: timeline });
  await expect(item.locator('.sr-facts')).toContainText('Visit');
  const offer = item.getByTestId('cash-in-lieu-offer');
  await expect(offer).toContainText('Cash instead of the repair: $1,650.00');
  await expect(offer).toContainText(`we will mail a check for $1,650.00 to ${MAIL_TO} within 10 business days`);

  await offer.scrollIntoViewIfNeeded();
  await offer.screenshot({ path: '/tmp/cash-settlement-offer.png' });
  await offer.getByRole('button', { name: 'Accept the cash' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Accept $1,650.00 instead of the repair?' });
  await expect(confirmation).toContainText(`We will mail a check for $1,650.00 to ${MAIL_TO} within 10 business days.`);
  await expect(confirmation).toContainText('any booked visit cancelled');
  await page.screenshot({ path: '/tmp/cash-settlement-confirm.png' });
  const acceptedAt = new Date();
  await confirmation.getByRole('button', { name: 'Accept $1,650.00' }).click();

  const payBy = payDayLabel(cashInLieuPayBy(dayInZone('America/Chicago', acceptedAt)));
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast).toContainText('Cash offer accepted');
  await expect(toast).toContainText(`We will mail a check for $1,650.00 to ${MAIL_TO} by ${payBy}.`);
  const decision = item.getByRole('region', { name: 'Decision' });
  await expect(decision.getByTestId('claim-decision-status')).toHaveText('Settled with cash');
  await expect(decision).toContainText('Settled with a cash payment of $1,650.00 instead of the repair.');
  const payment = decision.getByTestId('cash-in-lieu-payment');
  await expect(payment).toContainText('$1,650.00');
  await expect(payment).toContainText('Check by mail');
  await expect(payment).toContainText(MAIL_TO);
  // The claim card writes its days as the rest of the card does, without the weekday the messages give.
  await expect(payment).toContainText(payBy.replace(/^[A-Z][a-z]{2}, /, ''));
  await expect(payment).toContainText('Within 10 business days of your acceptance.');
  await expect(decision).not.toContainText('Your share');
  await expect(offer).toHaveCount(0);

  // The claim is closed and says so; the visit is gone and nothing more can be done with it.
  await expect(item.locator('.account-item__head')).toContainText('Settled with cash');
  await expect(item).toContainText(/closed \w{3} \d{1,2}, \d{4}/);
  await expect(item.locator('.sr-facts')).not.toContainText('Visit');
  await expect(timeline).toContainText('Cash offer accepted');
  await expect(timeline).not.toContainText('Scheduled');
  await expect(item.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  await expect(timeline).toContainText(
    `Settled with a cash payment of $1,650.00 instead of the repair. The check will be mailed to ${MAIL_TO} by ${payBy}.`,
  );
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await timeline.screenshot({ path: '/tmp/cash-settlement-timeline.png' });
  // The claim's head, then its decision, each just under the sticky bars.
  const under = (element: Element) => window.scrollBy(0, element.getBoundingClientRect().top - 350);
  await item.evaluate(under);
  await page.screenshot({ path: '/tmp/cash-settlement-head.png' });
  await decision.evaluate(under);
  await page.screenshot({ path: '/tmp/cash-settlement-phone.png' });
});
