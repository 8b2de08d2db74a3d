/**
 * The API's JSON answers travel compressed when the client accepts it (a phone on a slow connection waits on
 * every byte): Brotli first, else gzip, from 1 KiB; as they are to a client that does not say it accepts one,
 * and when they are small. A compressed request body is not inflated.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const states = () => t.app.inject({ method: 'GET', url: '/api/reference/states' });

describe('JSON answers, compressed as the client accepts', () => {
  it('sends Brotli to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await states();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reference/states',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reference/states',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual((await states()).json());
  });

  it('sends the JSON as it is to a client that accepts no encoding, and a small answer as it is to anyone', async () => {
    const plain = await states();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(expect.any(Array));

    const small = await t.app.inject({ method: 'GET', url: '/api/status', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(expect.any(Object));
  });

  it('does not inflate a gzip request body: it is read as it came, and refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(
        JSON.stringify({ grant_type: 'password', username: 'a@example.com', password: 'x', fingerprint: 'f' }),
      ),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ hasErrors: true, errors: [{ code: 'invalidJson' }] });
  });
});
