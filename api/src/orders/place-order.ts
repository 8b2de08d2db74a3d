/**
 * POST /order: prices the order, takes a card payment through the gateway under a payment intent (outside any
 * transaction), then writes the contract, its invoice, the payment and the saved card in one transaction with
 * the intent's completion. A declined card writes nothing; a failed write voids the charge; a crash in between
 * leaves the intent open, and the payment-reconciler job voids the charge. Renewals, upgrades and conversions start from a contract.
 */

import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { OrderBody, OrderKind, OrderResponse } from '@hw/shared';
import {
  billingAddressToSubmit,
  contractChangeMessages,
  contractChangeRefusal,
  escrowAllowed,
  escrowOfficerProblems,
  formatCents,
  formatDollars,
  formatPhone,
  HOMEOWNER_PLAN_TYPE_ID,
  isEscrowBeforeClosing,
  paymentAmountCents,
  sameProperty,
  toCents,
} from '@hw/shared';
import { BASE_LOCALE, type Locale, m } from '@hw/shared/i18n';
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_CREATION_LINK_TTL_MS, createSignInCode, signInLink } from '../auth/index.ts';
import type { ContractRow } from '../contracts/index.ts';
import type { Queryable, StoredAddress, Tables, Tx } from '../db/index.ts';
import { type EscrowInvoiceMail, sendEscrowInvoice } from '../escrow-invoices/index.ts';
import { cancelOpenInvoices, recordInvoicesOwed, recordPaymentsReceived } from '../ledger/index.ts';
import { greeting, languageOfAddress, type MailBody, type MailDetail, type Mailer } from '../mail/index.ts';
import type { CardCharge, ChargeResult, PaymentGateway } from '../payments/index.ts';
import { CardPayment, carryMandate, type IntentInput, type Payments, recordMandate } from '../payments/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { DetailedHttpError, httpError, invalidFields } from '../plugins/index.ts';
import { checkUpgrade } from './amendment.ts';
import { type PricedOrder, wirePricedOrder } from './pricing.ts';

export const orderMessages = {
  priceChanged: (total: number) =>
    `The price of this order is now ${formatDollars(total)}. Please review the new price and place the order again.`,
  escrowOnlyRealEstate: 'Escrow payment is only for real estate orders. Please pay monthly or in full by card.',
  cardRequired: 'Please enter your card details.',
  cardNotFound: 'We could not find this card. Please enter it again.',
  declined:
    'Your card was declined. Please check your billing information or use another card. Nothing was charged and no order was placed.',
  gatewayUnavailable:
    'We could not reach our card processor, so nothing was charged and no order was placed. Please try again in a few minutes.',
  contractRequired: 'Please choose the contract to renew or upgrade.',
  contractChanged:
    'This contract was changed by another order a moment ago. Nothing was charged; please reload it and try again.',
  ownerToConfirm: (email: string) =>
    `An account already uses ${email}. We have e-mailed its owner to confirm this order; it will show in their ` +
    'account once they do.',
} as const;

export interface PlaceOrderContext {
  tables: Tables;
  publicOrigin: string;
  gateway: PaymentGateway;
  mailer: Mailer;
  caller: CurrentUser | undefined;
  brandName: string;
  /** Mails an escrow order's invoice to its officer; left out where no escrow order is written. */
  escrowInvoices?: EscrowInvoiceMail;
}

export function orderKindOf(body: OrderBody): OrderKind {
  if (!body.contractId) return 'new';
  if (body.isUpgrading) return 'upgrade';
  if (body.isRenewing) return 'renewal';
  return 'conversion';
}

