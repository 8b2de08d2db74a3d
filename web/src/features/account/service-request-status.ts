/**
 * A service request's status as people read it. Whether it is closed or may still be cancelled is a shared
 * rule: isClosedServiceRequest and canCancelServiceRequest in @hw/shared.
 */
import { cashInLieuMessages, type ServiceCallStatus } from '@hw/shared';

const LABELS: Record<ServiceCallStatus, string> = {
  open: 'Open',
  sentToContractor: 'Sent to contractor',
  pendingLhwApproval: 'Pending approval',
  approved: 'Approved',
  denied: 'Denied',
  cancelled: 'Cancelled',
  completePendingPayment: 'Complete, pending payment',
  batched: 'Complete, billing',
  invoiced: 'Complete, invoiced',
  paid: 'Complete',
  completeNoBill: 'Complete',
  paidCIL: cashInLieuMessages.settledStatus,
  workComplete: 'Work complete',
};

/** A known status by its label; another one as written, its first letter capitalised. */
export function serviceRequestStatusLabel(status: string): string {
  return LABELS[status as ServiceCallStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
