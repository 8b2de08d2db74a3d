/** The router's own refusals answer in the standard error body. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('router errors', () => {
  it('a path parameter over the length limit is 414 with the error body', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contractor/dispatch/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      hasErrors: true,
      errors: [expect.objectContaining({ message: 'The address is too long.' })],
    });
  });

  it.each(['/api/contractor/dispatch/%E0%A4%A', '/api/reference/stateByZipCode/%zz'])(
    'a malformed escape in %s is 400 with the error body',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        hasErrors: true,
        errors: [expect.objectContaining({ message: 'The address is not valid.' })],
      });
    },
  );
});
