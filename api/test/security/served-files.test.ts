/**
 * Uploaded files are stored under a name the server makes (random, with the extension of the detected type),
 * labelled with the sender's name under that extension, and served so a browser never runs them: photos inline, anything else as an attachment, named after the
 * label with the detected type's extension, always with nosniff. Files stored before keep working.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, multipartBody, type TestApp, TINY_PDF, TINY_PNG } from '../helper.ts';

let t: TestApp;
let contractor: string;
beforeAll(async () => {
  t = await buildTestApp();
  contractor = await accessTokenFor(t, 'contractor@example.com');
});
afterAll(async () => t.close());

const DISPATCH_ID = 'DSP-500101';

async function upload(value: Buffer, fileName: string, contentType: string) {
  const { payload, headers } = multipartBody([
    { name: 'dispatchId', value: DISPATCH_ID },
    { name: 'file', value, fileName, contentType },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contractor/addFile',
    payload,
    headers: { ...headers, ...bearer(contractor) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { fileId: string; fileName: string; contentType: string };
}

const download = (fileId: string) =>
  t.app.inject({ method: 'GET', url: `/api/contractor/file/${fileId}`, headers: bearer(contractor) });

async function storageNameOf(fileId: string) {
  const { db, t: tables } = t.database;
  const [row] = await db.select().from(tables.dispatchFiles).where(eq(tables.dispatchFiles.id, fileId));
  return row!.storageName;
}

/** A PNG with other bytes, so the ticket does not answer the same content twice. */
const pngVariant = (n: number) => Buffer.concat([TINY_PNG, Buffer.from(`variant ${n}`)]);
const pdfVariant = (n: number) => Buffer.concat([TINY_PDF, Buffer.from(`%variant ${n}\n`)]);
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('stored names', () => {
  it('are random with the detected type’s extension, never the sender’s name or extension', async () => {
    const file = await upload(pngVariant(1), '../../evil.html', 'text/html');
    expect(file.fileName).toBe('evil.png');
    const name = await storageNameOf(file.fileId);
    expect(name).toMatch(new RegExp(`^${UUID}\\.png$`));
    const pdf = await upload(pdfVariant(1), 'report.exe', 'application/x-msdownload');
    expect(await storageNameOf(pdf.fileId)).toMatch(new RegExp(`^${UUID}\\.pdf$`));
  });
});

describe('downloads', () => {
  it('serve a photo inline, named after its label with the detected extension, with nosniff', async () => {
    const file = await upload(pngVariant(2), 'roof <script>.html', 'text/html');
    const res = await download(file.fileId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="roof _script.png"; filename*=UTF-8\'\'roof%20_script.png',
    );
    expect(res.rawPayload.equals(pngVariant(2))).toBe(true);
  });

  it('serve anything but a photo as an attachment', async () => {
    const file = await upload(pdfVariant(2), 'Résumé (final).svg', 'image/svg+xml');
    expect(file.fileName).toBe('Résumé (final).pdf');
    const res = await download(file.fileId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _final.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé _final.pdf')}`,
    );
  });

  it('keep serving files stored before under other names', async () => {
    const { t: tables } = t.database;
    const oldName = crypto.randomUUID();
    await t.app.fileStorage.put(oldName, Readable.from([pdfVariant(3)]), 'application/pdf');
    const [row] = await t.database.transaction((tx) =>
      tx
        .insert(tables.dispatchFiles)
        .values({
          dispatchId: DISPATCH_ID,
          uploadedByUserId: 'u-contractor-0001',
          fileName: 'old invoice.pdf',
          contentType: 'application/pdf',
          size: pdfVariant(3).length,
          contentHash: 'old-file-hash',
          storageName: oldName,
          createdAt: new Date(),
        })
        .returning(),
    );
    const res = await download(row!.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdfVariant(3))).toBe(true);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="old invoice\.pdf"/);
  });
});
