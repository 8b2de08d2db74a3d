import { describe, expect, it } from 'vitest';
import { classifyFailure } from '#web/offline/failures.ts';
import { progressPercent, uploadFailure, uploadIdOf } from './resumable.ts';

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
