/**
 * Partners agents added while ordering, waiting for approval: until staff approve one, only the agent who added
 * it finds it. Oldest first, each with who added it and an Approve button.
 */
import { useOnline } from '#web/lib/use-online.ts';
import { showToast } from '#web/ui/index.ts';
import { useApprovePartner, usePendingPartners } from './api/pending-partners.ts';

export function PendingPartnersPanel() {
  const pending = usePendingPartners();
  const approve = useApprovePartner();
  const online = useOnline();
  const partners = pending.data?.partners ?? [];

  const approveOne = (partnerId: string, name: string) =>
    approve.mutate(partnerId, {
      onSuccess: () => showToast({ text: `${name} is approved: everyone can find them now.`, kind: 'success' }),
      onError: () => showToast({ text: `Could not approve ${name}. Please try again.`, kind: 'error' }),
    });

  return (
    <section className="card account-card" aria-labelledby="staff-partners-title">
      <h2 id="staff-partners-title">Partners Waiting for Approval</h2>
      {pending.isError && !pending.data ? (
        <p role="alert">The partners waiting for approval could not be loaded. Please try again.</p>
      ) : !pending.data ? (
        <p className="account-muted">Loading…</p>
      ) : partners.length === 0 ? (
        <p className="account-muted">No partner is waiting for approval.</p>
      ) : (
        <ul className="staff-list" aria-label="Partners waiting for approval">
          {partners.map((partner) => (
            <li key={partner.partnerId} className="staff-list__item" data-testid="pending-partner">
              <p>
                <strong>{partner.name}</strong> ({partner.role}){partner.company ? `, ${partner.company}` : ''}
                {partner.email ? ` · ${partner.email}` : ''}
              </p>
              <p className="account-muted">
                Added by{' '}
                {partner.createdBy ? `${partner.createdBy.firstName} ${partner.createdBy.lastName}` : 'unknown'} on{' '}
                {new Date(partner.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </p>
              <button
                type="button"
                className="button button--ghost"
                disabled={!online || (approve.isPending && approve.variables === partner.partnerId)}
                onClick={() => approveOne(partner.partnerId, partner.name)}
              >
                Approve {partner.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending.data?.hasMore ? <p className="account-muted">More partners are waiting: approve these first.</p> : null}
    </section>
  );
}
