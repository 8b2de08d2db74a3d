import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddPaymentInfoBody,
  ErrorBody,
  errorResponses,
  FailedPayment,
  hasPermission,
  IdParams,
  isExpired,
  PaymentInfo,
  rolesFor,
  SetDefaultPaymentMethodBody,
  toDollars,
  UpdatePaymentBody,
  USER_TYPES,
} from '@hw/shared';
import { and, asc, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { contractForCaller } from '../contracts/index.ts';
import type { PaymentProfile } from '../payments/index.ts';
import {
  allowSavedCardUse,
  checkoutProfileOf,
  gatewayFailure,
  requireSavedCardUse,
  TAKES_STAFF_REASON,
} from '../payments/index.ts';
import { admitting, currentUser, forbidden, httpError, invalidFields, notFound } from '../plugins/index.ts';
import {
  type CardRow,
  cardMessages,
  cardOf,
  cardsOf,
  makeDefaultCard,
  monthlyPoliciesPaidBy,
  paymentInfos,
  removeCard,
  setContractCard,
} from './saved-cards.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

/** Payment methods: /account/payment/.... */
export const accountPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { t } = database;
  const db = database.db;

  /** Holders of Payment:ManageCreditCard (homeowners, agents, staff); contractors have no cards here. */
  const cardHolders = admitting(
    async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireUser.call(app, request, reply);
      const caller = currentUser(request);
      if (!hasPermission(rolesFor(caller.userType, caller.roles), 'Payment:ManageCreditCard')) throw forbidden();
    },
    USER_TYPES.filter((type) => hasPermission(rolesFor(type, []), 'Payment:ManageCreditCard')),
  );
  const who = 'Homeowners, agents and staff (Payment:ManageCreditCard); contractors 403.';

  async function listProfiles(customerProfileId: string): Promise<PaymentProfile[]> {
    try {
      return await app.paymentGateway.listPaymentProfiles(customerProfileId);
    } catch (error) {
      throw gatewayFailure(error);
    }
  }

  async function infoOf(creditCardId: string): Promise<PaymentInfo> {
    const [card] = await db.select().from(t.paymentMethods).where(eq(t.paymentMethods.creditCardId, creditCardId));
    const [info] = card ? await paymentInfos(db, t, [card]) : [];
    if (!info) throw notFound('No card with this id.');
    return info;
  }

  app.get(
    '/account/payment/info',
    {
      onRequest: cardHolders,
      config: TAKES_STAFF_REASON,
      schema: {
        tags,
        security,
        summary: 'The caller’s saved cards',
        operationId: 'getPaymentInfos',
        description:
          'The signed-in user’s saved cards, oldest first: brand, last four and expiry (MM/YY), the policy ' +
          'numbers of the contracts in force each is charged for (the contract’s own card, else its owner’s ' +
          `default card) and \`isDefault\`, the card’s own default flag. ${who}`,
        response: { 200: Type.Array(PaymentInfo), ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const infos = await paymentInfos(db, t, await cardsOf(db, t, caller.userId));
      // Which card pays which contract is the user's to see; a staff member acting as them gives a reason.
      if (await allowSavedCardUse(app, request, caller, 'see which contracts each card pays')) return infos;
      return infos.map((info) => ({ ...info, creditCard: { ...info.creditCard, policyNumber: [] } }));
    },
  );

  app.post(
    '/account/payment/info',
    {
      onRequest: cardHolders,
      schema: {
        tags,
        security,
        summary: 'Save a card',
        operationId: 'addPaymentInfo',
        description:
          'Saves a card tokenised through POST /order/getCustomerPaymentProfile, with the checkout token ' +
          '(`profileToken`) of POST /order/getCustomerProfileToken that opened its profile: the gateway is asked whether ' +
          'the profile exists, and only its brand, last four and expiry are kept. The first card becomes the ' +
          'default. With `policyId` (a contract id of the caller’s, else 404) it also becomes that contract’s ' +
          'card. A profile the gateway does not know (or another user’s saved card) is 400 on ' +
          `\`authNetPaymentProfileId\`; 502 when the gateway cannot be reached. ${who}`,
        body: AddPaymentInfoBody,
        response: { 200: PaymentInfo, ...errorResponses, 502: ErrorBody },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { authNetProfileId, authNetPaymentProfileId, policyId, profileToken } = request.body;
      const contract = policyId ? await contractForCaller(db, t, policyId, caller) : undefined;
      // Only a card typed in this checkout (its token) is saved: knowing someone's gateway ids is not enough.
      if (checkoutProfileOf(app, profileToken, 'charge') !== authNetProfileId) {
        throw invalidFields([{ field: 'authNetPaymentProfileId', message: cardMessages.cardNotFound }]);
      }
      const profile = (await listProfiles(authNetProfileId)).find(
        (p) => p.paymentProfileId === authNetPaymentProfileId,
      );
      const unknownCard = invalidFields([{ field: 'authNetPaymentProfileId', message: cardMessages.cardNotFound }]);
      if (!profile) throw unknownCard;
      const shown = { cardType: profile.cardType, lastFour: profile.lastFour, expirationDate: profile.expirationDate };
      const creditCardId = await database.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(t.paymentMethods)
          .where(
            and(
              eq(t.paymentMethods.customerProfileId, authNetProfileId),
              eq(t.paymentMethods.paymentProfileId, authNetPaymentProfileId),
            ),
          );
        if (existing && existing.userId !== caller.userId) throw unknownCard;
        let id = existing?.creditCardId;
        if (id) {
          await tx.update(t.paymentMethods).set(shown).where(eq(t.paymentMethods.creditCardId, id));
        } else {
          const [other] = await tx
            .select({ id: t.paymentMethods.creditCardId })
            .from(t.paymentMethods)
            .where(eq(t.paymentMethods.userId, caller.userId))
            .limit(1);
          await tx
            .insert(t.paymentMethods)
            .values({
              userId: caller.userId,
              customerProfileId: authNetProfileId,
              paymentProfileId: authNetPaymentProfileId,
              ...shown,
              isDefault: !other,
            })
            .onConflictDoNothing({ target: [t.paymentMethods.customerProfileId, t.paymentMethods.paymentProfileId] });
          // This request's row, or the one a request sent at the same moment saved first.
          const [saved] = await tx
            .select({ id: t.paymentMethods.creditCardId, userId: t.paymentMethods.userId })
            .from(t.paymentMethods)
            .where(
              and(
                eq(t.paymentMethods.customerProfileId, authNetProfileId),
                eq(t.paymentMethods.paymentProfileId, authNetPaymentProfileId),
              ),
            );
          if (saved?.userId !== caller.userId) throw unknownCard;
          id = saved.id;
        }
        if (contract) {
          const [card] = await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.creditCardId, id));
          if (card) await setContractCard(tx, t, contract, card, { ...caller, brandName: app.config.brand.name });
        }
        return id;
      });
      return infoOf(creditCardId);
    },
  );

  app.put(
    '/account/payment',
    {
      onRequest: cardHolders,
      schema: {
        tags,
        security,
        summary: 'Update a saved card',
        operationId: 'updatePaymentInfo',
        description:
          'Changes the expiry shown for the caller’s card `creditCardId` (MM/YY; a past month is 400) and, with ' +
          '`policyId` (a contract the caller may see), makes it that contract’s card (422 when the card has expired). The gateway keeps its own ' +
          `copy of the card; GET /account/payment/syncPaymentProfiles re-reads it. Another user’s card is 404. ${who}`,
        body: UpdatePaymentBody,
        response: { 200: PaymentInfo, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const { creditCardId, expirationDate, policyId } = request.body;
      const card = await cardOf(db, t, creditCardId, [caller.userId]);
      const contract = policyId ? await contractForCaller(db, t, policyId, caller) : undefined;
      if (expirationDate && isExpired(expirationDate)) {
        throw invalidFields([{ field: 'expirationDate', message: cardMessages.expired }]);
      }
      await database.transaction(async (tx) => {
        if (expirationDate) {
          await tx
            .update(t.paymentMethods)
            .set({ expirationDate })
            .where(eq(t.paymentMethods.creditCardId, card.creditCardId));
        }
        if (contract) {
          // Judged by the expiry this request gives it, if any.
          const updated = { ...card, expirationDate: expirationDate ?? card.expirationDate };
          await setContractCard(tx, t, contract, updated, { ...caller, brandName: app.config.brand.name });
        }
      });
      return infoOf(card.creditCardId);
    },
  );

  app.delete(
    '/account/payment/:id',
    {
      onRequest: cardHolders,
      schema: {
        tags,
        security,
        summary: 'Remove a saved card',
        operationId: 'deletePaymentInfo',
        description:
          'Removes the caller’s saved card `id` (204), here and from the card gateway’s vault. Contracts that named it as their card fall back to the ' +
          'owner’s default card; past payments stay, without the card. When it was the caller’s default card, ' +
          'the newest remaining card becomes the default. Refused with 422 when the card pays an active monthly ' +
          `contract (choose another card for it first). Another user’s card is 404. ${who}`,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const card = await cardOf(db, t, request.params.id, [currentUser(request).userId]);
      await database.transaction(async (tx) => {
        const policies = await monthlyPoliciesPaidBy(tx, t, card);
        if (policies.length > 0) throw httpError(422, 'validation', cardMessages.inUse(policies), 'id');
        await removeCard(tx, t, card);
      });
      // Then from the gateway's vault too; past payments keep their records and refund by the card's last four.
      try {
        await app.paymentGateway.deletePaymentProfile(card.customerProfileId, card.paymentProfileId);
      } catch (error) {
        request.log.warn({ err: error, creditCardId: card.creditCardId }, 'removing a card from the gateway failed');
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/account/payment/syncPaymentProfiles',
    {
      onRequest: cardHolders,
      schema: {
        tags,
        security,
        summary: 'Refresh saved cards from the gateway',
        operationId: 'syncPaymentProfiles',
        description:
          'Re-reads each of the caller’s saved cards from the card gateway and updates its brand, last four and ' +
          'expiry. A card the gateway no longer has is removed (as DELETE /account/payment/{id}), except one that ' +
          'pays an active monthly contract: that one stays, so the contract still shows a card until another is ' +
          `chosen. Answers the cards as GET /account/payment/info. 502 when the gateway cannot be reached. ${who}`,
        response: { 200: Type.Array(PaymentInfo), ...errorResponses, 502: ErrorBody },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const cards = await cardsOf(db, t, userId);
      const gatewayCards = new Map<string, PaymentProfile[]>();
      for (const profileId of new Set(cards.map((card) => card.customerProfileId))) {
        gatewayCards.set(profileId, await listProfiles(profileId));
      }
      await database.transaction(async (tx) => {
        const gone: CardRow[] = [];
        for (const card of cards) {
          const found = gatewayCards
            .get(card.customerProfileId)
            ?.find((p) => p.paymentProfileId === card.paymentProfileId);
          if (!found) gone.push(card);
          else if (
            found.cardType !== card.cardType ||
            found.lastFour !== card.lastFour ||
            found.expirationDate !== card.expirationDate
          ) {
            const { cardType, lastFour, expirationDate } = found;
            await tx
              .update(t.paymentMethods)
              .set({ cardType, lastFour, expirationDate })
              .where(eq(t.paymentMethods.creditCardId, card.creditCardId));
          }
        }
        for (const card of gone) {
          // The row may have become the default since it was read: a removal promotes another card.
          const [current] = await tx
            .select()
            .from(t.paymentMethods)
            .where(eq(t.paymentMethods.creditCardId, card.creditCardId));
          if (!current) continue;
          if ((await monthlyPoliciesPaidBy(tx, t, current)).length === 0) await removeCard(tx, t, current);
        }
      });
      return paymentInfos(db, t, await cardsOf(db, t, userId));
    },
  );

  app.post(
    '/account/payment/setDefaultPaymentMethod',
    {
      onRequest: cardHolders,
      config: TAKES_STAFF_REASON,
      schema: {
        tags,
        security,
        summary: 'Choose the card a contract is charged to',
        operationId: 'setDefaultPaymentMethod',
        description:
          'Makes `creditCardId` the card that the contract `policyId` (its contract id) is charged to for monthly ' +
          'and past-due invoices. The contract must be the caller’s (owner, the agent who ordered it, or staff) ' +
          `and the card the caller’s own; otherwise 404. An expired card is refused (422). A staff member acting as the user gives X-Staff-Reason (403 ` +
          `without it). Answers what was set. ${who}`,
        body: SetDefaultPaymentMethodBody,
        response: { 200: SetDefaultPaymentMethodBody, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const contract = await contractForCaller(db, t, request.body.policyId, caller);
      const card = await cardOf(db, t, request.body.creditCardId, [caller.userId]);
      await requireSavedCardUse(app, request, caller, `make card ${card.lastFour} pay ${contract.policyNumber}`);
      await database.transaction(async (tx) =>
        setContractCard(tx, t, contract, card, { ...caller, brandName: app.config.brand.name }),
      );
      return { policyId: contract.contractId, creditCardId: card.creditCardId };
    },
  );

  app.put(
    '/account/payment/:id/default',
    {
      onRequest: cardHolders,
      config: TAKES_STAFF_REASON,
      schema: {
        tags,
        security,
        summary: 'Make a saved card the default',
        operationId: 'makeDefaultCard',
        description:
          'Makes the caller’s saved card `id` their default card: the one offered first when they pay, and the ' +
          'one shown as Default. Exactly one of a person’s cards is the default, so the card that was the default ' +
          'stops being it. The plans each card pays do not change (POST /account/payment/setDefaultPaymentMethod ' +
          'chooses those). Making the default card the default again changes nothing. Answers the cards as GET ' +
          `/account/payment/info. Another user’s card, or an unknown id, is 404. ${who}`,
        params: IdParams,
        response: { 200: Type.Array(PaymentInfo), ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await database.transaction(async (tx) => {
        const card = await cardOf(tx, t, request.params.id, [caller.userId]);
        if (card.isDefault) return;
        await makeDefaultCard(tx, t, card);
      });
      const infos = await paymentInfos(db, t, await cardsOf(db, t, caller.userId));
      if (await allowSavedCardUse(app, request, caller, 'see which contracts each card pays')) return infos;
      return infos.map((info) => ({ ...info, creditCard: { ...info.creditCard, policyNumber: [] } }));
    },
  );

  app.get(
    '/account/payment/failed',
    {
      onRequest: cardHolders,
      schema: {
        tags,
        security,
        summary: 'Charges that failed',
        operationId: 'getFailedPayments',
        description:
          'The unpaid invoices whose automatic charge failed, of the contracts the caller owns or ordered, the ' +
          `latest failure first, with when and why. Paying one (POST /account/invoices) removes it. ${who}`,
        response: { 200: Type.Array(FailedPayment), ...errorResponses },
      },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const rows = await db
        .select({ invoice: t.invoices, policyNumber: t.contracts.policyNumber })
        .from(t.invoices)
        .innerJoin(t.contracts, eq(t.contracts.contractId, t.invoices.contractId))
        .where(
          and(
            or(eq(t.contracts.ownerUserId, userId), eq(t.contracts.orderedByUserId, userId)),
            eq(t.invoices.status, 'unpaid'),
            isNotNull(t.invoices.failedAt),
          ),
        )
        .orderBy(desc(t.invoices.failedAt), asc(t.invoices.invoiceId));
      return rows.map(({ invoice, policyNumber }) => ({
        invoiceId: invoice.invoiceId,
        contractId: invoice.contractId,
        policyNumber,
        amount: toDollars(invoice.amountCents),
        dueDate: invoice.dueDate.toISOString(),
        failedAt: invoice.failedAt?.toISOString() ?? '',
        reason: invoice.failureReason ?? 'The charge did not go through.',
      }));
    },
  );
};
