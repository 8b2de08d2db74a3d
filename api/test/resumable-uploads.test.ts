/** tus 1.0 at /api/uploads and POST /api/contractor/addFileFromUpload: protocol, owner only, resume, attach once. */
import { randomBytes } from 'node:crypto';
import type { DispatchTicket } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expiredUploadsJob } from '../src/jobs/expired-uploads.ts';
import type { JobContext } from '../src/jobs/index.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp, TINY_PDF, TINY_PNG } from './helper.ts';

let t: TestApp;
const tokens = {} as Record<'contractor' | 'contractor2', string>;
beforeAll(async () => {
  t = await buildTestApp();
  tokens.contractor = await accessTokenFor(t, 'contractor@example.com');
  tokens.contractor2 = await accessTokenFor(t, 'contractor2@example.com');
});
afterAll(async () => t.close());

const DISPATCH_ID = 'DSP-500101';
const WORK_ORDER_ID = 'WO-104275';
const TUS = { 'tus-resumable': '1.0.0' };

/** A PNG of `size` bytes: the real header, then noise. */
const photo = (size: number) => Buffer.concat([TINY_PNG, randomBytes(Math.max(0, size - TINY_PNG.length))]);

async function create(size: number, token: string | null = tokens.contractor) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...TUS, 'upload-length': String(size), ...(token ? bearer(token) : {}) },
  });
  return { answer, uploadId: answer.headers.location?.toString().split('/').pop() ?? '' };
}

const patch = (uploadId: string, offset: number, bytes: Buffer, token: string = tokens.contractor) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/uploads/${uploadId}`,
    headers: {
      ...TUS,
      ...bearer(token),
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });

const head = (uploadId: string, token: string | null = tokens.contractor) =>
  t.app.inject({
    method: 'HEAD',
    url: `/api/uploads/${uploadId}`,
    headers: { ...TUS, ...(token ? bearer(token) : {}) },
  });

const attach = (uploadId: string, key: string, fileName = 'leak.png', token = tokens.contractor) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contractor/addFileFromUpload',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { dispatchId: DISPATCH_ID, uploadId, fileName },
  });

const ticket = async (): Promise<DispatchTicket> =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/contractor/dispatch/${WORK_ORDER_ID}`,
      headers: bearer(tokens.contractor),
    })
  ).json();

async function finishedUpload(bytes: Buffer) {
  const { uploadId } = await create(bytes.length);
  expect((await patch(uploadId, 0, bytes)).statusCode).toBe(204);
  return uploadId;
}

