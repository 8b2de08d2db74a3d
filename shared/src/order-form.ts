/**
 * Rules of the order form that are not prices:
 * square-footage choices, the quick-order budget, the billing address, the order kind (phone and zip input:
 * field-checks.ts).
 */
import * as messages from './messages.ts';
import { MAX_DOLLARS, withThousandsCommas } from './money.ts';
import { REAL_ESTATE_PLAN_TYPE_ID } from './plan-types.ts';

/**
 * Square-footage choices: one band from 1 to 5,000 sq. ft. (value 1000, the form's
 * default), then bands of 1,000 named by their top (6,000 to 10,000); the last (11,000) is every size above
 * 10,000 and reads "or more", so that the bands leave no size out. Above 5,000 the surcharge applies.
 */
export const SQUARE_FOOTAGE_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 1000, label: '1 - 5,000 sq. ft.' },
  ...[6000, 7000, 8000, 9000, 10000].map((value) => ({
    value,
    label: `${withThousandsCommas(value - 999)} - ${withThousandsCommas(value)} sq. ft.`,
  })),
  { value: 11000, label: '10,001 or more sq. ft.' },
];
/** The order draft's square footage before a choice: under 5,000. */
export const SQUARE_FOOTAGE_DEFAULT = 1;
/** The quick-order form's preselected size. */
export const QUICK_ORDER_SQUARE_FOOTAGE_DEFAULT = 1000;

/** The quick-order budget is at most this many characters. */
export const BUDGET_MAX_LENGTH = 5;

/** What the budget field accepts as typed: digits, comma and period only, at most 5 characters. */
export function budgetInput(typed: string): string {
  return typed.replace(/[^0-9.,]/g, '').slice(0, BUDGET_MAX_LENGTH);
}

/** The budget in cents, or the form's message when it is missing or not an amount. */
export function parseBudget(value: string | number | undefined | null): { cents: number } | { error: string } {
  const text = String(value ?? '')
    .replace(/,/g, '')
    .trim();
  if (text === '' || !/^\d+(\.\d{0,2})?$/.test(text)) return { error: messages.quickOrder.budgetRequired };
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_DOLLARS * 100) {
    return { error: messages.quickOrder.budgetTooLarge(`$${withThousandsCommas(MAX_DOLLARS)}`) };
  }
  return { cents };
}

/**
 * The quick order's budget: a listing coverage costs one price whatever the plan, so it needs none (one
 * typed is not used); any other quick order needs one (parseBudget).
 */
export function quickOrderBudget(
  value: string | number | undefined | null,
  isListingCoverage: boolean,
): { cents?: number } | { error: string } {
  return isListingCoverage ? {} : parseBudget(value);
}

export interface AddressFields {
  streetAddress: string;
  unit?: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
}

const normalised = (a: AddressFields) =>
  [a.streetAddress, a.unit ?? '', a.city, a.stateCode, a.zipCode].map((part) => part.trim().toLowerCase()).join('|');

/** The billing address is left out of the submitted order when it equals the property address. */
export function billingAddressToSubmit<T extends AddressFields>(
  billing: T | undefined | null,
  property: AddressFields,
): T | undefined {
  if (!billing) return undefined;
  return normalised(billing) === normalised(property) ? undefined : billing;
}

/**
 * The order kind: a new purchase unless the order already has a contractId and is
 * not a conversion from listing coverage, and the plan is not real estate.
 */
export function isNewPurchase(order: {
  contractId?: string | null;
  isConvertingFromListingCoverage?: boolean;
  planTypeId: string;
}): boolean {
  const existing = Boolean(order.contractId) && !order.isConvertingFromListingCoverage;
  return !existing || order.planTypeId === REAL_ESTATE_PLAN_TYPE_ID;
}
