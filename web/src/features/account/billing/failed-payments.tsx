/** Automatic charges that failed (GET /account/payment/failed), above the invoices, each with a Pay button. */
import type { AuthUser } from '@hw/shared';
import { useState } from 'react';
import { day, money } from '#web/lib/format.ts';
import { useFailedPayments } from '../api/get-failed-payments.ts';
import { PayInvoiceDialog, type PayTarget } from './invoice-list.tsx';

export function FailedPayments({ user }: { user: AuthUser }) {
  const query = useFailedPayments();
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const failed = query.data ?? [];
  if (failed.length === 0) return null;
  return (
    <section className="card account-card account-card--alert" aria-labelledby="failed-payments-title">
      <h2 id="failed-payments-title">Failed Payments</h2>
      <p>
        We could not charge your card for {failed.length === 1 ? 'this payment' : 'these payments'}. Please pay now with
        a saved card or a new one.
      </p>
      <ul className="account-list">
        {failed.map((payment) => (
          <li key={payment.invoiceId} className="account-item account-item--pastDue" data-testid="failed-payment">
            <div className="account-item__head">
              <h3>
                Contract {payment.policyNumber} · {money(payment.amount)}
              </h3>
              <span className="account-badge account-badge--pastDue">Failed</span>
            </div>
            <p className="account-muted">
              Due {day(payment.dueDate)} · charge failed {day(payment.failedAt)}
            </p>
            <p>{payment.reason}</p>
            <div className="account-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() =>
                  setPaying({
                    invoiceId: payment.invoiceId,
                    contractId: payment.contractId,
                    policyNumber: payment.policyNumber,
                    description: 'Failed payment',
                    amount: payment.amount,
                  })
                }
              >
                Pay {money(payment.amount)}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {paying && <PayInvoiceDialog user={user} target={paying} onClose={() => setPaying(null)} />}
    </section>
  );
}
