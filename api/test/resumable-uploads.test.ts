/**
 * tus 1.0 at /api/uploads and POST /api/contractor/addFileFromUpload: protocol, owner only, resume, attach once;
 * what one user may hold unfinished, uploads refused while the disk is short of space, and the figures in /metrics.
 */
import { randomBytes } from 'node:crypto';
import { type DispatchTicket, FILE_MAX_BYTES } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expiredUploadsJob } from '../src/jobs/expired-uploads.ts';
import type { JobContext } from '../src/jobs/index.ts';
import { UPLOAD_BYTES_PER_USER, UPLOADS_PER_USER, uploadLimitMessages } from '../src/uploads/limits.ts';
import { contractorTestApp, DISPATCH_ID, WORK_ORDER_ID } from './contractor-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, multipartBody, type TestApp, TINY_PDF, TINY_PNG } from './helper.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';
const suite = contractorTestApp({ METRICS_TOKEN });
const { tokens } = suite;

const TUS = { 'tus-resumable': '1.0.0' };

/** A PNG of `size` bytes: the real header, then noise. */
const photo = (size: number) => Buffer.concat([TINY_PNG, randomBytes(Math.max(0, size - TINY_PNG.length))]);

async function create(size: number, token: string | null = tokens.contractor) {
  const answer = await suite.t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...TUS, 'upload-length': String(size), ...(token ? bearer(token) : {}) },
  });
  return { answer, uploadId: answer.headers.location?.toString().split('/').pop() ?? '' };
}

const patch = (uploadId: string, offset: number, bytes: Buffer, token: string = tokens.contractor) =>
  suite.t.app.inject({
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
  suite.t.app.inject({
    method: 'HEAD',
    url: `/api/uploads/${uploadId}`,
    headers: { ...TUS, ...(token ? bearer(token) : {}) },
  });

const attach = (uploadId: string, key: string, fileName = 'leak.png', token = tokens.contractor) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/api/contractor/addFileFromUpload',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { dispatchId: DISPATCH_ID, uploadId, fileName },
  });

