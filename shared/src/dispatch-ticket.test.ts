import { describe, expect, it } from 'vitest';
import type { DispatchAmounts } from './dispatch.ts';
import {
  applyTicketUpdate,
  preAuthorizationRefusal,
  type TicketUpdateValues,
  ticketReadOnlyReason,
} from './dispatch-ticket.ts';
import { SERVICE_CALL_STATUSES } from './enums.ts';

const open: TicketUpdateValues & { workOrderId: string } = {
  workOrderId: 'WO-1',
  status: 'approved',
  workStatus: 'Scheduled',
  discountAmount: 10,
  tax: 2,
  shipping: 0,
  purchaseOrderCost: 0,
  serviceCallFeeCollectedAmount: 0,
  wasServiceCallFeeCollected: false,
};

describe('a ticket the contractor can no longer change', () => {
  it('is one waiting for payment or closed, each with its plain reason', () => {
    expect(ticketReadOnlyReason('approved')).toBeNull();
    expect(ticketReadOnlyReason('workComplete')).toBeNull();
    expect(ticketReadOnlyReason('completePendingPayment')).toBe(
      'The work on this ticket is complete and waiting for payment, so it can no longer be changed.',
    );
    expect(ticketReadOnlyReason('paid')).toBe('This ticket is closed (paid) and can no longer be changed.');
    const readOnly = SERVICE_CALL_STATUSES.filter((status) => ticketReadOnlyReason(status) !== null);
    expect(readOnly.sort()).toEqual(
      [
        'batched',
        'cancelled',
        'completeNoBill',
        'completePendingPayment',
        'denied',
        'invoiced',
        'paid',
        'paidCIL',
      ].sort(),
    );
  });

  it('refuses every update with the code ticketClosed, even one that changes nothing', () => {
    expect(applyTicketUpdate({ ...open, status: 'paid' }, {})).toEqual({
      ok: false,
      code: 'ticketClosed',
      message: 'This ticket is closed (paid) and can no longer be changed.',
    });
    expect(applyTicketUpdate({ ...open, status: 'completePendingPayment' }, { shipping: 1 })).toMatchObject({
      ok: false,
      code: 'ticketClosed',
    });
  });
});

describe('an update of an open ticket', () => {
  it('takes the values asked for and keeps the others, without touching the rest of the ticket', () => {
    const outcome = applyTicketUpdate(open, { shipping: 12.5, tax: 0 });
    expect(outcome).toEqual({
      ok: true,
      completed: false,
      ticket: { ...open, shipping: 12.5, tax: 0 },
    });
    expect(open.shipping).toBe(0);
  });

  it('"Work Complete" completes the ticket; a staff work status is refused on the workStatus field', () => {
    expect(applyTicketUpdate(open, { workStatus: 'Work Complete' })).toMatchObject({
      ok: true,
      completed: true,
      ticket: { status: 'workComplete', workStatus: 'Work Complete' },
    });
    expect(applyTicketUpdate(open, { workStatus: 'Paid' })).toMatchObject({
      ok: false,
      code: 'workStatusNotAllowed',
      field: 'workStatus',
    });
  });

  it('a completed ticket still takes values but no other work status', () => {
    const complete = { ...open, status: 'workComplete' as const, workStatus: 'Work Complete' };
    expect(applyTicketUpdate(complete, { discountAmount: 0 })).toMatchObject({
      ok: true,
      ticket: { discountAmount: 0 },
    });
    expect(applyTicketUpdate(complete, { workStatus: 'Scheduled' })).toMatchObject({ ok: false, field: 'workStatus' });
  });

  it('collecting a service-call fee above 0 sets the collected flag; 0 keeps the flag as asked or as it was', () => {
    const collected = (request: Parameters<typeof applyTicketUpdate>[1], current = open) => {
      const outcome = applyTicketUpdate(current, request);
      return outcome.ok ? outcome.ticket.wasServiceCallFeeCollected : undefined;
    };
    expect(collected({ serviceCallFeeCollectedAmount: 75 })).toBe(true);
    expect(collected({ serviceCallFeeCollectedAmount: 75, wasServiceCallFeeCollected: false })).toBe(true);
    expect(collected({ serviceCallFeeCollectedAmount: 0 })).toBe(false);
    expect(collected({ serviceCallFeeCollectedAmount: 0 }, { ...open, wasServiceCallFeeCollected: true })).toBe(true);
    expect(collected({ wasServiceCallFeeCollected: true })).toBe(true);
  });
});

describe('the pre-authorised limit refusal', () => {
  const amounts = (price: number): DispatchAmounts => ({
    dispatchParts: [
      {
        partDetails: {
          isProvidedByContractor: false,
          pricePerUnit: price,
          taxPerUnit: 0,
          units: 1,
          costPerHour: 0,
          hoursWorked: 0,
        },
      },
    ],
    discountAmount: 0,
    tax: 0,
    shipping: 0,
    purchaseOrderCost: 0,
    serviceCallFeeCollectedAmount: 0,
    preAuthorizeAmount: 500,
    preAuthorizeAmountOverride: null,
  });

  it('answers in the product’s wording with the limit and the discount that fits, and nothing within the limit', () => {
    expect(preAuthorizationRefusal(amounts(0), amounts(500))).toBeNull();
    expect(preAuthorizationRefusal(amounts(500), amounts(650))).toEqual({
      ok: false,
      code: 'preAuthorizedLimit',
      field: 'discountAmount',
      message:
        'The cost of this dispatch ticket exceeds your pre-authorized amount of $500.00. You must be under your pre-authorized amount in order to add parts. Would you like to change the discount to $150.00 and continue?',
      details: { preAuthorizedAmount: 500, suggestedDiscount: 150 },
    });
  });
});
