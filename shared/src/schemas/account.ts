/** The account calls: the signed-in user's record and contracts. */
import { type Static, Type } from 'typebox';
import { AuthUser, PreferredLanguage } from './auth.ts';
import { EscrowInvoiceSummary } from './escrow-invoices.ts';

const Nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Contract status descriptions as people read them; only "Active" counts as active. */
export const CONTRACT_STATUS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  pending: 'Pending',
  suspended: 'Suspended',
  pending_Cancel: 'Pending Cancel',
};

export const ContractSummary = Type.Object({
  contractId: Type.String(),
  policyNumber: Type.String(),
  planId: Type.String(),
  planName: Type.String(),
  planTypeId: Type.String(),
  contractStatus: Type.Object({ description: Type.String() }),
  orderStatus: Type.String(),
  paymentType: Type.String(),
  effectiveDate: Nullable(Type.String()),
  expireDate: Nullable(Type.String()),
  estimatedClosingDate: Nullable(Type.String()),
  isListingCoverage: Type.Boolean(),
  address: Type.Object({
    streetAddress: Type.String(),
    unit: Type.Optional(Type.String()),
    city: Type.String(),
    state: Type.String(),
    zipCode: Type.String(),
  }),
  total: Type.Number(),
  monthlyTotal: Type.Number(),
  /** Placed signed out with the owner's e-mail by someone else: waits for the owner (POST /order/confirmOwner). */
  awaitingOwnerConfirmation: Type.Optional(Type.Boolean()),
});
export type ContractSummary = Static<typeof ContractSummary>;

export const AccountResponse = Type.Object({
  user: AuthUser,
  /** The contracts the user owns, newest first. */
  contracts: Type.Array(ContractSummary),
});
export type AccountResponse = Static<typeof AccountResponse>;

// ---- Contracts --------------------------------------------------------------------------------------

export const ContractCoverageItem = Type.Object({
  salesItemId: Type.String(),
  category: Type.String(),
  description: Type.String(),
  /** The coverage item of GET /coverageItem/limitsAndExclusions/{id}; null when there is none. */
  salesItemCoverageId: Nullable(Type.String()),
  /** Add-ons: how many are covered. */
  quantity: Type.Optional(Type.Integer()),
});

/** GET /account/contract/{id}: the summary and what the contract was sold with. */
export const ContractDetail = Type.Intersect([
  ContractSummary,
  Type.Object({
    coverageLengthYears: Type.Integer(),
    isAutoRenew: Type.Boolean(),
    serviceCallFee: Type.Number(),
    owner: Type.Object({
      userId: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      email: Type.String(),
    }),
    /** The card monthly and past-due invoices are charged to, if any. */
    defaultCreditCardId: Nullable(Type.String()),
    /** The price items as sold (dollars; coupons and credits negative). */
    priceItems: Type.Array(
      Type.Object({ type: Type.String(), description: Type.String(), cost: Type.Number(), quantity: Type.Integer() }),
    ),
  }),
]);
export type ContractDetail = Static<typeof ContractDetail>;

/** GET /account/contract/coverage/{id}: what the plan covers and the add-ons bought. */
export const ContractCoverage = Type.Object({
  contractId: Type.String(),
  planName: Type.String(),
  /** The plan's own limits and exclusions (GET /coverageItem/limitsAndExclusions/{id}). */
  salesItemCoverageId: Nullable(Type.String()),
  covered: Type.Array(ContractCoverageItem),
  addons: Type.Array(ContractCoverageItem),
});
export type ContractCoverage = Static<typeof ContractCoverage>;

/** GET /account/contract/agent: an agent's orders, with the buyer or seller and what is still owed. */
export const AgentOrder = Type.Intersect([
  ContractSummary,
  Type.Object({
    owner: Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
    orderingPartyType: Nullable(Type.String()),
    amountDue: Type.Number(),
    createdAt: Type.String(),
    /** Paid at closing: its invoice as mailed to the escrow officer (sent, viewed, paid); null otherwise. */
    escrowInvoice: Type.Optional(Nullable(EscrowInvoiceSummary)),
  }),
]);
export type AgentOrder = Static<typeof AgentOrder>;

// ---- Invoices -----------------------------------------------------------------------------------------

export const ContractIdsQuery = Type.Object({
  /** Comma-separated contract ids, e.g. `a,b`. */
  contractIds: Type.String({ minLength: 1, maxLength: 2000 }),
});

export const Invoice = Type.Object({
  invoiceId: Type.String(),
  contractId: Type.String(),
  policyNumber: Type.String(),
  description: Type.String(),
  amount: Type.Number(),
  dueDate: Type.String(),
  status: Type.Enum(['unpaid', 'paid', 'cancelled'], { type: 'string' }),
  paidAt: Nullable(Type.String()),
  isPastDue: Type.Boolean(),
});
export type Invoice = Static<typeof Invoice>;

