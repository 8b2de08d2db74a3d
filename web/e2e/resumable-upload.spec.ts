import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { noisyJpeg } from './camera-photo.ts';
import { apiToken, CONTRACTOR, openTechniciansFirstTicket } from './claim-helpers.ts';

/**
 * A photo sent over a signal that drops halfway: the upload goes on from the bytes the server already
 * holds after a reload, and the ticket gets the photo once.
 */

async function filesNamed(request: APIRequestContext, token: string, workOrderId: string, fileName: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const ticket: { files?: { fileName: string; size: number }[] } = await (
    await request.get(`/api/contractor/dispatch/${workOrderId}`, { headers })
  ).json();
  return (ticket.files ?? []).filter((f) => f.fileName === fileName);
}

/** A noisy photo of several megabytes, as a phone's camera writes one. */
const largePhoto = (page: Page) =>
  noisyJpeg(page, 3000, 2000, 0.9, [
    [0, 0, 255],
    [120, 0, 80],
    [0, 0, 255],
  ]);

test('a photo upload cut off halfway goes on after a reload and is attached once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, CONTRACTOR);
  const workOrderId = await openTechniciansFirstTicket(page);
  const photo = await largePhoto(page);
  expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
  const fileName = `roof-${Date.now()}.jpg`;

  // The signal drops once half the photo has arrived: every later PATCH is cut off until the reload.
  let cut = true;
  let cutOff = 0;
  const creations: string[] = [];
  const patchOffsets: { offset: number; afterReload: boolean }[] = [];
  let reloaded = false;
  await page.route('**/api/uploads**', async (route) => {
    const sent = route.request();
    if (sent.method() === 'POST') creations.push(sent.url());
    if (sent.method() === 'PATCH') {
      const offset = Number(await sent.headerValue('upload-offset'));
      patchOffsets.push({ offset, afterReload: reloaded });
      if (cut && offset >= photo.length / 2) {
        cutOff += 1;
        return route.abort('internetdisconnected');
      }
    }
    return route.continue();
  });

  await page.getByRole('button', { name: 'Add File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add File' });
  await dialog.getByLabel('Choose File').setInputFiles({ name: fileName, mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByLabel('Send the original photo').check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => cutOff, { timeout: 30_000 }).toBeGreaterThan(0);

  // The ticket shows how far it got while the file waits.
  const progress = page.getByRole('progressbar', { name: `${fileName} uploaded` });
  await expect(progress).toBeVisible({ timeout: 30_000 });
  const heldBefore = Math.max(...patchOffsets.map((p) => p.offset));
  expect(heldBefore).toBeGreaterThanOrEqual(photo.length / 2);
  expect(await filesNamed(request, token, workOrderId, fileName)).toEqual([]);

  // Signal back, and the app opened again: the upload goes on from what the server holds.
  cut = false;
  reloaded = true;
  await page.reload();
  await expect(page.getByRole('heading', { name: `Work order ${workOrderId}` })).toBeVisible();
  await expect
    .poll(async () => (await filesNamed(request, token, workOrderId, fileName)).length, { timeout: 60_000 })
    .toBe(1);
  const [stored] = await filesNamed(request, token, workOrderId, fileName);
  expect(stored!.size).toBe(photo.length);

  // One upload was created; after the reload nothing was sent again from the start.
  expect(creations).toHaveLength(1);
  const resumed = patchOffsets.filter((p) => p.afterReload);
  expect(resumed.length).toBeGreaterThan(0);
  expect(Math.min(...resumed.map((p) => p.offset))).toBe(heldBefore);

  // The ticket shows the photo once, and the queue is empty.
  await expect(page.getByRole('button', { name: fileName })).toHaveCount(1, { timeout: 30_000 });
  // Nothing more is on its way: the page's network is quiet.
  await page.waitForLoadState('networkidle');
  expect(await filesNamed(request, token, workOrderId, fileName)).toHaveLength(1);
});
