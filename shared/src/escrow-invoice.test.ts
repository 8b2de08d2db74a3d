import { describe, expect, it } from 'vitest';
import { chequeProblem, escrowInvoiceMessages, escrowInvoiceStatus, escrowOfficerProblems } from './escrow-invoice.ts';

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
      { field: 'escrowOfficer.email', message: escrowInvoiceMessages.officerEmailInvalid },
    ]);
  });

  it('is sent, then viewed once its link is opened, then paid; not sent when nobody was named', () => {
    const sentAt = new Date();
    expect(escrowInvoiceStatus({ status: 'unpaid', sentAt, viewedAt: null })).toBe('sent');
    expect(escrowInvoiceStatus({ status: 'unpaid', sentAt, viewedAt: new Date() })).toBe('viewed');
    expect(escrowInvoiceStatus({ status: 'paid', sentAt, viewedAt: null })).toBe('paid');
    expect(escrowInvoiceStatus({ status: 'unpaid', sentAt: null, viewedAt: null })).toBe('notSent');
  });

  it('takes a cheque for the amount due, received by today', () => {
    expect(chequeProblem({ amountCents: 55000, receivedOn: '2026-01-02' }, 55000, '2026-01-02')).toBeNull();
    expect(chequeProblem({ amountCents: 500, receivedOn: '2026-01-02' }, 55000, '2026-01-02')?.field).toBe('amount');
    expect(chequeProblem({ amountCents: 55000, receivedOn: '2026-01-03' }, 55000, '2026-01-02')?.field).toBe(
      'receivedOn',
    );
  });
});
