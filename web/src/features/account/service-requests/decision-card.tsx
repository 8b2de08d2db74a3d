/**
 * The "Decision" card of a claim: once the technician's diagnosis is on the ticket, what the plan covers, what
 * it does not and why, the homeowner's share and the status with its reason; and a cash offer instead of the
 * repair, which the homeowner accepts (after a confirmation that says how and when it is paid) or declines once
 * (online only). Accepted, the claim is settled: the card shows the payment, what the check is, where it goes
 * and the day it is paid by, with the diagnosis folded away.
 */
import { CASH_IN_LIEU_PAYMENT, type ClaimDecision, type ServiceRequestSummary } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { ReactNode } from 'react';
import { brand } from '#web/lib/brand.ts';
import { day, money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { confirm, showToast } from '#web/ui/index.ts';
import { useAnswerCashInLieu, useClaimDecision } from '../api/claim-decision.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { serviceRequestWords } from './words.ts';

export const DECISION_STATUS_LABELS: Record<ClaimDecision['status'], () => string> = {
  pendingLhwApproval: m.account_sr_decision_awaiting_approval,
  approved: m.account_sr_decision_approved,
  denied: m.account_sr_decision_denied,
};

/** The business days a cash payment is mailed within (CASH_IN_LIEU_PAYMENT). */
const days = CASH_IN_LIEU_PAYMENT.businessDays;

type Offer = NonNullable<ClaimDecision['cashInLieu']>;

/** Settled with cash: the offer was accepted and its payment has a day. */
const settledPayment = (offer: Offer | null) =>
  offer?.answer === 'accepted' && offer.settled && offer.payment?.payBy
    ? { ...offer.payment, payBy: offer.payment.payBy }
    : null;

function CashOffer({
  serviceRequestId,
  decision,
  online,
}: {
  serviceRequestId: string;
  decision: ClaimDecision;
  online: boolean;
}) {
  const answer = useAnswerCashInLieu();
  const offer = decision.cashInLieu;
  if (!offer) return null;
  const amount = money(offer.amount);
  async function reply(accept: boolean) {
    if (!online || answer.isPending || !offer) return;
    if (accept) {
      // The words of cashInLieuMessages (@hw/shared), in the page's language.
      const yes = await confirm({
        title: m.account_sr_cash_accept_question({ amount }),
        content: [
          offer.payment ? m.account_sr_cash_accept_payment({ amount, mailTo: offer.payment.mailTo, days }) : '',
          m.account_sr_cash_accept_consequence(),
        ]
          .filter(Boolean)
          .join('\n'),
        yesLabel: m.account_sr_cash_accept_label({ amount }),
        noLabel: m.account_not_now(),
      });
      if (!yes) return;
    }
    try {
      const decided = await answer.mutateAsync({ serviceRequestId, accept });
      const paid = settledPayment(decided.cashInLieu);
      showToast(
        accept
          ? {
              title: m.account_sr_cash_accepted_title(),
              text: paid?.summary ?? m.account_sr_cash_accepted(),
              kind: 'success',
            }
          : { text: m.account_sr_cash_declined(), kind: 'success' },
      );
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? m.account_sr_cash_answer_failure(), kind: 'error' });
    }
  }
  return (
    <div className="sr-decision__offer" data-testid="cash-in-lieu-offer">
      <p>
        <strong>{m.account_sr_cash_offer({ amount })}</strong>
      </p>
      <p>{offer.note}</p>
      {offer.answer ? (
        <p className="account-muted">
          {offer.answer === 'accepted' ? m.account_sr_cash_offer_accepted() : m.account_sr_cash_offer_declined()}
        </p>
      ) : (
        <>
          {offer.payment && <p className="account-muted">{offer.payment.summary}</p>}
          <div className="sr-decision__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!online || answer.isPending}
              onClick={() => void reply(true)}
            >
              {m.account_sr_cash_accept()}
            </button>
            <button
              type="button"
              className="button"
              disabled={!online || answer.isPending}
              onClick={() => void reply(false)}
            >
              {m.account_sr_cash_decline()}
            </button>
            {!online && <p className="account-muted sr-offline">{serviceRequestWords.offline}</p>}
          </div>
        </>
      )}
    </div>
  );
}

