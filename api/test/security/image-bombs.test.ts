/**
 * Images are measured from their header before anything decodes them, on every way in, on both dialects: the
 * agent's flyer photo (decoded by the PDF renderer), contractor files and resumable uploads attached to a ticket
 * (shown by browsers). A 560 KB PNG of 12,000 × 12,000 pixels of zeros is refused at once with 413, nothing
 * stored; a PNG whose data inflates past its header, or whose data is broken, never reaches the renderer. A file
 * is kept under its label with the extension of its detected type.
 */
import { deflateSync } from 'node:zlib';
import { FLYER_PHOTO_MAX_BYTES, flyerMessages } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '../../src/dispatch/index.ts';
import { accessTokenFor, bearer, buildTestApp, multipartBody, type TestApp, TINY_PNG, zeroPng } from '../helper.ts';

let t: TestApp;
let agent: string;
let contractor: string;
/** 12,000 × 12,000 RGBA zeros: 576 MB decoded. */
let bomb: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  agent = await accessTokenFor(t, 'agent@example.com');
  contractor = await accessTokenFor(t, 'contractor@example.com');
  bomb = await zeroPng(12_000, 12_000);
});
afterAll(async () => t.close());

const DISPATCH_ID = 'DSP-500101';
const TUS = { 'tus-resumable': '1.0.0' };
/** A 1 × 1 GIF. */
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  return Buffer.concat([length, body, crc]);
}

/** An RGBA PNG declaring `width` × `height` over the given compressed data. */
function pngOver(width: number, height: number, data: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    TINY_PNG.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG header declaring `width` × `height`, and nothing to decode. */
function jpegOf(width: number, height: number) {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0]), frame, Buffer.from([0xff, 0xd9])]);
}

function flyerWith(photo: Buffer) {
  const { payload, headers } = multipartBody([
    { name: 'photo', value: photo, fileName: 'me.png', contentType: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/account/agent/flyer',
    payload,
    headers: { ...headers, ...bearer(agent) },
  });
}

function addFile(bytes: Buffer, fileName: string) {
  const { payload, headers } = multipartBody([
    { name: 'dispatchId', value: DISPATCH_ID },
    { name: 'file', value: bytes, fileName, contentType: 'application/octet-stream' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/contractor/addFile',
    payload,
    headers: { ...headers, ...bearer(contractor) },
  });
}

async function attachUpload(bytes: Buffer, fileName: string, key: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...TUS, ...bearer(contractor), 'upload-length': String(bytes.length) },
  });
  expect(created.statusCode).toBe(201);
  const uploadId = created.headers.location?.toString().split('/').pop() ?? '';
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/uploads/${uploadId}`,
    headers: { ...TUS, ...bearer(contractor), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
  expect(patched.statusCode).toBe(204);
  return t.app.inject({
    method: 'POST',
    url: '/api/contractor/addFileFromUpload',
    headers: { ...bearer(contractor), 'idempotency-key': key },
    payload: { dispatchId: DISPATCH_ID, uploadId, fileName },
  });
}

const storedFiles = async () => (await t.database.db.select().from(t.database.t.dispatchFiles)).length;

describe('the agent’s flyer photo', () => {
  it('is refused from its header when it has more than 40 megapixels, before anything decodes it', async () => {
    expect(bomb.length).toBeLessThan(FLYER_PHOTO_MAX_BYTES);
    const started = Date.now();
    const res = await flyerWith(bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual([
      { code: 'tooLarge', field: 'photo', message: flyerMessages.photoTooManyPixels },
    ]);
    // Decoded, it took half a minute and gigabytes.
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await flyerWith(jpegOf(12_000, 12_000))).statusCode).toBe(413);
  });

  it('is refused when its data inflates past its header or is broken, and the process lives on', async () => {
    const liar = pngOver(100, 100, deflateSync(Buffer.alloc(20 * 1024 * 1024)));
    const lied = await flyerWith(liar);
    expect(lied.statusCode).toBe(415);
    expect(lied.json().errors[0]).toMatchObject({ code: 'unsupportedMediaType', message: flyerMessages.photoType });
    // Transparent, so the renderer would decode it; its broken data used to end the process.
    const broken = await flyerWith(pngOver(10, 10, Buffer.from('not zlib data at all')));
    expect(broken.statusCode).toBe(415);
    expect((await flyerWith(pngOver(10, 10, Buffer.alloc(0)))).statusCode).toBe(415);
    const fine = await flyerWith(await zeroPng(1200, 1200));
    expect(fine.statusCode).toBe(200);
    expect(fine.rawPayload.includes('/Subtype /Image')).toBe(true);
  });
});

describe('files and resumable uploads', () => {
  it('refuse an image of more than 40 megapixels with 413, storing nothing', async () => {
    const before = await storedFiles();
    const multipart = await addFile(bomb, 'roof.png');
    expect(multipart.statusCode).toBe(413);
    expect(multipart.json().errors).toEqual([{ code: 'tooLarge', field: 'file', message: fileMessages.tooManyPixels }]);
    const resumable = await attachUpload(bomb, 'roof.png', 'bomb-1');
    expect(resumable.statusCode).toBe(413);
    expect(resumable.json().errors).toEqual([
      { code: 'tooLarge', field: 'uploadId', message: fileMessages.tooManyPixels },
    ]);
    expect((await addFile(jpegOf(9000, 9000), 'wide.jpg')).statusCode).toBe(413);
    expect(await storedFiles()).toBe(before);
    // Within the budget: taken.
    expect((await addFile(jpegOf(8000, 5000), 'wide.jpg')).statusCode).toBe(200);
  });

  it('keep a file under its label with the extension of its detected type', async () => {
    const polyglot = Buffer.concat([TINY_GIF, Buffer.from('<script>alert(document.cookie)</script>')]);
    const attached = await attachUpload(polyglot, 'poly.gif.html', 'polyglot-1');
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({ fileName: 'poly.gif', contentType: 'image/gif' });
    const download = await t.app.inject({
      method: 'GET',
      url: attached.json().url,
      headers: bearer(contractor),
    });
    expect(download.headers['content-type']).toBe('image/gif');
    expect(download.headers['content-disposition']).toMatch(/^inline; filename="poly\.gif"/);

    const renamed = await addFile(Buffer.concat([TINY_PNG, Buffer.from('renamed')]), 'leak.html');
    expect(renamed.json()).toMatchObject({ fileName: 'leak.png', contentType: 'image/png' });
    const kept = await addFile(Buffer.concat([jpegOf(10, 10), Buffer.from('kept')]), 'Kitchen sink.JPEG');
    expect(kept.json()).toMatchObject({ fileName: 'Kitchen sink.JPEG', contentType: 'image/jpeg' });
    const bare = await addFile(Buffer.concat([TINY_GIF, Buffer.from('bare')]), 'scan');
    expect(bare.json()).toMatchObject({ fileName: 'scan.gif', contentType: 'image/gif' });
  });
});
