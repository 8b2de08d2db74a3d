/** An invoice's details (GET /account/invoices/{id}/details): what it is for, its contract and the payments on it. */

import { m } from '@hw/shared/i18n';
import { day, moment, money } from '#web/lib/format.ts';
import { Modal } from '#web/ui/index.ts';
import { useInvoiceDetails } from '../api/get-invoice-details.ts';
import { addressLine } from '../format.ts';
import { invoiceState, invoiceStateLabel } from '../invoice-rules.ts';

/** "$64.99 on Jan 5, 2026, 9:46 AM with Visa ending 1111 · refunded to the card on ...". */
function paymentLine(payment: { amount: number; paidAt: string; card?: string | null; refundedAt?: string | null }) {
  const amount = money(payment.amount);
  const date = moment(payment.paidAt);
  const paid = payment.card
    ? m.account_invoice_payment_with_card({ amount, date, card: payment.card })
    : m.account_invoice_payment({ amount, date });
  return payment.refundedAt
    ? m.account_invoice_payment_refunded({ payment: paid, date: moment(payment.refundedAt) })
    : paid;
}

export function InvoiceDetailsDialog({ invoiceId, onClose }: { invoiceId: string; onClose: () => void }) {
  const details = useInvoiceDetails(invoiceId);
  const data = details.data;
  return (
    <Modal open title={m.account_invoice_details_title()} onClose={onClose}>
      {details.isPending && <p className="account-muted">{m.account_loading()}</p>}
      {details.isError && !data && <p role="alert">{m.account_invoice_details_load_failure()}</p>}
      {data && (
        <>
          <dl className="account-details account-details--compact">
            <div>
              <dt>{m.account_invoice()}</dt>
              <dd>{data.invoice.description}</dd>
            </div>
            <div>
              <dt>{m.account_amount()}</dt>
              <dd>{money(data.invoice.amount)}</dd>
            </div>
            <div>
              <dt>{m.account_due()}</dt>
              <dd>{day(data.invoice.dueDate)}</dd>
            </div>
            <div>
              <dt>{m.account_status()}</dt>
              <dd>
                {data.invoice.paidAt
                  ? m.account_invoice_state_on({
                      state: invoiceStateLabel(invoiceState(data.invoice)),
                      date: day(data.invoice.paidAt),
                    })
                  : invoiceStateLabel(invoiceState(data.invoice))}
              </dd>
            </div>
            <div>
              <dt>{m.account_contract()}</dt>
              <dd>
                {data.contract.policyNumber} · {data.contract.planName}
              </dd>
            </div>
            <div>
              <dt>{m.account_property()}</dt>
              <dd>{addressLine(data.contract.address)}</dd>
            </div>
          </dl>
          <h3 className="account-subheading">{m.account_payments()}</h3>
          {data.payments.length === 0 ? (
            <p className="account-muted">{m.account_invoice_no_payments()}</p>
          ) : (
            <ul className="account-plain-list">
              {data.payments.map((payment) => (
                <li key={payment.policyPaymentId}>{paymentLine(payment)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
