import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiToken, CONTRACTOR, openFirstTicket, signIn } from './claim-helpers.ts';

interface Ticket {
  dispatchId: string;
  workOrderId: string;
  shipping: number;
  notes: { note: string }[];
  dispatchParts: { partDetails: { pricePerUnit: number; costPerHour: number; closingItem: { name: string } } }[];
  files?: { fileName: string }[];
}

async function serverTicket(request: APIRequestContext, token: string, workOrderId: string): Promise<Ticket> {
  const res = await request.get(`/api/contractor/dispatch/${workOrderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** Signed in, the ticket list under the service worker, the first ticket open: its work order and an API token. */
async function openFirstTicketUnderWorker(page: Page, request: APIRequestContext) {
  const token = await apiToken(request, CONTRACTOR);
  // Signed in before the test moves on: leaving the page earlier would drop the sign-in on its way.
  await signIn(page, CONTRACTOR);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the service worker yet; a reload puts the page under it.
  await page.goto('/account#dispatchTickets');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { token, workOrderId: await openFirstTicket(page) };
}

/** Cuts the connection, and the page says so. */
async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(page.getByText('You are offline.')).toBeVisible();
}

/** The total stays under the limit with these small values; if the ticket is already over, accept the discount. */
async function acceptDiscountIfAsked(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Change Discount' });
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Yes' }).click();
}

async function addPart(page: Page, price: string) {
  const form = page.getByRole('form', { name: 'Add a part or labour' });
  const category = form.getByLabel('Category');
  await category.selectOption({ index: 1 });
  const item = form.getByLabel('Item');
  await expect(item.locator('option')).not.toHaveCount(1);
  const names = await item.locator('option').allTextContents();
  const partIndex = names.findIndex((name, index) => index > 0 && !/^labor/i.test(name));
  await item.selectOption({ index: partIndex > 0 ? partIndex : 1 });
  if (await form.getByLabel('Units').isVisible()) {
    await form.getByLabel('Units').fill('1');
    await form.getByLabel('Price per unit').fill(price);
  } else {
    await form.getByLabel('Hours worked').fill('0.25');
    await form.getByLabel('Cost per hour').fill(price);
  }
  await form.getByRole('button', { name: 'Add Part' }).click();
  await acceptDiscountIfAsked(page);
}

test('a technician works a ticket offline and the server ends with exactly one of each change', async ({
  page,
  context,
  request,
}) => {
  const { token, workOrderId } = await openFirstTicketUnderWorker(page, request);
  const heading = page.getByRole('heading', { name: /^Work order / });
  const before = await serverTicket(request, token, workOrderId);
  // The part catalogue must be on the device before the connection goes.
  await expect(page.getByText('Parts and labour list saved for offline use.')).toBeVisible();

  await goOffline(page, context);

  const shipping = String(before.shipping + 1.25);
  await page.getByLabel('Shipping').fill(shipping);
  await page.getByRole('button', { name: 'Save' }).click();
  await acceptDiscountIfAsked(page);
  await expect(page.getByText('Saved on this device - will sync when online').first()).toBeVisible();

  await addPart(page, '1.11');
  await addPart(page, '2.22');
  const note = `Offline note ${Date.now()}`;
  await page.getByLabel('Note', { exact: true }).fill(note);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await page.getByRole('button', { name: 'Add File' }).click();
  const upload = page.getByRole('dialog', { name: 'Add File' });
  await upload.getByLabel('Choose File').setInputFiles({
    name: 'leak.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await upload.getByRole('button', { name: 'Send' }).click();
  await expect(upload).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'will be sent once you are back online' })).toBeVisible();

  const pending = page.getByTestId('pending-count');
  await expect(pending).toHaveText(/^[5-9] pending$/);
  const pendingText = await pending.textContent();

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(pending).toHaveText(pendingText!);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText('leak.png')).toBeVisible();
  await expect(page.getByLabel('Shipping')).toHaveValue(shipping);
  await expect(page.getByText('Waiting to sync')).not.toHaveCount(0);
  // Down in the ticket, the sync bar out of sight, a small reminder says what waits.
  await page.getByText('leak.png').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  const reminder = page.getByTestId('sync-reminder');
  await expect(reminder).toHaveText(`Offline · ${pendingText!.replace(' pending', '')} waiting to send`);
  await page.screenshot({ path: test.info().outputPath('offline-reminder.png') });

  await context.setOffline(false);
  await expect(pending).toHaveText('All changes synced', { timeout: 30_000 });

  const after = await serverTicket(request, token, workOrderId);
  expect(after.notes.filter((n) => n.note === note)).toHaveLength(1);
  expect(after.dispatchParts).toHaveLength(before.dispatchParts.length + 2);
  const ours = after.dispatchParts
    .map((p) => p.partDetails.pricePerUnit || p.partDetails.costPerHour)
    .filter((value) => value === 1.11 || value === 2.22);
  expect(ours.sort()).toEqual([1.11, 2.22]);
  expect((after.files ?? []).filter((f) => /leak/.test(f.fileName))).toHaveLength(1);
  expect(after.shipping).toBe(Number(shipping));
});

test('notes written offline reach the server together in one request, each once and in order', async ({
  page,
  context,
  request,
}) => {
  const { token, workOrderId } = await openFirstTicketUnderWorker(page, request);

  await goOffline(page, context);
  const stamp = Date.now();
  const notes = Array.from({ length: 12 }, (_, i) => `Batched note ${stamp} #${i + 1}`);
  for (const note of notes) {
    await page.getByLabel('Note', { exact: true }).fill(note);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText(note)).toBeVisible();
  }
  const pending = page.getByTestId('pending-count');
  await expect(pending).toHaveText('12 pending');

  const writes: string[] = [];
  page.on('request', (sent) => {
    // The live stream's ticket, asked for again on reconnecting, is no queued change.
    const path = new URL(sent.url()).pathname;
    if (sent.method() === 'POST' && path.startsWith('/api/') && path !== '/api/live/ticket') writes.push(path);
  });
  await context.setOffline(false);
  await expect(pending).toHaveText('All changes synced', { timeout: 30_000 });

  expect(writes).toEqual(['/api/sync/batch']);
  const after = await serverTicket(request, token, workOrderId);
  const ours = after.notes.map((n) => n.note).filter((note) => notes.includes(note));
  // Newest first on the ticket: the order they were written in, reversed.
  expect(ours).toEqual([...notes].reverse());
});

