/** The redirect table answers only same-origin addresses and never fails on a hostile path. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('redirects', () => {
  it.each(['//evil.example/a.php', '/%5Cevil.example/a.php', '/\\evil.example/a.php'])(
    'GET %s does not send the browser to another origin',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      const location = String(res.headers.location ?? '');
      if (location) {
        expect(location.startsWith('/')).toBe(true);
        expect(location.startsWith('//')).toBe(false);
        expect(location).not.toContain('\\');
        expect(location).not.toContain('evil.example');
      }
    },
  );

  it('a malformed percent-escape in a redirect-table address is not a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/download?file=%E0%A4%A' });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers.location).toBe('/page-not-found');
  });
});
