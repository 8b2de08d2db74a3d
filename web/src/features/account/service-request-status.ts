/**
 * A service request's status as people read it, whether it is
 * closed, and whether the homeowner may still cancel it.
 */
import { CANCELLABLE_SERVICE_REQUEST_STATUSES, type SERVICE_CALL_STATUSES } from '@hw/shared';

type ServiceCallStatus = (typeof SERVICE_CALL_STATUSES)[number];

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
  paidCIL: 'Complete (cash in lieu)',
  workComplete: 'Work complete',
};

const CLOSED: ReadonlySet<string> = new Set(['denied', 'cancelled', 'paid', 'completeNoBill', 'paidCIL']);

/** A known status by its label; another one as written, its first letter capitalised. */
export function serviceRequestStatusLabel(status: string): string {
  return LABELS[status as ServiceCallStatus] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

export const isClosedServiceRequest = (request: { status: string; closedAt: string | null }): boolean =>
  Boolean(request.closedAt) || CLOSED.has(request.status);

/** Until the work is complete or the request is closed, the homeowner may cancel it (with a reason). */
export const canCancelServiceRequest = (request: { status: string; closedAt: string | null }): boolean =>
  !request.closedAt && CANCELLABLE_SERVICE_REQUEST_STATUSES.includes(request.status);
