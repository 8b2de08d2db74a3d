/** A plan someone ordered for the user while signed out: it waits until the user says it is theirs. */
import type { ContractSummary } from '@hw/shared';
import { m } from '@hw/shared/i18n';
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
    <section className="account-notice" aria-label={m.account_owner_confirm_label()}>
      <p>{m.account_owner_confirm_text()}</p>
      <div className="account-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={confirm.isPending}
          onClick={() => answer(true)}
        >
          {m.account_owner_confirm_yes()}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={confirm.isPending}
          onClick={() => answer(false)}
        >
          {m.account_owner_confirm_no()}
        </button>
      </div>
    </section>
  );
}
