/**
 * Pricing of an order: the price breakdown, the monthly total, add-on
 * quantities, coupons, credits, the upgrade price, the payment amount, the plan a budget buys and the
 * listing coverage price. Amounts are integer cents. The server prices every order with these functions;
 * the web app calls the same ones for instant feedback and keeps the server's answer.
 */
import { type Cents, roundCents, toCents } from './money.ts';

export const PRICE_ITEM_TYPES = [
  'unknown',
  'plan',
  'addon',
  'coupon',
  'credit',
  'prepaidService',
  'discount',
  'surcharge',
  'payment',
  'serviceFee',
] as const;
export type PriceItemType = (typeof PRICE_ITEM_TYPES)[number];

/** Add-on quantity cap. */
export const ADDON_QUANTITY_MAX = 99;

/** The most of one add-on an order may hold: 1 for a one-off add-on (a roof, a well pump), else the cap. */
export function addonQuantityMax(addon: { allowsQuantity: boolean }): number {
  return addon.allowsQuantity ? ADDON_QUANTITY_MAX : 1;
}

/**
 * The add-ons with a one-off add-on held more than once brought down to one: a contract written before the
 * add-on became one-off renews with one of it. Returns the same list when nothing changes.
 */
export function capOneOffAddons<T extends AddonLine>(
  addons: readonly T[],
  offered: readonly { salesItemId: string; allowsQuantity: boolean }[],
): readonly T[] {
  const oneOff = new Set(offered.filter((addon) => !addon.allowsQuantity).map((addon) => addon.salesItemId));
  if (!addons.some((line) => oneOff.has(line.salesItemId) && line.quantity > 1)) return addons;
  return addons.map((line) => (oneOff.has(line.salesItemId) && line.quantity > 1 ? { ...line, quantity: 1 } : line));
}

/** Why an order may not hold more than one of a one-off add-on. */
export const oneOffAddonMessage = (description: string) =>
  `${description} can be added only once. Please choose a quantity of 1.`;
/** Square footage above which the over-5,000 sq ft fee applies. */
export const SURCHARGE_SQUARE_FOOTAGE = 5000;
export const COVERAGE_LENGTH_DEFAULT = 1;
export const COVERAGE_LENGTH_MAX = 3;
export const PREPAID_SERVICE_CALLS_MAX = 10;

/**
 * The order states are listed in among listing coverage prices of the same amount: the larger markets first.
 * The prices themselves are the catalogue's (the `listing_coverage_prices` table), never a constant.
 */
export const LISTING_COVERAGE_STATE_ORDER: readonly string[] = ['AZ', 'NV', 'TX', 'UT', 'ID', 'OR'];

/** Listing coverage prices as they are shown: the dearest first, then in the states' order; a price of 0 left out. */
export function orderedListingCoveragePrices<T extends { stateCode: string; price: number }>(
  prices: readonly T[],
): T[] {
  const rank = (code: string) => {
    const index = LISTING_COVERAGE_STATE_ORDER.indexOf(code);
    return index === -1 ? LISTING_COVERAGE_STATE_ORDER.length : index;
  };
  return prices
    .filter((entry) => entry.price > 0)
    .sort(
      (a, b) => b.price - a.price || rank(a.stateCode) - rank(b.stateCode) || a.stateCode.localeCompare(b.stateCode),
    );
}

/**
 * How plan cards word a listing coverage's price, from the catalogue's prices per state:
 * "$425/year in AZ, NV, TX; $395 in UT, ID, OR; not due until close of escrow". Empty without prices.
 */