/** Refusals that need no database: the confirmed price, the payment type, the card. */
export function checkOrder(body: OrderBody, priced: PricedOrder, now = new Date()): void {
  if (body.confirmedTotal !== undefined && toCents(body.confirmedTotal) !== priced.breakdown.totalCents) {
    const priceBreakdown = wirePricedOrder(priced, body.timestamp ?? new Date().toISOString());
    throw new DetailedHttpError(
      409,
      'priceChanged',
      orderMessages.priceChanged(priceBreakdown.total),
      'confirmedTotal',
      {
        priceBreakdown,
      },
    );
  }
  const kind = orderKindOf(body);
  if (body.payment.type === 'escrow' && priced.planTypeId === HOMEOWNER_PLAN_TYPE_ID) {
    throw invalidFields([{ field: 'payment.type', message: orderMessages.escrowOnlyRealEstate }]);
  }
  // An order paid at closing that has not closed may be upgraded on its invoice.
  const changesEscrowOrder =
    kind === 'upgrade' && priced.contract !== undefined && isEscrowBeforeClosing(priced.contract);
  if (
    body.payment.type === 'escrow' &&
    !changesEscrowOrder &&
    !escrowAllowed(kind, priced.planTypeId !== HOMEOWNER_PLAN_TYPE_ID)
  ) {
    throw invalidFields([{ field: 'payment.type', message: contractChangeMessages.escrowNotAllowed }]);
  }
  // The app's order form always names the officer; another client may leave it out, and then no invoice is
  // mailed for it (staff send it by hand), but an officer named in part is refused field by field.
  const officerProblems = escrowOfficerProblems(body.payment.type, body.escrowOfficer, { officerRequired: false });
  if (officerProblems.length > 0) throw invalidFields(officerProblems);
  if (kind === 'new') return;
  const contract = priced.contract;
  if (!contract) throw invalidFields([{ field: 'contractId', message: orderMessages.contractRequired }]);
  const refusal = contractChangeRefusal(kind, contract, now);
  if (refusal) throw httpError(422, 'validation', refusal, 'contractId');
  if (!sameProperty(storedAddress(body.property.address), contract.address)) {
    throw invalidFields([{ field: 'property.address', message: contractChangeMessages.otherProperty }]);
  }
  if (kind === 'upgrade') checkUpgrade(body, priced);
}

/** What the order charges now: the upgrade price for an upgrade, otherwise the payment amount (0 for escrow). */
export function amountDueNowCents(body: OrderBody, priced: PricedOrder): number {
  if (body.payment.type === 'escrow') return 0;
  if (orderKindOf(body) === 'upgrade') {
    if (priced.upgradeCents === undefined)
      throw new Error('An upgrade is priced from its contract before it is charged.');
    return priced.upgradeCents;
  }
  return paymentAmountCents(body.payment.type, priced.breakdown);
}

/**
 * Takes the payment under a payment intent (api/src/payments/intents.ts); a decline or an unreachable gateway
 * refuses the order with nothing written. The caller completes the answered payment in its transaction, or
 * gives it back when that fails.
 */
export async function chargeCard(
  payments: Payments,
  charge: CardCharge,
  intent: Omit<IntentInput, 'amountCents' | 'card'>,
): Promise<CardPayment> {
  const payment = await CardPayment.open(payments, { ...intent, amountCents: charge.amountCents, card: charge });
  let result: ChargeResult;
  try {
    result = await payment.charge();
  } catch {
    throw httpError(502, 'paymentGatewayError', orderMessages.gatewayUnavailable);
  }
  if (!result.approved) throw httpError(402, 'paymentDeclined', orderMessages.declined, 'payment');
  charge.transactionId = result.transactionId;
  return payment;
}

const addYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};
const startOfDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

function storedAddress(address: OrderBody['property']['address']): StoredAddress {
  return {
    streetAddress: address.streetAddress.trim(),
    ...(address.unit?.trim() ? { unit: address.unit.trim() } : {}),
    city: address.city.trim(),
    stateCode: address.state.toUpperCase(),
    zipCode: address.zipCode,
  };
}

/** The officer as kept on the contract: trimmed, the e-mail in lower case; null when nothing was given. */
function storedOfficer(officer: OrderBody['escrowOfficer']) {
  const name = officer?.name.trim() ?? '';
  const company = officer?.company.trim() ?? '';
  const email = officer?.email.trim().toLowerCase() ?? '';
  return name || company || email ? { name, company, email } : null;
}

/** Agents, who may order for an existing account's e-mail when their own card pays. */
const AGENTS = new Set(['realEstateAgent', 'titleCompanyAgent', 'agentAssistant']);

interface OrderOwner {
  userId: string;
  /** The account was made by this order. */
  isNew: boolean;
  /** The e-mail is an existing account's and the caller is not its owner: the order waits for the owner. */
  isHeld: boolean;
}

