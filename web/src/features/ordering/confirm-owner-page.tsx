/**
 * /confirm-order/{contractId}?token=...: the page of the link mailed to an account's owner when someone placed
 * an order for them while signed out. They keep it (it joins their account) or refuse it (it is cancelled and
 * the payment returned). No sign-in: the link's token is the key.
 */
import { Link } from '@tanstack/react-router';
import { isApiError } from '#web/lib/api/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useConfirmOwner } from './api/confirm-owner.ts';
import './ordering.css';

export function ConfirmOwnerPage({ contractId, token }: { contractId: string; token: string }) {
  usePageTitle('Confirm Your Order');
  const confirm = useConfirmOwner();
  const answer = (isMine: boolean) => confirm.mutate({ contractId, token, isMine });
  if (confirm.isSuccess) {
    return (
      <section className="page page--narrow order-confirmation">
        <h1>Confirm Your Order</h1>
        <p role="status">{confirm.data.message}</p>
        <p>Contract {confirm.data.policyNumber}</p>
        <Link to="/account" className="button button--primary">
          Go to your account
        </Link>
      </section>
    );
  }
  const problem = confirm.isError
    ? isApiError(confirm.error)
      ? confirm.error.message
      : 'Something went wrong. Please try again.'
    : null;
  return (
    <section className="page page--narrow order-confirmation">
      <h1>Confirm Your Order</h1>
      <p>
        A home warranty order was placed for your home with your e-mail address by someone who was not signed in to your
        account. Is it yours?
      </p>
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
          Yes, add it to my account
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={confirm.isPending || !token}
          onClick={() => answer(false)}
        >
          This is not my order
        </button>
      </div>
      <p className="account-muted">If it is not yours, the order is cancelled and any payment is returned.</p>
    </section>
  );
}
