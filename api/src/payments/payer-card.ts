/**
 * Whose card a payment may go to (docs/decisions/010-money-rules.md). Every call that charges a card asks
 * here first:
 * - a saved card (`creditCardId`, or the gateway ids of one) only when it is the caller's own, in the caller's
 *   own session; a staff member acting as the user must state why (`X-Staff-Reason`), and that goes to the
 *   staff audit log;
 * - gateway ids of a card typed in this checkout only with the checkout token (`profileToken`, the `token` of
 *   POST /order/getCustomerProfileToken that opened the customer profile): knowing someone's ids is not enough.
 * Then the gateway is asked whether the card exists. A card that fails any of this is "not found", whoever
 * owns it, so nothing is learnt about other people's cards.
 */

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordStaffAction } from '../audit/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { forbidden, invalidFields, notFound } from '../plugins/index.ts';
import type { PaymentProfile } from './gateway.ts';
import { gatewayFailure } from './plugin.ts';
import { profileTokenKey, verifyProfileToken } from './profile-token.ts';

export interface CardChoice {
  creditCardId?: string | null | undefined;
  authNetProfileId?: string | null | undefined;
  authNetPaymentProfileId?: string | null | undefined;
  profileToken?: string | null | undefined;
}

/** A card payment prepared before the transaction: what to charge, and the charge once taken. */
export interface CardCharge {
  customerProfileId: string;
  paymentProfileId: string;
  amountCents: number;
  /** The caller's saved card, when the payment goes to one. */
  creditCardId?: string;
  /** Typed in this checkout (not a saved card): the payer may keep it as a saved card of their own. */
  enteredNow: boolean;
  transactionId?: string;
  cardType?: string;
  lastFour?: string;
  expirationDate?: string;
}

export const payerCardMessages = {
  cardRequired: 'Please enter your card details.',
  cardNotFound: 'We could not find this card. Please enter it again.',
  staffReasonRequired:
    'You are acting as this customer: their saved cards are theirs to use. To use one for them, say why in the ' +
    'X-Staff-Reason header (it is kept in the staff audit log).',
} as const;

export const STAFF_REASON_HEADER = 'x-staff-reason';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff member acting as the user may give X-Staff-Reason to this route (TAKES_STAFF_REASON). */
    staffReason?: boolean;
  }
}

/**
 * The route config of a route that may use the caller's saved card: the API document declares X-Staff-Reason
 * on it (plugins/docs.ts), and a saved card is not used on a route without it, so the document cannot miss one.
 */
export const TAKES_STAFF_REASON = { staffReason: true } as const;

function assertTakesStaffReason(request: FastifyRequest): void {
  if (request.routeOptions.config.staffReason !== true) {
    throw new Error(`${request.method} ${request.routeOptions.url} uses saved cards without declaring X-Staff-Reason`);
  }
}

/**
 * A saved card is used in the user's own session; a staff member acting as them must say why, and it is
 * logged. Applies to charging a saved card, making it a contract's card and seeing which contracts each pays.
 */
export async function allowSavedCardUse(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: CurrentUser,
  what: string,
): Promise<boolean> {
  assertTakesStaffReason(request);
  if (!caller.impersonatorId) return true;
  const raw = request.headers[STAFF_REASON_HEADER];
  const reason = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 500);
  if (!reason) return false;
  const actorUserId = caller.impersonatorId;
  await app.database.transaction((tx) =>
    recordStaffAction(tx, app.database.t, {
      actorUserId,
      action: 'savedCardUse',
      target: caller.userId,
      detail: { reason: `${what}: ${reason}` },
    }),
  );
  return true;
}

export async function requireSavedCardUse(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: CurrentUser,
  what: string,
): Promise<void> {
  if (!(await allowSavedCardUse(app, request, caller, what))) throw forbidden(payerCardMessages.staffReasonRequired);
}

export interface PayerCardOptions {
  /** Where the card fields sit in the body ('' at the top). */
  fieldPrefix: string;
  /** The field named when no card is given at all (default: creditCardId). */
  requiredField?: string;
  cardRequired?: string;
  /** An unknown saved card is 404 (no such card for this caller) instead of a 400 on the field. */
  unknownSavedCardIsNotFound?: boolean;
}

