/**
 * Chargebacks: the payments the card's bank took back (found by the nightly settlement check), each with its
 * contract, claims and card. The card is not charged automatically until staff decide: charge it again, or keep
 * it stopped so the owner pays another way.
 */
import type { StaffDispute } from '@hw/shared';
import { isApiError } from '#web/lib/api/index.ts';
import { money } from '#web/lib/format.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { showToast } from '#web/ui/index.ts';
import { useDecideDispute, useDisputes } from './api/disputes.ts';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function DisputeItem({ dispute }: { dispute: StaffDispute }) {
  const decide = useDecideDispute();
  const online = useOnline();
  const choose = (decision: 'resumed' | 'cardStopped') =>
    decide.mutate(
      { policyPaymentId: dispute.policyPaymentId, decision },
      {
        onSuccess: () =>
          showToast({
            text:
              decision === 'resumed'
                ? `The card on ${dispute.policyNumber} may be charged again.`
                : `The card on ${dispute.policyNumber} stays stopped.`,
            kind: 'success',
          }),
        onError: (error) =>
          showToast({
            text:
              isApiError(error) && error.status !== 0
                ? error.message
                : 'Could not save the decision. Please try again.',
            kind: 'error',
          }),
      },
    );
  const card = dispute.card ? `${dispute.card.cardType} ending ${dispute.card.lastFour}` : 'a card since removed';
  return (
    <li className="staff-list__item" data-testid="dispute">
      <p>
        <strong>{dispute.policyNumber}</strong> ({dispute.contractStatus}) · {money(dispute.amount)} charged back on{' '}
        {day(dispute.disputedAt)} · {card}
      </p>
      <p className="account-muted">
        {dispute.claims.length === 0
          ? 'No claims on this contract.'
          : `Claims: ${dispute.claims.map((claim) => `${claim.status} (${day(claim.createdAt)})`).join(', ')}`}
      </p>
      {dispute.decision ? (
        <p>
          {dispute.decision === 'resumed'
            ? 'Decided: the card may be charged again.'
            : 'Decided: the card stays stopped.'}
        </p>
      ) : (
        <p>
          <button
            type="button"
            className="ui-link-button"
            disabled={!online || decide.isPending}
            onClick={() => choose('resumed')}
          >
            Charge this card again
          </button>{' '}
          <button
            type="button"
            className="ui-link-button"
            disabled={!online || decide.isPending}
            onClick={() => choose('cardStopped')}
          >
            Keep the card stopped
          </button>
        </p>
      )}
    </li>
  );
}

export function DisputesPanel() {
  const list = useDisputes();
  return (
    <section className="card account-card" aria-labelledby="staff-disputes-title">
      <h2 id="staff-disputes-title">Chargebacks</h2>
      {list.isError && !list.data ? (
        <p role="alert">The chargebacks could not be loaded. Please try again.</p>
      ) : !list.data ? (
        <p className="account-muted">Loading…</p>
      ) : list.data.items.length === 0 ? (
        <p className="account-muted">No payment has been charged back.</p>
      ) : (
        <ul className="staff-list" aria-label="Payments charged back">
          {list.data.items.map((dispute) => (
            <DisputeItem key={dispute.policyPaymentId} dispute={dispute} />
          ))}
        </ul>
      )}
    </section>
  );
}
