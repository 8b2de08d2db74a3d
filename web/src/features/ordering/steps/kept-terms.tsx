/**
 * An upgrade keeps how its plan is paid and its term: the options and payment steps show them, read-only,
 * where a new order or a renewal chooses them.
 */
import type { OrderPaymentType } from '@hw/shared';
import type { ReactNode } from 'react';

const PAID: Record<OrderPaymentType, string> = { monthly: 'monthly', full: 'in full', escrow: 'at closing' };

export const yearsText = (years: number): string => (years === 1 ? '1 year' : `${years} years`);

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
      <p className="order-kept__why">An upgrade keeps how this plan is paid ({PAID[paymentType]}) and its term.</p>
    </div>
  );
}
