/** An invoice's details (GET /account/invoices/{id}/details): what it is for, its contract and the payments on it. */

import { day, moment, money } from '#web/lib/format.ts';
import { Modal } from '#web/ui/index.ts';
import { useInvoiceDetails } from '../api/get-invoice-details.ts';
import { addressLine } from '../format.ts';
import { INVOICE_STATE_LABELS, invoiceState } from '../invoice-rules.ts';

export function InvoiceDetailsDialog({ invoiceId, onClose }: { invoiceId: string; onClose: () => void }) {
  const details = useInvoiceDetails(invoiceId);
  const data = details.data;
  return (
    <Modal open title="Invoice Details" onClose={onClose}>
      {details.isPending && <p className="account-muted">Loading…</p>}
      {details.isError && !data && <p role="alert">The invoice details could not be loaded. Please try again.</p>}
      {data && (
        <>
          <dl className="account-details account-details--compact">
            <div>
              <dt>Invoice</dt>
              <dd>{data.invoice.description}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{money(data.invoice.amount)}</dd>
            </div>
            <div>
              <dt>Due</dt>
              <dd>{day(data.invoice.dueDate)}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                {INVOICE_STATE_LABELS[invoiceState(data.invoice)]}
                {data.invoice.paidAt ? ` on ${day(data.invoice.paidAt)}` : ''}
              </dd>
            </div>
            <div>
              <dt>Contract</dt>
              <dd>
                {data.contract.policyNumber} · {data.contract.planName}
              </dd>
            </div>
            <div>
              <dt>Property</dt>
              <dd>{addressLine(data.contract.address)}</dd>
            </div>
          </dl>
          <h3 className="account-subheading">Payments</h3>
          {data.payments.length === 0 ? (
            <p className="account-muted">No payment has been made on this invoice yet.</p>
          ) : (
            <ul className="account-plain-list">
              {data.payments.map((payment) => (
                <li key={payment.policyPaymentId}>
                  {money(payment.amount)} on {moment(payment.paidAt)}
                  {payment.card ? ` with ${payment.card}` : ''}
                  {payment.refundedAt ? ` · refunded to the card on ${moment(payment.refundedAt)}` : ''}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
