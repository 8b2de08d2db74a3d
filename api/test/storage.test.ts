/**
 * File storage (api/src/storage): the disk and S3 adapters keep the same promises, tested against a local
 * S3-compatible server (s3rver); and the app with S3 settings stores uploads in the bucket, streams them
 * back, and leaves neither an object nor a row behind a refused upload.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AddedFile } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { diskStorage, type FileStorage, s3Storage } from '../src/storage/index.ts';
import { accessTokenFor, bearer, buildTestApp, multipartBody, type TestApp, TINY_PNG } from './helper.ts';
import { type LocalS3, startLocalS3 } from './s3-server.ts';

let s3: LocalS3;
const folder = mkdtempSync(join(tmpdir(), 'hw-storage-'));
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const s3Settings = () => {
  const settings = loadConfig(s3.env).s3;
  if (!settings) throw new Error('the S3 settings were not read');
  return settings;
};

/** `total` bytes made on the fly in 64 KB chunks, never held together; answers the stream and their SHA-256. */
function generated(total: number, failAfter?: number) {
  const hash = createHash('sha256');
  let sent = 0;
  let n = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('the client went away'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(65_536, total - sent), n++ % 251);
      hash.update(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function readAll(stream: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

describe.each([
  ['disk', () => diskStorage(folder)],
  ['S3', () => s3Storage(s3Settings())],
] as const)('%s storage', (_name, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it('keeps what was put and answers it as a stream with its size', async () => {
    const put = await storage.put('photo-1', Readable.from([TINY_PNG]), 'image/png');
    expect(put.size).toBe(TINY_PNG.length);
    const stored = await storage.get('photo-1');
    expect(stored?.size).toBe(TINY_PNG.length);
    expect(Buffer.concat(await stored!.stream.toArray())).toEqual(TINY_PNG);
  });

  it('streams a file of several megabytes in and out unchanged', async () => {
    const source = generated(7 * 1024 * 1024);
    expect((await storage.put('large-1', source.stream, 'application/pdf')).size).toBe(7 * 1024 * 1024);
    const stored = await storage.get('large-1');
    expect(await readAll(stored!.stream)).toEqual({ size: 7 * 1024 * 1024, sha256: source.digest() });
  });

  it('answers nothing for a name it does not hold, and removes what it holds', async () => {
    expect(await storage.get('never-stored')).toBeUndefined();
    await storage.put('to-remove', Readable.from([TINY_PNG]), 'image/png');
    await storage.remove('to-remove');
    expect(await storage.get('to-remove')).toBeUndefined();
    await expect(storage.remove('to-remove')).resolves.toBeUndefined();
  });

  it('leaves nothing under the name when the upload breaks off', async () => {
    const source = generated(6 * 1024 * 1024, 3 * 1024 * 1024);
    await expect(storage.put('broken-1', source.stream, 'application/pdf')).rejects.toThrow();
    expect(await storage.get('broken-1')).toBeUndefined();
  });
});

describe('uploads with S3 settings', () => {
  let t: TestApp;
  let token: string;
  const objects = async () => {
    const client = s3Storage(s3Settings()).client;
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  };

  beforeAll(async () => {
    t = await buildTestApp(s3.env);
    token = await accessTokenFor(t, 'contractor@example.com');
  });
  afterAll(async () => t.close());

  const upload = (file: Buffer, fileName: string) => {
    const { payload, headers } = multipartBody([
      { name: 'dispatchId', value: 'DSP-500101' },
      { name: 'file', value: file, fileName, contentType: 'application/octet-stream' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };

  it('stores an upload in the bucket and streams it back through the download route', async () => {
    const before = await objects();
    const res = await upload(TINY_PNG, 'leak.png');
    expect(res.statusCode).toBe(200);
    const file = res.json() as AddedFile;
    const added = (await objects()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/contractor/file/${file.fileId}`,
      headers: bearer(token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload).toEqual(TINY_PNG);
  });

  it('keeps no object and no row for a refused upload, nor for the same content sent twice', async () => {
    const before = await objects();
    const rows = async () => (await t.database.db.select().from(t.database.t.dispatchFiles)).length;
    const rowsBefore = await rows();
    const refused = await upload(Buffer.from('#!/bin/sh\necho not a photo\n'.repeat(300)), 'script.png');
    expect(refused.statusCode).toBe(415);
    const again = await upload(TINY_PNG, 'leak-again.png');
    expect(again.statusCode).toBe(200);
    // The bytes no row points to are removed right after the answer is sent.
    await expect.poll(objects).toEqual(before);
    expect(await rows()).toBe(rowsBefore);
  });
});
