/**
 * The dispatch rules (totals and the pre-authorisation limit), from shared/ (the server applies the very same functions).
 * This file only adapts the ticket on screen to their inputs.
 */
import { preAuthorizedLimit, suggestedDiscount, totals, violatesPreAuthorization } from '@hw/shared';
import type { DispatchTicket } from './offline/types.ts';

export interface TicketTotals {
  contractorParts: number;
  balanceDue: number;
  ticketTotal: number;
}

export function ticketTotals(ticket: DispatchTicket): TicketTotals {
  const result = totals(ticket);
  return {
    contractorParts: result.contractorPartsTotal,
    balanceDue: result.balanceDue,
    ticketTotal: result.ticketTotal,
  };
}

export const limitOf = (ticket: DispatchTicket): number => preAuthorizedLimit(ticket);

/** The "Change Discount" question is asked when a change raises the ticket total above the limit. */
export const exceedsLimit = (before: DispatchTicket, after: DispatchTicket): boolean =>
  violatesPreAuthorization(before, after);

export const newDiscountFor = (ticket: DispatchTicket): number => suggestedDiscount(ticket);
