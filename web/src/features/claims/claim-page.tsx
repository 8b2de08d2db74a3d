/**
 * /claim signed in: "Submit a Home Warranty Claim", with the service request dialog
 * open. Closed, the page offers to start again or to go to the account.
 */
import type { AuthUser } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePageTitle } from '#web/lib/page-title.ts';
import { ServiceRequestDialog } from './dialog/service-request-dialog.tsx';
import { QueuedServiceRequests } from './offline/queued-service-requests.tsx';

export function ClaimPage({ user }: { user: AuthUser }) {
  usePageTitle(m.claim_page_title());
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [round, setRound] = useState(0);
  return (
    <section className="page page--narrow claim-page">
      <h1>{m.claim_page_title()}</h1>
      <p>{m.claim_page_intro()}</p>
      <div className="claim-actions claim-actions--start">
        <button
          type="button"
          className="button button--accent"
          onClick={() => {
            setRound((n) => n + 1);
            setOpen(true);
          }}
        >
          {m.claim_page_start()}
        </button>
        <Link to="/account" className="button button--ghost">
          {m.claim_page_go_to_account()}
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
