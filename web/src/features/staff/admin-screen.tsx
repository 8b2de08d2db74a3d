/**
 * The admin section: users to view as, feature flags, partners to approve, cash-in-lieu offers, chargebacks, the
 * audit log.
 */
import { AuditLogPanel } from './audit-log-panel.tsx';
import { CashInLieuPanel } from './cash-in-lieu-panel.tsx';
import { DataRequestsPanel } from './data-requests-panel.tsx';
import { DisputesPanel } from './disputes-panel.tsx';
import { FeatureFlagsPanel } from './feature-flags-panel.tsx';
import { GlobalNoticesPanel } from './global-notices-panel.tsx';
import { PendingPartnersPanel } from './pending-partners-panel.tsx';
import { UserSearchPanel } from './user-search-panel.tsx';
import './staff.css';

export function AdminScreen() {
  return (
    <div className="staff">
      <UserSearchPanel />
      <FeatureFlagsPanel />
      <GlobalNoticesPanel />
      <PendingPartnersPanel />
      <CashInLieuPanel />
      <DisputesPanel />
      <DataRequestsPanel />
      <AuditLogPanel />
    </div>
  );
}
