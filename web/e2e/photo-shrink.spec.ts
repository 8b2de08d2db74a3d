import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { noisyJpeg } from './camera-photo.ts';
import { apiToken, CONTRACTOR, openTechniciansFirstTicket } from './claim-helpers.ts';

interface Ticket {
  files?: { fileId: string; fileName: string }[];
}

async function storedFile(request: APIRequestContext, token: string, workOrderId: string, fileName: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const ticket: Ticket = await (await request.get(`/api/contractor/dispatch/${workOrderId}`, { headers })).json();
  const file = (ticket.files ?? []).find((f) => f.fileName === fileName);
  expect(file, `${fileName} on the ticket`).toBeTruthy();
  const res = await request.get(`/api/contractor/file/${file!.fileId}`, { headers });
  expect(res.ok()).toBe(true);
  return { type: res.headers()['content-type'], bytes: await res.body() };
}

/** Width and height from a JPEG's frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/**
 * A camera-like photo: 4000x3000 with noise, stored sideways with an EXIF orientation of 6 (turn 90 degrees
 * clockwise to view) and a GPS tag, as phones write them.
 */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const jpeg = await noisyJpeg(page, 4000, 3000, 0.95, [
    [0, 1, 50],
    [120, 0, 50],
    [200, -1, 50],
  ]);
  // TIFF, big-endian: IFD0 with Orientation = 6 and a GPS IFD pointer; the GPS IFD with GPSLatitudeRef = 'N'.
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x02, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00,
    0x06, 0x00, 0x00, 0x88, 0x25, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x4e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), Buffer.alloc(2), payload]);
  app1.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

test('a large photo is made small and upright on the phone, and "Send the original photo" sends it untouched', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, CONTRACTOR);
  const workOrderId = await openTechniciansFirstTicket(page);
  const original = await cameraPhoto(page);
  expect(original.length).toBeGreaterThan(2 * 1024 * 1024);
  const stamp = Date.now();

  // Made small: at most 2048 px on its longest side, turned upright, smaller, without the EXIF block.
  await page.getByRole('button', { name: 'Add File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add File' });
  await dialog.getByLabel('Choose File').setInputFiles({
    name: `site-${stamp}.jpeg`,
    mimeType: 'image/jpeg',
    buffer: original,
  });
  await expect(dialog.getByTestId('upload-size')).toHaveText(/^\(\d+\.\d MB -> \d+(\.\d)? [KM]B\)$/);
  await expect(dialog.getByLabel('Send the original photo')).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('upload-dialog-photo.png') });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });

  const small = await storedFile(request, token, workOrderId, `site-${stamp}.jpg`);
  expect(small.type).toBe('image/jpeg');
  expect(small.bytes.length).toBeLessThan(original.length);
  expect(jpegSize(small.bytes)).toEqual({ width: 1536, height: 2048 });
  expect(small.bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);

  // The original, when it matters: the very bytes chosen.
  await page.getByRole('button', { name: 'Add File' }).click();
  await dialog.getByLabel('Choose File').setInputFiles({
    name: `site-full-${stamp}.jpeg`,
    mimeType: 'image/jpeg',
    buffer: original,
  });
  await expect(dialog.getByTestId('upload-size')).toContainText('->');
  await dialog.getByLabel('Send the original photo').check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });

  const full = await storedFile(request, token, workOrderId, `site-full-${stamp}.jpeg`);
  expect(full.bytes.equals(original)).toBe(true);
});
