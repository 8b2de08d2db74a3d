/**
 * The public work-order status page and the homeowner's service request history.
 * The page is opened as a homeowner opens it: from the link in the e-mail sent when a filed request reaches a
 * contractor (each test files one through the API, with its own contact address, and reads the link from the
 * mail the e2e server sends to the test's SMTP catcher). Without the link's token the page is not found.
 */
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';

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

let mailCatcher: MailCatcher;
test.beforeAll(async () => {
  mailCatcher = await startMailCatcher();
});
test.afterAll(async () => {
  await mailCatcher.close();
});

interface MailedLink {
  workOrderId: string;
  /** The link's path and query (`/status-update/{workOrderId}?t=...`), on the test server's origin. */
  path: string;
}

/** The demo homeowner files a cooling request (fee paid with the saved card); answers the link mailed for it. */
async function fileAndReadLink(request: APIRequestContext, contactEmail: string): Promise<MailedLink> {
  const signIn = await request.post('/api/authenticate', {
    data: { grant_type: 'password', username: 'homeowner@example.com', password: 'demo-password' },
  });
  expect(signIn.ok()).toBe(true);
  const filed = await request.post('/api/account/serviceRequest', {
    headers: { Authorization: `Bearer ${(await signIn.json()).access_token}` },
    data: demoCoolingClaim({
      since: isoDay(new Date()),
      contact: { email: contactEmail, preferredContactMethod: 'email' },
    }),
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  const { workOrderId } = (await filed.json()) as { workOrderId: string };
  const mail = await mailCatcher.waitFor(contactEmail);
  const link = mail.match(/https?:\/\/\S+\/status-update\/\S+/)?.[0];
  expect(link, mail).toBeTruthy();
  const url = new URL(link!);
  expect(url.pathname).toBe(`/status-update/${workOrderId}`);
  expect(url.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { workOrderId, path: `${url.pathname}${url.search}` };
}

test('the mailed link opens the public, titled page; Submit stays disabled until a date and both windows', async ({
  page,
  request,
}) => {
  const { workOrderId, path } = await fileAndReadLink(request, 'status-page-form@example.com');
  await page.goto(path);
  await expect(page).toHaveTitle(/^Update Work Order Status \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Update Work Order Status' })).toBeVisible();
  await expect(page.getByTestId('work-order-id')).toHaveText(workOrderId);
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

test('the page is not found without the link’s token, or with a wrong one', async ({ page, request }) => {
  const { workOrderId, path } = await fileAndReadLink(request, 'status-page-forged@example.com');
  const notFound = page.getByRole('heading', { level: 1, name: "Oh no… This isn't right" });
  for (const forged of [
    `/status-update/${workOrderId}`,
    `/status-update/${workOrderId}?t=${'A'.repeat(43)}`,
    path.replace(`/status-update/${workOrderId}`, '/status-update/WO-0000001'),
  ]) {
    await page.goto(forged);
    await expect(notFound).toBeVisible();
    await expect(page.getByRole('form', { name: 'Schedule the visit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel Work Order' })).toHaveCount(0);
  }
  // The real link still works.
  await page.goto(path);
  await expect(page.getByTestId('work-order-id')).toHaveText(workOrderId);
});

test('scheduling an open work order thanks the visitor on the home page', async ({ page, request }) => {
  const { path } = await fileAndReadLink(request, 'status-page-schedule@example.com');
  await page.goto(path);
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

test('cancelling a work order with a reason confirms on the home page; the link then says it is closed', async ({
  page,
  request,
}) => {
  const { path } = await fileAndReadLink(request, 'status-page-cancel@example.com');
  await page.goto(path);
  await page.getByRole('button', { name: 'Cancel Work Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Work Order' });
  await dialog.getByLabel('Reason for cancellation').fill('The homeowner fixed it.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast.getByText('Confirm', { exact: true })).toBeVisible();
  await expect(toast.getByText('Cancellation request has been submitted')).toBeVisible();

  // Cancelled is closed: it can no longer be scheduled or cancelled.
  await page.goto(path);
  await expect(page.getByTestId('work-order-closed')).toHaveText(
    'This work order is closed and can no longer be changed.',
  );
  await expect(page.getByRole('form', { name: 'Schedule the visit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Work Order' })).toHaveCount(0);
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
