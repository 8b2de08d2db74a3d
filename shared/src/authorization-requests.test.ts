import { describe, expect, it } from 'vitest';
import { authorizationDecision, authorizationRequestProblem } from './authorization-requests.ts';

describe('a request for a higher pre-authorized amount', () => {
  const base = { amount: 900, note: 'Compressor', currentLimit: 500, openRequestAmount: null };
  it('needs an amount above the limit, a note, and no other request waiting', () => {
    expect(authorizationRequestProblem(base)).toBeNull();
    expect(authorizationRequestProblem({ ...base, amount: 500 })).toMatchObject({
      field: 'amount',
      message: 'The pre-authorized amount is already $500.00. Ask for an amount above it.',
    });
    expect(authorizationRequestProblem({ ...base, note: ' ' })?.field).toBe('note');
    expect(authorizationRequestProblem({ ...base, openRequestAmount: 1250 })).toMatchObject({
      code: 'authorizationPending',
      message: expect.stringContaining('$1,250.00'),
    });
  });

  it('is approved at the amount asked unless staff name another above the limit; a decline takes no amount', () => {
    const asked = { requestedAmount: 900, currentLimit: 500 };
    expect(authorizationDecision({ ...asked, approved: true })).toEqual({ ok: true, approvedAmount: 900 });
    expect(authorizationDecision({ ...asked, approved: true, amount: 750 })).toEqual({ ok: true, approvedAmount: 750 });
    expect(authorizationDecision({ ...asked, approved: true, amount: 500 }).ok).toBe(false);
    expect(authorizationDecision({ ...asked, approved: false })).toEqual({ ok: true, approvedAmount: null });
    expect(authorizationDecision({ ...asked, approved: false, amount: 10 }).ok).toBe(false);
  });
});
