/** How the order form writes prices (monthly with cents, yearly in whole dollars) and reads a breakdown in cents. */
import type { PriceBreakdown, PriceBreakdownCents } from '@hw/shared';
import { roundCents, toCents } from '@hw/shared';
import { money } from '#web/lib/format.ts';

export const monthly = (dollars: number): string => `${money(dollars, 2)}/mo`;
export const yearly = (dollars: number): string => `${money(dollars, 0)}/year`;

/** A wire breakdown in cents, for the shared pricing functions (payment amount, upgrade price). */
export function breakdownCents(breakdown: PriceBreakdown): PriceBreakdownCents {
  return {
    items: breakdown.items.map((item) => ({
      type: item.type,
      description: item.description,
      costCents: toCents(item.cost),
      quantity: item.quantity,
      ...(item.coverageId ? { coverageId: item.coverageId } : {}),
    })),
    totalCents: toCents(breakdown.total),
    monthlyTotalCents: toCents(breakdown.monthlyTotal),
  };
}

export const dollars = (cents: number): number => roundCents(cents) / 100;
