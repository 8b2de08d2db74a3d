/**
 * How the order form writes money and card input. Monthly prices show 2 decimals, yearly 0.
 * The card input rules have no shared function yet, so they are here.
 */
import type { PriceBreakdown, PriceBreakdownCents } from '@hw/shared';
import { roundCents, toCents } from '@hw/shared';

export function money(dollars: number, decimals: 0 | 2 = 2): string {
  const sign = dollars < 0 ? '-' : '';
  const text = Math.abs(dollars).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${sign}$${text}`;
}

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
