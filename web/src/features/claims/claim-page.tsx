/**
 * /claim signed in: "Submit a Home Warranty Claim", with the service request dialog
 * open. Closed, the page offers to start again or to go to the account.
 */
import type { AuthUser } from '@hw/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePageTitle } from '#web/lib/page-title.ts';
import { ServiceRequestDialog } from './dialog/service-request-dialog.tsx';
import { QueuedServiceRequests } from './offline/queued-service-requests.tsx';

export const CLAIM_PAGE_TITLE = 'Submit a Home Warranty Claim';

export function ClaimPage({ user }: { user: AuthUser }) {
  usePageTitle(CLAIM_PAGE_TITLE);
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [round, setRound] = useState(0);
  return (
    <section className="page page--narrow claim-page">
      <h1>{CLAIM_PAGE_TITLE}</h1>
      <p>Tell us what needs repair: a few questions about the problem, how to reach you, and the service call fee.</p>
      <div className="claim-actions claim-actions--start">
        <button
          type="button"
          className="button button--accent"
          onClick={() => {
            setRound((n) => n + 1);
            setOpen(true);
          }}
        >
          Start a Service Request
        </button>
        <Link to="/account" className="button button--ghost">
          Go to My Account
        </Link>
      </div>
      <QueuedServiceRequests />
      {open && (
        <ServiceRequestDialog
          key={round}
          user={user}
          onClose={() => setOpen(false)}
          onViewHistory={() => void navigate({ to: '/account', hash: 'serviceRequestHistory' })}
        />
      )}
    </section>
  );
}