/** The owner's e-mail address as accounts are found by it. */
export const ownerEmailOf = (body: OrderBody) => body.owner.email.trim().toLowerCase();

/** Whether an account uses this address (as ownerEmailOf spells it). */
export async function hasAccount(db: Queryable, t: Tables, email: string): Promise<boolean> {
  const [existing] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email)).limit(1);
  return existing !== undefined;
}

async function ownerFor(
  tx: Tx,
  t: Tables,
  body: OrderBody,
  priced: PricedOrder,
  caller: CurrentUser | undefined,
  charge: CardCharge | undefined,
  now: Date,
): Promise<OrderOwner> {
  // A renewal or upgrade stays the owner's; a converted listing coverage passes from the seller to the buyer.
  if (priced.contract && orderKindOf(body) !== 'conversion') {
    return { userId: priced.contract.ownerUserId, isNew: false, isHeld: false };
  }
  if (caller?.userType === 'homeowner') return { userId: caller.userId, isNew: false, isHeld: false };
  const email = ownerEmailOf(body);
  const existingOwner = async (): Promise<OrderOwner | undefined> => {
    const [existing] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email)).limit(1);
    if (!existing) return undefined;
    // Held for the owner to keep, unless staff ordered it or an agent's own card typed now pays it (the agent is
    // then the payer of record). Nothing of the owner's (cards, automatic charges) is used until they keep it.
    const agentPays = AGENTS.has(caller?.userType ?? '') && charge?.enteredNow === true;
    const isHeld = existing.id !== caller?.userId && caller?.userType !== 'employee' && !agentPays;
    return { userId: existing.id, isNew: false, isHeld };
  };
  const existing = await existingOwner();
  if (existing) return existing;
  const phone = formatPhone(body.owner.phone);
  // Whoever placed the order typed the address: the account is the address's holder's once they use a link
  // mailed to it.
  const [created] = await tx
    .insert(t.users)
    .values({
      email,
      userType: 'homeowner',
      firstName: body.owner.firstName.trim(),
      lastName: body.owner.lastName.trim(),
      phones: phone ? [{ number: phone, isPrimary: true, type: 'mobile' }] : [],
      preferredLanguage: body.contactPreferences?.preferredLanguage ?? BASE_LOCALE,
      emailUnverifiedSince: now,
    })
    .onConflictDoNothing({ target: t.users.email })
    .returning({ id: t.users.id });
  if (created) return { userId: created.id, isNew: true, isHeld: false };
  // An order placed at the same moment made the account: this one finds it as if it had been there before.
  const madeMeanwhile = await existingOwner();
  if (!madeMeanwhile) throw new Error('The owner could not be created.');
  return madeMeanwhile;
}

/** A token for the owner's confirmation link, and the hash kept of it. */
function ownerConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashOwnerConfirmationToken(token) };
}

export function hashOwnerConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

