/** Number fields of a JSON body are taken as sent: "5" and null are refused, never turned into numbers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await accessTokenFor(t, 'contractor@example.com');
});
afterAll(async () => t.close());

describe('number fields', () => {
  it.each([
    ['a numeric string', '5'],
    ['null', null],
    ['a boolean', true],
  ])('a ticket update with %s for tax is refused and changes nothing', async (_name, tax) => {
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/search',
      payload: { page: 0, contractorStatus: 'open' },
      headers: bearer(token),
    });
    const { workOrderId } = search.json().items[0];
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/contractor/dispatch/${workOrderId}`, headers: bearer(token) });
    const before = (await read()).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contractor/dispatch/${before.dispatchId}`,
      payload: { ...before, tax },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'tax' })]);
    expect((await read()).json()).toEqual(before);
  });

  it('a search page given as a string is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/search',
      payload: { page: '0', contractorStatus: 'open' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('page');
  });

  it('numbers in the query string and path are still read from their text', async () => {
    const userId = 'u-contractor-0001';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/contractor/dispatchStatistics/voc/${userId}?year=2026&month=3`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  });
});
