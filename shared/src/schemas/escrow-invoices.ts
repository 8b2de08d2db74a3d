/**
 * Invoices due at closing (escrow): the officer an order names, the officer's pay page (a capability link), a
 * cheque recorded by staff, the agent's change of closing date and the agent's flyer.
 */
import { type Static, Type } from 'typebox';
import { ESCROW_INVOICE_CANCEL_REASONS, ESCROW_INVOICE_STATUSES } from '../escrow-invoice.ts';
import { DayIn, Dollars } from './common.ts';

const Nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Id = Type.String({ minLength: 1, maxLength: 100 });

/** The escrow or title officer of an order: required when it is paid at closing (escrow), else optional. */
export const EscrowOfficer = Type.Object({
  name: Type.String({ maxLength: 200 }),
  company: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
});
export type EscrowOfficer = Static<typeof EscrowOfficer>;

const StatusSchema = Type.Enum(ESCROW_INVOICE_STATUSES, { type: 'string' });

/** What the agent's order list shows of an escrow order's invoice. */
export const EscrowInvoiceSummary = Type.Object({
  invoiceId: Type.String(),
  status: StatusSchema,
  /** Last e-mailed to the officer (ISO date-time). */
  sentAt: Nullable(Type.String()),
  /** First opened from its link. */
  viewedAt: Nullable(Type.String()),
  paidAt: Nullable(Type.String()),
  officer: Nullable(EscrowOfficer),
});
export type EscrowInvoiceSummary = Static<typeof EscrowInvoiceSummary>;

export const EscrowInvoiceParams = Type.Object({ invoiceId: Id });
/** The link's token (`t`): 256-bit HMAC of the invoice id, base64url. */
export const EscrowInvoiceQuery = Type.Object({ t: Type.Optional(Type.String({ maxLength: 200 })) });

/** The officer's pay page. Money is dollars. */
export const EscrowInvoiceView = Type.Object({
  invoiceId: Type.String(),
  policyNumber: Type.String(),
  planName: Type.String(),
  propertyAddress: Type.String(),
  /** YYYY-MM-DD, or null when the order names none. */
  closingDate: Nullable(Type.String()),
  /** The invoice's amount, and what is still due on it (0 once paid or cancelled). */
  amount: Type.Number(),
  amountDue: Type.Number(),
  /** `cancelled` also when the invoice's contract was cancelled or has expired: it takes no payment. */
  status: StatusSchema,
  /** Why it is cancelled: `invoiceCancelled`, `contractCancelled` or `contractExpired`; null when it is not. */
  cancelReason: Nullable(Type.Enum(ESCROW_INVOICE_CANCEL_REASONS, { type: 'string' })),
  paidAt: Nullable(Type.String()),
  buyerName: Type.String(),
  officer: Nullable(EscrowOfficer),
});
export type EscrowInvoiceView = Static<typeof EscrowInvoiceView>;

/** A card typed on the pay page: the ids of POST /order/getCustomerPaymentProfile and its checkout token. */
export const EscrowInvoicePayBody = Type.Object({
  authNetProfileId: Id,
  authNetPaymentProfileId: Id,
  profileToken: Type.String({ minLength: 1, maxLength: 600 }),
});
export const EscrowInvoicePayResponse = Type.Object({
  policyPaymentId: Type.Integer(),
  amount: Type.Number(),
  paidAt: Type.String(),
});
export type EscrowInvoicePayResponse = Static<typeof EscrowInvoicePayResponse>;

export const ChequeBody = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 40 }),
  amount: Dollars({ minimum: 0.01 }),
  receivedOn: DayIn('chequeReceived'),
});
export type ChequeBody = Static<typeof ChequeBody>;
export const ChequeResponse = Type.Object({ policyPaymentId: Type.Integer(), invoiceId: Type.String() });

export const ClosingDateParams = Type.Object({ contractId: Id });
export const ClosingDateBody = Type.Object({ closingDate: DayIn('closing') });
export type ClosingDateBody = Static<typeof ClosingDateBody>;
export const ClosingDateResponse = Type.Object({
  contractId: Type.String(),
  estimatedClosingDate: Type.String(),
  /** The unpaid escrow invoice was e-mailed to the officer again with the new date. */
  invoiceResent: Type.Boolean(),
});
export type ClosingDateResponse = Static<typeof ClosingDateResponse>;
