/**
 * Dispatch ticket money rules.
 * Inputs and outputs are dollars, as on the wire; sums are done in integer cents so that
 * 0.1 + 0.2 never shows up on a ticket. The API enforces these; the web app uses them for instant feedback.
 */
import { toCents as centsOf, toDollars } from './money.ts';

export interface DispatchPartAmounts {
  isProvidedByContractor: boolean;
  pricePerUnit: number;
  taxPerUnit: number;
  units: number;
  costPerHour: number;
  hoursWorked: number;
}

export interface DispatchAmounts {
  dispatchParts: readonly { partDetails: DispatchPartAmounts }[];
  discountAmount: number;
  tax: number;
  shipping: number;
  purchaseOrderCost: number;
  serviceCallFeeCollectedAmount: number;
  preAuthorizeAmount: number;
  preAuthorizeAmountOverride?: number | null;
}

export interface DispatchTotals {
  /** Price times units of the parts the contractor provided. */
  contractorPartsTotal: number;
  /** Every line: price times units plus hourly cost times hours (labour lines). */
  partsTotal: number;
  /** Tax per unit times units, over every line. */
  partsTax: number;
  /** Parts plus their tax, less discount and the collected service-call fee; never below zero. */
  balanceDue: number;
  /** Parts plus their tax, plus ticket tax, shipping and purchase-order cost, less discount; never below zero. */
  ticketTotal: number;
}

// An amount not yet typed in (the web app's form) counts as 0.
const toCents = (dollars: number | null | undefined) => centsOf(Number(dollars) || 0);

/** Labour lines carry a closing-item name of this form. */
export const LABOR_NAME_PATTERN = /^Labor \(.+\)$/;
export const laborName = (description: string) => `Labor (${description})`;

export function totals(ticket: DispatchAmounts): DispatchTotals {
  let contractorParts = 0;
  let parts = 0;
  let partsTax = 0;
  for (const { partDetails: p } of ticket.dispatchParts) {
    const units = Number(p.units) || 0;
    const unitCost = toCents(p.pricePerUnit) * units;
    parts += unitCost + toCents(p.costPerHour) * (Number(p.hoursWorked) || 0);
    partsTax += toCents(p.taxPerUnit) * units;
    if (p.isProvidedByContractor) contractorParts += unitCost;
  }
  const discount = toCents(ticket.discountAmount);
  const balanceDue = parts + partsTax - discount - toCents(ticket.serviceCallFeeCollectedAmount);
  const ticketTotal =
    parts + partsTax + toCents(ticket.tax) + toCents(ticket.shipping) + toCents(ticket.purchaseOrderCost) - discount;
  return {
    contractorPartsTotal: toDollars(contractorParts),
    partsTotal: toDollars(parts),
    partsTax: toDollars(partsTax),
    balanceDue: toDollars(Math.max(0, balanceDue)),
    ticketTotal: toDollars(Math.max(0, ticketTotal)),
  };
}

/** The pre-authorised limit: the larger of the amount and its override. */
export function preAuthorizedLimit(ticket: Pick<DispatchAmounts, 'preAuthorizeAmount' | 'preAuthorizeAmountOverride'>) {
  return toDollars(Math.max(toCents(ticket.preAuthorizeAmount), toCents(ticket.preAuthorizeAmountOverride)));
}

export function exceedsPreAuthorization(ticket: DispatchAmounts): boolean {
  return toCents(totals(ticket).ticketTotal) > toCents(preAuthorizedLimit(ticket));
}

/**
 * The pre-authorised limit: an update that raises the ticket total above the limit,
 * by any amount (parts, labour, tax, shipping, purchase-order cost, a smaller discount), is refused; an
 * update that does not raise the total is never refused for the limit, even on a ticket already over it.
 */
export function violatesPreAuthorization(before: DispatchAmounts, after: DispatchAmounts): boolean {
  const raised = toCents(totals(after).ticketTotal) > toCents(totals(before).ticketTotal);
  return raised && exceedsPreAuthorization(after);
}

/** The discount that brings the ticket back to its limit: the excess plus the current discount, never below 0. */
export function suggestedDiscount(ticket: DispatchAmounts): number {
  const excess = toCents(totals(ticket).ticketTotal) - toCents(preAuthorizedLimit(ticket));
  return toDollars(Math.max(0, excess + toCents(ticket.discountAmount)));
}
