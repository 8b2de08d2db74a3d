/**
 * A contractor's update of a dispatch ticket: the ticket after the update,
 * or the refusal the server answers, with its error code. The API applies it to every update; the web
 * app applies it to the changes waiting on the device, so the screen shows what the server will hold.
 * Amounts are dollars, as on the wire.
 */
import { type DispatchAmounts, preAuthorizedLimit, suggestedDiscount, violatesPreAuthorization } from './dispatch.ts';
import { isTicketEditable, moveWorkStatus, serviceCallFeeCollected } from './dispatch-status.ts';
import type { ServiceCallStatus } from './enums.ts';
import type { ErrorCode } from './error-codes.ts';
import * as messages from './messages.ts';

export const ticketRuleMessages = {
  closed: (status: ServiceCallStatus) => `This ticket is closed (${status}) and can no longer be changed.`,
  waitingForPayment: 'The work on this ticket is complete and waiting for payment, so it can no longer be changed.',
} as const;

/** Why a contractor can no longer change this ticket, in plain words; null while they may. */
export function ticketReadOnlyReason(status: ServiceCallStatus): string | null {
  if (isTicketEditable(status)) return null;
  return status === 'completePendingPayment' ? ticketRuleMessages.waitingForPayment : ticketRuleMessages.closed(status);
}

/**
 * The ticket values a contractor edits directly, defined once: the update's body schema, the server's columns,
 * what the device keeps of an offline edit and sends, the conflict labels and the workspace's amount inputs all
 * come from this list. An amount is dollars on the wire and cents in its column. Adding a field is a line here
 * and its column (with its migration).
 */
export const EDITABLE_TICKET_FIELDS = {
  discountAmount: { kind: 'amount', label: 'Discount', column: 'discountCents' },
  tax: { kind: 'amount', label: 'Tax', column: 'taxCents' },
  shipping: { kind: 'amount', label: 'Shipping', column: 'shippingCents' },
  purchaseOrderCost: { kind: 'amount', label: 'Purchase order cost', column: 'purchaseOrderCostCents' },
  serviceCallFeeCollectedAmount: {
    kind: 'amount',
    label: 'Service call fee collected',
    column: 'serviceCallFeeCollectedCents',
  },
  wasServiceCallFeeCollected: {
    kind: 'flag',
    label: 'Service call fee collected',
    column: 'wasServiceCallFeeCollected',
  },
  workStatus: { kind: 'text', label: 'Work status', column: 'workStatus' },
} as const;
export type EditableTicketField = keyof typeof EDITABLE_TICKET_FIELDS;
export type EditableTicketFieldKind = (typeof EDITABLE_TICKET_FIELDS)[EditableTicketField]['kind'];
export const EDITABLE_TICKET_FIELD_NAMES = Object.keys(EDITABLE_TICKET_FIELDS) as EditableTicketField[];

/** The editable fields that are amounts (dollars). */
export type EditableTicketAmount = {
  [F in EditableTicketField]: (typeof EDITABLE_TICKET_FIELDS)[F]['kind'] extends 'amount' ? F : never;
}[EditableTicketField];
export const EDITABLE_TICKET_AMOUNTS = EDITABLE_TICKET_FIELD_NAMES.filter(
  (name): name is EditableTicketAmount => EDITABLE_TICKET_FIELDS[name].kind === 'amount',
);

interface EditableValueOfKind {
  amount: number;
  flag: boolean;
  text: string;
}
export type EditableTicketValues = {
  [F in EditableTicketField]: EditableValueOfKind[(typeof EDITABLE_TICKET_FIELDS)[F]['kind']];
};

/** The values of a ticket that a contractor's update reads and changes. */
export interface TicketUpdateValues extends EditableTicketValues {
  status: ServiceCallStatus;
}

/** What an update asks for; a value left out keeps the ticket's. */
export type TicketUpdateRequest = Partial<EditableTicketValues>;

export interface TicketRefusal {
  ok: false;
  code: ErrorCode;
  message: string;
  field?: string;
  /** What the client needs to fix the change (over the limit: the limit and the discount that fits). */
  details?: Record<string, unknown>;
}

export type TicketUpdateOutcome<T extends TicketUpdateValues> =
  | {
      ok: true;
      ticket: T;
      /** The update marked the work complete (the server stamps the completion time). */
      completed: boolean;
    }
  | TicketRefusal;

/**
 * The ticket after an update: refused when the ticket is closed or waiting for payment, or when the work
 * status asked for is not the contractor's to set; otherwise the requested values, the work-status move
 * ("Work Complete" completes the ticket) and the service-call fee collected flag. The pre-authorised
 * limit needs the parts as well: see `preAuthorizationRefusal`.
 */
export function applyTicketUpdate<T extends TicketUpdateValues>(
  current: T,
  requested: TicketUpdateRequest,
): TicketUpdateOutcome<T> {
  const closed = ticketReadOnlyReason(current.status);
  if (closed) return { ok: false, code: 'ticketClosed', message: closed };
  const move = moveWorkStatus(current, requested.workStatus);
  if (!move.ok) return { ok: false, code: 'workStatusNotAllowed', message: move.message, field: 'workStatus' };
  const serviceCallFeeCollectedAmount =
    requested.serviceCallFeeCollectedAmount ?? current.serviceCallFeeCollectedAmount;
  const ticket: T = {
    ...current,
    discountAmount: requested.discountAmount ?? current.discountAmount,
    tax: requested.tax ?? current.tax,
    shipping: requested.shipping ?? current.shipping,
    purchaseOrderCost: requested.purchaseOrderCost ?? current.purchaseOrderCost,
    serviceCallFeeCollectedAmount,
    wasServiceCallFeeCollected: serviceCallFeeCollected(
      serviceCallFeeCollectedAmount,
      requested.wasServiceCallFeeCollected,
      current.wasServiceCallFeeCollected,
    ),
    status: move.status,
    workStatus: move.workStatus,
  };
  return { ok: true, ticket, completed: move.completed };
}

/**
 * The refusal of an update that takes a ticket over its pre-authorised limit (the rule of dispatch.ts), in the message
 * catalogue's words, with the limit and the discount that would fit; null when the ticket is within its limit.
 */
export function preAuthorizationRefusal(before: DispatchAmounts, ticket: DispatchAmounts): TicketRefusal | null {
  if (!violatesPreAuthorization(before, ticket)) return null;
  const limit = preAuthorizedLimit(ticket);
  const discount = suggestedDiscount(ticket);
  return {
    ok: false,
    code: 'preAuthorizedLimit',
    message: messages.dispatch.changeDiscountText(limit.toFixed(2), discount.toFixed(2)),
    field: 'discountAmount',
    details: { preAuthorizedAmount: limit, suggestedDiscount: discount },
  };
}
