/**
 * A part or labour line added to a dispatch ticket must carry a price: a part priced $0 per unit, or labour at
 * $0 an hour, is refused with a message the technician can act on, unless the line is marked “No charge” (a part
 * given free, labour under warranty), which then carries no price at all. The API refuses it; the web app checks
 * it in the form and again before a part is queued on the device, so nothing is refused later at replay.
 */
import type { DispatchPartAmounts } from './dispatch.ts';
import { LABOR_NAME_PATTERN } from './dispatch.ts';
import { toCents } from './money.ts';

export type PartKind = 'part' | 'labor';

export const partRuleMessages = {
  zeroPrice: 'Enter the price of the part, or tick “No charge”: a part cannot be added at $0.00.',
  zeroRate: 'Enter the cost per hour, or tick “No charge”: labor cannot be added at $0.00 an hour.',
  pricedNoCharge: 'A part marked “No charge” has no price: set the price to $0.00 or untick “No charge”.',
  ratedNoCharge: 'Labor marked “No charge” has no cost: set the cost per hour to $0.00 or untick “No charge”.',
} as const;

export interface PartPriceProblem {
  field: 'pricePerUnit' | 'costPerHour';
  message: string;
}

/** What the price rule reads of a line; `isNoCharge` is absent on lines stored before it existed. */
export type PricedPart = Pick<DispatchPartAmounts, 'pricePerUnit' | 'costPerHour'> & { isNoCharge?: boolean };

/** A labour line is named "Labor (...)" in the catalogue; every other item is a part priced per unit. */
export const partKindOf = (closingItemName: string): PartKind =>
  LABOR_NAME_PATTERN.test(closingItemName.trim()) ? 'labor' : 'part';

/**
 * Why this line cannot be added, null when it can: a charged line needs its price (labour its hourly cost),
 * a no-charge line must not have one.
 */
export function partPriceProblem(part: PricedPart, kind: PartKind): PartPriceProblem | null {
  const field = kind === 'labor' ? 'costPerHour' : 'pricePerUnit';
  const cents = toCents(Number(part[field]) || 0);
  if (part.isNoCharge) {
    if (cents === 0) return null;
    return { field, message: kind === 'labor' ? partRuleMessages.ratedNoCharge : partRuleMessages.pricedNoCharge };
  }
  if (cents > 0) return null;
  return { field, message: kind === 'labor' ? partRuleMessages.zeroRate : partRuleMessages.zeroPrice };
}
