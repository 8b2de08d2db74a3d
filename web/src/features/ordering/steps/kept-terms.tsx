/**
 * An upgrade keeps how its plan is paid and its term: the options and payment steps show them, read-only,
 * where a new order or a renewal chooses them.
 */
import type { OrderPaymentType } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { ReactNode } from 'react';

export const yearsText = (years: number): string => m.order_years({ count: years });

export function KeptTerm({
  label,
  value,
  paymentType,
}: {
  label: string;
  value: ReactNode;
  /** How the upgraded plan is paid, named in the explanation. */
  paymentType: OrderPaymentType;
}) {
  return (
    <div className="order-kept">
      <p className="order-kept__term">
        {label}: <strong>{value}</strong>
      </p>
      <p className="order-kept__why">{m.order_kept_why({ paymentType })}</p>
    </div>
  );
}
