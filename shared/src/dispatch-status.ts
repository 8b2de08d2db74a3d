/**
 * Dispatch ticket statuses as a contractor sees them: which service-call
 * statuses each list filter holds, which tickets a contractor may still change, which work-status moves
 * are theirs to make, and the service-call fee flag. Pure rules; the API enforces them.
 */
import {
  type ContractorStatusFilter,
  type DISPATCH_WORK_STATUSES,
  SERVICE_CALL_STATUSES,
  type ServiceCallStatus,
} from './enums.ts';

export type DispatchWorkStatus = (typeof DISPATCH_WORK_STATUSES)[number];

/** Work statuses whose stored name is cut short, as people read them (the rest read as they are stored). */
const WORK_STATUS_WORDS: Readonly<Partial<Record<string, string>>> = { 'Pending Autho': 'Pending authorization' };

/** A work status as shown on screen. */
export const workStatusLabel = (status: string): string => WORK_STATUS_WORDS[status] ?? status;
/** The contractor status of one ticket: a list filter other than `all`. */
export type TicketContractorStatus = Exclude<ContractorStatusFilter, 'all'>;

/** Assigned and not finished: the technician's working list. */
export const OPEN_SERVICE_CALL_STATUSES: readonly ServiceCallStatus[] = [
  'open',
  'sentToContractor',
  'pendingLhwApproval',
  'approved',
];
/** The work is done; payment is still to come. */
export const WORK_COMPLETE_SERVICE_CALL_STATUSES: readonly ServiceCallStatus[] = [
  'workComplete',
  'completePendingPayment',
];
/** Everything else is closed: denied, cancelled, batched, invoiced, paid, completeNoBill, paidCIL. */
export const CLOSED_SERVICE_CALL_STATUSES: readonly ServiceCallStatus[] = SERVICE_CALL_STATUSES.filter(
  (s) => !OPEN_SERVICE_CALL_STATUSES.includes(s) && !WORK_COMPLETE_SERVICE_CALL_STATUSES.includes(s),
);

/**
 * Ready for invoicing (`?isInvoice=true`): the work is complete and no invoice has been asked for yet.
 * `completePendingPayment` already waits for its payment, so it is not in this list.
 */
export const INVOICE_READY_SERVICE_CALL_STATUSES: readonly ServiceCallStatus[] = ['workComplete'];

export function contractorStatusOf(status: ServiceCallStatus): TicketContractorStatus {
  if (OPEN_SERVICE_CALL_STATUSES.includes(status)) return 'open';
  if (WORK_COMPLETE_SERVICE_CALL_STATUSES.includes(status)) return 'workComplete';
  return 'closed';
}

/** The service-call statuses a list filter holds. */
export function statusesForFilter(filter: ContractorStatusFilter): ServiceCallStatus[] {
  if (filter === 'all') return [...SERVICE_CALL_STATUSES];
  return SERVICE_CALL_STATUSES.filter((s) => contractorStatusOf(s) === filter);
}

/** The statuses of a search: the filter's, narrowed to those ready for invoicing when asked. */
export function searchStatuses(filter: ContractorStatusFilter, isInvoice = false): ServiceCallStatus[] {
  const statuses = statusesForFilter(filter);
  return isInvoice ? statuses.filter((s) => INVOICE_READY_SERVICE_CALL_STATUSES.includes(s)) : statuses;
}

/**
 * A contractor changes a ticket (values, parts, notes, files) while it is open or marked work complete;
 * once it waits for payment or is closed it belongs to billing.
 */
export function isTicketEditable(status: ServiceCallStatus): boolean {
  return OPEN_SERVICE_CALL_STATUSES.includes(status) || status === 'workComplete';
}

/** The work statuses a contractor may set; the others are set by the provider's staff. */
export const CONTRACTOR_WORK_STATUSES: readonly DispatchWorkStatus[] = [
  'Attempted To Schedule',
  'Scheduled',
  'Waiting On Parts',
  'Waiting for Customer Decision',
  'Work Complete',
];

export type WorkStatusMove =
  | { ok: true; status: ServiceCallStatus; workStatus: string; completed: boolean }
  | { ok: false; message: string };

/**
 * A requested work status on an open ticket. The same value as now is no change (the update body
 * echoes the ticket). "Work Complete" moves the ticket to workComplete; a completed ticket keeps its work status.
 */
export function moveWorkStatus(
  current: { status: ServiceCallStatus; workStatus: string },
  requested: string | undefined,
): WorkStatusMove {
  const unchanged = { ok: true as const, status: current.status, workStatus: current.workStatus, completed: false };
  if (requested === undefined || requested === current.workStatus) return unchanged;
  if (!(CONTRACTOR_WORK_STATUSES as readonly string[]).includes(requested)) {
    return { ok: false, message: `The work status cannot be set to "${requested}" from here.` };
  }
  if (contractorStatusOf(current.status) !== 'open') {
    return { ok: false, message: 'The work on this ticket is already marked complete.' };
  }
  if (requested === 'Work Complete')
    return { ok: true, status: 'workComplete', workStatus: requested, completed: true };
  return { ok: true, status: current.status, workStatus: requested, completed: false };
}

/** Collecting a service-call fee sets the collected flag when the amount is above 0. */
export function serviceCallFeeCollected(amount: number, requested: boolean | undefined, current: boolean): boolean {
  if (amount > 0) return true;
  return requested ?? current;
}

/** A contractor must carry at least this liability insurance, in dollars. */
export const CONTRACTOR_LIABILITY_REQUIREMENT = 1_000_000;

/** Dispatch search pages hold this many tickets. */
export const DISPATCH_PAGE_SIZE = 20;
