/** Automatic charges that failed (GET /account/payment/failed), above the invoices, each with a Pay button. */
import type { AuthUser } from '@hw/shared';
import { m } from '@hw/shared/i18n';
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
      <h2 id="failed-payments-title">{m.account_failed_payments_title()}</h2>
      <p>{m.account_failed_payments_text({ count: failed.length })}</p>
      <ul className="account-list">
        {failed.map((payment) => (
          <li key={payment.invoiceId} className="account-item account-item--pastDue" data-testid="failed-payment">
            <div className="account-item__head">
              <h3>
                {m.account_failed_payment_heading({
                  policyNumber: payment.policyNumber,
                  amount: money(payment.amount),
                })}
              </h3>
              <span className="account-badge account-badge--pastDue">{m.account_failed_payment_badge()}</span>
            </div>
            <p className="account-muted">
              {m.account_failed_payment_dates({ due: day(payment.dueDate), failed: day(payment.failedAt) })}
            </p>
            <p lang="en">{payment.reason}</p>
            <div className="account-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() =>
                  setPaying({
                    invoiceId: payment.invoiceId,
                    contractId: payment.contractId,
                    policyNumber: payment.policyNumber,
                    description: m.account_failed_payment_description(),
                    amount: payment.amount,
                  })
                }
              >
                {m.account_pay_amount({ amount: money(payment.amount) })}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {paying && <PayInvoiceDialog user={user} target={paying} onClose={() => setPaying(null)} />}
    </section>
  );
}
