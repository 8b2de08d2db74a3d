/** The audit log of staff actions (admins): newest first, older pages on demand. */
import type { StaffAuditEntry, StaffUserSummary } from '@hw/shared';
import { useAudit } from './api/get-audit.ts';

const name = (user: StaffUserSummary | null) => (user ? `${user.firstName} ${user.lastName}` : null);

export function describeAudit(entry: StaffAuditEntry): string {
  const target = name(entry.targetUser) ?? entry.targetReference ?? entry.target;
  switch (entry.action) {
    case 'impersonationStart':
      return `started viewing as ${target}`;
    case 'impersonationEnd':
      return `stopped viewing as ${target}`;
    case 'featureFlagChange':
      return `turned ${entry.target} ${entry.detail.isEnabled ? 'on' : 'off'}`;
    case 'accountMerge':
      return `merged ${entry.detail.mergedEmail ?? target} (${entry.detail.contractsMoved ?? 0} contracts moved)`;
    case 'savedCardUse':
      return `used a saved card of ${target} (${entry.detail.reason ?? 'no reason given'})`;
    case 'partnerApproval':
      return `approved the partner ${entry.detail.partnerName ?? entry.target}`;
    case 'globalNoticePublish':
      return `published the ${entry.detail.noticeKind ?? ''} notice “${entry.detail.noticeText ?? entry.target}”`;
    case 'globalNoticeRetire':
      return `retired the notice “${entry.detail.noticeText ?? entry.target}”`;
    case 'jobRun': {
      const by =
        entry.detail.trigger === 'schedule'
          ? ' on its schedule'
          : entry.detail.trigger === 'command'
            ? ' from the command line'
            : '';
      const outcome = entry.detail.error ? `failed: ${entry.detail.error}` : `${entry.detail.changed ?? 0} changed`;
      return `ran the job ${entry.target}${by} (${outcome})`;
    }
    case 'dataRequestMade':
      return `received a privacy request (${entry.detail.requestType ?? ''}, ${entry.target})`;
    case 'dataExportDownload':
      return `downloaded the data of ${target}`;
    case 'accountErasure':
      return `erased the account ${target}${entry.detail.requestedBy === 'staff' ? ' for a privacy request' : ''}`;
    case 'dataRequestComplete':
      return `completed the privacy request ${entry.target} (${entry.detail.outcome ?? ''})`;
    case 'chequeRecorded':
      return `recorded cheque ${entry.detail.chequeNumber ?? ''} of $${(entry.detail.amount ?? 0).toFixed(2)} received ${entry.detail.receivedOn ?? ''} for the invoice of ${target}`;
    case 'cashInLieuOffer':
      return `offered $${(entry.detail.amount ?? 0).toFixed(2)} cash in lieu on claim ${target} (${entry.detail.note ?? ''})`;
    case 'booksCheckFinding':
    case 'settlementFinding':
      return `${entry.action === 'settlementFinding' ? 'the settlement check' : 'the check of the books'} found: ${entry.detail.note ?? entry.detail.finding ?? entry.target}`;
    case 'paymentDisputed':
      return `the card's bank took back a payment on ${entry.target}: ${entry.detail.note ?? 'chargeback'}`;
    case 'disputeDecision':
      return `decided the dispute of payment ${entry.target}${entry.targetReference ? ` on ${entry.targetReference}` : ''}: ${entry.detail.finding === 'resumed' ? 'the card may be charged again' : 'the card stays stopped'}`;
    case 'authorizationDecision': {
      const asked = `$${(entry.detail.requestedAmount ?? 0).toFixed(2)}`;
      const claim = entry.targetReference ?? `work order ${entry.detail.workOrderId ?? entry.target}`;
      return entry.detail.approved
        ? `approved ${entry.detail.approvedAmount !== undefined ? `$${entry.detail.approvedAmount.toFixed(2)} of the ` : 'the '}${asked} asked for on ${claim}`
        : `declined the ${asked} asked for on ${claim}`;
    }
    default:
      // An action this screen does not know yet: its name in words rather than in code ("someNewAction").
      return String(entry.action as string)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase();
  }
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditLogPanel() {
  const audit = useAudit();
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card account-card" aria-labelledby="staff-audit-title">
      <h2 id="staff-audit-title">Audit Log</h2>
      {audit.isError && !audit.data ? <p role="alert">The audit log could not be loaded.</p> : null}
      {audit.isPending ? <p className="account-muted">Loading…</p> : null}
      {audit.data && entries.length === 0 ? <p className="account-muted">No staff actions yet.</p> : null}
      {entries.length > 0 ? (
        <ol className="staff-list" aria-label="Staff actions, newest first">
          {entries.map((entry) => (
            <li key={entry.auditId} className="staff-list__item" data-testid="audit-entry">
              <time dateTime={entry.at} className="account-muted">
                {when(entry.at)}
              </time>
              <div className="staff-wrap">
                <strong>{name(entry.actor) ?? 'The system'}</strong> {describeAudit(entry)}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {audit.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          Older
        </button>
      ) : null}
    </section>
  );
}