/**
 * The card `choice` names, checked as the top of this file says, for a charge of `amountCents`. Problems are
 * 400 on `${fieldPrefix}.creditCardId` (unknown saved card) or `.authNetPaymentProfileId`.
 */
export async function payerCard(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: CurrentUser | undefined,
  choice: CardChoice,
  amountCents: number,
  options: PayerCardOptions,
): Promise<CardCharge> {
  if (caller) assertTakesStaffReason(request);
  const { db, t } = app.database;
  const field = (name: string) => (options.fieldPrefix ? `${options.fieldPrefix}.${name}` : name);
  const cardRequired = options.cardRequired ?? payerCardMessages.cardRequired;
  const pm = t.paymentMethods;

  let saved: typeof pm.$inferSelect | undefined;
  if (choice.creditCardId) {
    [saved] = caller
      ? await db
          .select()
          .from(pm)
          .where(and(eq(pm.creditCardId, choice.creditCardId), eq(pm.userId, caller.userId)))
          .limit(1)
      : [];
    if (!saved && options.unknownSavedCardIsNotFound) throw notFound('No card with this id.');
    if (!saved) throw invalidFields([{ field: field('creditCardId'), message: payerCardMessages.cardNotFound }]);
  } else {
    if (!choice.authNetProfileId || !choice.authNetPaymentProfileId) {
      throw invalidFields([{ field: field(options.requiredField ?? 'creditCardId'), message: cardRequired }]);
    }
    const tokenProfile = choice.profileToken
      ? verifyProfileToken(tokenKey(app), choice.profileToken, 'charge')
      : undefined;
    if (tokenProfile !== choice.authNetProfileId) {
      [saved] = caller
        ? await db
            .select()
            .from(pm)
            .where(
              and(
                eq(pm.customerProfileId, choice.authNetProfileId),
                eq(pm.paymentProfileId, choice.authNetPaymentProfileId),
                eq(pm.userId, caller.userId),
              ),
            )
            .limit(1)
        : [];
      if (!saved) {
        throw invalidFields([{ field: field('authNetPaymentProfileId'), message: payerCardMessages.cardNotFound }]);
      }
    }
  }

  if (saved) {
    if (caller)
      await requireSavedCardUse(app, request, caller, `charge ${amountCents / 100} to card ${saved.lastFour}`);
    return {
      customerProfileId: saved.customerProfileId,
      paymentProfileId: saved.paymentProfileId,
      amountCents,
      creditCardId: saved.creditCardId,
      enteredNow: false,
      cardType: saved.cardType,
      lastFour: saved.lastFour,
      expirationDate: saved.expirationDate,
    };
  }

  const customerProfileId = choice.authNetProfileId as string;
  const paymentProfileId = choice.authNetPaymentProfileId as string;
  let profiles: PaymentProfile[];
  try {
    profiles = await app.paymentGateway.listPaymentProfiles(customerProfileId);
  } catch (error) {
    throw gatewayFailure(error);
  }
  const card = profiles.find((profile) => profile.paymentProfileId === paymentProfileId);
  if (!card)
    throw invalidFields([{ field: field('authNetPaymentProfileId'), message: payerCardMessages.cardNotFound }]);
  return {
    customerProfileId,
    paymentProfileId,
    amountCents,
    enteredNow: true,
    cardType: card.cardType,
    lastFour: card.lastFour,
    expirationDate: card.expirationDate,
  };
}

/** The customer profile a checkout token opened, when the token is genuine and may still add or pay with cards. */
export function checkoutProfileOf(app: FastifyInstance, token: string | null | undefined, use: 'addCard' | 'charge') {
  return token ? verifyProfileToken(tokenKey(app), token, use) : undefined;
}

const keys = new WeakMap<FastifyInstance, { secret: string; key: Buffer }>();
function tokenKey(app: FastifyInstance): Buffer {
  const secret = app.keyRing.serverSecret;
  const cached = keys.get(app);
  if (cached && cached.secret === secret) return cached.key;
  const key = profileTokenKey(secret);
  keys.set(app, { secret, key });
  return key;
}
