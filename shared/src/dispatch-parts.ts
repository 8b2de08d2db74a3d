/**
 * A part or labour line added to a dispatch ticket must carry a price: a part priced $0 per unit, or labour at
 * $0 an hour, is refused with a message the technician can act on. The API refuses it; the web app checks it in
 * the form and again before a part is queued on the device, so nothing is refused later at replay.
 */
import type { DispatchPartAmounts } from './dispatch.ts';
import { LABOR_NAME_PATTERN } from './dispatch.ts';
import { toCents } from './money.ts';

export type PartKind = 'part' | 'labor';

export const partRuleMessages = {
  zeroPrice: 'Enter the price of the part: a part cannot be added at $0.00.',
  zeroRate: 'Enter the cost per hour: labor cannot be added at $0.00 an hour.',
} as const;

export interface PartPriceProblem {
  field: 'pricePerUnit' | 'costPerHour';
  message: string;
}

/** A labour line is named "Labor (...)" in the catalogue; every other item is a part priced per unit. */
export const partKindOf = (closingItemName: string): PartKind =>
  LABOR_NAME_PATTERN.test(closingItemName.trim()) ? 'labor' : 'part';

/** Why this line cannot be added (no price, or no hourly cost for labour); null when it has one. */
export function partPriceProblem(
  part: Pick<DispatchPartAmounts, 'pricePerUnit' | 'costPerHour'>,
  kind: PartKind,
): PartPriceProblem | null {
  const cents = (dollars: number) => toCents(Number(dollars) || 0);
  if (kind === 'labor') {
    return cents(part.costPerHour) > 0 ? null : { field: 'costPerHour', message: partRuleMessages.zeroRate };
  }
  return cents(part.pricePerUnit) > 0 ? null : { field: 'pricePerUnit', message: partRuleMessages.zeroPrice };
}
