/**
 * Invoices of a set of contracts (GET /account/invoices?contractIds=...): past due ones marked and first,
 * each with its details and, when it is owed and `payable`, a Pay button (saved or new card).
 */
import type { AuthUser, Invoice } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { day, money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { useInvoices } from '../api/get-invoices.ts';
import { usePayInvoices } from '../api/pay-invoices.ts';
import { invoiceState, invoiceStateLabel, sortInvoices } from '../invoice-rules.ts';
import { InvoiceDetailsDialog } from './invoice-details-dialog.tsx';
import { PaymentDialog } from './payment-dialog.tsx';

export interface PayTarget {
  invoiceId: string;
  contractId: string;
  policyNumber: string;
  description: string;
  amount: number;
}

/** The invoice payment dialog (POST /account/invoices) for one invoice. */
export function PayInvoiceDialog({
  user,
  target,
  onClose,
}: {
  user: AuthUser;
  target: PayTarget;
  onClose: () => void;
}) {
  const payInvoices = usePayInvoices();
  return (
    <PaymentDialog
      title={m.account_pay_invoice_title()}
      summary={
        <p>
          <RichMessage
            parts={m.account_pay_invoice_summary.parts({
              description: target.description,
              policyNumber: target.policyNumber,
              amount: money(target.amount),
            })}
            markup={{ strong: (children) => <strong>{children}</strong> }}
          />
        </p>
      }
      amount={target.amount}
      email={user.email}
      policyNumber={target.policyNumber}
      pay={(source, idempotencyKey) =>
        payInvoices.mutateAsync({ body: { invoiceIds: [target.invoiceId], ...source }, idempotencyKey })
      }
      onClose={onClose}
    />
  );
}

function InvoiceRow({
  invoice,
  onPay,
  onDetails,
}: {
  invoice: Invoice;
  onPay: (() => void) | undefined;
  onDetails: () => void;
}) {
  const state = invoiceState(invoice);
  return (
    <li className={`account-item account-item--${state}`} data-testid="invoice">
      <div className="account-item__head">
        <h3>
          <span lang="en">{invoice.description}</span> · {money(invoice.amount)}
        </h3>
        <span className={`account-badge account-badge--${state}`}>{invoiceStateLabel(state)}</span>
      </div>
      <p className="account-muted">
        {invoice.paidAt
          ? m.account_invoice_line_paid({
              policyNumber: invoice.policyNumber,
              due: day(invoice.dueDate),
              paid: day(invoice.paidAt),
            })
          : m.account_invoice_line({ policyNumber: invoice.policyNumber, due: day(invoice.dueDate) })}
      </p>
      <div className="account-actions">
        {onPay && (
          <button type="button" className="button button--primary" onClick={onPay}>
            {m.account_pay_amount({ amount: money(invoice.amount) })}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onDetails}>
          {m.account_details()}
        </button>
      </div>
    </li>
  );
}

export function InvoiceList({
  user,
  contractIds,
  payable,
  title,
  empty,
}: {
  user: AuthUser;
  /** Undefined while the contracts are loading. */
  contractIds: readonly string[] | undefined;
  payable: boolean;
  title: string;
  empty: string;
}) {
  const query = useInvoices(contractIds);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const [details, setDetails] = useState<string | null>(null);
  const invoices = sortInvoices(query.data ?? []);
  const headingId = `invoices-${title.replace(/\W/g, '')}`;
  return (
    <section className="card account-card" aria-labelledby={headingId} aria-busy={query.isFetching}>
      <h2 id={headingId}>{title}</h2>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {query.isError && !query.data && <p className="account-muted">{m.account_invoices_load_failure()}</p>}
      {(contractIds?.length === 0 || (query.data && invoices.length === 0)) && <p className="account-muted">{empty}</p>}
      {invoices.length > 0 && (
        <ul className="account-list">
          {invoices.map((invoice) => (
            <InvoiceRow
              key={invoice.invoiceId}
              invoice={invoice}
              onDetails={() => setDetails(invoice.invoiceId)}
              onPay={payable && invoice.status === 'unpaid' ? () => setPaying(invoice) : undefined}
            />
          ))}
        </ul>
      )}
      {paying && <PayInvoiceDialog user={user} target={paying} onClose={() => setPaying(null)} />}
      {details && <InvoiceDetailsDialog invoiceId={details} onClose={() => setDetails(null)} />}
    </section>
  );
}
