/** JSON nested deeper than any request needs is refused at once with 400, on every JSON route. */
import { describe, expect, it } from 'vitest';
import { contractorTestApp } from '../contractor-helpers.ts';
import { bearer } from '../helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

const LEVELS = 200_000;
// Each under the 1 MiB body limit (a larger body is 413 before it is read).
const bodies = {
  arrays: '['.repeat(LEVELS) + ']'.repeat(LEVELS),
  'unclosed objects': '{"a":'.repeat(LEVELS),
  'closed objects': `${'{"a":'.repeat(LEVELS / 2)}1${'}'.repeat(LEVELS / 2)}`,
  'prototype keys': `${'{"__proto__":'.repeat(LEVELS / 4)}1${'}'.repeat(LEVELS / 4)}`,
  'brackets in strings': `{"a":"${'['.repeat(LEVELS)}",${'['.repeat(LEVELS / 2)}`,
};

const routes = [
  { url: '/api/authenticate' },
  { url: '/api/lead' },
  { url: '/api/order' },
  { url: '/api/contact/email' },
  { url: '/api/contractor/dispatch/search', signedIn: true },
];

describe('deeply nested JSON', () => {
  for (const [kind, payload] of Object.entries(bodies)) {
    it(`refuses ${kind} nested thousands of levels deep with 400 quickly`, async () => {
      for (const route of routes) {
        const started = performance.now();
        const res = await suite.t.app.inject({
          method: 'POST',
          url: route.url,
          payload,
          headers: { 'content-type': 'application/json', ...(route.signedIn ? bearer(tokens.contractor) : {}) },
        });
        const took = performance.now() - started;
        expect(res.statusCode, `${route.url}: ${res.body}`).toBe(400);
        expect(res.json().errors[0].code).toBe('invalidJson');
        expect(res.json().errors[0].message).toMatch(/nested too deeply/);
        // Milliseconds when the machine is idle; the bound leaves room for a busy test machine, far below the
        // seconds a parse, validation or scan of such a body would stall the event loop for.
        expect(took).toBeLessThan(1500);
      }
    });
  }

  it('still takes JSON nested as deep as real requests are', async () => {
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/search',
      payload: { page: 0, contractorStatus: 'open' },
      headers: bearer(tokens.contractor),
    });
    expect(res.statusCode).toBe(200);
  });
});
