/**
 * Mails an escrow order's invoice to the escrow or title officer the order names: the PDF attached and the link
 * to pay it. Sent when the order is placed and again when its closing date changes; in the caller's
 * transaction, so a rolled-back change sends nothing.
 */
import { type Brand, type EscrowOfficerFields, toDollars } from '@hw/shared';
import { eq } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { EscrowInvoiceLinks } from './link.ts';
import { type EscrowInvoiceFacts, renderEscrowInvoice } from './pdf.ts';

export interface EscrowInvoiceMail {
  tables: Tables;
  mailer: Mailer;
  links: EscrowInvoiceLinks;
  brand: Brand;
}

export const money = (cents: number) => `$${toDollars(cents).toFixed(2)}`;
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

/** What the invoice says: from the invoice, its contract, plan and buyer. Null for an unknown invoice. */
export async function escrowInvoiceFacts(tx: Pick<Tx, 'select'>, t: Tables, invoiceId: string) {
  const [row] = await tx
    .select({ invoice: t.invoices, contract: t.contracts, planName: t.plans.name, owner: t.users })
    .from(t.invoices)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
    .innerJoin(t.plans, eq(t.plans.planId, t.contracts.planId))
    .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
    .where(eq(t.invoices.invoiceId, invoiceId))
    .limit(1);
  if (!row) return null;
  const { invoice, contract, planName, owner } = row;
  const a = contract.address;
  return {
    invoice,
    contract,
    planName,
    buyerName: `${owner.firstName} ${owner.lastName}`.trim(),
    propertyAddress: `${a.streetAddress}${a.unit ? ` ${a.unit}` : ''}, ${a.city}, ${a.stateCode} ${a.zipCode}`,
    closingDate: day(contract.estimatedClosingDate),
    officer: contract.escrowOfficer as EscrowOfficerFields | null,
  };
}

export async function sendEscrowInvoice(
  tx: Tx,
  mail: EscrowInvoiceMail,
  invoiceId: string,
  why: 'placed' | 'closingDateChanged',
  now = new Date(),
): Promise<boolean> {
  const facts = await escrowInvoiceFacts(tx, mail.tables, invoiceId);
  if (!facts?.officer?.email || facts.invoice.status !== 'unpaid') return false;
  const { invoice, contract, officer } = facts;
  const payLink = mail.links.link(invoiceId);
  const amountDue = money(invoice.amountCents);
  const pdfFacts: EscrowInvoiceFacts = {
    invoiceId,
    policyNumber: contract.policyNumber,
    planName: facts.planName,
    propertyAddress: facts.propertyAddress,
    buyerName: facts.buyerName,
    closingDate: facts.closingDate,
    amountDue,
    officer,
    payLink,
    issuedOn: day(now) ?? '',
  };
  const pdf = await renderEscrowInvoice(pdfFacts, mail.brand);
  const brand = mail.brand.name;
  const opening =
    why === 'placed'
      ? `A home warranty was ordered for ${facts.propertyAddress}, to be paid at closing through escrow.`
      : `The closing date of the home warranty for ${facts.propertyAddress} changed; this invoice replaces the one sent before.`;
  await mail.mailer.send({
    to: officer.email,
    subject:
      why === 'placed'
        ? `${brand}: invoice ${contract.policyNumber} due at closing, ${amountDue}`
        : `${brand}: invoice ${contract.policyNumber} due at closing, new closing date ${facts.closingDate ?? ''}`,
    text: [
      `Hello ${officer.name},`,
      '',
      opening,
      '',
      `Contract number: ${contract.policyNumber}`,
      `Property: ${facts.propertyAddress}`,
      `Buyer: ${facts.buyerName}`,
      `Closing date: ${facts.closingDate ?? 'not set'}`,
      `Amount due: ${amountDue}`,
      '',
      'Pay it by card here:',
      payLink,
      '',
      `Or send a cheque payable to ${brand} with the contract number on it. The invoice is attached as a PDF.`,
      '',
      `${brand}, ${mail.brand.phone}`,
    ].join('\n'),
    attachments: [{ filename: `invoice-${contract.policyNumber}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  await tx.update(mail.tables.invoices).set({ sentAt: now }).where(eq(mail.tables.invoices.invoiceId, invoiceId));
  return true;
}
