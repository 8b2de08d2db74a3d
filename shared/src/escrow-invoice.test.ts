import { describe, expect, it } from 'vitest';
import {
  chequeProblem,
  escrowInvoiceCancelReason,
  escrowInvoiceMessages,
  escrowInvoiceStatus,
  escrowOfficerMessages,
  escrowOfficerProblems,
} from './escrow-invoice.ts';

describe('escrow invoices', () => {
  it('needs the officer on an escrow order only, and a valid e-mail whenever one is given', () => {
    expect(escrowOfficerProblems('escrow', undefined).map((p) => p.field)).toEqual([
      'escrowOfficer.name',
      'escrowOfficer.company',
      'escrowOfficer.email',
    ]);
    expect(escrowOfficerProblems('escrow', { name: 'Olive', company: '', email: 'x' }).map((p) => p.field)).toEqual([
      'escrowOfficer.company',
      'escrowOfficer.email',
    ]);
    expect(escrowOfficerProblems('escrow', { name: 'Olive', company: 'Title Co', email: 'o@t.example' })).toEqual([]);
    expect(escrowOfficerProblems('full', undefined)).toEqual([]);
    expect(escrowOfficerProblems('full', { email: 'nope' })).toEqual([
      { field: 'escrowOfficer.email', message: escrowOfficerMessages.emailInvalid },
    ]);
  });

  it('is sent, then viewed once its link is opened, then paid; not sent when nobody was named', () => {
    const sentAt = new Date();
    expect(escrowInvoiceStatus({ status: 'unpaid', sentAt, viewedAt: null })).toBe('sent');
    expect(escrowInvoiceStatus({ status: 'unpaid', sentAt, viewedAt: new Date() })).toBe('viewed');
    expect(escrowInvoiceStatus({ status: 'paid', sentAt, viewedAt: null })).toBe('paid');
    expect(escrowInvoiceStatus({ status: 'unpaid', sentAt: null, viewedAt: null })).toBe('notSent');
  });

  it('takes no payment once the invoice, or its contract, was cancelled or the contract has expired', () => {
    expect(escrowInvoiceCancelReason({ status: 'unpaid' }, { status: 'pending' })).toBeNull();
    expect(escrowInvoiceCancelReason({ status: 'unpaid' }, { status: 'active' })).toBeNull();
    expect(escrowInvoiceCancelReason({ status: 'unpaid' }, { status: 'cancelled' })).toBe('contractCancelled');
    expect(escrowInvoiceCancelReason({ status: 'cancelled' }, { status: 'cancelled' })).toBe('contractCancelled');
    expect(escrowInvoiceCancelReason({ status: 'unpaid' }, { status: 'expired' })).toBe('contractExpired');
    expect(escrowInvoiceCancelReason({ status: 'cancelled' }, { status: 'pending' })).toBe('invoiceCancelled');
    // Paid before the contract ended: it stays paid.
    expect(escrowInvoiceCancelReason({ status: 'paid' }, { status: 'cancelled' })).toBeNull();
    expect(escrowInvoiceMessages.cancelledNotCharged('contractCancelled')).toBe(
      'This invoice was cancelled because its contract was cancelled, so it can no longer be paid. Nothing was charged.',
    );
    expect(escrowInvoiceMessages.cancelledWhy('contractExpired', 'HW-1')).toBe(
      'Contract HW-1 has expired, so nothing is due on this invoice and it can no longer be paid.',
    );
  });

  it('takes a cheque for the amount due, received by today', () => {
    expect(chequeProblem({ amountCents: 55000, receivedOn: '2026-01-02' }, 55000, '2026-01-02')).toBeNull();
    expect(chequeProblem({ amountCents: 500, receivedOn: '2026-01-02' }, 55000, '2026-01-02')?.field).toBe('amount');
    expect(chequeProblem({ amountCents: 55000, receivedOn: '2026-01-03' }, 55000, '2026-01-02')?.field).toBe(
      'receivedOn',
    );
  });
});