export function listingCoveragePriceText(prices: ReadonlyArray<{ stateCode: string; price: number }>): string {
  const groups = new Map<number, string[]>();
  for (const { stateCode, price } of orderedListingCoveragePrices(prices)) {
    groups.set(price, [...(groups.get(price) ?? []), stateCode]);
  }
  if (groups.size === 0) return '';
  const dollars = (price: number) => `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
  const parts = [...groups].map(
    ([price, states], index) => `${dollars(price)}${index === 0 ? '/year' : ''} in ${states.join(', ')}`,
  );
  return `${parts.join('; ')}; not due until close of escrow`;
}

export interface AddonLine {
  salesItemId: string;
  quantity: number;
}

/**
 * Sets an add-on's quantity in a list: capped at 99, removed at 0 or less, a
 * fraction rounded down. The list is not changed; a new one is returned, in the same order.
 */
export function setAddonQuantity(addons: readonly AddonLine[], salesItemId: string, quantity: number): AddonLine[] {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  const capped = Math.min(whole, ADDON_QUANTITY_MAX);
  const others = addons.filter((line) => line.salesItemId !== salesItemId);
  if (capped <= 0) return others;
  const index = addons.findIndex((line) => line.salesItemId === salesItemId);
  const line = { salesItemId, quantity: capped };
  if (index === -1) return [...others, line];
  return addons.map((existing) => (existing.salesItemId === salesItemId ? line : existing));
}

/** Normalises a list as sent: one line per add-on (the last wins), quantities capped, zero lines removed. */
export function normaliseAddons(addons: readonly AddonLine[]): AddonLine[] {
  return addons.reduce<AddonLine[]>((list, line) => setAddonQuantity(list, line.salesItemId, line.quantity), []);
}

export interface PricedCoverage {
  salesItemId: string;
  description: string;
  isOptional: boolean;
  costCents: number;
  recurringCostCents: number;
}

export interface PricedOffer {
  name: string;
  costCents: number;
  monthlyCostCents: number;
  coverages: readonly PricedCoverage[];
}

export interface PricingInput {
  offer: PricedOffer;
  /** Years of coverage bought now (default 1). */
  coverageLengthYears: number;
  addons: readonly AddonLine[];
  /** The chosen service call price: its fee, and what choosing it adds to (or takes off) the yearly price. */
  serviceCallPrice?: { feeCents: number; priceOffsetCents: number };
  /** Service call fees paid in advance. */
  prepaidServiceCallFees?: number;
  squareFootage: number;
  over5000SqFtFeeCents: number;
  /** A listing coverage is priced by state instead of by the offer. */
  listingCoveragePriceCents?: number;
  /** A coupon counts only when it was validated (it has a contractCouponId). */
  coupon?: { couponCode: string; contractCouponId?: string | null; amountCents: number };
  /** Credit to consume (e.g. a contract's credit on an upgrade). */
  creditCents?: number;
  discounts?: readonly { description: string; amountCents: number }[];
}

export interface PriceItem {
  type: PriceItemType;
  description: string;
  /** Signed: credits, coupons and discounts are negative. The line is cost times quantity. */
  costCents: Cents;
  quantity: number;
  coverageId?: string;
}

export interface PriceBreakdownCents {
  items: PriceItem[];
  totalCents: Cents;
  monthlyTotalCents: Cents;
}

const line = (item: PriceItem) => item.costCents * item.quantity;
const sum = (items: readonly PriceItem[]) => items.reduce((total, item) => total + line(item), 0);

/**
 * The price breakdown of an order:
 * - plan: the offer's yearly cost (or the state's listing coverage price) times the years;
 * - serviceFee: the chosen service call price's offset times the years, when it is not zero;
 * - addon: each optional coverage of the offer in the list, its yearly cost times the years, per unit;
 * - surcharge: the over-5,000 sq ft fee times the years, above 5,000 sq ft;
 * - prepaidService: the service call fee per prepaid call;
 * - discount, coupon (only with a contractCouponId), credit: taken off, never below a total of 0.
 * The monthly total is the offer's monthly cost plus the add-ons' recurring costs, plus one twelfth of
 * every other line of one year (a coupon of $50 takes $4.17 off each month); never below 0.
 */
export function priceBreakdown(input: PricingInput): PriceBreakdownCents {
  const years = Math.max(1, Math.floor(input.coverageLengthYears || COVERAGE_LENGTH_DEFAULT));
  const items: PriceItem[] = [];
  const planCost = input.listingCoveragePriceCents ?? input.offer.costCents;
  items.push({ type: 'plan', description: input.offer.name, costCents: roundCents(planCost * years), quantity: 1 });

  const offset = input.listingCoveragePriceCents === undefined ? (input.serviceCallPrice?.priceOffsetCents ?? 0) : 0;
  if (offset !== 0 && input.serviceCallPrice) {
    items.push({
      type: 'serviceFee',
      description: `$${input.serviceCallPrice.feeCents / 100} service call fee`,
      costCents: roundCents(offset * years),
      quantity: 1,
    });
  }

  let addonsMonthly = 0;
  for (const addon of normaliseAddons(input.addons)) {
    const coverage = input.offer.coverages.find((c) => c.salesItemId === addon.salesItemId && c.isOptional);
    if (!coverage) continue;
    addonsMonthly += coverage.recurringCostCents * addon.quantity;
    items.push({
      type: 'addon',
      description: coverage.description,
      costCents: roundCents(coverage.costCents * years),
      quantity: addon.quantity,
      coverageId: coverage.salesItemId,
    });
  }

  if (input.squareFootage > SURCHARGE_SQUARE_FOOTAGE && input.over5000SqFtFeeCents > 0) {
    items.push({
      type: 'surcharge',
      description: 'Home over 5,000 sq. ft.',
      costCents: roundCents(input.over5000SqFtFeeCents * years),
      quantity: 1,
    });
  }

  const prepaid = Math.max(0, Math.floor(input.prepaidServiceCallFees ?? 0));
  if (prepaid > 0 && input.serviceCallPrice) {
    items.push({
      type: 'prepaidService',
      description: 'Prepaid service call fee',
      costCents: roundCents(input.serviceCallPrice.feeCents),
      quantity: prepaid,
    });
  }

  // Reductions never take the total below 0: each takes at most what is left.
  let remaining = sum(items);
  const reduce = (type: PriceItemType, description: string, amount: number) => {
    const taken = Math.min(Math.max(0, Math.round(amount)), remaining);
    if (taken <= 0) return;
    remaining -= taken;
    items.push({ type, description, costCents: roundCents(-taken), quantity: 1 });
  };
  for (const discount of input.discounts ?? []) reduce('discount', discount.description, discount.amountCents);
  if (input.coupon?.contractCouponId) reduce('coupon', `Coupon ${input.coupon.couponCode}`, input.coupon.amountCents);
  if (input.creditCents) reduce('credit', 'Credit', input.creditCents);

  const totalCents = roundCents(Math.max(0, sum(items)));
  // A listing coverage's monthly plan price follows its state price, 0 included (as the plan line does).
  const recurring = input.listingCoveragePriceCents !== undefined ? planCost / 12 : input.offer.monthlyCostCents;
  const others = items.filter((item) => item.type !== 'plan' && item.type !== 'addon');
  const monthlyTotalCents = roundCents(Math.max(0, recurring + addonsMonthly + sum(others) / years / 12));
  return { items, totalCents, monthlyTotalCents };
}

/** What is charged now: the monthly total when paying monthly, otherwise the total. */
export function paymentAmountCents(
  paymentType: string,
  breakdown: Pick<PriceBreakdownCents, 'totalCents' | 'monthlyTotalCents'>,
): Cents {
  return paymentType === 'monthly' ? breakdown.monthlyTotalCents : breakdown.totalCents;
}

/**
 * The upgrade price: the new breakdown before its credit items, minus the current one, minus the credit
 * items (a twelfth of them for the monthly figure); 0 when that is zero or less. The new breakdown's totals
 * already have its credits taken off, so they count once: a $780 contract with a $60 credit upgraded to a
 * $960 one costs $120.
 */
export function upgradePriceCents(
  next: { items: readonly PriceItem[]; totalCents: number; monthlyTotalCents: number },
  current: { totalCents: number; monthlyTotalCents: number },
): { totalCents: Cents; monthlyTotalCents: Cents } {
  const credits = Math.abs(sum(next.items.filter((item) => item.type === 'credit')));
  const grossTotal = next.totalCents + credits;
  const grossMonthly = next.monthlyTotalCents + credits / 12;
  return {
    totalCents: roundCents(Math.max(0, grossTotal - current.totalCents - credits)),
    monthlyTotalCents: roundCents(Math.max(0, grossMonthly - current.monthlyTotalCents - credits / 12)),
  };
}

export interface BudgetOffer {
  costCents: number;
  isCurrentCoverage?: boolean;
}

/**
 * The plan a budget buys when offers load: offers costing at or below the budget
 * less surcharges (no limit when the order has a contract or no budget), most expensive first; the current
 * coverage if among them, else the most expensive. The buyer's credit is what is left of the allowed
 * budget, never below 0. Undefined when no offer fits.
 */
export function choosePlanForBudget<T extends BudgetOffer>(
  offers: readonly T[],
  options: { budgetCents?: number; surchargesCents?: number; hasContract?: boolean },
): { offer: T; buyersCreditCents: Cents } | undefined {
  const limited = !options.hasContract && options.budgetCents !== undefined;
  const allowed = limited ? (options.budgetCents ?? 0) - (options.surchargesCents ?? 0) : Number.POSITIVE_INFINITY;
  const affordable = offers.filter((offer) => offer.costCents <= allowed).sort((a, b) => b.costCents - a.costCents);
  const offer = affordable.find((candidate) => candidate.isCurrentCoverage) ?? affordable[0];
  if (!offer) return undefined;
  const buyersCreditCents = roundCents(limited ? Math.max(0, allowed - offer.costCents) : 0);
  return { offer, buyersCreditCents };
}

/** The cheapest of the service call prices (the default choice), by fee. */
/**
 * How many service calls a credit prepays at a fee (dollars), at most PREPAID_SERVICE_CALLS_MAX: a quick
 * order's buyer's credit, what is left of the budget, is spent on them.
 */
export function prepaidCallsFor(credit: number, fee: number): number {
  const feeCents = toCents(fee);
  if (feeCents <= 0) return 0;
  return Math.min(PREPAID_SERVICE_CALLS_MAX, Math.floor(toCents(credit) / feeCents));
}

export function cheapestServiceCallPrice<T extends { feeCents: number }>(prices: readonly T[]): T | undefined {
  return [...prices].sort((a, b) => a.feeCents - b.feeCents)[0];
}

/** Adds a plan's included add-ons to the list, keeping the quantities already there. */
export function withIncludedAddons(addons: readonly AddonLine[], includedAddonIds: readonly string[]): AddonLine[] {
  const missing = includedAddonIds.filter((id) => !addons.some((line) => line.salesItemId === id));
  return [...addons, ...missing.map((salesItemId) => ({ salesItemId, quantity: 1 }))];
}

/** A coupon is submitted only when it was validated, i.e. has a contractCouponId. */
export function couponForSubmission<T extends { contractCouponId?: string | null }>(
  coupon: T | undefined | null,
): T | undefined {
  return coupon?.contractCouponId ? coupon : undefined;
}

/** Coupon codes of one character or fewer are not validated. */
export function shouldValidateCoupon(code: string | undefined | null): boolean {
  return (code ?? '').trim().length > 1;
}
