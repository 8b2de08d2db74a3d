import { type Static, Type } from 'typebox';
import { RowId } from './common.ts';

/** A payment the card's bank took back (a chargeback), as staff see it to decide what follows. */
export const StaffDispute = Type.Object({
  policyPaymentId: Type.Integer(),
  contractId: Type.String(),
  policyNumber: Type.String(),
  contractStatus: Type.String(),
  amount: Type.Number(),
  gatewayTransactionId: Type.String(),
  disputedAt: Type.String({ format: 'date-time' }),
  /** null until staff decide. */
  decision: Type.Union([Type.Literal('resumed'), Type.Literal('cardStopped'), Type.Null()]),
  card: Type.Union([
    Type.Object({
      creditCardId: Type.String(),
      cardType: Type.String(),
      lastFour: Type.String(),
      suspended: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  /** The contract's service requests, newest first, so staff see what was claimed on it. */
  claims: Type.Array(
    Type.Object({
      serviceRequestId: Type.String(),
      status: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type StaffDispute = Static<typeof StaffDispute>;

export const StaffDisputeList = Type.Object({ items: Type.Array(StaffDispute) });
export type StaffDisputeList = Static<typeof StaffDisputeList>;

export const StaffDisputeParams = Type.Object({ policyPaymentId: RowId });

/** `resumed`: the card may be charged automatically again; `cardStopped`: it stays stopped (the owner must pay another way). */
export const StaffDisputeDecisionBody = Type.Object({
  decision: Type.Union([Type.Literal('resumed'), Type.Literal('cardStopped')]),
});