/** The brand's phone number as a link that never breaks across lines. */
const phoneLink = (children: ReactNode) => (
  <a className="sr-phone" href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>
    {children}
  </a>
);

/** The payment of a claim settled with cash: the amount, how, where to and by when. */
function CashPayment({ offer, payment }: { offer: Offer; payment: { mailTo: string; payBy: string } }) {
  return (
    <>
      <div className="sr-payout" data-testid="cash-in-lieu-payment">
        <p className="sr-payout__amount">{money(offer.amount)}</p>
        <p className="sr-payout__label">{m.account_sr_cash_label()}</p>
        <dl className="sr-payout__facts">
          <div>
            <dt>{m.account_sr_cash_how()}</dt>
            <dd>{m.account_sr_cash_method()}</dd>
          </div>
          <div>
            <dt>{m.account_sr_cash_mailed_to()}</dt>
            <dd>{payment.mailTo}</dd>
          </div>
          <div>
            <dt>{m.account_sr_cash_paid_by()}</dt>
            <dd>
              <strong>{day(payment.payBy)}</strong>
              <span className="sr-payout__rule">{m.account_sr_cash_within({ days })}</span>
            </dd>
          </div>
        </dl>
      </div>
      <p className="account-muted sr-payout__after">
        <RichMessage
          parts={m.account_sr_cash_settled_after.parts({ phone: brand.phone })}
          markup={{ tel: phoneLink }}
        />
      </p>
    </>
  );
}

function DiagnosisLines({ decision }: { decision: ClaimDecision }) {
  return (
    <>
      {decision.covered.length > 0 && (
        <>
          <h5>{m.account_sr_covered()}</h5>
          <ul className="sr-decision__lines">
            {decision.covered.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a decision's lines keep the diagnosis's order.
              <li key={index}>
                <span>{line.description}</span> <span>{money(line.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {decision.notCovered.length > 0 && (
        <>
          <h5>{m.account_sr_not_covered()}</h5>
          <ul className="sr-decision__lines">
            {decision.notCovered.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a decision's lines keep the diagnosis's order.
              <li key={index}>
                <span>{line.description}</span> <span>{money(line.amount)}</span>
                <span className="account-muted sr-decision__why">{line.why}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** "Decision: Denied", the status marked for the tests and the screen's readers. */
function DecisionHeading({ status }: { status: string }) {
  return (
    <RichMessage
      parts={m.account_sr_decision_heading.parts({ status })}
      markup={{ status: (children) => <span data-testid="claim-decision-status">{children}</span> }}
    />
  );
}

export function DecisionCard({ request, online }: { request: ServiceRequestSummary; online: boolean }) {
  const decision = useClaimDecision(request.serviceRequestId, Boolean(request.workOrderId)).data;
  if (!decision) return null;
  const offer = decision.cashInLieu;
  const payment = settledPayment(offer);
  if (offer && payment) {
    return (
      <section
        className="sr-decision sr-decision--settled"
        aria-label={m.account_sr_decision()}
        data-testid="claim-decision"
      >
        <h4>
          <DecisionHeading status={m.account_sr_settled_with_cash()} />
        </h4>
        <p className="visually-hidden">{decision.reason}</p>
        <CashPayment offer={offer} payment={payment} />
        <details className="sr-decision__diagnosis">
          <summary>{m.account_sr_diagnosis()}</summary>
          <DiagnosisLines decision={decision} />
        </details>
      </section>
    );
  }
  return (
    <section className="sr-decision" aria-label={m.account_sr_decision()} data-testid="claim-decision">
      <h4>
        <DecisionHeading status={DECISION_STATUS_LABELS[decision.status]()} />
      </h4>
      <p>{decision.reason}</p>
      <DiagnosisLines decision={decision} />
      <p>
        <strong>{m.account_sr_your_share({ amount: money(decision.homeownerShare) })}</strong>
      </p>
      <CashOffer serviceRequestId={request.serviceRequestId} decision={decision} online={online} />
    </section>
  );
}
