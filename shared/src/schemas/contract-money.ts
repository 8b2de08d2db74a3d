/** The money of a contract as its owner sees it: its ledger, automatic payment (the mandate) and auto-renewal. */
import { type Static, Type } from 'typebox';
import { Dollars } from './common.ts';

const Nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Automatic payment of a contract: on when its owner agreed that a card pays its later charges. */
export const AutomaticPayment = Type.Object({
  isEnabled: Type.Boolean(),
  /** The card, shown to the card's owner only. */
  card: Nullable(Type.Object({ cardType: Type.String(), lastFour: Type.String() })),
  /** What the card pays, and the words the owner agreed to, when it did. */
  amountRule: Nullable(Type.String()),
  words: Nullable(Type.String()),
  agreedAt: Nullable(Type.String()),
});
export type AutomaticPayment = Static<typeof AutomaticPayment>;

export const AutomaticPaymentBody = Type.Object({
  isEnabled: Type.Boolean(),
  /** The caller's saved card to pay with; needed to turn it on. */
  creditCardId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type AutomaticPaymentBody = Static<typeof AutomaticPaymentBody>;

export const AutoRenewBody = Type.Object({ isAutoRenew: Type.Boolean() });

/** PUT /account/contract/{id}/renewalPlan: the plan and add-ons the contract renews to. */
export const RenewalPlanBody = Type.Object({
  planId: Type.String({ minLength: 1, maxLength: 64 }),
  addons: Type.Optional(
    Type.Array(
      Type.Object({
        salesItemId: Type.String({ minLength: 1, maxLength: 64 }),
        quantity: Type.Integer({ minimum: 0, maximum: 99 }),
      }),
      { maxItems: 50 },
    ),
  ),
});
export type RenewalPlanBody = Static<typeof RenewalPlanBody>;
export type AutoRenewBody = Static<typeof AutoRenewBody>;

export const LedgerLine = Type.Object({
  /** Owed: premium, adjustment, fee. Moved: payment, refund, credit, writeOff, payout. */
  kind: Type.Union([
    Type.Literal('premium'),
    Type.Literal('adjustment'),
    Type.Literal('fee'),
    Type.Literal('payment'),
    Type.Literal('refund'),
    Type.Literal('credit'),
    Type.Literal('writeOff'),
    Type.Literal('payout'),
  ]),
  description: Type.String(),
  /** Dollars, always above 0; `kind` says which way it goes. */
  amount: Type.Number(),
  policyNumber: Type.String(),
  /** An owed line: when it falls due; a moved line: when it moved. */
  date: Type.String(),
});
export type LedgerLine = Static<typeof LedgerLine>;

/** GET /account/contract/{id}/money: the contract chain's ledger and what is read from it. */
export const ContractMoney = Type.Object({
  contractId: Type.String(),
  /** Dollars: above 0 is held for the owner, below 0 is owed. */
  balance: Type.Number(),
  /** The last day its coverage is paid for (a monthly contract's 30-day grace included); null when none is. */
  paidThrough: Nullable(Type.String()),
  isAutoRenew: Type.Boolean(),
  /** The plan chosen for the renewal (a cheaper plan or fewer add-ons waits for it); null: the same plan. */
  renewalPlan: Nullable(
    Type.Object({
      planId: Type.String(),
      planName: Type.String(),
      addons: Type.Array(Type.Object({ salesItemId: Type.String(), quantity: Type.Integer() })),
      chosenAt: Type.String(),
    }),
  ),
  automaticPayment: AutomaticPayment,
  lines: Type.Array(LedgerLine),
});
export type ContractMoney = Static<typeof ContractMoney>;

/** POST /account/contract/{id}/payInFull: a monthly contract paid for the rest of its term at once. */
export const PayInFullBody = Type.Object({
  /** The caller's saved card, or a card typed in this checkout (with its checkout token). */
  creditCardId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  authNetProfileId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  authNetPaymentProfileId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  profileToken: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  /** The amount the owner was shown (dollars): a different price is 409 and nothing is charged. */
  confirmedAmount: Dollars({ maximum: 1_000_000 }),
});
export type PayInFullBody = Static<typeof PayInFullBody>;

export const PayInFullQuote = Type.Object({
  contractId: Type.String(),
  /** What paying the rest of the term now costs (dollars): every monthly premium not yet owed. */
  amount: Type.Number(),
  /** How many monthly premiums that is. */
  premiums: Type.Integer(),
});
export type PayInFullQuote = Static<typeof PayInFullQuote>;
