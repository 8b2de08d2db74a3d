/**
 * Invoices due at closing, on both dialects: an escrow order names its officer and mails them the invoice (a PDF
 * and a pay link); moving the closing date mails it again; the link's token is the only key (one 404 for a bad,
 * missing or other invoice's token and an unknown invoice); opening it marks it viewed; the officer pays by card
 * once, even when two payments are sent at the same moment; staff record a cheque (audit-logged); the agent
 * sees each order's invoice sent, viewed or paid; the agent's flyer is the brochure with their name. An invoice
 * whose contract was cancelled (a listing coverage converted) or has expired shows as cancelled and takes neither
 * a card nor a cheque, also when the contract is cancelled while the card is being charged (the charge is voided).
 */
import { inflateSync } from 'node:zlib';
import { escrowInvoiceMessages, escrowOfficerMessages, FLYER_PHOTO_MAX_BYTES, flyerMessages } from '@hw/shared';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findJob, runJob } from '../src/jobs/index.ts';
import { ESCROW_OFFICER, escrowOrderBody, jobContext, phoenixHome, savedCard } from './billing-helpers.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

const OFFICER = ESCROW_OFFICER;
const DAY = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** A closing, and a later one it moves to: a closing is within two years of today. */
const CLOSING = dayFromNow(150);
const MOVED_CLOSING = dayFromNow(200);
const RECEIVED_ON = dayFromNow(-10);

let t: TestApp;
let agentToken: string;
let staffToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  agentToken = await accessTokenFor(t, 'agent@example.com');
  staffToken = await accessTokenFor(t, 'staff@example.com');
});
afterAll(async () => t.close());

/**
 * The text a pdfkit PDF shows: its content streams inflated, the hex strings of each TJ decoded and joined. Each
 * stream is cut at its declared /Length: compressed bytes may end in a CR, which a search for "\r\nendstream" eats.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '').join('');
      parts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return parts.join('\n');
}

async function escrowOrder(street: string, closing: string, officer: object | null = OFFICER, more: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: bearer(agentToken),
    payload: {
      ...escrowOrderBody({
        property: phoenixHome(street),
        owner: {
          firstName: 'Bea',
          lastName: 'Buyer',
          email: `bea.${street.replace(/\W/g, '')}@example.net`,
          phone: '602-555-0102',
        },
        estimatedCloseDate: closing,
        escrowOfficer: officer,
      }),
      ...more,
    },
  });
}

async function placed(street: string, closing = CLOSING, more: object = {}) {
  const res = await escrowOrder(street, closing, OFFICER, more);
  expect(res.statusCode, res.body).toBe(200);
  const { contractId, policyNumber } = res.json() as { contractId: string; policyNumber: string };
  const { db, t: tables } = t.database;
  const [invoice] = await db.select().from(tables.invoices).where(eq(tables.invoices.contractId, contractId));
  if (!invoice) throw new Error('no invoice');
  return { contractId, policyNumber, invoice };
}

async function mailsAbout(policyNumber: string) {
  const { db, t: tables } = t.database;
  return db
    .select()
    .from(tables.emailOutbox)
    .where(and(eq(tables.emailOutbox.to, OFFICER.email), like(tables.emailOutbox.subject, `%${policyNumber}%`)))
    .orderBy(desc(tables.emailOutbox.createdAt));
}

/** The pay link of the latest mail about the order, as path and token. */
async function linkOf(policyNumber: string) {
  const [mail] = await mailsAbout(policyNumber);
  const link = mail?.text.match(/https?:\/\/\S+\/escrow-invoice\/(\S+)\?t=(\S+)/);
  if (!link) throw new Error('no link in the mail');
  return { invoiceId: decodeURIComponent(link[1] ?? ''), token: link[2] ?? '' };
}

/** The officer's card typed into the gateway's hosted form, read back by the API. */
async function tokenise() {
  const { authNetProfileId, authNetPaymentProfileId, profileToken } = await savedCard(t.app, OFFICER.email);
  return { authNetProfileId, authNetPaymentProfileId, profileToken };
}

const agentOrders = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/account/contract/agent', headers: bearer(agentToken) });
  expect(res.statusCode).toBe(200);
  return res.json() as { contractId: string; escrowInvoice: { status: string; invoiceId: string } | null }[];
};

