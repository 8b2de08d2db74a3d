/**
 * The "Decision" card of a claim: once the technician's diagnosis is on the ticket, what the plan covers, what
 * it does not and why, the homeowner's share and the status with its reason; and a cash offer instead of the
 * repair, which the homeowner accepts (after a confirmation that says how and when it is paid) or declines once
 * (online only). Accepted, the claim is settled: the card shows the payment, what the check is, where it goes
 * and the day it is paid by, with the diagnosis folded away.
 */
import { type ClaimDecision, cashInLieuMessages, payDayLabel, type ServiceRequestSummary, toCents } from '@hw/shared';
import { brand } from '#web/lib/brand.ts';
import { money } from '#web/lib/format.ts';
import { confirm, showToast } from '#web/ui/index.ts';
import { useAnswerCashInLieu, useClaimDecision } from '../api/claim-decision.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { serviceRequestWords } from './words.ts';

export const DECISION_STATUS_LABELS: Record<ClaimDecision['status'], string> = {
  pendingLhwApproval: 'Awaiting approval',
  approved: 'Approved',
  denied: 'Denied',
};

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
  const amountCents = toCents(offer.amount);
  async function reply(accept: boolean) {
    if (!online || answer.isPending || !offer) return;
    if (accept) {
      const yes = await confirm({
        title: cashInLieuMessages.acceptQuestion(amountCents),
        content: [
          offer.payment ? cashInLieuMessages.acceptPayment({ amountCents, mailTo: offer.payment.mailTo }) : '',
          cashInLieuMessages.acceptConsequence,
        ]
          .filter(Boolean)
          .join('\n'),
        yesLabel: cashInLieuMessages.acceptLabel(amountCents),
        noLabel: 'Not now',
      });
      if (!yes) return;
    }
    try {
      const decided = await answer.mutateAsync({ serviceRequestId, accept });
      const paid = settledPayment(decided.cashInLieu);
      showToast(
        accept
          ? {
              title: cashInLieuMessages.accepted,
              text: paid?.summary ?? 'You accepted the cash offer.',
              kind: 'success',
            }
          : { text: 'You declined the cash offer.', kind: 'success' },
      );
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? 'Your answer could not be sent. Please try again.', kind: 'error' });
    }
  }
  return (
    <div className="sr-decision__offer" data-testid="cash-in-lieu-offer">
      <p>
        <strong>Cash instead of the repair: {money(offer.amount)}</strong>
      </p>
      <p>{offer.note}</p>
      {offer.answer ? (
        <p className="account-muted">You {offer.answer} this offer.</p>
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
              Accept the cash
            </button>
            <button
              type="button"
              className="button"
              disabled={!online || answer.isPending}
              onClick={() => void reply(false)}
            >
              Decline
            </button>
            {!online && <p className="account-muted sr-offline">{serviceRequestWords.offline}</p>}
          </div>
        </>
      )}
    </div>
  );
}

/** Plain words with the brand's phone number as a link that never breaks across lines. */
function WithPhone({ text }: { text: string }) {
  const [before, ...after] = text.split(brand.phone);
  if (after.length === 0) return <>{text}</>;
  return (
    <>
      {before}
      <a className="sr-phone" href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>
        {brand.phone}
      </a>
      {after.join(brand.phone)}
    </>
  );
}

/** The payment of a claim settled with cash: the amount, how, where to and by when. */
function CashPayment({ offer, payment }: { offer: Offer; payment: { mailTo: string; payBy: string } }) {
  return (
    <>
      <div className="sr-payout" data-testid="cash-in-lieu-payment">
        <p className="sr-payout__amount">{money(offer.amount)}</p>
        <p className="sr-payout__label">Cash instead of the repair</p>
        <dl className="sr-payout__facts">
          <div>
            <dt>How</dt>
            <dd>{cashInLieuMessages.method}</dd>
          </div>
          <div>
            <dt>Mailed to</dt>
            <dd>{payment.mailTo}</dd>
          </div>
          <div>
            <dt>Paid by</dt>
            <dd>
              <strong>{payDayLabel(payment.payBy)}</strong>
              <span className="sr-payout__rule">{cashInLieuMessages.within}</span>
            </dd>
          </div>
        </dl>
      </div>
      <p className="account-muted sr-payout__after">
        <WithPhone text={cashInLieuMessages.settledAfter(brand.phone)} />
      </p>
    </>
  );
}

function DiagnosisLines({ decision }: { decision: ClaimDecision }) {
  return (
    <>
      {decision.covered.length > 0 && (
        <>
          <h5>Covered</h5>
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
          <h5>Not covered</h5>
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

export function DecisionCard({ request, online }: { request: ServiceRequestSummary; online: boolean }) {
  const decision = useClaimDecision(request.serviceRequestId, Boolean(request.workOrderId)).data;
  if (!decision) return null;
  const offer = decision.cashInLieu;
  const payment = settledPayment(offer);
  if (offer && payment) {
    return (
      <section className="sr-decision sr-decision--settled" aria-label="Decision" data-testid="claim-decision">
        <h4>
          Decision: <span data-testid="claim-decision-status">{cashInLieuMessages.settledStatus}</span>
        </h4>
        <p className="visually-hidden">{decision.reason}</p>
        <CashPayment offer={offer} payment={payment} />
        <details className="sr-decision__diagnosis">
          <summary>The diagnosis</summary>
          <DiagnosisLines decision={decision} />
        </details>
      </section>
    );
  }
  return (
    <section className="sr-decision" aria-label="Decision" data-testid="claim-decision">
      <h4>
        Decision: <span data-testid="claim-decision-status">{DECISION_STATUS_LABELS[decision.status]}</span>
      </h4>
      <p>{decision.reason}</p>
      <DiagnosisLines decision={decision} />
      <p>
        <strong>Your share: {money(decision.homeownerShare)}</strong>
      </p>
      <CashOffer serviceRequestId={request.serviceRequestId} decision={decision} online={online} />
    </section>
  );
}
