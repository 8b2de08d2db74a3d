/**
 * How the order form writes money and card input. Monthly prices show 2 decimals, yearly 0 (spec core
 * section 9). The card input rules (spec core section 5) have no shared function yet, so they are here.
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

/** Card number as typed: digits (and the asterisks of a masked number) in groups of four. */
export function formatCardNumber(typed: string): string {
  const kept = typed.replace(/[^0-9*]/g, '').slice(0, 19);
  return kept.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Expiration as typed: MM/YY. */
export function formatExpiration(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Security code as typed: digits only, at most four. */
export const formatCardCode = (typed: string): string => typed.replace(/\D/g, '').slice(0, 4);

export const cardDigits = (cardNumber: string): string => cardNumber.replace(/\D/g, '');

/** MM/YY that is a real month, this month or later. */
export function isValidExpiration(value: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/([0-9]{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}
