import { describe, expect, it } from 'vitest';
import { dataRequestFormErrors, deletionBlockers, erasedEmail, isErasedEmail } from './data-rights.ts';

const clear = {
  userType: 'homeowner',
  openServiceRequestNumbers: [],
  overdueInvoiceCount: 0,
  overdueCents: 0,
  openTicketCount: 0,
};

describe('deletionBlockers', () => {
  it('lets an account with nothing open or owed go', () => {
    expect(deletionBlockers(clear)).toEqual([]);
  });

  it('names each open claim, the money owed, open work orders and staff accounts', () => {
    const blockers = deletionBlockers({
      userType: 'employee',
      openServiceRequestNumbers: ['SR-1', 'SR-2'],
      overdueInvoiceCount: 2,
      overdueCents: 12998,
      openTicketCount: 1,
    });
    expect(blockers.map((b) => b.blocker)).toEqual(['staffAccount', 'openServiceRequests', 'moneyOwed', 'openTickets']);
    expect(blockers[1]?.message).toContain('SR-1, SR-2');
    expect(blockers[2]?.message).toContain('2 invoices totalling $129.98 are past due');
    expect(blockers[3]?.message).toContain('1 open work order.');
  });
});

describe('dataRequestFormErrors', () => {
  it('needs a name, a valid e-mail, a US state and a request type', () => {
    expect(Object.keys(dataRequestFormErrors({})).sort()).toEqual(['email', 'name', 'requestType', 'stateCode']);
    expect(
      dataRequestFormErrors({ name: 'Pat', email: 'pat@example.com', stateCode: 'tx', requestType: 'correction' }),
    ).toEqual({});
    expect(dataRequestFormErrors({ stateCode: 'XX' }).stateCode).toBe('Please choose a US state.');
    expect(dataRequestFormErrors({ details: 'x'.repeat(2001) }).details).toContain('under 2000 characters');
  });
});

it('erased addresses are unique per account and never deliverable', () => {
  expect(erasedEmail('u-1')).toBe('erased-u-1@erased.invalid');
  expect(isErasedEmail(erasedEmail('u-1'))).toBe(true);
  expect(isErasedEmail('pat@example.com')).toBe(false);
});
