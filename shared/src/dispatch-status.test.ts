import { describe, expect, it } from 'vitest';
import {
  CLOSED_SERVICE_CALL_STATUSES,
  contractorStatusOf,
  isTicketEditable,
  moveWorkStatus,
  searchStatuses,
  serviceCallFeeCollected,
  statusesForFilter,
  workStatusLabel,
} from './dispatch-status.ts';
import { DISPATCH_WORK_STATUSES, SERVICE_CALL_STATUSES } from './enums.ts';

describe('service-call status to contractor filter', () => {
  it('open holds open, sentToContractor, pendingLhwApproval and approved', () => {
    expect(statusesForFilter('open')).toEqual(['open', 'sentToContractor', 'pendingLhwApproval', 'approved']);
  });
  it('workComplete holds workComplete and completePendingPayment', () => {
    expect(statusesForFilter('workComplete').sort()).toEqual(['completePendingPayment', 'workComplete']);
  });
  it('closed holds the rest', () => {
    expect(statusesForFilter('closed').sort()).toEqual(
      ['batched', 'cancelled', 'completeNoBill', 'denied', 'invoiced', 'paid', 'paidCIL'].sort(),
    );
    expect([...CLOSED_SERVICE_CALL_STATUSES].sort()).toEqual(statusesForFilter('closed').sort());
  });
  it('all holds every status, and every status is in exactly one other filter', () => {
    expect(statusesForFilter('all')).toEqual([...SERVICE_CALL_STATUSES]);
    for (const status of SERVICE_CALL_STATUSES) {
      const holders = (['open', 'workComplete', 'closed'] as const).filter((f) =>
        statusesForFilter(f).includes(status),
      );
      expect(holders).toEqual([contractorStatusOf(status)]);
    }
  });
});

describe('search statuses', () => {
  it('narrows to work complete and not yet invoiced or paid when isInvoice is set', () => {
    expect(searchStatuses('all', true)).toEqual(['workComplete']);
    expect(searchStatuses('workComplete', true)).toEqual(['workComplete']);
    expect(searchStatuses('open', true)).toEqual([]);
    expect(searchStatuses('closed', false)).toEqual(statusesForFilter('closed'));
  });
});

describe('editable tickets', () => {
  it('open tickets and those marked work complete; not those waiting for payment or closed', () => {
    expect(isTicketEditable('approved')).toBe(true);
    expect(isTicketEditable('workComplete')).toBe(true);
    expect(isTicketEditable('completePendingPayment')).toBe(false);
    expect(isTicketEditable('paid')).toBe(false);
    expect(isTicketEditable('cancelled')).toBe(false);
  });
});

describe('work status moves', () => {
  const open = { status: 'approved' as const, workStatus: 'Authorized' };
  it('the same value is no change, even one a contractor may not set', () => {
    expect(moveWorkStatus(open, 'Authorized')).toEqual({
      ok: true,
      status: 'approved',
      workStatus: 'Authorized',
      completed: false,
    });
    expect(moveWorkStatus(open, undefined)).toMatchObject({ ok: true, status: 'approved' });
  });
  it('Work Complete completes the ticket', () => {
    expect(moveWorkStatus(open, 'Work Complete')).toEqual({
      ok: true,
      status: 'workComplete',
      workStatus: 'Work Complete',
      completed: true,
    });
  });
  it('staff statuses and moves on a completed ticket are refused', () => {
    expect(moveWorkStatus(open, 'Paid')).toMatchObject({ ok: false });
    expect(moveWorkStatus({ status: 'workComplete', workStatus: 'Work Complete' }, 'Scheduled')).toMatchObject({
      ok: false,
    });
  });
});

describe('service-call fee collected flag', () => {
  it('is true when the amount is above 0, otherwise as asked or as it was', () => {
    expect(serviceCallFeeCollected(75, false, false)).toBe(true);
    expect(serviceCallFeeCollected(0, false, true)).toBe(false);
    expect(serviceCallFeeCollected(0, undefined, true)).toBe(true);
  });
});

describe('work statuses on screen', () => {
  it('spell out the one stored cut short, and show the others as stored', () => {
    expect(workStatusLabel('Pending Autho')).toBe('Pending authorization');
    for (const status of DISPATCH_WORK_STATUSES.filter((s) => s !== 'Pending Autho')) {
      expect(workStatusLabel(status)).toBe(status);
    }
  });
});
