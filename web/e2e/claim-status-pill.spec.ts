/**
 * A claim's status pill at phone size says what its timeline's latest step says, as the technician moves the work
 * along (scheduled, on the way, arrived, waiting on parts), live and without a reload.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, CONTRACTOR, fileClaim, HOMEOWNER, signIn } from './claim-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The technician changes the ticket's work status, as the ticket screen saves it. */
async function setWorkStatus(request: APIRequestContext, token: string, workOrderId: string, workStatus: string) {
  const ticket = await (
    await request.get(`/api/contractor/dispatch/${workOrderId}`, { headers: bearer(token) })
  ).json();
  const saved = await request.post(`/api/contractor/dispatch/${ticket.dispatchId}`, {
    headers: bearer(token),
    data: { version: ticket.version, workStatus },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  return ticket.dispatchId as string;
}

async function visitEvent(request: APIRequestContext, token: string, dispatchId: string, data: object) {
  const sent = await request.post(`/api/contractor/dispatch/${dispatchId}/visit`, { headers: bearer(token), data });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
}

test('the pill of a claim follows its timeline step by step, waiting on parts included', async ({
  page,
  request,
}, testInfo) => {
  const claim = await fileClaim(request);
  const technician = await apiToken(request, CONTRACTOR);
  await signIn(page, HOMEOWNER);
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Service Requests' }).click();
  const timeline = page.getByRole('list', { name: `Timeline of request ${claim.serviceRequestNumber}` });
  const item = page.getByTestId('service-request').filter({ has: timeline });
  const pill = item.getByTestId('service-request-status');
  const latestStep = timeline.locator('.sr-timeline__step--reached .sr-timeline__label').last();

  await expect(latestStep).toHaveText('Sent to contractor');
  await expect(pill).toHaveText('Sent to contractor');

  const dispatchId = await setWorkStatus(request, technician, claim.workOrderId, 'Scheduled');
  await expect(latestStep).toHaveText('Scheduled');
  await expect(pill).toHaveText('Scheduled');

  await visitEvent(request, technician, dispatchId, { event: 'onMyWay', etaMinutes: 20 });
  await expect(latestStep).toHaveText('Technician on the way');
  await expect(pill).toHaveText('Technician on the way');
  await latestStep.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('pill-on-the-way.png') });

  await visitEvent(request, technician, dispatchId, { event: 'arrived' });
  await expect(latestStep).toHaveText('Technician arrived');
  await expect(pill).toHaveText('Technician arrived');

  await setWorkStatus(request, technician, claim.workOrderId, 'Waiting On Parts');
  await expect(latestStep).toHaveText('Waiting on parts');
  await expect(pill).toHaveText('Waiting on parts');
  // Every day on the card is written one way: "Mar 3, 2026".
  const text = await item.innerText();
  expect(text).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /);
  await item.getByRole('heading', { level: 3 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('pill-waiting-on-parts.png') });
});
