/** Broken multipart bodies are the client's fault: 400 with the error body, nothing stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, multipartBody, type TestApp, TINY_PNG } from '../helper.ts';

let t: TestApp;
let token: string;
let dispatchId: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await accessTokenFor(t, 'contractor@example.com');
  const search = await t.app.inject({
    method: 'POST',
    url: '/api/contractor/dispatch/search',
    payload: { page: 0, contractorStatus: 'open' },
    headers: bearer(token),
  });
  dispatchId = search.json().items[0].dispatchId;
});
afterAll(async () => t.close());

const storedFiles = async () => (await t.database.db.select().from(t.database.t.dispatchFiles)).length;

describe('hostile uploads', () => {
  it('a body cut off in the middle of the file is 400 and stores nothing', async () => {
    const before = await storedFiles();
    const { payload, headers } = multipartBody([
      { name: 'dispatchId', value: dispatchId },
      {
        name: 'file',
        value: Buffer.concat([TINY_PNG, Buffer.alloc(4096, 7)]),
        fileName: 'a.png',
        contentType: 'image/png',
      },
    ]);
    const cut = payload.subarray(0, payload.length - 200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload: cut,
      headers: { ...headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().hasErrors).toBe(true);
    expect(await storedFiles()).toBe(before);
  });

  it('a multipart content type without a boundary is 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/addFile',
      payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="dispatchId"\r\n\r\nabc\r\n--x--\r\n'),
      headers: { 'content-type': 'multipart/form-data', ...bearer(token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().hasErrors).toBe(true);
  });
});