test('fifty changes made offline (notes, a value, parts) reach the server in at most three requests, each once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const { token, workOrderId } = await openFirstTicketUnderWorker(page, request);
  const before = await serverTicket(request, token, workOrderId);
  await expect(page.getByText('Parts and labour list saved for offline use.')).toBeVisible();

  await goOffline(page, context);
  const stamp = Date.now();
  const notes: string[] = [];
  let shipping = before.shipping;
  let parts = 0;
  for (let i = 0; i < 50; i++) {
    if (i % 4 === 0) {
      shipping = Math.round(shipping * 100 + 1) / 100;
      await page.getByLabel('Shipping').fill(String(shipping));
      await page.getByRole('button', { name: 'Save' }).click();
      await acceptDiscountIfAsked(page);
    } else if (i % 4 === 1) {
      await addPart(page, '0.01');
      parts++;
    } else {
      const note = `Mixed note ${stamp} #${i}`;
      notes.push(note);
      await page.getByLabel('Note', { exact: true }).fill(note);
      await page.getByRole('button', { name: 'Add Note' }).click();
    }
    await expect(page.getByTestId('pending-count')).toHaveText(`${i + 1} pending`);
  }

  const writes: string[] = [];
  page.on('request', (sent) => {
    // The live stream's ticket is asked for again on reconnecting: it changes nothing.
    const path = new URL(sent.url()).pathname;
    if (sent.method() !== 'GET' && path.startsWith('/api/') && path !== '/api/live/ticket') writes.push(path);
  });
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toHaveText('All changes synced', { timeout: 60_000 });

  expect(writes.length).toBeLessThanOrEqual(3);
  expect(new Set(writes)).toEqual(new Set(['/api/sync/batch']));
  const after = await serverTicket(request, token, workOrderId);
  const ours = after.notes.map((n) => n.note).filter((note) => notes.includes(note));
  expect(ours).toEqual([...notes].reverse());
  expect(after.dispatchParts).toHaveLength(before.dispatchParts.length + parts);
  expect(after.shipping).toBe(shipping);
});
