/** How invoices are listed: what is owed first (past due, then by due date), then the paid ones, newest first. */
import type { Invoice } from '@hw/shared';
import { m } from '@hw/shared/i18n';

export type InvoiceState = 'pastDue' | 'unpaid' | 'paid' | 'cancelled';

export function invoiceState(invoice: Pick<Invoice, 'status' | 'isPastDue'>): InvoiceState {
  if (invoice.status === 'unpaid') return invoice.isPastDue ? 'pastDue' : 'unpaid';
  return invoice.status;
}

const INVOICE_STATE_LABELS: Record<InvoiceState, () => string> = {
  pastDue: m.account_invoice_state_past_due,
  unpaid: m.account_invoice_state_due,
  paid: m.account_invoice_state_paid,
  cancelled: m.account_invoice_state_cancelled,
};

/** An invoice's state as its badge says it, in the page's language. */
export const invoiceStateLabel = (state: InvoiceState): string => INVOICE_STATE_LABELS[state]();

const RANK: Record<InvoiceState, number> = { pastDue: 0, unpaid: 1, paid: 2, cancelled: 3 };

const time = (iso: string) => {
  const value = new Date(iso).getTime();
  return Number.isNaN(value) ? 0 : value;
};

export function sortInvoices<T extends Pick<Invoice, 'status' | 'isPastDue' | 'dueDate' | 'invoiceId'>>(
  invoices: readonly T[],
): T[] {
  return [...invoices].sort((a, b) => {
    const rank = RANK[invoiceState(a)] - RANK[invoiceState(b)];
    if (rank !== 0) return rank;
    const owed = invoiceState(a) === 'pastDue' || invoiceState(a) === 'unpaid';
    const byDue = owed ? time(a.dueDate) - time(b.dueDate) : time(b.dueDate) - time(a.dueDate);
    return byDue !== 0 ? byDue : a.invoiceId.localeCompare(b.invoiceId);
  });
}

/** What is still owed on a list of invoices, in dollars (cents added as integers). */
export function amountOwed(invoices: readonly Pick<Invoice, 'status' | 'amount'>[]): number {
  const cents = invoices
    .filter((invoice) => invoice.status === 'unpaid')
    .reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0);
  return cents / 100;
}