describe('tus protocol', () => {
  it('creates an upload, answers its offset and takes the bytes', async () => {
    const bytes = photo(1000);
    const { answer, uploadId } = await create(bytes.length);
    expect(answer.statusCode).toBe(201);
    expect(answer.headers.location).toBe(`/api/uploads/${uploadId}`);
    expect(answer.headers['tus-resumable']).toBe('1.0.0');
    const before = await head(uploadId);
    expect(before.statusCode).toBe(200);
    expect(before.headers['upload-offset']).toBe('0');
    expect(before.headers['upload-length']).toBe('1000');
    const patched = await patch(uploadId, 0, bytes);
    expect(patched.statusCode).toBe(204);
    expect(patched.headers['upload-offset']).toBe('1000');
    expect((await head(uploadId)).headers['upload-offset']).toBe('1000');
  });

  it('refuses an upload larger than the file limit', async () => {
    const { answer } = await create(25 * 1024 * 1024 + 1);
    expect(answer.statusCode).toBe(413);
  });

  it('resumes after a partial PATCH from the offset the server names', async () => {
    const bytes = photo(64 * 1024);
    const { uploadId } = await create(bytes.length);
    const half = bytes.length / 2;
    expect((await patch(uploadId, 0, bytes.subarray(0, half))).headers['upload-offset']).toBe(String(half));
    // A PATCH at the wrong offset is refused; the client asks HEAD and goes on from there.
    expect((await patch(uploadId, 0, bytes)).statusCode).toBe(409);
    const offset = Number((await head(uploadId)).headers['upload-offset']);
    expect(offset).toBe(half);
    expect((await patch(uploadId, offset, bytes.subarray(offset))).headers['upload-offset']).toBe(String(bytes.length));
    const answer = await attach(uploadId, 'resume-1', 'resumed.png');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ fileName: 'resumed.png', contentType: 'image/png', size: bytes.length });
    const download = await t.app.inject({ method: 'GET', url: answer.json().url, headers: bearer(tokens.contractor) });
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('who may touch an upload', () => {
  it('signed out is 401 for every method', async () => {
    const { uploadId } = await create(10);
    expect((await create(10, null)).answer.statusCode).toBe(401);
    expect((await head(uploadId, null)).statusCode).toBe(401);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/uploads/${uploadId}`,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(10),
    });
    expect(patched.statusCode).toBe(401);
  });

  it('another user’s upload is 404 as an unknown one, and cannot be attached', async () => {
    const bytes = photo(200);
    const { uploadId } = await create(bytes.length);
    expect((await head(uploadId, tokens.contractor2)).statusCode).toBe(404);
    expect((await patch(uploadId, 0, bytes, tokens.contractor2)).statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/uploads/${uploadId}`,
      headers: { ...TUS, ...bearer(tokens.contractor2) },
    });
    expect(deleted.statusCode).toBe(404);
    expect((await head(uploadId)).headers['upload-offset']).toBe('0');
    expect((await patch(uploadId, 0, bytes)).statusCode).toBe(204);
    expect((await attach(uploadId, 'other-1', 'x.png', tokens.contractor2)).statusCode).toBe(404);
  });

  it('an owner written by the client is replaced by the server', async () => {
    const owner = Buffer.from('u-someone-else').toString('base64');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...TUS,
        ...bearer(tokens.contractor2),
        'upload-length': '10',
        'upload-metadata': `ownerUserId ${owner}`,
      },
    });
    const uploadId = answer.headers.location?.toString().split('/').pop() ?? '';
    expect((await head(uploadId, tokens.contractor2)).statusCode).toBe(200);
    expect((await head(uploadId)).statusCode).toBe(404);
  });
});

describe('attaching a finished upload', () => {
  it('attaches once: a repeat under the key replays, and the upload is gone afterwards', async () => {
    const before = (await ticket()).files.length;
    const uploadId = await finishedUpload(photo(5000));
    const first = await attach(uploadId, 'attach-once');
    expect(first.statusCode).toBe(200);
    const again = await attach(uploadId, 'attach-once');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().fileId).toBe(first.json().fileId);
    // The upload was removed with the attach: under another key it is unknown, and nothing is added.
    expect((await attach(uploadId, 'attach-twice')).statusCode).toBe(404);
    expect((await head(uploadId)).statusCode).toBe(404);
    expect((await ticket()).files.length).toBe(before + 1);
  });

  it('an unfinished upload is 404 and stays for its rest', async () => {
    const bytes = photo(300);
    const { uploadId } = await create(bytes.length);
    await patch(uploadId, 0, bytes.subarray(0, 100));
    const answer = await attach(uploadId, 'unfinished');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().errors[0].message).toMatch(/No finished upload/);
    expect((await head(uploadId)).headers['upload-offset']).toBe('100');
  });

  it('checks the type by content as the multipart upload does', async () => {
    const text = await finishedUpload(Buffer.from('#!/bin/sh\necho not a photo\n'));
    const refused = await attach(text, 'type-1', 'photo.png');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().errors[0]).toMatchObject({ code: 'unsupportedMediaType', field: 'uploadId' });
    const pdf = await finishedUpload(TINY_PDF);
    const accepted = await attach(pdf, 'type-2', 'invoice.png');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ contentType: 'application/pdf' });
  });

  it('refuses an upload id of the wrong form', async () => {
    expect((await attach('../../etc/passwd', 'bad-id')).statusCode).toBe(400);
  });
});

describe('expired-uploads', () => {
  it('removes an upload left unfinished for 7 days, and nothing younger', async () => {
    const { uploadId } = await create(100);
    const context = { config: t.app.config } as JobContext;
    await expiredUploadsJob.run(context);
    expect((await head(uploadId)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 24 * 60 * 60 * 1000 });
    try {
      const report = await expiredUploadsJob.run(context);
      expect(report.changed).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    expect((await head(uploadId)).statusCode).toBe(404);
  });
});
