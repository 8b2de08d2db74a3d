/**
 * The public work-order status page (marketing spec 2.10) and the homeowner's service request history.
 * Work orders are the demo contractor's seeded tickets (api/src/seed/dispatch.ts: WO-{104275 - index}):
 * WO-104272 (index 3, approved) is scheduled, WO-104271 (index 4, pending approval) is cancelled and
 * WO-104268 (index 7, work complete) is closed. None is the newest ticket the contractor specs open.
 */
import { expect, type Page, test } from '@playwright/test';

const SCHEDULED_WORK_ORDER = 'WO-104272';
const CANCELLED_WORK_ORDER = 'WO-104271';
const CLOSED_WORK_ORDER = 'WO-104268';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Today and six months ahead on the browser's calendar (the same machine's time zone). */
function bounds() {
  const today = new Date();
  return {
    min: isoDay(today),
    max: isoDay(new Date(today.getFullYear(), today.getMonth() + 6, today.getDate())),
    soon: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 3)),
  };
}

const submit = (page: Page) => page.getByRole('form', { name: 'Schedule the visit' }).getByRole('button');

test('the status page is public, titled, and keeps Submit disabled until a date and both windows', async ({ page }) => {
  await page.goto(`/status-update/${SCHEDULED_WORK_ORDER}`);
  await expect(page).toHaveTitle(/^Update Work Order Status \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Update Work Order Status' })).toBeVisible();
  await expect(page.getByTestId('work-order-id')).toHaveText(SCHEDULED_WORK_ORDER);
  // No sign-in: the site header, no login page.
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);

  const { min, max, soon } = bounds();
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveAttribute('type', 'date');
  await expect(date).toHaveAttribute('min', min);
  await expect(date).toHaveAttribute('max', max);
  const start = page.getByLabel('Start window');
  const end = page.getByLabel('End window');
  for (const select of [start, end]) {
    await expect(select).toHaveValue('');
    await expect(select.locator('option')).toHaveCount(25);
    await expect(select.locator('option').nth(1)).toHaveText('12AM');
    await expect(select.locator('option').last()).toHaveText('11PM');
  }

  await expect(submit(page)).toBeDisabled();
  await date.fill(soon);
  await expect(submit(page)).toBeDisabled();
  await start.selectOption('5PM');
  await expect(submit(page)).toBeDisabled();
  // No end-after-start check.
  await end.selectOption('9AM');
  await expect(submit(page)).toBeEnabled();
  await end.selectOption('');
  await expect(submit(page)).toBeDisabled();

  await page.getByRole('button', { name: 'Cancel Work Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Work Order' });
  const send = dialog.getByRole('button', { name: 'Submit' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Reason for cancellation').fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Reason for cancellation').fill('No longer needed');
  await expect(send).toBeEnabled();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
});

test('scheduling an open work order thanks the visitor on the home page', async ({ page }) => {
  await page.goto(`/status-update/${SCHEDULED_WORK_ORDER}`);
  await page.getByLabel('Date', { exact: true }).fill(bounds().soon);
  await page.getByLabel('Start window').selectOption('8AM');
  await page.getByLabel('End window').selectOption('12PM');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/workorder/statusUpdate'));
  await submit(page).click();
  expect(await (await answer).json()).toBe(true);

  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast.getByText('Thank you', { exact: true })).toBeVisible();
  await expect(toast.getByText('Scheduled status has been successfully submitted')).toBeVisible();
});

test('a closed work order cannot be scheduled: the page says to call', async ({ page }) => {
  await page.goto(`/status-update/${CLOSED_WORK_ORDER}`);
  await page.getByLabel('Date', { exact: true }).fill(bounds().soon);
  await page.getByLabel('Start window').selectOption('1PM');
  await page.getByLabel('End window').selectOption('5PM');
  await submit(page).click();
  await expect(page.getByText('Failed to complete status update. Please call for assistance.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/status-update/${CLOSED_WORK_ORDER}$`));
});

test('cancelling a work order with a reason confirms on the home page', async ({ page }) => {
  await page.goto(`/status-update/${CANCELLED_WORK_ORDER}`);
  await page.getByRole('button', { name: 'Cancel Work Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Work Order' });
  await dialog.getByLabel('Reason for cancellation').fill('The homeowner fixed it.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast.getByText('Confirm', { exact: true })).toBeVisible();
  await expect(toast.getByText('Cancellation request has been submitted')).toBeVisible();

  // Cancelled is closed: it can no longer be scheduled.
  await page.goto(`/status-update/${CANCELLED_WORK_ORDER}`);
  await page.getByLabel('Date', { exact: true }).fill(bounds().soon);
  await page.getByLabel('Start window').selectOption('8AM');
  await page.getByLabel('End window').selectOption('12PM');
  await submit(page).click();
  await expect(page.getByText('Failed to complete status update. Please call for assistance.')).toBeVisible();
});

test('the homeowner follows a request: timeline, a note, a status update, then cancels it', async ({ page }) => {
  await page.goto('/account#serviceRequestHistory');
  await page.getByPlaceholder('Email Address').fill('homeowner@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login' }).click();
  const history = page.getByRole('region', { name: 'Service Request History' });
  const request = history.getByTestId('service-request').filter({ hasText: 'SR-300954' });
  await expect(request).toBeVisible();
  const steps = request.getByTestId('timeline-step');
  await expect(steps).toHaveText([
    /^Submitted/,
    /^Sent to contractor.*A cooling contractor/,
    /^Scheduled\s*Not yet/,
    /^Work complete\s*Not yet/,
  ]);

  // The closed one shows its whole way and offers nothing.
  const closed = history.getByTestId('service-request').filter({ hasText: 'SR-300211' });
  await expect(closed.getByTestId('timeline-step')).toHaveCount(4);
  await expect(closed.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

  await request.getByRole('button', { name: 'Show notes' }).click();
  await request.getByRole('button', { name: 'Add Note' }).click();
  await expect(request.getByText('Please enter a note.')).toBeVisible();
  await request.getByLabel('Add a note').fill('  The gate code is 1234.  ');
  await request.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Your note has been added.')).toBeVisible();
  await expect(request.getByTestId('service-request-note').filter({ hasText: 'The gate code is 1234.' })).toBeVisible();
  await expect(request.getByLabel('Add a note')).toHaveValue('');

  await request.getByRole('button', { name: 'Request a status update' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Update requested')).toBeVisible();
  await expect(
    request.getByTestId('service-request-note').filter({ hasText: 'Status update requested' }),
  ).toBeVisible();

  await request.getByRole('button', { name: 'Cancel request' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Cancel Service Request' });
  await expect(confirmation.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await confirmation.getByLabel('Reason for cancelling').fill('The unit started working again.');
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByText('Service request SR-300954 has been cancelled.')).toBeVisible();
  await expect(request.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(request.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  await expect(request.getByRole('button', { name: 'Request a status update' })).toHaveCount(0);
  await expect(steps.last()).toHaveText(/^Cancelled.*The unit started working again\./);
});