const ticket = async (): Promise<DispatchTicket> =>
  (
    await suite.t.app.inject({
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
    const download = await suite.t.app.inject({
      method: 'GET',
      url: answer.json().url,
      headers: bearer(tokens.contractor),
    });
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('who may touch an upload', () => {
  it('signed out is 401 for every method', async () => {
    const { uploadId } = await create(10);
    expect((await create(10, null)).answer.statusCode).toBe(401);
    expect((await head(uploadId, null)).statusCode).toBe(401);
    const patched = await suite.t.app.inject({
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
    const deleted = await suite.t.app.inject({
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
    const answer = await suite.t.app.inject({
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

const metrics = async (app = suite.t.app) =>
  (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;

const remove = (uploadId: string, token: string) =>
  suite.t.app.inject({ method: 'DELETE', url: `/api/uploads/${uploadId}`, headers: { ...TUS, ...bearer(token) } });

describe('what one user may hold', () => {
  it(`takes at most ${UPLOADS_PER_USER} unfinished uploads of a user: 429, until one is attached or cancelled`, async () => {
    const held: string[] = [];
    for (let i = 0; i < UPLOADS_PER_USER; i++) {
      const { answer, uploadId } = await create(1000, tokens.homeowner);
      expect(answer.statusCode).toBe(201);
      held.push(uploadId);
    }
    const refused = await create(1000, tokens.homeowner);
    expect(refused.answer.statusCode).toBe(429);
    expect(refused.answer.json().errors).toEqual([
      { code: 'tooManyRequests', message: uploadLimitMessages.tooManyUploads },
    ]);
    // Another user is not held back by them.
    expect((await create(1000, tokens.contractor2)).answer.statusCode).toBe(201);
    expect((await remove(held[0]!, tokens.homeowner)).statusCode).toBe(204);
    const afterCancel = await create(1000, tokens.homeowner);
    expect(afterCancel.answer.statusCode).toBe(201);
    expect((await create(1000, tokens.homeowner)).answer.statusCode).toBe(429);
    expect(await metrics()).toMatch(/upload_refusals_total\{reason="tooManyUploads"\} 2/);
  });

  it(`takes at most ${UPLOAD_BYTES_PER_USER / 1024 / 1024} MB announced by a user's unfinished uploads: 413`, async () => {
    const full = FILE_MAX_BYTES;
    for (let i = 0; i < UPLOAD_BYTES_PER_USER / full; i++) {
      expect((await create(full, tokens.staff)).answer.statusCode).toBe(201);
    }
    const refused = await create(1, tokens.staff);
    expect(refused.answer.statusCode).toBe(413);
    expect(refused.answer.json().errors).toEqual([{ code: 'tooLarge', message: uploadLimitMessages.tooManyBytes }]);
    // An upload that does not say its length counts as the largest file.
    const deferred = await suite.t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...TUS, ...bearer(tokens.contractor2), 'upload-defer-length': '1' },
    });
    expect(deferred.statusCode).toBe(201);
    const { db, t: tables } = suite.t.database;
    const [row] = await db
      .select()
      .from(tables.uploadsInProgress)
      .where(eq(tables.uploadsInProgress.uploadId, deferred.headers.location?.toString().split('/').pop() ?? ''));
    expect(row?.sizeBytes).toBe(FILE_MAX_BYTES);
    const text = await metrics();
    expect(text).toMatch(/upload_refusals_total\{reason="tooManyBytes"\} 1/);
    expect(text).toMatch(/\nuploads_unfinished \d+/);
    expect(text).toMatch(/\nuploads_unfinished_bytes \d+/);
    expect(text).toMatch(/\nupload_disk_free_bytes \d/);
  });

  it('forgets an upload once it is attached', async () => {
    const { db, t: tables } = suite.t.database;
    const uploadId = await finishedUpload(photo(700));
    const recorded = () =>
      db.select().from(tables.uploadsInProgress).where(eq(tables.uploadsInProgress.uploadId, uploadId));
    expect(await recorded()).toHaveLength(1);
    expect((await attach(uploadId, 'forget-1')).statusCode).toBe(200);
    // The upload is removed once the answer is sent.
    await vi.waitFor(async () => expect(await recorded()).toEqual([]));
  });
});

describe('disk space', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await buildTestApp({ METRICS_TOKEN, UPLOAD_MIN_FREE_BYTES: String(2 ** 50) });
  });
  afterAll(async () => short?.close());

  it('refuses uploads while the disk is short of space (507), and nothing else', async () => {
    const token = await accessTokenFor(short, 'contractor@example.com');
    const created = await short.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...TUS, ...bearer(token), 'upload-length': '10' },
    });
    expect(created.statusCode).toBe(507);
    expect(created.json().errors).toEqual([{ code: 'serverError', message: uploadLimitMessages.diskLow }]);
    const patched = await short.app.inject({
      method: 'PATCH',
      url: `/api/uploads/${'0'.repeat(32)}`,
      headers: { ...TUS, ...bearer(token), 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: Buffer.alloc(10),
    });
    expect(patched.statusCode).toBe(507);
    const { payload, headers } = multipartBody([
      { name: 'dispatchId', value: DISPATCH_ID },
      { name: 'file', value: TINY_PNG, fileName: 'a.png', contentType: 'image/png' },
    ]);
    const multipart = await short.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(multipart.statusCode).toBe(507);
    // What goes to the database is taken as ever.
    const note = await short.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/createNote',
      headers: bearer(token),
      payload: { dispatchId: DISPATCH_ID, note: 'Disk full, notes still go in.' },
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(await metrics(short.app)).toMatch(/upload_refusals_total\{reason="diskLow"\} 3/);
  });
});

describe('expired-uploads', () => {
  it('removes an upload left unfinished or unattached for 7 days, and nothing younger', async () => {
    const { uploadId } = await create(100);
    const finishedId = await finishedUpload(photo(100));
    const context = { config: suite.t.app.config, database: suite.t.database, now: new Date() } as JobContext;
    await expiredUploadsJob.run(context);
    expect((await head(uploadId)).statusCode).toBe(200);
    const later = Date.now() + 8 * 24 * 60 * 60 * 1000;
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    try {
      const report = await expiredUploadsJob.run({ ...context, now: new Date(later) });
      expect(report.changed).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
    expect((await head(uploadId)).statusCode).toBe(404);
    expect((await head(finishedId)).statusCode).toBe(404);
    const { db, t: tables } = suite.t.database;
    const left = await db.select().from(tables.uploadsInProgress);
    expect(left.map((row) => row.uploadId)).not.toContain(finishedId);
    expect(left.map((row) => row.uploadId)).not.toContain(uploadId);
  });
});
