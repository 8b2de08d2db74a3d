/**
 * Calls on an existing contract's order: paying it, converting a listing coverage,
 * completing it at closing.
 */
import { type Static, Type } from 'typebox';
import { ORDERING_PARTY_ROLES } from '../enums.ts';
import { DayIn } from './common.ts';

const Id = /* @__NO_SIDE_EFFECTS__ */ Type.String({ minLength: 1, maxLength: 100 });
const Nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ConvertParams = Type.Object({
  /** Who converts the listing coverage: the ordering party of the new order. */
  partnerType: Type.Enum(ORDERING_PARTY_ROLES, { type: 'string' }),
});
export const ConvertQuery = Type.Object({ contractId: Id });

const PartnerRef = Nullable(Type.Object({ partnerId: Type.String() }));

export const ConvertResponse = Type.Object({
  contractId: Type.String(),
  estimatedCloseDate: Nullable(Type.String()),
  isListingCoverage: Type.Boolean(),
  orderingPartyType: Type.String(),
  marketingSourceId: Nullable(Type.String()),
  property: Type.Object({
    address: Type.Object({
      streetAddress: Type.String(),
      unit: Type.Optional(Type.String()),
      city: Type.String(),
      state: Type.String(),
      zipCode: Type.String(),
    }),
    dwellingTypeId: Type.String(),
    squareFootage: Type.Integer(),
  }),
  planId: Type.String(),
  buyerAgent: PartnerRef,
  sellerAgent: PartnerRef,
  titleCompany: PartnerRef,
  /**
   * The listing coverage's gateway profile: null, since the seller's card never pays the buyer's order. The
   * web app never reads it; a conversion is paid at closing or by a card the caller enters.
   */
  payment: Type.Object({
    authNetCustomerProfileId: Nullable(Type.String()),
    authNetPayProfileId: Nullable(Type.String()),
  }),
});
export type ConvertResponse = Static<typeof ConvertResponse>;

export const CompleteOrderBody = Type.Object({
  contractId: Id,
  /** The day the sale closed (coverage starts); default today. */
  closingDate: Type.Optional(DayIn('closing')),
});
export const CompleteOrderResponse = Type.Object({
  contractId: Type.String(),
  contractStatus: Type.String(),
  orderStatus: Type.String(),
  effectiveDate: Nullable(Type.String()),
  expireDate: Nullable(Type.String()),
});

/** POST /order/confirmOwner: the owner says whether an order placed for them, signed out, is theirs. */
export const ConfirmOwnerBody = Type.Object({
  contractId: Type.String({ minLength: 1, maxLength: 100 }),
  /** The token of the mailed link; not needed when the owner is signed in. */
  token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  /** true: keep it in my account; false: not mine, cancel it and return the payment. */
  isMine: Type.Boolean(),
});
export type ConfirmOwnerBody = Static<typeof ConfirmOwnerBody>;
export const ConfirmOwnerResponse = Type.Object({
  contractId: Type.String(),
  policyNumber: Type.String(),
  contractStatus: Type.String(),
  message: Type.String(),
});
