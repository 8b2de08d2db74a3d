/**
 * Ordering calls: offers, coupons, the price breakdown, orders, quick
 * orders, payments, partners, leads, limits and exclusions, geocoding. Money is dollars on the wire.
 */
import { type Static, Type } from 'typebox';
import { ORDER_PAYMENT_TYPES, ORDERING_PARTY_ROLES, PARTNER_ROLES } from '../enums.ts';
import { EMAIL_MAX_LENGTH } from '../field-checks.ts';
import { COVERAGE_LENGTH_MAX, PREPAID_SERVICE_CALLS_MAX, PRICE_ITEM_TYPES } from '../pricing.ts';
import { PreferredLanguage } from './auth.ts';
import { DayIn, Dollars } from './common.ts';
import { EscrowOfficer } from './escrow-invoices.ts';
import { GeocodeResult } from './reference.ts';

const Id = /* @__NO_SIDE_EFFECTS__ */ (max = 100) => Type.String({ minLength: 1, maxLength: max });
const Text = /* @__NO_SIDE_EFFECTS__ */ (max: number) => Type.String({ maxLength: max });
const Money = Type.Number();
const StateCode = Type.String({ pattern: '^[A-Za-z]{2}$' });
const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH });
const Nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

// ---- Offers -------------------------------------------------------------------------------------

export const OfferCoverage = Type.Object({
  /** The sales item id; an add-on line names it as `salesItemId`. */
  id: Type.String(),
  category: Type.String(),
  description: Type.String(),
  isOptional: Type.Boolean(),
  isIncludedByDefault: Type.Boolean(),
  /** Yearly cost (add-ons; 0 for included coverage). */
  cost: Money,
  /** Monthly recurring cost. */
  recurringCost: Money,
  /** The coverage item whose limits and exclusions apply; null when there are none. */
  salesItemCoverageId: Nullable(Type.String()),
  /** False for a one-off add-on: it is bought at most once (quantity 0 or 1). */
  allowsQuantity: Type.Boolean(),
});
export type OfferCoverage = Static<typeof OfferCoverage>;

export const ServiceCallPrice = Type.Object({
  id: Type.String(),
  fee: Money,
  /** What choosing this fee adds to (or, when negative, takes off) the yearly price. */
  priceOffset: Money,
});
export type ServiceCallPrice = Static<typeof ServiceCallPrice>;

export const Offer = Type.Object({
  contractOfferId: Type.String(),
  planId: Type.String(),
  name: Type.String(),
  /** Yearly price; for a listing coverage, the state's listing coverage price. */
  cost: Money,
  monthlyCost: Money,
  coverages: Type.Array(OfferCoverage),
  /** Add-ons pre-selected when this plan is chosen. */
  includedAddonIds: Type.Array(Type.String()),
  isCurrentCoverage: Type.Boolean(),
  canBeListingCoverage: Type.Boolean(),
  serviceCallPrices: Type.Array(ServiceCallPrice),
  /** The plan's own limits and exclusions. */
  salesItemCoverageId: Nullable(Type.String()),
});
export type Offer = Static<typeof Offer>;

export const OffersParams = Type.Object({
  state: StateCode,
  planTypeId: Id(),
  dwellingTypeId: Id(),
  isListingCoverage: Type.Boolean(),
});

export const ContractOffersParams = Type.Object({ contractId: Id(), isUpgrading: Type.Boolean() });

export const PriceBreakdownItem = Type.Object({
  type: Type.Enum(PRICE_ITEM_TYPES, { type: 'string' }),
  description: Type.String(),
  /** Signed dollars per unit: coupons, credits and discounts are negative. */
  cost: Money,
  quantity: Type.Integer(),
  coverageId: Type.Optional(Type.String()),
});
export type PriceBreakdownItem = Static<typeof PriceBreakdownItem>;

