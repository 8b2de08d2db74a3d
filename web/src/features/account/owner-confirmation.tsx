/** A plan someone ordered for the user while signed out: it waits until the user says it is theirs. */
import type { ContractSummary } from '@hw/shared';
import { showToast } from '#web/ui/index.ts';
import { useConfirmOwner } from './api/confirm-owner.ts';

export function OwnerConfirmation({ contract }: { contract: ContractSummary }) {
  const confirm = useConfirmOwner();
  const answer = (isMine: boolean) =>
    confirm.mutate(
      { contractId: contract.contractId, isMine },
      {
        onSuccess: (result) => showToast({ text: result.message, kind: 'success' }),
        onError: (error) => showToast({ text: error.message, kind: 'error' }),
      },
    );
  return (
    <section className="account-notice" aria-label="Confirm this order">
      <p>
        Someone ordered this plan for your home with your e-mail address while not signed in. It starts to cover you
        once you confirm it is yours.
      </p>
      <div className="account-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={confirm.isPending}
          onClick={() => answer(true)}
        >
          Yes, it is mine
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={confirm.isPending}
          onClick={() => answer(false)}
        >
          This is not my order
        </button>
      </div>
    </section>
  );
}