describe('escrow invoices', () => {
  it('refuses an officer named in part, field by field, and takes an escrow order naming nobody', async () => {
    const partial = await escrowOrder('1 Halfnamed Rd', CLOSING, { name: 'Olive Ortiz', company: '', email: '' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual([
      expect.objectContaining({
        field: 'escrowOfficer.company',
        message: escrowOfficerMessages.companyRequired,
      }),
      expect.objectContaining({ field: 'escrowOfficer.email', message: escrowOfficerMessages.emailRequired }),
    ]);
    // Other clients of the order API may not know the officer: the order is placed and no invoice is mailed.
    const unnamed = await escrowOrder('1 Officerless Rd', CLOSING, null);
    expect(unnamed.statusCode, unnamed.body).toBe(200);
    expect(await mailsAbout(unnamed.json().policyNumber)).toEqual([]);
  });

  it('mails the officer the invoice as a PDF with a pay link when the order is placed', async () => {
    const order = await placed('2 Invoice Ln');
    const [mail, ...more] = await mailsAbout(order.policyNumber);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Amount due: $');
    expect(mail?.text).toContain(`Closing date: ${CLOSING}`);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: `invoice-${order.policyNumber}.pdf`, contentType: 'application/pdf' });
    const pdf = Buffer.from(attachment?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf);
    for (const words of [order.policyNumber, '2 Invoice Ln, Phoenix, AZ 85004', CLOSING, 'How to pay']) {
      expect(text).toContain(words);
    }
    expect(text).toContain(`$${(order.invoice.amountCents / 100).toFixed(2)}`);
    expect(order.invoice.sentAt).toBeInstanceOf(Date);
    const link = await linkOf(order.policyNumber);
    expect(link.invoiceId).toBe(order.invoice.invoiceId);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
  });

  it('mails it again when the agent moves the closing date, and the due date moves with it', async () => {
    const order = await placed('3 Moving Day Ct');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/account/order/${order.contractId}/closingDate`,
      headers: bearer(agentToken),
      payload: { closingDate: MOVED_CLOSING },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      contractId: order.contractId,
      estimatedClosingDate: MOVED_CLOSING,
      invoiceResent: true,
    });
    const mails = await mailsAbout(order.policyNumber);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toContain(`new closing date ${MOVED_CLOSING}`);
    expect(pdfText(Buffer.from(mails[0]?.attachments?.[0]?.contentBase64 ?? '', 'base64'))).toContain(MOVED_CLOSING);
    const { db, t: tables } = t.database;
    const [invoice] = await db
      .select()
      .from(tables.invoices)
      .where(eq(tables.invoices.invoiceId, order.invoice.invoiceId));
    expect(invoice?.dueDate.toISOString().slice(0, 10)).toBe(MOVED_CLOSING);
    const [contract] = await db
      .select()
      .from(tables.contracts)
      .where(eq(tables.contracts.contractId, order.contractId));
    expect(contract?.effectiveDate?.toISOString().slice(0, 10)).toBe(MOVED_CLOSING);

    // The same date again sends nothing; someone else's order is not found.
    const same = await t.app.inject({
      method: 'PUT',
      url: `/api/account/order/${order.contractId}/closingDate`,
      headers: bearer(agentToken),
      payload: { closingDate: MOVED_CLOSING },
    });
    expect(same.json().invoiceResent).toBe(false);
    expect(await mailsAbout(order.policyNumber)).toHaveLength(2);
    const [homeownerContract] = await db
      .select()
      .from(tables.contracts)
      .where(eq(tables.contracts.ownerUserId, 'u-homeowner-0001'))
      .limit(1);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/account/order/${homeownerContract?.contractId ?? 'c-none'}/closingDate`,
      headers: bearer(agentToken),
      payload: { closingDate: MOVED_CLOSING },
    });
    expect(other.statusCode).toBe(404);
  });

  it('opens only with the link’s own token, the same 404 otherwise, and marks the invoice viewed', async () => {
    const order = await placed('4 Token Trl');
    const other = await placed('5 Other Ave');
    const link = await linkOf(order.policyNumber);
    const otherLink = await linkOf(other.policyNumber);
    const get = (invoiceId: string, token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/escrow-invoice/${invoiceId}${token === undefined ? '' : `?t=${encodeURIComponent(token)}`}`,
      });
    const refusals = [
      await get(link.invoiceId),
      await get(link.invoiceId, ''),
      // One character changed (never to the one it was).
      await get(link.invoiceId, `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`),
      await get(link.invoiceId, otherLink.token),
      await get(link.invoiceId, link.token.toUpperCase()),
      await get('i-unknown', link.token),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        hasErrors: true,
        errors: [{ code: 'notFound', message: escrowInvoiceMessages.notFound }],
      });
    }
    expect((await agentOrders()).find((o) => o.contractId === order.contractId)?.escrowInvoice?.status).toBe('sent');

    const opened = await get(link.invoiceId, link.token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      invoiceId: order.invoice.invoiceId,
      policyNumber: order.policyNumber,
      propertyAddress: '4 Token Trl, Phoenix, AZ 85004',
      closingDate: CLOSING,
      amountDue: order.invoice.amountCents / 100,
      status: 'viewed',
      officer: OFFICER,
    });
    const listed = (await agentOrders()).find((o) => o.contractId === order.contractId);
    expect(listed?.escrowInvoice).toMatchObject({ invoiceId: order.invoice.invoiceId, status: 'viewed' });
  });

  it('takes one card payment when two are sent at once, and records it as paid', async () => {
    const order = await placed('6 Twice Pl');
    const link = await linkOf(order.policyNumber);
    const card = await tokenise();
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/escrow-invoice/${link.invoiceId}/pay?t=${link.token}`,
        payload: card,
      });
    const answers = await Promise.all([pay(), pay()]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes[0], answers.map((a) => a.body).join('\n')).toBe(200);
    expect([409, 422]).toContain(codes[1]);
    const { db, t: tables } = t.database;
    const intents = await db
      .select()
      .from(tables.paymentIntents)
      .where(eq(tables.paymentIntents.invoiceId, order.invoice.invoiceId));
    expect(intents.map((intent) => intent.status)).toEqual(['succeeded']);
    const payments = await db
      .select()
      .from(tables.policyPayments)
      .where(eq(tables.policyPayments.invoiceId, order.invoice.invoiceId));
    expect(payments).toHaveLength(1);
    expect(payments[0]?.amountCents).toBe(order.invoice.amountCents);
    const [contract] = await db
      .select()
      .from(tables.contracts)
      .where(eq(tables.contracts.contractId, order.contractId));
    expect(contract?.orderStatus).toBe('completed');

    const again = await pay();
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].message).toBe(escrowInvoiceMessages.alreadyPaid);
    expect((await agentOrders()).find((o) => o.contractId === order.contractId)?.escrowInvoice?.status).toBe('paid');
  });

  it('lets staff record a cheque for the amount due, in the audit log', async () => {
    const order = await placed('7 Cheque Row');
    const cheque = (payload: object, token = staffToken) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/invoices/${order.invoice.invoiceId}/cheque`,
        headers: bearer(token),
        payload,
      });
    const due = order.invoice.amountCents / 100;
    expect((await cheque({ number: '5521', amount: due, receivedOn: RECEIVED_ON }, agentToken)).statusCode).toBe(403);
    const short = await cheque({ number: '5521', amount: due - 1, receivedOn: RECEIVED_ON });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].field).toBe('amount');

    const recorded = await cheque({ number: '5521', amount: due, receivedOn: RECEIVED_ON });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const { db, t: tables } = t.database;
    const [invoice] = await db
      .select()
      .from(tables.invoices)
      .where(eq(tables.invoices.invoiceId, order.invoice.invoiceId));
    expect(invoice?.status).toBe('paid');
    const [payment] = await db
      .select()
      .from(tables.policyPayments)
      .where(eq(tables.policyPayments.invoiceId, order.invoice.invoiceId));
    expect(payment).toMatchObject({ paymentType: 'cheque', gatewayTransactionId: 'cheque 5521' });
    const [contract] = await db
      .select()
      .from(tables.contracts)
      .where(eq(tables.contracts.contractId, order.contractId));
    expect(contract?.orderStatus).toBe('completed');
    const [entry] = await db
      .select()
      .from(tables.staffAudit)
      .where(
        and(eq(tables.staffAudit.action, 'chequeRecorded'), eq(tables.staffAudit.target, order.invoice.invoiceId)),
      );
    expect(entry?.detail).toEqual({ chequeNumber: '5521', amount: due, receivedOn: RECEIVED_ON });
    expect(entry?.actorUserId).toBeTruthy();

    const twice = await cheque({ number: '5522', amount: due, receivedOn: RECEIVED_ON });
    expect(twice.statusCode).toBe(422);
    expect((await agentOrders()).find((o) => o.contractId === order.contractId)?.escrowInvoice?.status).toBe('paid');
  });

  it('gives the agent the brochure with their name as a PDF', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/agent/flyer', headers: bearer(agentToken) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const { db, t: tables } = t.database;
    const [agent] = await db.select().from(tables.users).where(eq(tables.users.email, 'agent@example.com'));
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`${agent?.firstName} ${agent?.lastName}`);
    expect(text).toContain('agent@example.com');
    const homeowner = await accessTokenFor(t, 'homeowner@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/agent/flyer', headers: bearer(homeowner) })).statusCode,
    ).toBe(403);
  });

  it('puts the agent’s photo on the flyer, and refuses what is not a JPEG or PNG', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const withPhoto = (bytes: Buffer, name = 'me.png') => {
      const boundary = 'flyer-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/account/agent/flyer',
        headers: { ...bearer(agentToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const plain = await t.app.inject({ method: 'GET', url: '/api/account/agent/flyer', headers: bearer(agentToken) });
    expect(plain.rawPayload.includes('/Subtype /Image')).toBe(false);

    const res = await withPhoto(png);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect(pdfText(res.rawPayload)).toContain('agent@example.com');

    const text = await withPhoto(Buffer.from('not a photo at all, just words'), 'me.txt');
    expect(text.statusCode).toBe(415);
    expect(text.json().errors[0]).toMatchObject({ code: 'unsupportedMediaType', field: 'photo' });
    expect(text.json().errors[0].message).toBe(flyerMessages.photoType);
    // A PNG signature over bytes that are not an image.
    const broken = await withPhoto(Buffer.concat([png.subarray(0, 24), Buffer.alloc(64, 7)]));
    expect(broken.statusCode).toBe(415);
    const big = await withPhoto(Buffer.concat([png, Buffer.alloc(FLYER_PHOTO_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].message).toBe(flyerMessages.photoTooLarge);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/account/agent/flyer',
      headers: bearer(agentToken),
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('cancelled escrow invoices', () => {
  /** The seller agent's listing coverage, paid at closing: its invoice is mailed to the officer. */
  async function listingCoverage(street: string) {
    const order = await placed(street, CLOSING, {
      planId: 'plan-re-essentials',
      isListingCoverage: true,
      orderingPartyType: 'sellerAgent',
    });
    return { ...order, link: await linkOf(order.policyNumber) };
  }

  /** Converts the listing coverage into the buyer's contract, as the agent does at sale: the listing is cancelled. */
  async function convert(listing: { contractId: string }, street: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: bearer(agentToken),
      payload: {
        contractId: listing.contractId,
        ...escrowOrderBody({
          property: phoenixHome(street),
          owner: {
            firstName: 'Nia',
            lastName: 'Newbuyer',
            email: `nia.${street.replace(/\W/g, '')}@example.net`,
            phone: '602-555-0103',
          },
          estimatedCloseDate: CLOSING,
        }),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { db, t: tables } = t.database;
    const [old] = await db.select().from(tables.contracts).where(eq(tables.contracts.contractId, listing.contractId));
    expect(old?.status).toBe('cancelled');
    return res.json() as { contractId: string; policyNumber: string };
  }

  const read = (link: { invoiceId: string; token: string }) =>
    t.app.inject({ method: 'GET', url: `/api/escrow-invoice/${link.invoiceId}?t=${link.token}` });
  const pay = (link: { invoiceId: string; token: string }, card: object) =>
    t.app.inject({ method: 'POST', url: `/api/escrow-invoice/${link.invoiceId}/pay?t=${link.token}`, payload: card });
  const cheque = (invoiceId: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/invoices/${invoiceId}/cheque`,
      headers: bearer(staffToken),
      payload: { number: '7781', amount, receivedOn: RECEIVED_ON },
    });

  /** What was taken or written for the invoice: charges of the card, intents, payments, cheque audit entries. */
  async function moneyOf(invoiceId: string, card: { authNetPaymentProfileId: string }) {
    const { db, t: tables } = t.database;
    const [invoice] = await db.select().from(tables.invoices).where(eq(tables.invoices.invoiceId, invoiceId));
    return {
      invoiceStatus: invoice?.status,
      payClaimedAt: invoice?.payClaimedAt ?? null,
      charges: await db
        .select({ status: tables.sandboxTransactions.status, amountCents: tables.sandboxTransactions.amountCents })
        .from(tables.sandboxTransactions)
        .where(eq(tables.sandboxTransactions.paymentProfileId, card.authNetPaymentProfileId)),
      intents: (
        await db.select().from(tables.paymentIntents).where(eq(tables.paymentIntents.invoiceId, invoiceId))
      ).map((intent) => intent.status),
      payments: await db.select().from(tables.policyPayments).where(eq(tables.policyPayments.invoiceId, invoiceId)),
      cheques: await db
        .select()
        .from(tables.staffAudit)
        .where(and(eq(tables.staffAudit.action, 'chequeRecorded'), eq(tables.staffAudit.target, invoiceId))),
    };
  }

  /** The officer's card and a cheque, both offered for the order's invoice once it may no longer be paid: 409 each. */
  async function offerCardAndCheque(
    order: Awaited<ReturnType<typeof placed>>,
    link: { invoiceId: string; token: string },
  ) {
    const card = await tokenise();
    const refused = await pay(link, card);
    expect(refused.statusCode).toBe(409);
    const chequeRefused = await cheque(order.invoice.invoiceId, order.invoice.amountCents / 100);
    expect(chequeRefused.statusCode).toBe(409);
    return { card, refused, chequeRefused };
  }

  /** Neither the card nor a cheque took or recorded anything for the invoice, which is `invoiceStatus`. */
  async function expectNothingTaken(
    invoiceId: string,
    card: { authNetPaymentProfileId: string },
    invoiceStatus: string,
  ) {
    expect(await moneyOf(invoiceId, card)).toMatchObject({
      invoiceStatus,
      charges: [],
      intents: [],
      payments: [],
      cheques: [],
    });
  }

  it('shows the converted listing’s invoice as cancelled, and takes no card and no cheque for it', async () => {
    const listing = await listingCoverage('20 Listing Ln');
    const before = await read(listing.link);
    expect(before.json()).toMatchObject({ status: 'viewed', cancelReason: null });
    const buyer = await convert(listing, '20 Listing Ln');

    const opened = await read(listing.link);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      invoiceId: listing.invoice.invoiceId,
      policyNumber: listing.policyNumber,
      status: 'cancelled',
      cancelReason: 'contractCancelled',
      amount: listing.invoice.amountCents / 100,
      amountDue: 0,
      paidAt: null,
    });

    const card = await tokenise();
    const refused = await pay(listing.link, card);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      hasErrors: true,
      errors: [
        {
          code: 'invoiceCancelled',
          field: 'invoiceId',
          message: escrowInvoiceMessages.cancelledNotCharged('contractCancelled'),
        },
      ],
    });
    expect(refused.json().errors[0].message).toBe(
      'This invoice was cancelled because its contract was cancelled, so it can no longer be paid. Nothing was charged.',
    );

    const chequeRefused = await cheque(listing.invoice.invoiceId, listing.invoice.amountCents / 100);
    expect(chequeRefused.statusCode).toBe(409);
    expect(chequeRefused.json().errors).toEqual([
      { code: 'invoiceCancelled', field: 'id', message: escrowInvoiceMessages.chequeCancelled('contractCancelled') },
    ]);

    // Nothing was charged, opened, recorded or audited; the invoice is not paid.
    const after = await moneyOf(listing.invoice.invoiceId, card);
    expect(after.invoiceStatus).not.toBe('paid');
    expect(after).toMatchObject({ charges: [], intents: [], payments: [], cheques: [], payClaimedAt: null });

    // The buyer's contract that replaced it has its own invoice, mailed to the same officer, and that one is payable.
    const buyerLink = await linkOf(buyer.policyNumber);
    expect((await read(buyerLink)).json()).toMatchObject({ status: 'viewed', cancelReason: null });
  });

  it('refuses a card and a cheque on the invoice of a contract cancelled by its agent', async () => {
    const order = await placed('21 Changed Mind Ct');
    const link = await linkOf(order.policyNumber);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/contract/${order.contractId}`,
      headers: bearer(agentToken),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect((await read(link)).json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'contractCancelled',
      amountDue: 0,
    });
    const { card, refused, chequeRefused } = await offerCardAndCheque(order, link);
    expect(refused.json().errors[0]).toMatchObject({ code: 'invoiceCancelled' });
    expect(chequeRefused.json().errors[0]).toMatchObject({ code: 'invoiceCancelled', field: 'id' });
    await expectNothingTaken(order.invoice.invoiceId, card, 'cancelled');
  });

  it('refuses a card and a cheque once the contract has expired', async () => {
    const order = await placed('22 Long Ago Dr');
    const link = await linkOf(order.policyNumber);
    // Closed almost two years ago (the earliest closing taken) with the invoice left unpaid; the clock then ends
    // the contract at the end of its one-year term.
    const closedOn = dayFromNow(-700);
    const endedOn = new Date(`${closedOn}T00:00:00Z`);
    endedOn.setUTCFullYear(endedOn.getUTCFullYear() + 1);
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/order/complete',
      headers: bearer(agentToken),
      payload: { contractId: order.contractId, closingDate: closedOn },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const lifecycle = findJob('contract-lifecycle');
    if (!lifecycle) throw new Error('no contract-lifecycle job');
    const run = await runJob(
      lifecycle,
      jobContext(t, new Date(endedOn.getTime() + DAY + 9 * 60 * 60 * 1000)),
      'command',
    );
    expect(run.lines).toContain(`expired ${order.policyNumber} (ended ${endedOn.toISOString().slice(0, 10)})`);

    expect((await read(link)).json()).toMatchObject({ status: 'cancelled', cancelReason: 'contractExpired' });
    const { card, refused } = await offerCardAndCheque(order, link);
    expect(refused.json().errors[0]).toEqual({
      code: 'invoiceCancelled',
      field: 'invoiceId',
      message: escrowInvoiceMessages.cancelledNotCharged('contractExpired'),
    });
    await expectNothingTaken(order.invoice.invoiceId, card, 'unpaid');
  });

  it('gives the charge back when the contract is cancelled while the card is being charged', async () => {
    const listing = await listingCoverage('23 Racing Rd');
    const card = await tokenise();
    const gateway = t.app.paymentGateway;
    const charge = gateway.chargeProfile;
    // The agent converts the listing coverage just after the officer's card was charged, before it is recorded.
    const racing = vi.spyOn(gateway, 'chargeProfile').mockImplementation(async (input) => {
      const result = await charge(input);
      await convert(listing, '23 Racing Rd');
      return result;
    });
    let refused: Awaited<ReturnType<typeof pay>>;
    let charges: number;
    try {
      refused = await pay(listing.link, card);
      charges = racing.mock.calls.length;
    } finally {
      racing.mockRestore();
    }
    expect(charges).toBe(1);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().errors).toEqual([
      {
        code: 'invoiceCancelled',
        field: 'invoiceId',
        message: escrowInvoiceMessages.cancelledNotCharged('contractCancelled'),
      },
    ]);
    // The one charge made was voided: no money stays taken, nothing is recorded as paid, the claim is released.
    const after = await moneyOf(listing.invoice.invoiceId, card);
    expect(after.invoiceStatus).not.toBe('paid');
    expect(after).toMatchObject({
      payClaimedAt: null,
      charges: [{ status: 'voided', amountCents: listing.invoice.amountCents }],
      intents: ['voided'],
      payments: [],
    });
    const { db, t: tables } = t.database;
    const [intent] = await db
      .select()
      .from(tables.paymentIntents)
      .where(eq(tables.paymentIntents.invoiceId, listing.invoice.invoiceId));
    expect(intent?.reason).toBe('the invoice was cancelled');
    expect((await read(listing.link)).json()).toMatchObject({ status: 'cancelled', cancelReason: 'contractCancelled' });
  });
});
