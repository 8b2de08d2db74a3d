/**
 * Live tickets: a technician's open ticket list is on screen; the homeowner files a claim (through the API)
 * that is dispatched to that technician, and the new work order appears in the list without a reload. Offline,
 * the list says it may be out of date, and it catches up once the connection is back. A claim filed elsewhere
 * appears in the homeowner's service request history the same way.
 */
import { expect, test } from '@playwright/test';
import { apiToken, fileClaim, HOMEOWNER, openTicketList } from './claim-helpers.ts';

test('a claim dispatched to the technician appears in their open list without a reload', async ({ page, request }) => {
  await openTicketList(page);
  const stream = page.waitForResponse((res) => res.url().includes('/api/live?ticket='));
  await page.reload();
  await expect(page.getByRole('link', { name: /Work order/ }).first()).toBeVisible();
  expect((await stream).status()).toBe(200);
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  const homeowner = await apiToken(request, HOMEOWNER);
  const { workOrderId } = await fileClaim(request, homeowner);
  // Well under a reload's worth of waiting, with room for a busy test machine.
  await expect(page.getByRole('link', { name: `Work order ${workOrderId}` })).toBeVisible({ timeout: 15_000 });
  expect(reloaded).toBe(false);
});

test('offline, the list says it may be out of date, and it catches up once back online', async ({
  page,
  context,
  request,
}) => {
  await openTicketList(page);
  await expect(page.getByText('this list may be out of date')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByText('Offline - this list may be out of date.')).toBeVisible();

  const homeowner = await apiToken(request, HOMEOWNER);
  const { workOrderId } = await fileClaim(request, homeowner);
  // Whatever the page would do with the change has happened by the time its network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: `Work order ${workOrderId}` })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: `Work order ${workOrderId}` })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('this list may be out of date')).toHaveCount(0, { timeout: 10_000 });
});

test('a claim filed elsewhere appears in the homeowner’s open service request history without a reload', async ({
  page,
  request,
}) => {
  await page.goto('/account');
  await page.getByPlaceholder('Email Address').fill(HOMEOWNER.username);
  await page.getByLabel('Password').fill(HOMEOWNER.password);
  const stream = page.waitForResponse((res) => res.url().includes('/api/live?ticket='));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
  await page.goto('/account#serviceRequestHistory');
  expect((await stream).status()).toBe(200);

  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  const { serviceRequestNumber } = (await fileClaim(request, await apiToken(request, HOMEOWNER))) as unknown as {
    serviceRequestNumber: string;
  };
  await expect(page.getByText(serviceRequestNumber).first()).toBeVisible({ timeout: 5000 });
  expect(reloaded).toBe(false);
});