export const PriceBreakdown = Type.Object({
  items: Type.Array(PriceBreakdownItem),
  monthlyTotal: Money,
  total: Money,
  planTypeId: Type.String(),
  /** The request's timestamp when it sent one, else the server's time: a client keeps only newer answers. */
  timestamp: Type.String(),
  /**
   * An upgrade (isUpgrading with contractId): what it charges now, the new plan's price less the current one
   * for the days left of the term (or of a monthly contract's current period), in dollars.
   */
  upgradeDueNow: Type.Optional(Money),
});
export type PriceBreakdown = Static<typeof PriceBreakdown>;

export const OffersResponse = Type.Object({
  offers: Type.Array(Offer),
  /** Renewals and upgrades: the contract's current plan, add-ons and price. */
  current: Nullable(
    Type.Object({
      contractId: Type.String(),
      contractOfferId: Type.String(),
      planId: Type.String(),
      addonIds: Type.Array(Type.String()),
      priceBreakdown: PriceBreakdown,
      /** The contract's credit available to this order (shouldUseCredit applies it), in dollars. */
      creditBalance: Money,
    }),
  ),
  over5000SqFtFee: Money,
  listingCoveragePrice: Money,
  stateCode: Type.String(),
  planTypeId: Type.String(),
  dwellingTypeId: Type.String(),
});
export type OffersResponse = Static<typeof OffersResponse>;

/** The listing coverage price of each state that sells one, most expensive markets first. */
export const ListingCoveragePricesResponse = Type.Object({
  prices: Type.Array(Type.Object({ stateCode: Type.String(), price: Money })),
});
export type ListingCoveragePricesResponse = Static<typeof ListingCoveragePricesResponse>;

// ---- Coupons ------------------------------------------------------------------------------------

export const CouponValidateBody = Type.Object({
  couponCode: Type.String({ minLength: 2, maxLength: 40 }),
  planId: Id(),
  planTypeId: Id(),
  stateCode: StateCode,
});
export const CouponValidateResponse = Type.Object({
  result: Type.Object({ couponCode: Type.String(), amount: Money, contractCouponId: Type.String() }),
});
export type CouponValidateResponse = Static<typeof CouponValidateResponse>;

// ---- Order draft ------------------------------------------------------------

export const DraftAddonLine = Type.Object({
  salesItemId: Id(),
  /** Capped at 99; a line at 0 or less is dropped. */
  quantity: Type.Integer({ minimum: -1000, maximum: 1000 }),
});

export const DraftCoupon = Type.Object({
  couponCode: Text(40),
  /** Ignored by the server, which reads the amount of the contractCouponId. */
  amount: Type.Optional(Dollars()),
  contractCouponId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
});

export const OrderAddress = Type.Object({
  streetAddress: Text(200),
  unit: Type.Optional(Nullable(Text(50))),
  city: Text(100),
  /** The two-letter state (from the zip). */
  state: StateCode,
  zipCode: Type.String({ pattern: '^[0-9]{5}$' }),
});
export type OrderAddress = Static<typeof OrderAddress>;

