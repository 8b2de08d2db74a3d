/**
 * The "Decision" card of a claim: once the technician's diagnosis is on the ticket, what the plan covers, what
 * it does not and why, the homeowner's share and the status with its reason; and a cash offer instead of the
 * repair, which the homeowner accepts or declines once (online only).
 */
import type { ClaimDecision, ServiceRequestSummary } from '@hw/shared';
import { money } from '#web/lib/format.ts';
import { showToast } from '#web/ui/index.ts';
import { useAnswerCashInLieu, useClaimDecision } from '../api/claim-decision.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { serviceRequestWords } from './words.ts';

export const DECISION_STATUS_LABELS: Record<ClaimDecision['status'], string> = {
  pendingLhwApproval: 'Awaiting approval',
  approved: 'Approved',
  denied: 'Denied',
};

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
  async function reply(accept: boolean) {
    if (!online || answer.isPending) return;
    try {
      await answer.mutateAsync({ serviceRequestId, accept });
      showToast({ text: accept ? 'You accepted the cash offer.' : 'You declined the cash offer.', kind: 'success' });
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
      )}
    </div>
  );
}

export function DecisionCard({ request, online }: { request: ServiceRequestSummary; online: boolean }) {
  const decision = useClaimDecision(request.serviceRequestId, Boolean(request.workOrderId)).data;
  if (!decision) return null;
  return (
    <section className="sr-decision" aria-label="Decision" data-testid="claim-decision">
      <h4>
        Decision: <span data-testid="claim-decision-status">{DECISION_STATUS_LABELS[decision.status]}</span>
      </h4>
      <p>{decision.reason}</p>
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
      <p>
        <strong>Your share: {money(decision.homeownerShare)}</strong>
      </p>
      <CashOffer serviceRequestId={request.serviceRequestId} decision={decision} online={online} />
    </section>
  );
}
