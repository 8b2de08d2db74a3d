/** The account calls (spec core section 7): the signed-in user's record and contracts. */
import { type Static, Type } from 'typebox';
import { AuthUser } from './auth.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** Contract status descriptions as people read them; only "Active" counts as active (spec core section 4). */
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
});
export type ContractSummary = Static<typeof ContractSummary>;

export const AccountResponse = Type.Object({
  user: AuthUser,
  /** The contracts the user owns, newest first. */
  contracts: Type.Array(ContractSummary),
});
export type AccountResponse = Static<typeof AccountResponse>;