export const InvoiceDetail = Type.Object({
  invoice: Invoice,
  contract: ContractSummary,
  payments: Type.Array(
    Type.Object({
      policyPaymentId: Type.Integer(),
      amount: Type.Number(),
      paidAt: Type.String(),
      card: Nullable(Type.String()),
      /** When the payment went back to the card (voided or refunded); null while it stands. */
      refundedAt: Nullable(Type.String()),
    }),
  ),
});
export type InvoiceDetail = Static<typeof InvoiceDetail>;

/** POST /account/invoices: pays invoices with a saved card or a card just tokenised through the gateway. */
export const PayInvoicesBody = Type.Object({
  invoiceIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50 }),
  creditCardId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  authNetProfileId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  authNetPaymentProfileId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  /** With those ids: the `token` of POST /order/getCustomerProfileToken that opened that customer profile. */
  profileToken: Type.Optional(Type.String({ maxLength: 600 })),
});
export const PaymentResult = Type.Object({ policyPaymentId: Type.Integer(), amount: Type.Number() });
export type PaymentResult = Static<typeof PaymentResult>;

// ---- Payment methods ------------------------------------------------------------------------------------

export const CreditCard = Type.Object({
  creditCardId: Type.String(),
  /** The policy numbers this card is the default card of. */
  policyNumber: Type.Array(Type.String()),
  cardType: Type.String(),
  lastFour: Type.String(),
  /** MM/YY */
  expirationDate: Type.String(),
});
export const PaymentInfo = Type.Object({ creditCard: CreditCard, isDefault: Type.Boolean() });
export type PaymentInfo = Static<typeof PaymentInfo>;

/** POST /account/payment/info: saves a card tokenised through POST /order/getCustomerPaymentProfile. */
export const AddPaymentInfoBody = Type.Object({
  authNetProfileId: Type.String({ minLength: 1, maxLength: 100 }),
  authNetPaymentProfileId: Type.String({ minLength: 1, maxLength: 100 }),
  /** The `token` of POST /order/getCustomerProfileToken that opened that customer profile. */
  profileToken: Type.Optional(Type.String({ maxLength: 600 })),
  /** Make it this contract's card too. */
  policyId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
});

/** PUT /account/payment: a new expiry for a saved card, and optionally the policy it becomes the default of. */
export const UpdatePaymentBody = Type.Object({
  creditCardId: Type.String({ minLength: 1, maxLength: 100 }),
  expirationDate: Type.Optional(Type.String({ pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' })),
  policyId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
});

export const SetDefaultPaymentMethodBody = Type.Object({
  policyId: Type.String({ minLength: 1, maxLength: 100 }),
  creditCardId: Type.String({ minLength: 1, maxLength: 100 }),
});

export const FailedPayment = Type.Object({
  invoiceId: Type.String(),
  contractId: Type.String(),
  policyNumber: Type.String(),
  amount: Type.Number(),
  dueDate: Type.String(),
  failedAt: Type.String(),
  reason: Type.String(),
});
export type FailedPayment = Static<typeof FailedPayment>;

// ---- Notices, service requests, profile, merge ---------------------------------------------------------

export const Notice = Type.Object({
  noticeId: Type.String(),
  title: Type.String(),
  text: Type.String(),
  level: Type.Enum(['info', 'warning'], { type: 'string' }),
  contractId: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type Notice = Static<typeof Notice>;

/** POST /account/user: the profile a user may change (the e-mail is the user name and stays). */
export const SaveProfileBody = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  /** Left out, the language stays as it was. */
  preferredLanguage: Type.Optional(PreferredLanguage),
  phones: Type.Array(
    Type.Object({
      number: Type.String({ maxLength: 20 }),
      type: Type.Enum(['mobile', 'home', 'work', 'other', 'fax'], { type: 'string' }),
      isPrimary: Type.Boolean(),
    }),
    { maxItems: 5 },
  ),
});

export const SmsOptInBody = Type.Object({ smsPhoneNumber: Type.Optional(Type.String({ maxLength: 20 })) });

/**
 * PUT /account/user/merge: the other account's sign-in, or `automatic` for the accounts found at sign-in
 * under the caller's own e-mail address; their contracts, cards and notices move to the caller.
 */
export const MergeAccountsBody = Type.Object({
  /** Both required unless `automatic`. */
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  password: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  automatic: Type.Optional(Type.Literal(true)),
});
export const MergeAccountsResponse = Type.Union([
  Type.Object({ mergedUserId: Type.String(), contractsMoved: Type.Integer() }),
  /** The automatic merge: how many accounts it took in (0 when they were already consolidated). */
  Type.Object({ accountsMerged: Type.Integer({ minimum: 0 }), contractsMoved: Type.Integer() }),
]);
