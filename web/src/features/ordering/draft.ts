/**
 * The order draft and its transitions, as pure functions: the store
 * (draft-store.ts) keeps the draft in session storage and applies these. Card data is not part of the
 * draft and never will be: the card is typed into the gateway's hosted form, and the saved card's ids and token
 * live in the order page's state only (useHostedCard).
 */
import {
  type AddonLine,
  COVERAGE_LENGTH_DEFAULT,
  capOneOffAddons,
  cheapestServiceCallPrice,
  type EscrowOfficer,
  HOMEOWNER_PLAN_TYPE_ID,
  type Offer,
  type OrderPaymentType,
  type PartnerRole,
  type PlanTypeRouteValue,
  type PriceBreakdown,
  planTypeIdByRouteValue,
  type QuoteOrderPrefill,
  REAL_ESTATE_PLAN_TYPE_ID,
  SQUARE_FOOTAGE_DEFAULT,
  setAddonQuantity,
  toCents,
  withIncludedAddons,
} from '@hw/shared';

export const DRAFT_VERSION = 1;

export type OrderKind = 'new' | 'renew' | 'upgrade';

/**
 * The ordering party: the choices an agent may pick, or the home buyer (shown but not selectable: a
 * recent purchase at /order/consumer sets it).
 */
export type OrderingPartyChoice = 'homeBuyer' | 'buyerAgent' | 'sellerAgent' | 'titleCompany';

export interface DraftAddress {
  streetAddress: string;
  unit: string;
  city: string;
  /** Two-letter state: from the zip code, or chosen in the quick order. Empty until known. */
  state: string;
  zipCode: string;
}

export interface DraftPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A partner chosen in the partner search: the id is what the order sends, the rest is for display. */
export interface PartnerChoice {
  partnerId: string;
  name: string;
  company: string;
}

export interface DraftCoupon {
  couponCode: string;
  amount?: number;
  contractCouponId?: string | null;
}

/** What the confirmation page shows after a successful order (no card data). */
export interface OrderConfirmation {
  contractId: string;
  policyNumber: string;
  planName: string;
  paymentType: OrderPaymentType;
  /** Dollars taken by card with the order; 0 for escrow. */
  amountPaid: number;
  total: number;
  monthlyTotal: number;
  ownerEmail: string;
  kind: OrderKind;
  /** The e-mail is another account's: the order waits for that owner to confirm it. */
  awaitingOwnerConfirmation?: boolean;
  /** YYYY-MM-DD; null for escrow orders, which start at close of escrow. */
  coverageStartDate?: string | null;
  /** Placed signed out for an owner whose account the order made: it has no password yet. */
  ownerNeedsPassword?: boolean;
  /** A signed-in agent ordered for their buyer: the confirmation speaks to the agent. */
  orderedByAgent?: boolean;
  /** Listing coverage: the order is for the seller, not a buyer. */
  forSeller?: boolean;
}

export interface OrderDraft {
  version: typeof DRAFT_VERSION;
  /** Changes whenever a new order starts: the form is rebuilt from the draft then. */
  draftId: string;
  kind: OrderKind;
  planTypeId: string;
  contractId: string | null;
  upgradeContractId: string | null;
  planId: string | null;
  selectedOfferId: string | null;
  coverageLength: number;
  newlyOrderedContractId: string | null;
  marketingSourceId: string | null;
  budgetAmount: string | null;
  estimatedCloseDate: string;
  addons: AddonLine[];
  /** Dollars (quick order: the leftover budget, for the buyer). */
  buyersCredit: number;
  shouldUseCredit: boolean;
  prepaidServiceCallFees: number;
  selectedServiceCallPrice: { id: string; fee: number } | null;
  removeACCoverage: boolean;
  coupon: DraftCoupon | null;
  isAutoRenew: boolean;
  isListingCoverage: boolean;
  isRenewing: boolean;
  isUpgrading: boolean;
  isRecentPurchase: boolean;
  /** The geocoder knows the property address (POST /geocoding), and whether its spelling was taken. */
  isAddressVerified: boolean;
  usingSuggestedAddress: boolean;
  /** The city the property's zip filled in (a city that differs from it was typed by the person). */
  cityFromZip?: string;
  contactPreferences: { isOptedInToSms: boolean; smsPhoneNumber: string; wantsWelcomeCall: boolean };
  orderingPartyType: OrderingPartyChoice | '';
  owner: DraftPerson;
  seller: { firstName: string; lastName: string };
  property: { address: DraftAddress; dwellingTypeId: string; squareFootage: number };
  payment: {
    type: OrderPaymentType;
    billingAddressSameAsProperty: boolean;
    billingAddress: DraftAddress;
    isPayingNow: boolean;
    payingParty: 'homeBuyer' | 'unknown';
    /** Paid at closing: the escrow or title officer the invoice is e-mailed to (absent in older saved drafts). */
    escrowOfficer?: EscrowOfficer;
  };
  selectedPartners: Partial<Record<PartnerRole, PartnerChoice | null>>;
  priceBreakdown: PriceBreakdown | null;
  /** The price shown was worked out on the device from saved offers (offline); the server confirms it. */
  priceIsEstimate?: boolean;
  confirmation: OrderConfirmation | null;
}

