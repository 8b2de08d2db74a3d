/** The order confirmation: policy number, plan, amount paid, what happens next, and the way to the account. */
import { messages, type PlanTypeRouteValue } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { money } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { showToast } from '#web/ui/index.ts';
import { requestCreatePassword } from './api/request-create-password.ts';
import type { OrderConfirmation } from './draft.ts';
import { useDraft } from './draft-store.ts';
import './ordering.css';

const startDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/** The owner's account was made by this order: it gets its password by a link mailed to the owner. */
function CreatePassword({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const send = async () => {
    setState('sending');
    try {
      await requestCreatePassword(email);
      setState('sent');
    } catch {
      setState('idle');
      showToast({
        title: 'Create your password',
        text: 'The e-mail could not be sent. Please try again.',
        kind: 'error',
      });
    }
  };
  return (
    <section className="order-confirmation__password" aria-labelledby="create-password-heading">
      <h2 id="create-password-heading">Create your password</h2>
      {state === 'sent' ? (
        <p role="status">We have e-mailed {email} a link to create your password. It works once, within 30 minutes.</p>
      ) : (
        <>
          <p>
            Your account uses {email}. Create a password to see your contract and request repairs online; the order
            e-mail has a link too.
          </p>
          <button type="button" className="button button--primary" disabled={state === 'sending'} onClick={send}>
            {state === 'sending' ? 'Sending…' : 'Create your password'}
          </button>
        </>
      )}
    </section>
  );
}

function NextSteps({ confirmation }: { confirmation: OrderConfirmation }) {
  const escrow = confirmation.paymentType === 'escrow';
  if (confirmation.orderedByAgent)
    return (
      <ul className="order-confirmation__next">
        {escrow ? (
          <li>
            The plan is invoiced to escrow: the total is due at closing, and your buyer's coverage starts at the close
            of escrow.
          </li>
        ) : (
          <li>The plan is paid; your buyer's coverage starts on the date above.</li>
        )}
        <li>
          We have e-mailed the order to your buyer at {confirmation.ownerEmail}, with a link to create their password
          when they are new to us.
        </li>
        <li>The order is in your account with your other orders.</li>
      </ul>
    );
  return (
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
          An account already uses {confirmation.ownerEmail}. We have e-mailed its owner to confirm this order; it joins
          their account and its coverage can be used once they do. If they say it is not theirs, it is cancelled and the
          payment returned.
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
  );
}

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
  const agent = confirmation.orderedByAgent === true;
  return (
    <section className="page page--narrow order-confirmation">
      <h1>{messages.orderComplete.title}</h1>
      <p className="order-confirmation__lead">
        {agent
          ? `Your buyer's order is placed. Thank you for ordering with ${brand.name}.`
          : messages.orderComplete.text}
      </p>
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
          <dt>Coverage starts</dt>
          <dd>
            {escrow || !confirmation.coverageStartDate
              ? 'Starts at close of escrow'
              : startDate(confirmation.coverageStartDate)}
          </dd>
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
      {confirmation.ownerNeedsPassword && <CreatePassword email={confirmation.ownerEmail} />}
      <h2>What happens next</h2>
      <NextSteps confirmation={confirmation} />
      {!confirmation.ownerNeedsPassword && (
        <p>
          <Link to="/account" className="button button--primary button--large">
            Go to your account
          </Link>
        </p>
      )}
    </section>
  );
}