async function newPolicyNumber(tx: Tx, t: Tables): Promise<string> {
  for (;;) {
    const candidate = `HW-${randomInt(10_000_000, 100_000_000)}`;
    const [taken] = await tx
      .select({ id: t.contracts.contractId })
      .from(t.contracts)
      .where(eq(t.contracts.policyNumber, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
}

/** The writes of an order, in the caller's transaction. */
export async function writeOrder(
  tx: Tx,
  context: PlaceOrderContext,
  body: OrderBody,
  priced: PricedOrder,
  charge: CardCharge | undefined,
  now = new Date(),
  /**
   * Paid when it starts (an automatic renewal, charged by the clock): nothing is charged now, its invoice of
   * what would have been falls due unpaid on the effective date, and the clock mails the owner itself.
   */
  paidWhenItStarts = false,
): Promise<OrderResponse> {
  const t = context.tables;
  const kind = orderKindOf(body);
  const previous = priced.contract;
  const owner = await ownerFor(tx, t, body, priced, context.caller, charge, now);
  const ownerUserId = owner.userId;
  const confirmation = owner.isHeld ? ownerConfirmationToken() : undefined;
  const isRealEstate = priced.planTypeId !== HOMEOWNER_PLAN_TYPE_ID;
  const closeDate = body.estimatedCloseDate
    ? new Date(`${body.estimatedCloseDate}T00:00:00Z`)
    : kind === 'upgrade'
      ? (previous?.estimatedClosingDate ?? null)
      : null;

  // Real-estate coverage starts at closing; a renewal where the old one ends; an upgrade keeps the term.
  let effectiveDate: Date | null = startOfDay(now);
  if (kind === 'renewal' && previous?.expireDate && previous.expireDate > now) effectiveDate = previous.expireDate;
  if (kind === 'upgrade' && previous?.effectiveDate) effectiveDate = previous.effectiveDate;
  if (isRealEstate && kind === 'new') effectiveDate = closeDate;
  const expireDate =
    kind === 'upgrade' && previous?.expireDate
      ? previous.expireDate
      : effectiveDate
        ? addYears(effectiveDate, priced.coverageLengthYears)
        : null;
  const paid = charge !== undefined;
  // An upgrade keeps how the contract is paid.
  const paymentType = kind === 'upgrade' && previous ? previous.paymentType : body.payment.type;
  const contractId = crypto.randomUUID();
  // A renewal or an upgrade continues its contract's chain (one ledger); anything else starts one.
  const chainId = previous && kind !== 'conversion' ? (previous.chainId ?? previous.contractId) : contractId;
  // A renewal bought while the old contract still runs waits for it to end (the clock's contract-lifecycle job).
  const waitsForOld = kind === 'renewal' && effectiveDate !== null && effectiveDate > now;
  // An order paid at closing stays pending until it closes, upgraded or not.
  const beforeClosing = kind === 'upgrade' && previous?.status === 'pending';
  const status = (isRealEstate && kind === 'new') || waitsForOld || beforeClosing ? 'pending' : 'active';
  const property = storedAddress(body.property.address);
  const billing = body.payment.billingAddress
    ? billingAddressToSubmit(storedAddress(body.payment.billingAddress), property)
    : undefined;

  const amountCents =
    charge?.amountCents ??
    (body.payment.type === 'escrow'
      ? priced.breakdown.totalCents
      : paidWhenItStarts
        ? paymentAmountCents(body.payment.type, priced.breakdown)
        : 0);
  const waitsForPayment = body.payment.type === 'escrow' || (paidWhenItStarts && amountCents > 0);
  // First, so that of two orders racing on one contract the second waits here and is refused.
  if (previous) await retirePrevious(tx, t, kind, previous, priced.creditCents, now);

  const policyNumber = await newPolicyNumber(tx, t);
  const [contract] = await tx
    .insert(t.contracts)
    .values({
      contractId,
      chainId,
      policyNumber,
      ownerUserId,
      orderedByUserId: context.caller?.userId ?? null,
      planId: priced.offer.plan.planId,
      contractOfferId: priced.offer.contractOfferId,
      planTypeId: priced.planTypeId,
      stateCode: priced.stateCode,
      dwellingTypeId: priced.offer.dwellingTypeId,
      squareFootage: priced.squareFootage,
      address: property,
      billingAddress: billing ?? null,
      status,
      orderStatus: waitsForPayment ? 'waitingForPayment' : 'completed',
      orderKind: kind,
      paymentType,
      orderingPartyType: body.orderingPartyType ?? null,
      marketingSourceId: body.marketingSourceId?.trim() || null,
      coverageLengthYears: priced.coverageLengthYears,
      effectiveDate,
      expireDate,
      estimatedClosingDate: closeDate,
      isListingCoverage: priced.isListingCoverage,
      isAutoRenew: body.isAutoRenew === true,
      isWebPolicy: true,
      serviceCallFeeCents: priced.serviceCallPrice?.feeCents ?? 0,
      addons: priced.addons,
      priceItems: priced.breakdown.items,
      totalCents: priced.breakdown.totalCents,
      monthlyTotalCents: priced.breakdown.monthlyTotalCents,
      contractCouponId: priced.coupon?.contractCouponId ?? null,
      // The amended contract keeps the credit its renewal may spend.
      creditBalanceCents: kind === 'upgrade' && previous ? previous.creditBalanceCents : 0,
      contacts: (body.contacts ?? []).map((contact) => ({
        role: contact.role,
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email ?? '',
        phone: contact.phone ?? '',
      })),
      contactPreferences: body.contactPreferences ?? {},
      partners: body.selectedPartners ?? {},
      escrowOfficer:
        storedOfficer(body.escrowOfficer) ?? (kind === 'upgrade' ? (previous?.escrowOfficer ?? null) : null),
      previousContractId: previous?.contractId ?? null,
      awaitingOwnerSince: confirmation ? now : null,
      ownerConfirmTokenHash: confirmation?.hash ?? null,
      createdAt: now,
    })
    .returning();
  if (!contract) throw new Error('The contract could not be written.');

  const description =
    body.payment.type === 'monthly'
      ? 'First monthly payment'
      : body.payment.type === 'escrow'
        ? 'Due at closing'
        : 'Payment in full';
  const [invoice] = await tx
    .insert(t.invoices)
    .values({
      contractId: contract.contractId,
      description:
        kind === 'upgrade' && body.payment.type !== 'escrow' ? `Upgrade to ${priced.offer.plan.name}` : description,
      amountCents,
      dueDate:
        body.payment.type === 'escrow'
          ? (closeDate ?? addYears(startOfDay(now), 0))
          : paidWhenItStarts
            ? (effectiveDate ?? now)
            : now,
      // Nothing to pay (an upgrade priced 0) is paid.
      status: paid || amountCents === 0 ? 'paid' : 'unpaid',
      paidAt: paid || amountCents === 0 ? now : null,
    })
    .returning();
  // An upgrade's invoice is the difference (an adjustment); one paid at closing is the new plan's whole price.
  const adjusts = kind === 'upgrade' && body.payment.type !== 'escrow';
  if (invoice) await recordInvoicesOwed(tx, t, [invoice], adjusts ? 'adjustment' : 'premium');

  if (body.payment.type === 'escrow' && invoice && context.escrowInvoices) {
    await sendEscrowInvoice(tx, context.escrowInvoices, invoice.invoiceId, 'placed', now);
  }

  let policyPaymentId: number | undefined;
  if (charge?.transactionId) {
    // A card typed now is kept for its payer only: the owner paying for themselves, or a new account's maker.
    const payerIsOwner = context.caller ? context.caller.userId === ownerUserId : owner.isNew;
    const creditCardId =
      charge.creditCardId ?? (charge.enteredNow && payerIsOwner ? await saveCard(tx, t, ownerUserId, charge) : null);
    const [payment] = await tx
      .insert(t.policyPayments)
      .values({
        contractId: contract.contractId,
        invoiceId: invoice?.invoiceId ?? null,
        creditCardId,
        amountCents: charge.amountCents,
        paymentType: body.payment.type,
        gatewayTransactionId: charge.transactionId,
      })
      .returning();
    if (payment) await recordPaymentsReceived(tx, t, [payment], now);
    policyPaymentId = payment?.policyPaymentId;
    // The owner, paying in their own session (or making their account with this order), agrees here that the
    // card pays the contract's later charges; the words are those the order form shows beside the card.
    const ownSession = context.caller
      ? context.caller.userId === ownerUserId && !context.caller.impersonatorId
      : owner.isNew;
    const scopes = [
      ...(paymentType === 'monthly' ? (['monthly'] as const) : []),
      ...(body.isAutoRenew === true ? (['renewal'] as const) : []),
    ];
    if (kind !== 'upgrade' && creditCardId && ownSession && scopes.length > 0) {
      await recordMandate(tx, t, {
        contractId,
        policyNumber,
        card: {
          creditCardId,
          userId: ownerUserId,
          cardType: charge.cardType ?? 'card',
          lastFour: charge.lastFour ?? '',
        },
        scopes,
        brandName: context.brandName,
        at: now,
      });
    }
  }
  // An amended contract keeps its owner's agreement.
  if (previous && (kind === 'upgrade' || (kind === 'renewal' && paidWhenItStarts))) {
    await carryMandate(tx, t, previous.contractId, contractId, now);
  }

  const ownerEmail = ownerEmailOf(body);
  const recipients = new Set(paidWhenItStarts ? [] : [ownerEmail, ...(body.payment.confirmationEmailAddresses ?? [])]);
  if (confirmation) {
    recipients.delete(ownerEmail);
    const locale = await languageOfAddress(tx, t, ownerEmail);
    await context.mailer.send({
      to: ownerEmail,
      subject: m.mail_owner_confirm_subject({ brand: context.brandName, policyNumber }, { locale }),
      body: ownerConfirmationBody(locale, context, policyNumber, property, contract.contractId, confirmation.token),
    });
  }
  // The owner's account was made with the order and has no password yet: their mail offers to create one.
  const createPasswordLink =
    owner.isNew && recipients.has(ownerEmail)
      ? signInLink(
          context.publicOrigin,
          ownerUserId,
          await createSignInCode(tx, t, ownerUserId, 'passwordReset', ACCOUNT_CREATION_LINK_TTL_MS),
        )
      : undefined;
  for (const to of recipients) {
    const locale = await languageOfAddress(tx, t, to);
    await context.mailer.send({
      to,
      subject: m.mail_order_subject({ brand: context.brandName, policyNumber }, { locale }),
      body: confirmationBody(locale, context.brandName, policyNumber, priced, charge, body.payment.type, {
        effectiveDate,
        createPasswordLink: to === ownerEmail ? createPasswordLink : undefined,
      }),
    });
  }

  return {
    contractId: contract.contractId,
    policyNumber,
    isListingCoverage: contract.isListingCoverage,
    isWebPolicy: contract.isWebPolicy,
    ...(policyPaymentId ? { policyPaymentId } : {}),
    ...(confirmation ? { awaitingOwnerConfirmation: true } : {}),
    ...(owner.isNew ? { ownerAccountCreated: true } : {}),
    coverageStartDate: body.payment.type === 'escrow' || !effectiveDate ? null : isoDate(effectiveDate),
    priceBreakdown: wirePricedOrder(priced, body.timestamp ?? now.toISOString()),
  };
}

/**
 * The card as a saved payment method of the owner (its gateway token only), reused when already saved. Orders
 * paying with one new card at once each save it: the first insert wins and the others read its row. A card
 * saved by another user stays theirs, and null is answered.
 */
export async function saveCard(tx: Tx, t: Tables, userId: string, charge: CardCharge): Promise<string | null> {
  const [existing] = await tx
    .select({ creditCardId: t.paymentMethods.creditCardId })
    .from(t.paymentMethods)
    .where(and(eq(t.paymentMethods.paymentProfileId, charge.paymentProfileId), eq(t.paymentMethods.userId, userId)))
    .limit(1);
  if (existing) return existing.creditCardId;
  const [others] = await tx
    .select({ creditCardId: t.paymentMethods.creditCardId })
    .from(t.paymentMethods)
    .where(eq(t.paymentMethods.userId, userId))
    .limit(1);
  await tx
    .insert(t.paymentMethods)
    .values({
      userId,
      customerProfileId: charge.customerProfileId,
      paymentProfileId: charge.paymentProfileId,
      cardType: charge.cardType ?? 'visa',
      lastFour: charge.lastFour ?? '',
      expirationDate: charge.expirationDate ?? '',
      isDefault: !others,
    })
    .onConflictDoNothing({ target: [t.paymentMethods.customerProfileId, t.paymentMethods.paymentProfileId] });
  const [saved] = await tx
    .select({ creditCardId: t.paymentMethods.creditCardId })
    .from(t.paymentMethods)
    .where(
      and(
        eq(t.paymentMethods.customerProfileId, charge.customerProfileId),
        eq(t.paymentMethods.paymentProfileId, charge.paymentProfileId),
        eq(t.paymentMethods.userId, userId),
      ),
    )
    .limit(1);
  return saved?.creditCardId ?? null;
}

function confirmationBody(
  locale: Locale,
  brandName: string,
  policyNumber: string,
  priced: PricedOrder,
  charge: CardCharge | undefined,
  paymentType: string,
  { effectiveDate, createPasswordLink }: { effectiveDate: Date | null; createPasswordLink: string | undefined },
): MailBody {
  const language = { locale };
  const dollars = formatCents;
  const escrow = paymentType === 'escrow';
  const details: MailDetail[] = [
    { label: m.mail_label_contract({}, language), value: policyNumber },
    { label: m.mail_label_plan({}, language), value: priced.offer.plan.name },
  ];
  if (!escrow && effectiveDate) {
    details.push({ label: m.mail_label_coverage_starts({}, language), value: isoDate(effectiveDate) });
  }
  details.push({ label: m.mail_label_total({}, language), value: dollars(priced.breakdown.totalCents) });
  if (paymentType === 'monthly') {
    details.push({ label: m.mail_label_monthly({}, language), value: dollars(priced.breakdown.monthlyTotalCents) });
  }
  if (charge) {
    details.push({
      label: m.mail_label_charged_today({}, language),
      value: m.mail_order_charged_card(
        { lastFour: charge.lastFour ?? '', amount: dollars(charge.amountCents) },
        language,
      ),
    });
  }
  return {
    locale,
    greeting: greeting(null, locale),
    paragraphs: [
      m.mail_order_completed({}, language),
      ...(escrow || !effectiveDate ? [m.mail_order_starts_at_closing({}, language)] : []),
      ...(escrow ? [m.mail_order_escrow_due({}, language)] : []),
    ],
    details,
    ...(createPasswordLink
      ? {
          action: {
            lead: m.mail_order_create_password({}, language),
            label: m.mail_button_create_password({}, language),
            url: createPasswordLink,
          },
          notes: [m.mail_order_link_once({ days: ACCOUNT_CREATION_LINK_TTL_MS / (24 * 60 * 60 * 1000) }, language)],
        }
      : {}),
    closing: m.mail_thank_you({ brand: brandName }, language),
  };
}

/**
 * Ends or marks the contract an order starts from, in the order's transaction, as a conditional update: of
 * two orders racing on one contract only one finds it as it was (the other is refused and its charge voided).
 * - renewal: marked renewed, its credit spent (never below 0, never twice);
 * - upgrade: cancelled, replaced by the new contract;
 * - conversion: the listing coverage is cancelled, replaced by the buyer's contract.
 */
async function retirePrevious(
  tx: Tx,
  t: Tables,
  kind: OrderKind,
  previous: ContractRow,
  creditCents: number,
  now: Date,
) {
  const c = t.contracts;
  const changed =
    kind === 'renewal'
      ? await tx
          .update(c)
          .set({ orderStatus: 'renewed', creditBalanceCents: sql`${c.creditBalanceCents} - ${creditCents}` })
          .where(
            and(
              eq(c.contractId, previous.contractId),
              ne(c.orderStatus, 'renewed'),
              inArray(c.status, ['active', 'expired']),
              gte(c.creditBalanceCents, creditCents),
            ),
          )
          .returning({ contractId: c.contractId })
      : await tx
          .update(c)
          .set({ status: 'cancelled', orderStatus: 'cancelled', creditBalanceCents: 0, cancelledAt: now })
          .where(
            and(
              eq(c.contractId, previous.contractId),
              inArray(
                c.status,
                kind === 'upgrade' && !isEscrowBeforeClosing(previous) ? ['active'] : ['pending', 'active'],
              ),
              eq(c.creditBalanceCents, previous.creditBalanceCents),
              isNull(c.awaitingOwnerSince),
            ),
          )
          .returning({ contractId: c.contractId });
  if (changed.length === 0) throw httpError(409, 'contractChanged', orderMessages.contractChanged, 'contractId');
  // What the replaced contract still owed is no longer owed (its link takes no payment): a converted listing
  // coverage's invoice, an upgraded order's invoice due at closing (the new contract's carries the new price).
  if (kind === 'conversion' || kind === 'upgrade') await cancelOpenInvoices(tx, t, previous.contractId, now);
}

function ownerConfirmationBody(
  locale: Locale,
  context: PlaceOrderContext,
  policyNumber: string,
  property: StoredAddress,
  contractId: string,
  token: string,
): MailBody {
  const language = { locale };
  const link = `${context.publicOrigin}/confirm-order/${encodeURIComponent(contractId)}?token=${token}`;
  const address = `${property.streetAddress}, ${property.city}`;
  return {
    locale,
    greeting: greeting(null, locale),
    paragraphs: [m.mail_owner_confirm_placed({ policyNumber, address }, language)],
    action: {
      lead: m.mail_owner_confirm_added({}, language),
      label: m.mail_button_confirm_order({}, language),
      url: link,
    },
    notes: [m.mail_owner_confirm_not_mine({}, language)],
    closing: m.mail_thank_you({ brand: context.brandName }, language),
  };
}