const emptyAddress = (): DraftAddress => ({ streetAddress: '', unit: '', city: '', state: '', zipCode: '' });
const emptyPerson = (): DraftPerson => ({ firstName: '', lastName: '', email: '', phone: '' });

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

export const isRealEstate = (draft: Pick<OrderDraft, 'planTypeId'>): boolean =>
  draft.planTypeId === REAL_ESTATE_PLAN_TYPE_ID;

export const routeValueOf = (draft: Pick<OrderDraft, 'planTypeId'>): PlanTypeRouteValue =>
  isRealEstate(draft) ? 'realEstate' : 'consumer';

/** A blank draft of a plan type, with the default payment choices. */
export function emptyDraft(planType: PlanTypeRouteValue = 'consumer'): OrderDraft {
  const realEstate = planType === 'realEstate';
  return {
    version: DRAFT_VERSION,
    draftId: newId(),
    kind: 'new',
    planTypeId: planTypeIdByRouteValue[planType],
    contractId: null,
    upgradeContractId: null,
    planId: null,
    selectedOfferId: null,
    coverageLength: COVERAGE_LENGTH_DEFAULT,
    newlyOrderedContractId: null,
    marketingSourceId: null,
    budgetAmount: null,
    estimatedCloseDate: '',
    addons: [],
    buyersCredit: 0,
    shouldUseCredit: false,
    prepaidServiceCallFees: 0,
    selectedServiceCallPrice: null,
    removeACCoverage: false,
    coupon: null,
    isAutoRenew: false,
    isListingCoverage: false,
    isRenewing: false,
    isUpgrading: false,
    isRecentPurchase: false,
    isAddressVerified: false,
    usingSuggestedAddress: false,
    contactPreferences: { isOptedInToSms: false, smsPhoneNumber: '', wantsWelcomeCall: false },
    orderingPartyType: '',
    owner: emptyPerson(),
    seller: { firstName: '', lastName: '' },
    property: { address: emptyAddress(), dwellingTypeId: '', squareFootage: SQUARE_FOOTAGE_DEFAULT },
    payment: {
      // Real estate pays through escrow, a homeowner monthly; a homeowner pays now, as the home buyer.
      type: realEstate ? 'escrow' : 'monthly',
      billingAddressSameAsProperty: true,
      billingAddress: emptyAddress(),
      isPayingNow: !realEstate,
      payingParty: realEstate ? 'unknown' : 'homeBuyer',
      escrowOfficer: { name: '', company: '', email: '' },
    },
    selectedPartners: {},
    priceBreakdown: null,
    confirmation: null,
  };
}

/** "New order resets everything but keeps the state". */
export function startNewOrder(previous: OrderDraft, planType: PlanTypeRouteValue, kind: OrderKind = 'new'): OrderDraft {
  const fresh = emptyDraft(planType);
  fresh.kind = kind;
  fresh.isRenewing = kind === 'renew';
  fresh.isUpgrading = kind === 'upgrade';
  fresh.property.address.state = previous.property.address.state;
  return fresh;
}

/** Leaving the order pages: everything goes except the owner and the property. */
export function resetKeepingOwnerAndProperty(draft: OrderDraft): OrderDraft {
  const fresh = emptyDraft(routeValueOf(draft));
  return { ...fresh, owner: { ...draft.owner }, property: structuredClone(draft.property) };
}

