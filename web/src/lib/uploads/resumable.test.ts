import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyFailure } from '#web/offline/failures.ts';
import {
  progressPercent,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_STALL_MS,
  uploadFailure,
  uploadIdOf,
  uploadResumably,
} from './resumable.ts';

/** The client library, as far as these tests drive it: each upload made, with its options. */
const tus = vi.hoisted(() => ({
  made: [] as {
    options: Record<string, (...args: unknown[]) => void> & { uploadUrl?: string | null; chunkSize?: number };
    url: string | null;
    aborted: boolean;
  }[],
}));
vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    aborted = false;
    constructor(
      _file: Blob,
      readonly options: never,
    ) {
      tus.made.push(this as never);
    }
    start() {}
    async abort() {
      this.aborted = true;
    }
  },
}));
afterEach(() => {
  tus.made = [];
  vi.useRealTimers();
});

describe('uploadIdOf', () => {
  it('is the last part of the upload’s address, absolute or not', () => {
    expect(uploadIdOf('https://www.example.com/api/uploads/0123abcd')).toBe('0123abcd');
    expect(uploadIdOf('/api/uploads/0123abcd')).toBe('0123abcd');
  });
});

describe('progressPercent', () => {
  it('counts the confirmed bytes, whole percents, never over 100', () => {
    expect(progressPercent({ size: 6_000_000, sentBytes: 3_000_000 })).toBe(50);
    expect(progressPercent({ size: 3, sentBytes: 2 })).toBe(66);
    expect(progressPercent({ size: 10, sentBytes: undefined })).toBe(0);
    expect(progressPercent({ size: 0, sentBytes: 0 })).toBe(0);
    expect(progressPercent({ size: 10, sentBytes: 12 })).toBe(100);
  });
});

describe('uploadFailure', () => {
  it('a lost connection is a network error, retried later', () => {
    const error = uploadFailure(undefined, undefined);
    expect(error.isNetworkError).toBe(true);
    expect(classifyFailure(error)).toBe('retry');
  });

  it('keeps the API’s error body, and the plain text of the upload protocol as the message', () => {
    const signedOut = uploadFailure(
      401,
      JSON.stringify({ hasErrors: true, errors: [{ message: 'Please sign in.', code: 'unauthorized' }] }),
    );
    expect(classifyFailure(signedOut)).toBe('signIn');
    const tooLarge = uploadFailure(413, 'Maximum size exceeded\n');
    expect(tooLarge.message).toBe('Maximum size exceeded');
    expect(classifyFailure(tooLarge)).toBe('rejected');
    expect(classifyFailure(uploadFailure(503, ''))).toBe('retry');
  });
});

describe('uploadResumably', () => {
  const blob = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });

  it('goes on from a known address, reports the new one and answers the upload id', async () => {
    const seen: string[] = [];
    const done = uploadResumably(blob, {
      fileName: 'a.jpg',
      contentType: 'image/jpeg',
      uploadUrl: 'http://localhost/api/uploads/old',
      onUploadUrl: (url) => seen.push(url),
    });
    await vi.waitFor(() => expect(tus.made).toHaveLength(1));
    const upload = tus.made[0]!;
    expect(upload.options.uploadUrl).toBe('http://localhost/api/uploads/old');
    expect(upload.options.chunkSize).toBe(UPLOAD_CHUNK_BYTES);
    upload.url = 'http://localhost/api/uploads/0123abcd';
    upload.options.onUploadUrlAvailable!();
    upload.options.onSuccess!();
    await expect(done).resolves.toBe('0123abcd');
    expect(seen).toEqual(['http://localhost/api/uploads/0123abcd']);
  });

  it('stops an upload that moves no byte for a while, as a lost connection', async () => {
    vi.useFakeTimers();
    const done = uploadResumably(blob, { fileName: 'a.jpg', contentType: 'image/jpeg' }).catch((error) => error);
    await vi.waitFor(() => expect(tus.made).toHaveLength(1));
    const upload = tus.made[0]!;
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1000);
    upload.options.onProgress!(5, 10);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1000);
    expect(upload.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(upload.aborted).toBe(true);
    expect(await done).toMatchObject({ isNetworkError: true });
  });
});
