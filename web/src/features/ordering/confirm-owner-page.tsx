/**
 * /confirm-order/{contractId}?token=...: the page of the link mailed to an account's owner when someone placed
 * an order for them while signed out. They keep it (it joins their account) or refuse it (it is cancelled and
 * the payment returned). No sign-in: the link's token is the key.
 */
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import { isApiError } from '#web/lib/api/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useConfirmOwner } from './api/confirm-owner.ts';
import './ordering.css';

export function ConfirmOwnerPage({ contractId, token }: { contractId: string; token: string }) {
  usePageTitle(m.order_confirm_owner_title());
  const confirm = useConfirmOwner();
  const answer = (isMine: boolean) => confirm.mutate({ contractId, token, isMine });
  if (confirm.isSuccess) {
    return (
      <section className="page page--narrow order-confirmation">
        <h1>{m.order_confirm_owner_title()}</h1>
        <p role="status">{confirm.data.message}</p>
        <p>{m.order_confirm_owner_contract({ policyNumber: confirm.data.policyNumber })}</p>
        <Link to="/account" className="button button--primary">
          {m.order_go_to_account()}
        </Link>
      </section>
    );
  }
  const problem = confirm.isError
    ? isApiError(confirm.error)
      ? confirm.error.message
      : m.order_something_wrong()
    : null;
  return (
    <section className="page page--narrow order-confirmation">
      <h1>{m.order_confirm_owner_title()}</h1>
      <p>{m.order_confirm_owner_question()}</p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="account-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={confirm.isPending || !token}
          onClick={() => answer(true)}
        >
          {m.order_confirm_owner_yes()}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={confirm.isPending || !token}
          onClick={() => answer(false)}
        >
          {m.order_confirm_owner_no()}
        </button>
      </div>
      <p className="account-muted">{m.order_confirm_owner_note()}</p>
    </section>
  );
}
