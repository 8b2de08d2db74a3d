/**
 * Mails an escrow order's invoice to the escrow or title officer the order names: the PDF attached and the link
 * to pay it. Sent when the order is placed and again when its closing date changes; in the caller's
 * transaction, so a rolled-back change sends nothing.
 */
import { type Brand, type EscrowOfficerFields, formatCents } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { eq } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';
import { greeting, languageOfAddress, type Mailer } from '../mail/index.ts';
import type { EscrowInvoiceLinks } from './link.ts';
import { type EscrowInvoiceFacts, renderEscrowInvoice } from './pdf.ts';

export interface EscrowInvoiceMail {
  tables: Tables;
  mailer: Mailer;
  links: EscrowInvoiceLinks;
  brand: Brand;
}

export const money = formatCents;
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
  const locale = await languageOfAddress(tx, mail.tables, officer.email);
  const language = { locale };
  const { policyNumber } = contract;
  const property = facts.propertyAddress;
  await mail.mailer.send({
    to: officer.email,
    subject:
      why === 'placed'
        ? m.mail_escrow_invoice_subject({ brand, policyNumber, amount: amountDue }, language)
        : m.mail_escrow_invoice_moved_subject({ brand, policyNumber, closingDate: facts.closingDate ?? '' }, language),
    body: {
      locale,
      greeting: greeting(officer.name, locale),
      paragraphs: [
        why === 'placed'
          ? m.mail_escrow_invoice_placed({ property }, language)
          : m.mail_escrow_invoice_moved({ property }, language),
      ],
      details: [
        { label: m.mail_label_contract_number({}, language), value: policyNumber },
        { label: m.mail_label_property({}, language), value: property },
        { label: m.mail_label_buyer({}, language), value: facts.buyerName },
        {
          label: m.mail_label_closing_date({}, language),
          value: facts.closingDate ?? m.mail_escrow_invoice_no_closing_date({}, language),
        },
        { label: m.mail_label_amount_due({}, language), value: amountDue },
      ],
      action: {
        lead: m.mail_escrow_invoice_pay_lead({}, language),
        label: m.mail_button_pay_invoice({}, language),
        url: payLink,
      },
      notes: [m.mail_escrow_invoice_cheque({ brand }, language)],
    },
    attachments: [{ filename: `invoice-${contract.policyNumber}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
  await tx.update(mail.tables.invoices).set({ sentAt: now }).where(eq(mail.tables.invoices.invoiceId, invoiceId));
  return true;
}
