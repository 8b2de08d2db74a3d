/**
 * A validation failure is 400 with one entry per bad field, each with code `validation`:
 * every bad field of every part of the request (path, body, query string), and every
 * problem the handlers' own checks find, not only the first.
 */
import { describe, expect, it } from 'vitest';
import { contractorTestApp } from './contractor-helpers.ts';
import { bearer, multipartBody } from './helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

interface Answer {
  statusCode: number;
  json(): { errors: { field?: string; code: string; message: string }[] };
}

/** The bad fields named, sorted; each is named once, with code validation and a message. */
function badFields(res: Answer): string[] {
  expect(res.statusCode).toBe(400);
  const errors = res.json().errors;
  for (const error of errors) {
    expect(error.code).toBe('validation');
    expect(error.message).toBeTruthy();
  }
  const fields = errors.map((error) => error.field ?? '');
  expect(new Set(fields).size).toBe(fields.length);
  return fields.sort();
}

const post = (url: string, payload: object, token?: string) =>
  suite.t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

describe('every bad field of the request', () => {
  it('in the path and the body', async () => {
    const res = await post('/api/contractor/dispatch/', { tax: -1 }, tokens.contractor);
    expect(badFields(res)).toEqual(['dispatchId', 'tax', 'version']);
  });

  it('in the body and the query string', async () => {
    const res = await post(
      '/api/contractor/dispatch/search?isInvoice=maybe',
      { page: -1, contractorStatus: 'everything' },
      tokens.contractor,
    );
    expect(badFields(res)).toEqual(['contractorStatus', 'isInvoice', 'page']);
  });

  it('in the path and the query string', async () => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: '/api/contractor/dispatchStatistics/voc/?year=1999&month=13',
      headers: bearer(tokens.contractor),
    });
    expect(badFields(res)).toEqual(['month', 'userId', 'year']);
  });

  it('several fields of one body, each once', async () => {
    const res = await post('/api/authenticate/withUser', { webuserid: '', helper: 5 });
    expect(badFields(res)).toEqual(['helper', 'webuserid', 'wmuserid']);
  });

  it('null characters in several fields', async () => {
    const res = await post('/api/authenticate', { grant_type: 'password', username: 'a\u0000', password: 'b\u0000' });
    expect(badFields(res)).toEqual(['password', 'username']);
  });
});

describe('every problem the handlers find', () => {
  it('the missing values of a sign-in grant', async () => {
    expect(badFields(await post('/api/authenticate', { grant_type: 'password' }))).toEqual(['password', 'username']);
    expect(badFields(await post('/api/authenticate', { grant_type: 'user', helper: 'h' }))).toEqual([
      'webuserid',
      'wmuserid',
    ]);
  });

  it('a new password that breaks the rules and a missing current password', async () => {
    const res = await post('/api/authenticate/changePassword', { newPassword: 'short' }, tokens.homeowner);
    expect(badFields(res)).toEqual(['currentPassword', 'newPassword']);
  });

  it('an upload without its ticket and its file', async () => {
    const upload = multipartBody([{ name: 'comment', value: 'nothing else' }]);
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(tokens.contractor) },
    });
    expect(badFields(res)).toEqual(['dispatchId', 'file']);
  });

  it('every unknown part and catalogue item of an update, writing nothing', async () => {
    const before = (
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/contractor/dispatch/WO-104275',
        headers: bearer(tokens.contractor),
      })
    ).json();
    const part = (dispatchPartId: string, closingItemId: string) => ({
      dispatchPartId,
      partDetails: {
        isProvidedByContractor: false,
        pricePerUnit: 1,
        taxPerUnit: 0,
        units: 1,
        costPerHour: 0,
        hoursWorked: 0,
        closingItem: { closingItemId, name: 'ignored' },
      },
    });
    const res = await post(
      `/api/contractor/dispatch/${before.dispatchId}`,
      { ...before, dispatchParts: [part('dp-missing-1', 'ci-missing'), part('dp-missing-2', 'ci-missing')] },
      tokens.contractor,
    );
    expect(badFields(res)).toEqual([
      'dispatchParts.0.dispatchPartId',
      'dispatchParts.0.partDetails.closingItem.closingItemId',
      'dispatchParts.1.dispatchPartId',
      'dispatchParts.1.partDetails.closingItem.closingItemId',
    ]);
    const after = await suite.t.app.inject({
      method: 'GET',
      url: '/api/contractor/dispatch/WO-104275',
      headers: bearer(tokens.contractor),
    });
    expect(after.json()).toEqual(before);
  });
});