/**
 * The property's state or dwelling type changed: add-ons, the AC removal flag and the chosen offer are
 * cleared, and with them the price of the old offer.
 */
export function changeProperty(draft: OrderDraft, change: { state?: string; dwellingTypeId?: string }): OrderDraft {
  const state = change.state ?? draft.property.address.state;
  const dwellingTypeId = change.dwellingTypeId ?? draft.property.dwellingTypeId;
  const changed = state !== draft.property.address.state || dwellingTypeId !== draft.property.dwellingTypeId;
  if (!changed) return draft;
  return {
    ...draft,
    property: { ...draft.property, address: { ...draft.property.address, state }, dwellingTypeId },
    addons: [],
    removeACCoverage: false,
    planId: null,
    selectedOfferId: null,
    selectedServiceCallPrice: null,
    priceBreakdown: null,
  };
}

/**
 * Choosing a plan: the offer, its cheapest service call price, its
 * included add-ons added to the ones chosen (keeping their quantities; add-ons the new offer does not sell
 * are dropped), the coupon kept when it has a code.
 */
export function choosePlan(draft: OrderDraft, offer: Offer): OrderDraft {
  const cheapest = cheapestServiceCallPrice(offer.serviceCallPrices.map((p) => ({ ...p, feeCents: toCents(p.fee) })));
  const sold = new Set(offer.coverages.filter((coverage) => coverage.isOptional).map((coverage) => coverage.id));
  const offered = offer.coverages.map((coverage) => ({
    salesItemId: coverage.id,
    // Offers saved on a device before the flag existed lack it: an add-on then allows a quantity.
    allowsQuantity: coverage.allowsQuantity !== false,
  }));
  const kept = capOneOffAddons(
    draft.addons.filter((line) => sold.has(line.salesItemId)),
    offered,
  );
  return {
    ...draft,
    planId: offer.planId,
    selectedOfferId: offer.contractOfferId,
    selectedServiceCallPrice: cheapest ? { id: cheapest.id, fee: cheapest.fee } : null,
    addons: withIncludedAddons(kept, offer.includedAddonIds),
    coupon: draft.coupon?.couponCode ? draft.coupon : null,
  };
}

/** What the offers of another plan type or coverage kind make stale: the plan, its add-ons and its price. */
const withoutPlan = (draft: OrderDraft): OrderDraft => ({
  ...draft,
  planId: null,
  selectedOfferId: null,
  selectedServiceCallPrice: null,
  addons: [],
  removeACCoverage: false,
  prepaidServiceCallFees: 0,
  priceBreakdown: null,
});

/**
 * A listing agent orders a listing coverage for the seller: only plans that can be one are offered, at the
 * state's listing coverage price, paid at closing; leaving it gives the buyer's plans back.
 */
export function chooseListingCoverage(draft: OrderDraft, isListingCoverage: boolean): OrderDraft {
  if (draft.isListingCoverage === isListingCoverage) return draft;
  const cleared = withoutPlan({ ...draft, isListingCoverage });
  if (!isListingCoverage)
    return { ...cleared, orderingPartyType: draft.orderingPartyType === 'sellerAgent' ? '' : draft.orderingPartyType };
  return {
    ...cleared,
    orderingPartyType: 'sellerAgent',
    payment: { ...draft.payment, type: 'escrow', isPayingNow: false, payingParty: 'unknown' },
  };
}

/**
 * A buyer who bought the home in the last 30 days orders as the home buyer, from the real-estate plans,
 * paid in full; saying no again brings the homeowner plans back, paid monthly.
 */
export function markRecentPurchase(draft: OrderDraft, isRecentPurchase: boolean): OrderDraft {
  if (draft.isRecentPurchase === isRecentPurchase) return draft;
  const cleared = withoutPlan({ ...draft, isRecentPurchase, isListingCoverage: false, isAutoRenew: false });
  if (isRecentPurchase)
    return {
      ...cleared,
      planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
      orderingPartyType: 'homeBuyer',
      payment: { ...draft.payment, type: 'full', isPayingNow: true, payingParty: 'homeBuyer' },
    };
  return {
    ...cleared,
    planTypeId: HOMEOWNER_PLAN_TYPE_ID,
    orderingPartyType: '',
    payment: { ...draft.payment, type: 'monthly', isPayingNow: true, payingParty: 'homeBuyer' },
  };
}

