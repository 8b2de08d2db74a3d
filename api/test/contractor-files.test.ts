/** POST /api/contractor/addFile and GET /api/contractor/file/{fileId}: limits, content check, owner only. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DispatchFile, DispatchTicket } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { contractorTestApp, DISPATCH_ID, WORK_ORDER_ID } from './contractor-helpers.ts';
import { bearer, type MultipartPart, multipartBody, TINY_PDF, TINY_PNG } from './helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

function upload(
  parts: MultipartPart[],
  token: string | null = tokens.contractor!,
  headers: Record<string, string> = {},
) {
  const { payload, headers: multipartHeaders } = multipartBody(parts);
  return suite.t.app.inject({
    method: 'POST',
    url: '/api/contractor/addFile',
    payload,
    headers: { ...multipartHeaders, ...(token ? bearer(token) : {}), ...headers },
  });
}

const filePart = (value: Buffer, fileName: string, contentType = 'application/octet-stream'): MultipartPart => ({
  name: 'file',
  value,
  fileName,
  contentType,
});

const ticket = async (): Promise<DispatchTicket> =>
  (
    await suite.t.app.inject({
      method: 'GET',
      url: `/api/contractor/dispatch/${WORK_ORDER_ID}`,
      headers: bearer(tokens.contractor!),
    })
  ).json();

/** Bytes nobody points to are dropped right after the answer is sent, hence `expect.poll`. */
const storedFiles = () => {
  try {
    return readdirSync(join(suite.t.app.config.dataDir, 'dispatch-files'));
  } catch {
    return [];
  }
};

function download(fileId: string, token: string | null) {
  return suite.t.app.inject({
    method: 'GET',
    url: `/api/contractor/file/${fileId}`,
    ...(token ? { headers: bearer(token) } : {}),
  });
}

let png: DispatchFile;

describe('POST /api/contractor/addFile', () => {
  it('stores a real PNG under a server-chosen name and answers the file; version + 1', async () => {
    const before = await ticket();
    const res = await upload([
      { name: 'dispatchId', value: DISPATCH_ID },
      filePart(TINY_PNG, '../../leak.png', 'text/plain'),
    ]);
    expect(res.statusCode).toBe(200);
    const { ticketVersion, ...answered } = res.json();
    png = answered;
    expect(png).toEqual({
      fileId: expect.any(String),
      fileName: 'leak.png',
      contentType: 'image/png',
      size: TINY_PNG.length,
      url: `/api/contractor/file/${png.fileId}`,
      createdAt: expect.any(String),
    });
    const after = await ticket();
    expect(after.version).toBe(before.version + 1);
    expect(ticketVersion).toBe(after.version);
    expect(after.files).toEqual([png]);
    const names = storedFiles();
    expect(names).toHaveLength(1);
    expect(names[0]).not.toContain('leak');
  });

  it('answers the stored file for the same content sent again to the ticket, writing nothing new', async () => {
    const before = await ticket();
    const res = await upload([{ name: 'dispatchId', value: DISPATCH_ID }, filePart(TINY_PNG, 'again.png')]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...png, ticketVersion: before.version });
    expect((await ticket()).version).toBe(before.version);
    await expect.poll(storedFiles).toHaveLength(1);
  });

  it('accepts a PDF, with the fields in any order', async () => {
    const res = await upload([filePart(TINY_PDF, 'estimate.pdf'), { name: 'dispatchId', value: DISPATCH_ID }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fileName: 'estimate.pdf', contentType: 'application/pdf' });
    await expect.poll(storedFiles).toHaveLength(2);
  });

  it('refuses content that is not a photo or a PDF with 415, whatever its name says', async () => {
    const res = await upload([
      { name: 'dispatchId', value: DISPATCH_ID },
      filePart(Buffer.from('just some text, not a picture'), 'photo.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].message).toBe('This kind of file cannot be sent. Use a photo or a PDF.');
    await expect.poll(storedFiles).toHaveLength(2);
  });

  it('refuses a file over 25 MB with 413 and keeps nothing', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1);
    TINY_PNG.copy(big);
    const res = await upload([{ name: 'dispatchId', value: DISPATCH_ID }, filePart(big, 'huge.png', 'image/png')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0].message).toBe('This file is too large. Files can be at most 25 MB.');
    await expect.poll(storedFiles).toHaveLength(2);
  });

  it('refuses a request that is not multipart, or lacks a field', async () => {
    const json = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload: { dispatchId: DISPATCH_ID },
      headers: bearer(tokens.contractor!),
    });
    expect(json.statusCode).toBe(415);
    const noId = await upload([filePart(TINY_PNG, 'a.png')]);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().errors[0].field).toBe('dispatchId');
    const noFile = await upload([{ name: 'dispatchId', value: DISPATCH_ID }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors[0].field).toBe('file');
  });

  it('refuses another contractor’s ticket and everyone but contractors, keeping no bytes', async () => {
    const other = Buffer.concat([TINY_PNG, Buffer.from('other')]);
    const parts = [{ name: 'dispatchId', value: 'DSP-600101' }, filePart(other, 'x.png')];
    // Another contractor's ticket answers like an unknown one.
    expect((await upload(parts)).statusCode).toBe(404);
    expect((await upload(parts, tokens.homeowner)).statusCode).toBe(403);
    expect((await upload(parts, null)).statusCode).toBe(401);
    await expect.poll(storedFiles).toHaveLength(2);
  });

  it('replays a repeat under the same Idempotency-Key', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const parts = [{ name: 'dispatchId', value: DISPATCH_ID }, filePart(gif, 'dot.gif')];
    const first = await upload(parts, tokens.contractor, { 'idempotency-key': 'file-abc' });
    expect(first.statusCode).toBe(200);
    expect(first.json().contentType).toBe('image/gif');
    const again = await upload(parts, tokens.contractor, { 'idempotency-key': 'file-abc' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const otherContent = await upload(
      [{ name: 'dispatchId', value: DISPATCH_ID }, filePart(TINY_PDF, 'x.pdf')],
      tokens.contractor,
      {
        'idempotency-key': 'file-abc',
      },
    );
    expect(otherContent.statusCode).toBe(422);
    await expect.poll(storedFiles).toHaveLength(3);
  });
});

describe('GET /api/contractor/file/{fileId}', () => {
  it('streams the bytes back to the ticket’s contractor and to staff', async () => {
    for (const token of [tokens.contractor!, tokens.staff!]) {
      const res = await download(png.fileId, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    }
  });

  it('refuses everyone else', async () => {
    expect((await download(png.fileId, tokens.contractor2!)).statusCode).toBe(404);
    expect((await download(png.fileId, tokens.homeowner!)).statusCode).toBe(403);
    expect((await download(png.fileId, null)).statusCode).toBe(401);
    expect((await download('no-such-file', tokens.contractor!)).statusCode).toBe(404);
  });
});
