/** The order confirmation: policy number, plan, amount paid, what happens next, and the way to the account. */
import { messages, type PlanTypeRouteValue } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { brand } from '#web/lib/brand.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useDraft } from './draft-store.ts';
import { money } from './format.ts';
import './ordering.css';

export function OrderConfirmationPage({ planType }: { planType: PlanTypeRouteValue }) {
  usePageTitle('Order Confirmation');
  const confirmation = useDraft((draft) => draft.confirmation);
  if (!confirmation)
    return (
      <section className="page page--narrow order-confirmation">
        <h1>Order Confirmation</h1>
        <p>There is no recent order to show in this browser tab.</p>
        <Link to="/order/$planType" params={{ planType }} className="button button--primary">
          Start an order
        </Link>
      </section>
    );
  const escrow = confirmation.paymentType === 'escrow';
  return (
    <section className="page page--narrow order-confirmation">
      <h1>{messages.orderComplete.title}</h1>
      <p className="order-confirmation__lead">{messages.orderComplete.text}</p>
      <dl className="order-confirmation__facts">
        <div>
          <dt>Policy number</dt>
          <dd>{confirmation.policyNumber}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{confirmation.planName}</dd>
        </div>
        <div>
          <dt>{escrow ? 'Due at closing' : 'Amount paid'}</dt>
          <dd>{money(escrow ? confirmation.total : confirmation.amountPaid, 2)}</dd>
        </div>
        {confirmation.paymentType === 'monthly' && (
          <div>
            <dt>Monthly payment</dt>
            <dd>{money(confirmation.monthlyTotal, 2)}</dd>
          </div>
        )}
      </dl>
      <h2>What happens next</h2>
      <ul className="order-confirmation__next">
        {escrow ? (
          <li>The plan is invoiced to escrow and paid at closing; coverage starts at the close of escrow.</li>
        ) : confirmation.paymentType === 'monthly' ? (
          <li>
            Your card is charged {money(confirmation.monthlyTotal, 2)} each month; the first payment was taken today.
          </li>
        ) : (
          <li>Your plan is paid in full for its whole term.</li>
        )}
        {confirmation.awaitingOwnerConfirmation ? (
          <li>
            An account already uses {confirmation.ownerEmail}. We have e-mailed its owner to confirm this order; it
            joins their account and its coverage can be used once they do. If they say it is not theirs, it is cancelled
            and the payment returned.
          </li>
        ) : (
          <li>
            Your contract and coverage details are in your account, under the e-mail address {confirmation.ownerEmail}.
          </li>
        )}
        <li>
          Keep your policy number: you need it to request a repair. Questions? Call us at{' '}
          <a href={`tel:${brand.phone}`}>{brand.phone}</a>.
        </li>
      </ul>
      <p>
        <Link to="/account" className="button button--primary button--large">
          Go to your account
        </Link>
      </p>
    </section>
  );
}
