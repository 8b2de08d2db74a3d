/**
 * How the order form writes prices (monthly with cents, yearly in whole dollars) and sizes of home, and reads a
 * breakdown in cents.
 */
import type { PriceBreakdown, PriceBreakdownCents } from '@hw/shared';
import { roundCents, toCents } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { money } from '#web/lib/format.ts';

export const monthly = (dollars: number): string => m.order_price_monthly({ price: money(dollars, 2) });
export const yearly = (dollars: number): string => m.order_price_yearly({ price: money(dollars, 0) });

/**
 * A square-footage choice (`SQUARE_FOOTAGE_OPTIONS`: "1 - 5,000 sq. ft.", "10,001 or more sq. ft.") in the page's
 * language; a label of another shape is shown as it is.
 */
export function squareFootageLabel(label: string): string {
  const range = /^([\d,]+) - ([\d,]+) sq\. ft\.$/.exec(label);
  if (range) return m.order_sqft_range({ from: range[1] ?? '', to: range[2] ?? '' });
  const more = /^([\d,]+) or more sq\. ft\.$/.exec(label);
  if (more) return m.order_sqft_or_more({ from: more[1] ?? '' });
  return label;
}

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
