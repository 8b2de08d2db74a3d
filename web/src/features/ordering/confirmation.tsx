/** The order confirmation: policy number, plan, amount paid, what happens next, and the way to the account. */
import { messages, type PlanTypeRouteValue } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { brand } from '#web/lib/brand.ts';
import { money } from '#web/lib/format.ts';
import { pageLanguageTag, RichMessage } from '#web/lib/i18n/index.ts';
import { InstallCard } from '#web/lib/install/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { showToast } from '#web/ui/index.ts';
import { requestCreatePassword } from './api/request-create-password.ts';
import type { OrderConfirmation } from './draft.ts';
import { useDraft } from './draft-store.ts';
import './ordering.css';

const startDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(pageLanguageTag(), {
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
        title: m.order_create_password_title(),
        text: m.order_create_password_failed(),
        kind: 'error',
      });
    }
  };
  return (
    <section className="order-confirmation__password" aria-labelledby="create-password-heading">
      <h2 id="create-password-heading">{m.order_create_password_title()}</h2>
      {state === 'sent' ? (
        <p role="status">{m.order_create_password_sent({ email })}</p>
      ) : (
        <>
          <p>{m.order_create_password_text({ email })}</p>
          <button type="button" className="button button--primary" disabled={state === 'sending'} onClick={send}>
            {state === 'sending' ? m.order_sending() : m.order_create_password_title()}
          </button>
        </>
      )}
    </section>
  );
}

/** Whom an agent ordered for: a listing's coverage is the seller's, any other the buyer's. */
const clientOf = (confirmation: OrderConfirmation) => (confirmation.forSeller ? 'seller' : 'buyer');

function NextSteps({ confirmation }: { confirmation: OrderConfirmation }) {
  const escrow = confirmation.paymentType === 'escrow';
  const client = clientOf(confirmation);
  if (confirmation.orderedByAgent)
    return (
      <ul className="order-confirmation__next">
        {escrow ? <li>{m.order_next_agent_escrow({ client })}</li> : <li>{m.order_next_agent_paid({ client })}</li>}
        <li>{m.order_next_agent_emailed({ client, email: confirmation.ownerEmail })}</li>
        <li>{m.order_next_agent_account()}</li>
      </ul>
    );
  return (
    <ul className="order-confirmation__next">
      {escrow ? (
        <li>{m.order_next_escrow()}</li>
      ) : confirmation.paymentType === 'monthly' ? (
        <li>{m.order_next_monthly({ amount: money(confirmation.monthlyTotal, 2) })}</li>
      ) : (
        <li>{m.order_next_paid_full()}</li>
      )}
      {confirmation.awaitingOwnerConfirmation ? (
        <li>{m.order_next_awaiting_owner({ email: confirmation.ownerEmail })}</li>
      ) : (
        <li>{m.order_next_account({ email: confirmation.ownerEmail })}</li>
      )}
      <li>
        <RichMessage
          parts={m.order_next_keep_policy.parts({ phone: brand.phone })}
          markup={{ tel: (children) => <a href={`tel:${brand.phone}`}>{children}</a> }}
        />
      </li>
    </ul>
  );
}

export function OrderConfirmationPage({ planType }: { planType: PlanTypeRouteValue }) {
  usePageTitle(m.order_confirmation_title());
  const confirmation = useDraft((draft) => draft.confirmation);
  if (!confirmation)
    return (
      <section className="page page--narrow order-confirmation">
        <h1>{m.order_confirmation_title()}</h1>
        <p>{m.order_confirmation_none()}</p>
        <Link to="/order/$planType" params={{ planType }} className="button button--primary">
          {m.order_confirmation_start()}
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
          ? m.order_confirmation_agent_lead({ brand: brand.name, client: clientOf(confirmation) })
          : messages.orderComplete.text}
      </p>
      <dl className="order-confirmation__facts">
        <div>
          <dt>{m.order_confirmation_policy_number()}</dt>
          <dd>{confirmation.policyNumber}</dd>
        </div>
        <div>
          <dt>{m.order_step_plan()}</dt>
          <dd>{confirmation.planName}</dd>
        </div>
        <div>
          <dt>{m.order_confirmation_coverage_starts()}</dt>
          <dd>
            {escrow || !confirmation.coverageStartDate
              ? m.order_confirmation_starts_at_close()
              : startDate(confirmation.coverageStartDate)}
          </dd>
        </div>
        <div>
          <dt>{escrow ? m.order_due_at_closing() : m.order_confirmation_amount_paid()}</dt>
          <dd>{money(escrow ? confirmation.total : confirmation.amountPaid, 2)}</dd>
        </div>
        {confirmation.paymentType === 'monthly' && (
          <div>
            <dt>{m.order_confirmation_monthly_payment()}</dt>
            <dd>{money(confirmation.monthlyTotal, 2)}</dd>
          </div>
        )}
      </dl>
      {confirmation.ownerNeedsPassword && <CreatePassword email={confirmation.ownerEmail} />}
      <h2>{m.order_confirmation_next_title()}</h2>
      <NextSteps confirmation={confirmation} />
      <InstallCard why={m.install_card_why_order()} />
      {!confirmation.ownerNeedsPassword && (
        <p>
          <Link to="/account" className="button button--primary button--large">
            {m.order_go_to_account()}
          </Link>
        </p>
      )}
    </section>
  );
}
