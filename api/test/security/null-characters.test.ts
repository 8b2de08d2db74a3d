/** U+0000 in any text is a 400 with the error body, never a database failure (PostgreSQL cannot store it). */
import { describe, expect, it } from 'vitest';
import { contractorTestApp } from '../contractor-helpers.ts';
import { bearer } from '../helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

const expectRefused = (res: { statusCode: number; json(): { hasErrors: boolean; errors: { message: string }[] } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().hasErrors).toBe(true);
  expect(res.json().errors[0]?.message).toMatch(/null character/);
};

describe('null characters', () => {
  it('in the forgot-password e-mail', async () => {
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/authenticate/forgotPassword',
      payload: { email: 'homeowner@example.com\u0000' },
    });
    expectRefused(res);
  });

  it('in a sign-in user name', async () => {
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { grant_type: 'password', username: 'a\u0000@example.com', password: 'x' },
    });
    expectRefused(res);
  });

  it('in a note, leaving the ticket as it was', async () => {
    const search = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/search',
      payload: { page: 0, contractorStatus: 'open' },
      headers: bearer(tokens.contractor),
    });
    const { dispatchId, workOrderId } = search.json().items[0];
    const before = await suite.t.app.inject({
      method: 'GET',
      url: `/api/contractor/dispatch/${workOrderId}`,
      headers: bearer(tokens.contractor),
    });
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/createNote',
      payload: { dispatchId, note: 'pipe\u0000burst' },
      headers: bearer(tokens.contractor),
    });
    expectRefused(res);
    const after = await suite.t.app.inject({
      method: 'GET',
      url: `/api/contractor/dispatch/${workOrderId}`,
      headers: bearer(tokens.contractor),
    });
    expect(after.json()).toEqual(before.json());
  });

  it('in a path parameter or the query string', async () => {
    expectRefused(
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/contractor/dispatch/WO%00104275',
        headers: bearer(tokens.contractor),
      }),
    );
    expectRefused(
      await suite.t.app.inject({
        method: 'GET',
        url: '/api/contractor/closingItems?closingItemCategoryId=a%00b',
        headers: bearer(tokens.contractor),
      }),
    );
  });
});