/**
 * A new order of a visitor who just sent a quote starts with its answers: the owner (the buyer), the street
 * and zip when not typed yet, and a recent purchase when ordering a real-estate plan for a buyer. An order
 * whose owner is already typed, a renewal, an upgrade or a conversion keeps what it has.
 */
export function prefillFromQuote(draft: OrderDraft, prefill: QuoteOrderPrefill): OrderDraft {
  if (draft.kind !== 'new' || draft.contractId) return draft;
  if (Object.values(draft.owner).some((value) => value.trim())) return draft;
  const { address } = draft.property;
  const filled: OrderDraft = {
    ...draft,
    owner: { ...prefill.owner },
    property: {
      ...draft.property,
      address: {
        ...address,
        streetAddress: address.streetAddress || prefill.streetAddress,
        zipCode: address.zipCode || prefill.zipCode,
      },
    },
  };
  const boughtRecently = prefill.isRecentPurchase && isRealEstate(draft) && !draft.isListingCoverage;
  return boughtRecently ? markRecentPurchase(filled, true) : filled;
}

export const setAddon = (draft: OrderDraft, salesItemId: string, quantity: number): OrderDraft => ({
  ...draft,
  addons: setAddonQuantity(draft.addons, salesItemId, quantity),
});

const time = (iso: string) => {
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
};

/**
 * A price breakdown answer is kept only if its timestamp is newer than the stored one;
 * `force` takes the server's word regardless (a 409 priceChanged).
 */
export function acceptBreakdown(draft: OrderDraft, breakdown: PriceBreakdown, force = false): OrderDraft {
  const stored = draft.priceBreakdown;
  if (!force && stored && time(stored.timestamp) >= time(breakdown.timestamp)) return draft;
  return { ...draft, priceBreakdown: breakdown, priceIsEstimate: false };
}

/** A price worked out on the device (offline): shown until the server's answer replaces it. */
export function acceptEstimate(draft: OrderDraft, breakdown: PriceBreakdown): OrderDraft {
  return { ...acceptBreakdown(draft, breakdown), priceIsEstimate: true };
}

/** A failed price request clears the breakdown, unless a newer answer than that request already arrived. */
export function failBreakdown(draft: OrderDraft, requestTimestamp: string): OrderDraft {
  const stored = draft.priceBreakdown;
  if (!stored || time(stored.timestamp) > time(requestTimestamp)) return draft;
  return { ...draft, priceBreakdown: null };
}

/**
 * Keys that hold card data, the card gateway's ids and tokens, or search results: never written to storage,
 * whatever put them in an object.
 */
const NEVER_STORED = new Set([
  'cardNumber',
  'cardCode',
  'securityCode',
  'expirationDate',
  'expiration',
  'nameOnCard',
  'lastFour',
  'token',
  'profileToken',
  'hostedFormToken',
  'hostedFormUrl',
  'authNetProfileId',
  'authNetPaymentProfileId',
  'searchResults',
  'search',
]);

/** A copy of a value without any of the keys above, at any depth. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!NEVER_STORED.has(key)) copy[key] = withoutSecrets(item);
  }
  return copy as T;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Fills what a stored draft lacks from a blank one (a draft saved by an older version of the app). */
function mergeInto<T>(base: T, saved: unknown): T {
  if (!isObject(base) || !isObject(saved)) return (saved === undefined ? base : saved) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(saved)) {
    const baseValue = (base as Record<string, unknown>)[key];
    merged[key] = isObject(baseValue) && isObject(value) ? mergeInto(baseValue, value) : value;
  }
  return merged as T;
}

/** A draft read back from storage, or null when there is none or it cannot be read. */
export function parseStoredDraft(text: string | null): OrderDraft | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed) || parsed.version !== DRAFT_VERSION) return null;
    const planType = parsed.planTypeId === REAL_ESTATE_PLAN_TYPE_ID ? 'realEstate' : 'consumer';
    const draft = mergeInto(emptyDraft(planType), withoutSecrets(parsed));
    if (draft.planTypeId !== HOMEOWNER_PLAN_TYPE_ID && draft.planTypeId !== REAL_ESTATE_PLAN_TYPE_ID) return null;
    return draft;
  } catch {
    return null;
  }
}
