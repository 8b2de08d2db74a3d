import type { Invoice } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { amountOwed, invoiceState, sortInvoices } from './invoice-rules.ts';

const invoice = (invoiceId: string, fields: Partial<Invoice>): Invoice => ({
  invoiceId,
  contractId: 'c',
  policyNumber: 'HW-1',
  description: 'Monthly payment',
  amount: 64.99,
  dueDate: '2026-01-01T00:00:00.000Z',
  status: 'unpaid',
  paidAt: null,
  isPastDue: false,
  ...fields,
});

describe('invoice rules', () => {
  it('names the state of an invoice', () => {
    expect(invoiceState({ status: 'unpaid', isPastDue: true })).toBe('pastDue');
    expect(invoiceState({ status: 'unpaid', isPastDue: false })).toBe('unpaid');
    expect(invoiceState({ status: 'paid', isPastDue: false })).toBe('paid');
    expect(invoiceState({ status: 'cancelled', isPastDue: true })).toBe('cancelled');
  });

  it('lists past due first, then what is due soonest, then paid ones newest first', () => {
    const list = [
      invoice('paid-old', { status: 'paid', dueDate: '2025-10-01T00:00:00.000Z' }),
      invoice('due-later', { dueDate: '2026-03-01T00:00:00.000Z' }),
      invoice('cancelled', { status: 'cancelled' }),
      invoice('past-due', { isPastDue: true, dueDate: '2025-12-01T00:00:00.000Z' }),
      invoice('paid-new', { status: 'paid', dueDate: '2025-11-01T00:00:00.000Z' }),
      invoice('due-soon', { dueDate: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(sortInvoices(list).map((item) => item.invoiceId)).toEqual([
      'past-due',
      'due-soon',
      'due-later',
      'paid-new',
      'paid-old',
      'cancelled',
    ]);
  });

  it('adds what is owed in cents', () => {
    expect(
      amountOwed([
        invoice('a', { amount: 0.1 }),
        invoice('b', { amount: 0.2 }),
        invoice('c', { amount: 5, status: 'paid' }),
      ]),
    ).toBe(0.3);
    expect(amountOwed([])).toBe(0);
  });
});