export const DraftProperty = Type.Object({
  address: Type.Object({
    streetAddress: Type.Optional(Text(200)),
    unit: Type.Optional(Nullable(Text(50))),
    city: Type.Optional(Text(100)),
    state: StateCode,
    zipCode: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  dwellingTypeId: Id(),
  squareFootage: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

/** What prices an order: the pricing part of the order draft. Prices a client sends are ignored. */
const PricingFields = {
  planTypeId: Id(),
  planId: Type.Optional(Id()),
  /** The chosen offer; with planId alone, the plan's offer for the property's state and dwelling type. */
  selectedOfferId: Type.Optional(Nullable(Id())),
  property: DraftProperty,
  addons: Type.Optional(Type.Array(DraftAddonLine, { maxItems: 100 })),
  coverageLength: Type.Optional(Type.Integer({ minimum: 1, maximum: COVERAGE_LENGTH_MAX })),
  coupon: Type.Optional(Nullable(DraftCoupon)),
  /** The chosen service call price: an id from the offer's serviceCallPrices (default: the lowest fee). */
  selectedServiceCallPrice: Type.Optional(
    Nullable(Type.Object({ id: Type.Optional(Id()), fee: Type.Optional(Dollars()) })),
  ),
  prepaidServiceCallFees: Type.Optional(Type.Integer({ minimum: 0, maximum: PREPAID_SERVICE_CALLS_MAX })),
  isListingCoverage: Type.Optional(Type.Boolean()),
  isAutoRenew: Type.Optional(Type.Boolean()),
  /** Renewals and upgrades: the contract, and whether its credit is used. */
  contractId: Type.Optional(Nullable(Id())),
  isUpgrading: Type.Optional(Type.Boolean()),
  isRenewing: Type.Optional(Type.Boolean()),
  shouldUseCredit: Type.Optional(Type.Boolean()),
  creditAmountToBeConsumed: Type.Optional(Dollars()),
  /** Quick orders: the leftover budget, for the buyer (informative; not taken off the price). */
  buyersCredit: Type.Optional(Dollars()),
  /** The client's time of the request (ISO 8601), echoed in the answer. */
  timestamp: Type.Optional(Type.String({ maxLength: 40 })),
};

export const PriceBreakdownBody = Type.Object(PricingFields);
export type PriceBreakdownBody = Static<typeof PriceBreakdownBody>;

export const PersonName = { firstName: Text(100), lastName: Text(100) };

export const OrderOwner = Type.Object({
  ...PersonName,
  email: Email,
  phone: Text(20),
});

export const OrderContact = Type.Object({
  role: Type.Enum(ORDERING_PARTY_ROLES, { type: 'string' }),
  firstName: Text(100),
  lastName: Text(100),
  email: Type.Optional(Text(254)),
  phone: Type.Optional(Text(20)),
});

export const ContactPreferences = Type.Object({
  isOptedInToSms: Type.Optional(Type.Boolean()),
  /** The language of the page the order was placed on: an account the order makes keeps it. */
  preferredLanguage: Type.Optional(PreferredLanguage),
  sendRecordedContractInfo: Type.Optional(Type.Boolean()),
  smsPhoneNumber: Type.Optional(Nullable(Text(20))),
  wantsWelcomeCall: Type.Optional(Type.Boolean()),
  welcomeCallDate: Type.Optional(Nullable(DayIn('welcomeCall'))),
});

/** An enum, not a union of literals mapped from the list: the static type of such a union is `never`. */
const PartnerRoleSchema = Type.Enum(PARTNER_ROLES, { type: 'string' });

export const Partner = Type.Object({
  partnerId: Type.String(),
  role: PartnerRoleSchema,
  name: Type.String(),
  company: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  city: Type.String(),
  stateCode: Nullable(Type.String()),
});
export type Partner = Static<typeof Partner>;

export const SelectedPartners = Type.Object({
  buyerAgent: Type.Optional(Nullable(Type.Object({ partnerId: Id() }))),
  sellerAgent: Type.Optional(Nullable(Type.Object({ partnerId: Id() }))),
  assistant: Type.Optional(Nullable(Type.Object({ partnerId: Id() }))),
  loanOfficer: Type.Optional(Nullable(Type.Object({ partnerId: Id() }))),
  titleCompany: Type.Optional(Nullable(Type.Object({ partnerId: Id() }))),
});

export const OrderPayment = Type.Object({
  type: Type.Enum(ORDER_PAYMENT_TYPES, { type: 'string' }),
  /** Left out when it equals the property address. */
  billingAddress: Type.Optional(Nullable(OrderAddress)),
  isPayingNow: Type.Optional(Type.Boolean()),
  payingParty: Type.Optional(Type.Union([Type.Literal('homeBuyer'), Type.Literal('unknown')])),
  confirmationEmailAddresses: Type.Optional(Type.Array(Email, { maxItems: 5 })),
  /** A saved card of the caller. */
  creditCardId: Type.Optional(Nullable(Id())),
  /**
   * A card typed in this checkout: the gateway profile ids from POST /order/getCustomerPaymentProfile, with the
   * `token` of POST /order/getCustomerProfileToken that opened the profile (`profileToken`).
   */
  authNetProfileId: Type.Optional(Nullable(Id())),
  authNetPaymentProfileId: Type.Optional(Nullable(Id())),
  /** With those ids: the `token` of POST /order/getCustomerProfileToken that opened that customer profile. */
  profileToken: Type.Optional(Type.String({ maxLength: 600 })),
});

export const OrderBody = Type.Object({
  ...PricingFields,
  property: Type.Object({
    address: OrderAddress,
    dwellingTypeId: Id(),
    squareFootage: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  }),
  planId: Id(),
  owner: OrderOwner,
  seller: Type.Optional(
    Nullable(Type.Object({ ...PersonName, email: Type.Optional(Text(254)), phone: Type.Optional(Text(20)) })),
  ),
  contacts: Type.Optional(Type.Array(OrderContact, { maxItems: 10 })),
  contactPreferences: Type.Optional(ContactPreferences),
  orderingPartyType: Type.Optional(Type.Enum(ORDERING_PARTY_ROLES, { type: 'string' })),
  selectedPartners: Type.Optional(SelectedPartners),
  payment: OrderPayment,
  estimatedCloseDate: Type.Optional(Nullable(DayIn('closing'))),
  /** The escrow or title officer: required when paid at closing (escrow), who is e-mailed the invoice. */
  escrowOfficer: Type.Optional(Nullable(EscrowOfficer)),
  isRecentPurchase: Type.Optional(Type.Boolean()),
  /** The campaign that brought the visit (`?MarketingSourceId=` on the home page). */
  marketingSourceId: Type.Optional(Nullable(Text(100))),
  hasAcknowledgedWaitPeriod: Type.Optional(Type.Boolean()),
  /**
   * The total the buyer agreed to, in dollars. When it differs from the server's price the order is refused
   * with 409 `priceChanged` and the new breakdown, so an order queued offline is never placed at a price
   * nobody saw.
   */
  confirmedTotal: Type.Optional(Dollars()),
});
export type OrderBody = Static<typeof OrderBody>;

export const OrderResponse = Type.Object({
  contractId: Type.String(),
  policyNumber: Type.String(),
  isListingCoverage: Type.Boolean(),
  isWebPolicy: Type.Boolean(),
  /** The card payment taken with the order; absent for escrow. */
  policyPaymentId: Type.Optional(Type.Integer()),
  /**
   * Present (true) when the owner's e-mail is an existing account's and the order was placed by someone else
   * signed out: it waits for the owner to confirm it (a link is mailed to them) before it joins their account.
   */
  awaitingOwnerConfirmation: Type.Optional(Type.Boolean()),
  /** Present (true) when the order made the owner's account: it has no password yet (the order mail offers one). */
  ownerAccountCreated: Type.Optional(Type.Boolean()),
  /** The day coverage starts (YYYY-MM-DD); null for escrow orders, which start at close of escrow. */
  coverageStartDate: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  priceBreakdown: PriceBreakdown,
});
export type OrderResponse = Static<typeof OrderResponse>;

/**
 * 409: `priceChanged` carries the server's price, to show before the order is sent again; other conflicts
 * (`contractChanged`, `inProgress`) carry none.
 */
export const PriceChangedBody = Type.Object({
  hasErrors: Type.Literal(true),
  errors: Type.Array(Type.Object({ message: Type.String(), code: Type.String(), field: Type.Optional(Type.String()) })),
  priceBreakdown: Type.Optional(PriceBreakdown),
});

// ---- Quick order -------------------------------------------------------------------------------

export const QuickOrderBody = Type.Object({
  /** Dollars as typed: digits, comma and period. Not needed (and not used) for a listing coverage. */
  budgetAmount: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Dollars()])),
  dwellingTypeId: Id(),
  squareFootage: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  stateCode: StateCode,
  isListingCoverage: Type.Optional(Type.Boolean()),
});
export const QuickOrderResponse = Type.Object({
  planId: Type.String(),
  contractOfferId: Type.String(),
  buyersCredit: Money,
  includedAddonIds: Type.Array(Type.String()),
});
export type QuickOrderResponse = Static<typeof QuickOrderResponse>;

// ---- Card payments -----------------------------------------------------------------------------

export const CustomerProfileTokenBody = Type.Object({ email: Email });
export const CustomerProfileTokenResponse = Type.Object({
  /** The gateway's customer profile (authNetProfileId). */
  customerProfileId: Type.String(),
  /** Short-lived permission to add cards to that profile and read them back. */
  token: Type.String(),
  /** The gateway's hosted card form: post `hostedFormToken` as the form field `token` to it, in a frame. */
  hostedFormUrl: Type.String(),
  hostedFormToken: Type.String(),
});

/** After the hosted form said the card was saved: no card number, only the token that opened the profile. */
export const CustomerPaymentProfileBody = Type.Object({
  token: Id(500),
});
export const CustomerPaymentProfileResponse = Type.Object({
  authNetProfileId: Type.String(),
  authNetPaymentProfileId: Type.String(),
  cardType: Type.String(),
  lastFour: Type.String(),
  expirationDate: Type.String(),
  /** The checkout token again: a payment naming these ids sends it as `profileToken`. */
  profileToken: Type.String(),
});
export type CustomerPaymentProfileResponse = Static<typeof CustomerPaymentProfileResponse>;

export const ProcessPaymentBody = Type.Object({
  billingInfo: Type.Object({
    contractId: Id(),
    /** A saved card of the caller, or a profile from POST /order/getCustomerPaymentProfile. */
    creditCardId: Type.Optional(Nullable(Id())),
    authNetProfileId: Type.Optional(Nullable(Id())),
    authNetPaymentProfileId: Type.Optional(Nullable(Id())),
    /** With those ids: the `token` of POST /order/getCustomerProfileToken that opened that customer profile. */
    profileToken: Type.Optional(Type.String({ maxLength: 600 })),
  }),
});
export const ProcessPaymentResponse = Type.Object({ policyPaymentId: Type.Integer(), amount: Money });

// ---- Partners, leads, limits, geocoding ------------------------------------------------------------

export const PartnerSearchQuery = Type.Object({
  for: Type.String({ minLength: 2, maxLength: 100 }),
  type: PartnerRoleSchema,
});
export const PartnerSearchResponse = Type.Array(Partner);

export const CreatePartnerBody = Type.Object({
  role: PartnerRoleSchema,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  company: Type.Optional(Text(200)),
  email: Type.Optional(Text(254)),
  phone: Type.Optional(Text(20)),
  city: Type.Optional(Text(100)),
  stateCode: Type.Optional(Nullable(StateCode)),
});

export const FindExistingPartnerQuery = Type.Object({
  role: PartnerRoleSchema,
  email: Type.Optional(Text(254)),
  name: Type.Optional(Text(200)),
  phone: Type.Optional(Text(20)),
});
export const FindExistingParentQuery = Type.Object({
  company: Type.String({ minLength: 1, maxLength: 200 }),
  city: Type.Optional(Text(100)),
  stateCode: Type.Optional(StateCode),
});
export const FindExistingResponse = Type.Object({ partner: Nullable(Partner) });

export const LimitsAndExclusions = Type.Object({
  name: Type.String(),
  factoids: Type.Array(Type.Object({ image: Type.String(), title: Type.String(), items: Type.Array(Type.String()) })),
  coveredCoverageList: Type.Array(Type.String()),
  notCovered: Type.Array(Type.String()),
  limits: Type.Array(Type.String()),
  legal: Type.String(),
});
export type LimitsAndExclusions = Static<typeof LimitsAndExclusions>;

export const GeocodingBody = Type.Object({
  streetAddress: Type.Optional(Text(200)),
  city: Type.Optional(Text(100)),
  state: Type.Optional(StateCode),
  zipCode: Type.String({ pattern: '^[0-9]{5}$' }),
});
export const GeocodingResponse = Type.Object({
  results: Type.Array(GeocodeResult),
  /** The address as the geocoder would write it, when it differs from the one sent. */
  suggestedAddress: Nullable(OrderAddress),
  isAddressVerified: Type.Boolean(),
});
