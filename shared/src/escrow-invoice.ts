/**
 * The invoice of an order paid at closing (escrow): it is mailed to the escrow or title officer the order names,
 * with a link where the officer pays it by card; staff record a cheque instead. What the agent sees of it
 * (sent, viewed, paid) and what a cheque must say.
 */
import { isEmailAddress } from './field-checks.ts';

/** The escrow or title officer of an order paid at closing, as the order names them. */
export interface EscrowOfficerFields {
  name: string;
  company: string;
  email: string;
}

export const ESCROW_INVOICE_STATUSES = ['notSent', 'sent', 'viewed', 'paid', 'cancelled'] as const;
export type EscrowInvoiceStatus = (typeof ESCROW_INVOICE_STATUSES)[number];

/**
 * Why an invoice takes no payment: it was cancelled itself, or its contract was cancelled (a listing coverage
 * converted into the buyer's contract, a contract cancelled by its owner or agent) or has expired.
 */
export const ESCROW_INVOICE_CANCEL_REASONS = ['invoiceCancelled', 'contractCancelled', 'contractExpired'] as const;
export type EscrowInvoiceCancelReason = (typeof ESCROW_INVOICE_CANCEL_REASONS)[number];

const cancelledBecause: Readonly<Record<EscrowInvoiceCancelReason, string>> = {
  invoiceCancelled: 'This invoice was cancelled',
  contractCancelled: 'This invoice was cancelled because its contract was cancelled',
  contractExpired: 'This invoice was cancelled because its contract has expired',
};
/** What an order's escrow officer lacks (the order form checks it too: apart, it carries none of the invoice's words). */
export const escrowOfficerMessages = {
  nameRequired: 'Please enter the escrow or title officer’s name: the invoice due at closing is e-mailed to them.',
  companyRequired: 'Please enter the escrow or title company.',
  emailRequired: 'Please enter the escrow or title officer’s e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address for the escrow or title officer.',
} as const;

export const escrowInvoiceMessages = {
  notFound: 'This invoice link is not valid. Please use the link in the latest e-mail about this invoice.',
  alreadyPaid: 'This invoice is already paid. Nothing more was charged.',
  cancelled: 'This invoice was cancelled, so it can no longer be paid. Please contact us.',
  paymentUnderWay: 'A payment of this invoice is already under way. Please wait a moment and reload the page.',
  declined: 'The card was declined. Please check the card details or use another card. Nothing was charged.',
  chequeAmount: (given: string, due: string) =>
    `The cheque is for ${given}, but ${due} is due on this invoice. Record a cheque for the amount due.`,
  chequeReceivedInFuture: 'The cheque’s received date cannot be in the future.',
  chequeNotEscrow: 'Only an invoice due at closing (escrow) is paid by a cheque recorded here.',
  closingDateNotPending:
    'The closing date can only be changed before closing: this order is no longer pending. Please contact us.',
  closingDateNotRealEstate: 'Only a real estate order has a closing date.',
  /** The officer's page of a cancelled invoice: its heading and why. */
  cancelledTitle: 'This invoice was cancelled',
  cancelledWhy: (reason: EscrowInvoiceCancelReason, policyNumber: string) =>
    reason === 'invoiceCancelled'
      ? 'Nothing is due on this invoice any more, and it can no longer be paid.'
      : `Contract ${policyNumber} ${reason === 'contractExpired' ? 'has expired' : 'was cancelled'}, so nothing is ` +
        'due on this invoice and it can no longer be paid.',
  /** A card payment refused on a cancelled invoice (409 `invoiceCancelled`). */
  cancelledNotCharged: (reason: EscrowInvoiceCancelReason) =>
    `${cancelledBecause[reason]}, so it can no longer be paid. Nothing was charged.`,
  /** A cheque refused on a cancelled invoice (409 `invoiceCancelled`). */
  chequeCancelled: (reason: EscrowInvoiceCancelReason) =>
    `${cancelledBecause[reason]}, so no cheque can be recorded against it. Nothing was recorded.`,
} as const;

/**
 * What is wrong with the officer an order names, field by field (paths under `escrowOfficer`). An escrow order's
 * officer needs a name, company and valid e-mail: always in the app's order form (`officerRequired`), and
 * whenever one is named at all through the API, which also takes an escrow order naming nobody. Any other order
 * may leave them out, but an e-mail given must be valid.
 */
export function escrowOfficerProblems(
  paymentType: string,
  officer: Partial<EscrowOfficerFields> | null | undefined,
  options: { officerRequired: boolean } = { officerRequired: true },
): { field: string; message: string }[] {
  const name = officer?.name?.trim() ?? '';
  const company = officer?.company?.trim() ?? '';
  const email = officer?.email?.trim() ?? '';
  const named = Boolean(name || company || email);
  const required = paymentType === 'escrow' && (options.officerRequired || named);
  const problems: { field: string; message: string }[] = [];
  if (required && !name) problems.push({ field: 'escrowOfficer.name', message: escrowOfficerMessages.nameRequired });
  if (required && !company) {
    problems.push({ field: 'escrowOfficer.company', message: escrowOfficerMessages.companyRequired });
  }
  if (required && !email) {
    problems.push({ field: 'escrowOfficer.email', message: escrowOfficerMessages.emailRequired });
  } else if (email && !isEmailAddress(email)) {
    problems.push({ field: 'escrowOfficer.email', message: escrowOfficerMessages.emailInvalid });
  }
  return problems;
}

/** What the agent sees of an escrow invoice: paid, else viewed once the officer opened its link, else sent. */
export function escrowInvoiceStatus(invoice: {
  status: 'unpaid' | 'paid' | 'cancelled';
  sentAt: Date | string | null;
  viewedAt: Date | string | null;
}): EscrowInvoiceStatus {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'cancelled') return 'cancelled';
  if (invoice.viewedAt) return 'viewed';
  // An order placed without an officer (through the API) has nobody to mail the invoice to.
  return invoice.sentAt ? 'sent' : 'notSent';
}

/**
 * Why the invoice takes no payment, or null while it can be paid (and once it is paid). A cancelled or expired
 * contract cancels its unpaid invoice, whatever the invoice row still says.
 */
export function escrowInvoiceCancelReason(
  invoice: { status: 'unpaid' | 'paid' | 'cancelled' },
  contract: { status: string },
): EscrowInvoiceCancelReason | null {
  if (invoice.status === 'paid') return null;
  if (contract.status === 'cancelled') return 'contractCancelled';
  if (contract.status === 'expired') return 'contractExpired';
  if (invoice.status === 'cancelled') return 'invoiceCancelled';
  return null;
}

export const ESCROW_INVOICE_STATUS_LABELS: Readonly<Record<EscrowInvoiceStatus, string>> = {
  notSent: 'Invoice not sent: no escrow officer named',
  sent: 'Invoice sent',
  viewed: 'Invoice viewed',
  paid: 'Invoice paid',
  cancelled: 'Invoice cancelled',
};

/** Why a cheque cannot be recorded against an invoice due of `dueCents`, or null when it can. */
export function chequeProblem(
  cheque: { amountCents: number; receivedOn: string },
  dueCents: number,
  today: string,
): { field: string; message: string } | null {
  if (cheque.amountCents !== dueCents) {
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    return {
      field: 'amount',
      message: escrowInvoiceMessages.chequeAmount(dollars(cheque.amountCents), dollars(dueCents)),
    };
  }
  if (cheque.receivedOn > today) return { field: 'receivedOn', message: escrowInvoiceMessages.chequeReceivedInFuture };
  return null;
}
