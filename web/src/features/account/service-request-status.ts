/**
 * A service request's status as people read it, in the page's language. Whether it is closed or may still be
 * cancelled is a shared rule: isClosedServiceRequest and canCancelServiceRequest in @hw/shared.
 */
import type { ServiceCallStatus } from '@hw/shared';
import { m } from '@hw/shared/i18n';

const LABELS: Record<ServiceCallStatus, () => string> = {
  open: m.account_sr_status_open,
  sentToContractor: m.account_sr_status_sent_to_contractor,
  pendingLhwApproval: m.account_sr_status_pending_approval,
  approved: m.account_sr_status_approved,
  denied: m.account_sr_status_denied,
  cancelled: m.account_sr_status_cancelled,
  completePendingPayment: m.account_sr_status_complete_pending_payment,
  batched: m.account_sr_status_complete_billing,
  invoiced: m.account_sr_status_complete_invoiced,
  paid: m.account_sr_status_complete,
  completeNoBill: m.account_sr_status_complete,
  // cashInLieuMessages.settledStatus in @hw/shared.
  paidCIL: m.account_sr_settled_with_cash,
  workComplete: m.account_sr_status_work_complete,
};

/** A known status by its label; another one as written, its first letter capitalised. */
export function serviceRequestStatusLabel(status: string): string {
  return LABELS[status as ServiceCallStatus]?.() ?? status.charAt(0).toUpperCase() + status.slice(1);
}
