import { describe, expect, it } from 'vitest';
import { classifyFailure, explainFailure } from './failures.ts';

const answer = (status: number, code?: string, body: Record<string, unknown> = {}) => ({
  status,
  errors: [{ message: 'Any words at all.', ...(code ? { code } : {}) }],
  body: { hasErrors: true, ...body },
});

describe('failure classes, by status and error code', () => {
  it.each([
    [{ status: 0, isNetworkError: true }, 'retry'],
    [new TypeError('Failed to fetch'), 'retry'],
    [answer(503), 'retry'],
    [answer(500, 'serverError'), 'retry'],
    [answer(429, 'rateLimited'), 'retry'],
    [answer(409, 'inProgress'), 'retry'],
    [answer(409, 'versionConflict'), 'versionConflict'],
    [answer(401, 'unauthorized'), 'signIn'],
    [answer(401), 'signIn'],
    [answer(422, 'preAuthorizedLimit'), 'rejected'],
    [answer(422, 'ticketClosed'), 'rejected'],
    [answer(422, 'idempotencyKeyReused'), 'rejected'],
    [answer(403, 'agreementRequired'), 'rejected'],
    [answer(404, 'notFound'), 'rejected'],
    [answer(400, 'validation'), 'rejected'],
    [answer(409, 'priceChanged', { priceBreakdown: { total: 1 } }), 'rejected'],
    [answer(402, 'paymentDeclined'), 'rejected'],
    [answer(502, 'paymentGatewayError'), 'retry'],
  ])('%j is %s', (error, kind) => {
    expect(classifyFailure(error)).toBe(kind);
  });

  it('never reads the words: a 409 saying "version" without the code or the version is still being handled', () => {
    const words = { status: 409, errors: [{ message: 'This ticket was changed since you opened it (version).' }] };
    expect(classifyFailure(words)).toBe('retry');
    expect(classifyFailure({ ...words, body: { currentVersion: 4 } })).toBe('versionConflict');
    expect(classifyFailure(answer(409, 'inProgress', { currentVersion: 4 }))).toBe('retry');
  });
});

describe('the explanation for the technician', () => {
  it('is the server words where it gave some, else a plain sentence for the code or the status', () => {
    expect(
      explainFailure({ status: 422, errors: [{ message: 'This ticket is closed (paid).', code: 'ticketClosed' }] }),
    ).toBe('This ticket is closed (paid).');
    expect(explainFailure({ status: 422, errors: [{ message: '', code: 'preAuthorizedLimit' }] })).toBe(
      'The total would be over your pre-authorized amount.',
    );
    expect(explainFailure({ status: 413, errors: [] })).toBe('This file is too large to send.');
    expect(explainFailure({ status: 503, errors: [{ message: 'Internal detail' }] })).toMatch(/try again shortly/);
    expect(explainFailure({ status: 0, isNetworkError: true })).toMatch(/online/);
  });
});
