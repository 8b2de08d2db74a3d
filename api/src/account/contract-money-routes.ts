/**
 * A contract's money, for its owner: the chain's ledger and what is read from it (GET .../money), automatic
 * payment on and off (the mandate), auto-renewal on and off, and moving a monthly contract to paid in full.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AutomaticPaymentBody,
  AutoRenewBody,
  automaticPaymentScopes,
  ContractMoney,
  contractCardRefusal,
  coveredUntil,
  ErrorBody,
  errorResponses,
  formatDollars,
  IdParams,
  ledgerBalanceCents,
  PayInFullBody,
  PayInFullQuote,
  paidThrough,
  payInFullPriceCents,
  RenewalPlanBody,
  toCents,
  toDollars,
} from '@hw/shared';
import { and, asc, eq } from 'drizzle-orm';
import { type ContractRow, contractForCaller } from '../contracts/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { chainsOf, recordInvoicesOwed, recordPaymentsReceived } from '../ledger/index.ts';
import { priceDraft } from '../orders/index.ts';
import {
  type CardPayment,
  chargeForRequest,
  endMandates,
  mandateOf,
  payerCard,
  recordMandate,
  runPaidWrite,
  TAKES_STAFF_REASON,
} from '../payments/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { currentUser, forbidden, httpError, invalidFields, TAKES_IDEMPOTENCY_KEY } from '../plugins/index.ts';
import { cardOf } from './saved-cards.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

export const contractMoneyMessages = {
  ownerOnly: 'Only the contract’s owner, signed in themselves, can change how it is paid.',
  cardRequired: 'Please choose the card that pays this contract.',
  notInForce: 'This contract is not in force, so how it is paid can no longer be changed.',
  notMonthly: 'This contract is not paid monthly, so there is nothing left to pay in full.',
  owesFirst: 'This contract has a payment due. Please pay it first, then pay the rest of the term.',
  nothingLeft: 'Every monthly payment of this term is already owed or paid: there is nothing left to pay in full.',
  priceChanged: (amount: number) =>
    `Paying the rest of the term now costs ${formatDollars(amount)}. Please review it and try again; nothing was charged.`,
  awaitingOwner: 'This order is waiting for its owner to confirm it, so it cannot be changed yet.',
} as const;

const DAY_ISO = (date: Date) => date.toISOString().slice(0, 10);

/** The owner in their own session (not someone acting as them): the only one who may agree to charges. */
function requireOwnSession(contract: ContractRow, caller: CurrentUser): void {
  if (caller.userId !== contract.ownerUserId || caller.impersonatorId) throw forbidden(contractMoneyMessages.ownerOnly);
}

/** The owner, or someone acting as them: who may choose the renewal's plan or pay the rest of the term. */
function requireOwner(contract: ContractRow, caller: CurrentUser): void {
  if (caller.userId !== contract.ownerUserId) throw forbidden(contractMoneyMessages.ownerOnly);
}

function requireInForce(contract: ContractRow): void {
  if (contract.awaitingOwnerSince) throw httpError(422, 'validation', contractMoneyMessages.awaitingOwner, 'id');
  if (!['active', 'pending', 'suspended'].includes(contract.status)) {
    throw httpError(422, 'validation', contractMoneyMessages.notInForce, 'id');
  }
}

/** What paying a monthly contract's rest of term costs now, or why it cannot be done. */
async function payInFullQuote(
  db: Queryable,
  t: Tables,
  contract: ContractRow,
): Promise<{ cents: number; premiums: number }> {
  if (contract.paymentType !== 'monthly') throw httpError(422, 'validation', contractMoneyMessages.notMonthly, 'id');
  if (contract.status !== 'active' || !contract.effectiveDate || !contract.expireDate) {
    throw httpError(422, 'validation', contractMoneyMessages.notInForce, 'id');
  }
  const chainId = contract.chainId ?? contract.contractId;
  const chain = (await chainsOf(db, t, [chainId])).get(chainId) ?? { contracts: [], lines: [] };
  if (ledgerBalanceCents(chain.lines) < 0) throw httpError(422, 'validation', contractMoneyMessages.owesFirst, 'id');
  // The end of the last period owed so far: every premium of this contract's term after it is still to come.
  let owedThrough = contract.effectiveDate;
  for (const line of chain.lines) {
    if (line.contractId !== contract.contractId || (line.kind !== 'premium' && line.kind !== 'adjustment')) continue;
    const until = coveredUntil(line, contract);
    if (until && until.getTime() > owedThrough.getTime()) owedThrough = until;
  }
  const cents = payInFullPriceCents({
    monthlyPremiumCents: contract.monthlyTotalCents,
    effectiveDate: contract.effectiveDate,
    expireDate: contract.expireDate,
    owedThrough,
  });
  if (cents <= 0) throw httpError(422, 'validation', contractMoneyMessages.nothingLeft, 'id');
  return { cents, premiums: Math.round(cents / Math.max(1, contract.monthlyTotalCents)) };
}

export const contractMoneyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database } = app;
  const { db, t } = database;
  const brandName = app.config.brand.name;

  /** The caller's contract `id`, when the caller may agree to how it is paid and it is in force. */
  const contractToPayFor = async (id: string, caller: CurrentUser) => {
    const contract = await contractForCaller(db, t, id, caller);
    requireOwnSession(contract, caller);
    requireInForce(contract);
    return contract;
  };

  /** The contract's money as GET .../money answers it, read again after a change. */
  const moneyAfterChange = async (contract: ContractRow, caller: CurrentUser) => {
    const [updated] = await db.select().from(t.contracts).where(eq(t.contracts.contractId, contract.contractId));
    return moneyOf(db, t, updated ?? contract, caller);
  };

  app.get(
    '/account/contract/:id/money',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'A contract’s money: its ledger, balance, paid-through day and automatic payment',
        operationId: 'getContractMoney',
        description:
          'The ledger of the contract and the contracts that renew or amend it: each premium and adjustment as it ' +
          'falls due, each payment, refund, write-off and payout, in dollars. `balance` is read from it (below 0 is ' +
          'owed) and so is `paidThrough`, the last day claims are taken for. `automaticPayment` says whether a card ' +
          'pays its later charges (the card itself only to its owner). Only the owner, the agent who ordered it, or ' +
          'staff; anyone else gets 404.',
        params: IdParams,
        response: { 200: ContractMoney, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      return moneyOf(db, t, await contractForCaller(db, t, request.params.id, caller), caller);
    },
  );

  app.put(
    '/account/contract/:id/automaticPayment',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Turn automatic payment of a contract on or off',
        operationId: 'setAutomaticPayment',
        description:
          'On (`isEnabled: true` with `creditCardId`, a saved card of the caller’s): the owner agrees that the card ' +
          'pays the contract’s later charges (its monthly payments, and its renewal when it renews by itself); the ' +
          'agreement keeps the words shown and when. An expired card is refused (422): it would be declined at every charge. Off: no card is charged by the clock any more; each later ' +
          'charge is invoiced and the owner asked to pay it. Only the owner in their own session (403 otherwise); ' +
          'anyone else gets 404. Answers the contract’s money as GET .../money.',
        params: IdParams,
        body: AutomaticPaymentBody,
        response: { 200: ContractMoney, ...errorResponses },
      },
    },
    async (request, _reply) => {
      const caller = currentUser(request);
      const contract = await contractToPayFor(request.params.id, caller);
      const now = new Date();
      if (request.body.isEnabled) {
        if (!request.body.creditCardId) {
          throw invalidFields([{ field: 'creditCardId', message: contractMoneyMessages.cardRequired }]);
        }
        const card = await cardOf(db, t, request.body.creditCardId, [caller.userId]);
        await database.transaction(async (tx) => {
          const refusal = contractCardRefusal(card.expirationDate, now);
          if (refusal) throw httpError(422, 'validation', refusal, 'creditCardId');
          await tx
            .update(t.contracts)
            .set({ defaultCreditCardId: card.creditCardId })
            .where(eq(t.contracts.contractId, contract.contractId));
          await recordMandate(tx, t, {
            contractId: contract.contractId,
            policyNumber: contract.policyNumber,
            card,
            scopes: automaticPaymentScopes(contract.paymentType),
            brandName,
            at: now,
          });
        });
      } else {
        await database.transaction((tx) =>
          endMandates(tx, t, { contractId: contract.contractId }, 'automatic payment turned off by the owner', now),
        );
      }
      return moneyAfterChange(contract, caller);
    },
  );

  app.put(
    '/account/contract/:id/autoRenew',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Turn auto-renewal of a contract on or off',
        operationId: 'setAutoRenew',
        description:
          'Whether the contract renews by itself at the end of its term. With automatic payment on, the renewal ' +
          'is charged to its card; otherwise the renewal is invoiced and the owner asked to pay it. Only the owner ' +
          'in their own session (403 otherwise); anyone else gets 404. Answers the contract’s money as GET .../money.',
        params: IdParams,
        body: AutoRenewBody,
        response: { 200: ContractMoney, ...errorResponses },
      },
    },
    async (request, _reply) => {
      const caller = currentUser(request);
      const contract = await contractToPayFor(request.params.id, caller);
      const isAutoRenew = request.body.isAutoRenew;
      await database.transaction(async (tx) => {
        await tx.update(t.contracts).set({ isAutoRenew }).where(eq(t.contracts.contractId, contract.contractId));
      });
      return moneyAfterChange(contract, caller);
    },
  );

  app.put(
    '/account/contract/:id/renewalPlan',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Choose the plan a contract renews to',
        operationId: 'setRenewalPlan',
        description:
          'The plan and add-ons the contract renews to: a cheaper plan or fewer add-ons (a downgrade) takes effect ' +
          'at renewal, never during the term. The renewal the clock writes uses them; the owner’s own renewal ' +
          'order names its plan itself. A plan or add-on not offered for the property is 400 on its field. Only ' +
          'the owner (403 otherwise); anyone else gets 404. Answers the contract’s money as GET .../money.',
        params: IdParams,
        body: RenewalPlanBody,
        response: { 200: ContractMoney, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const contract = await contractForCaller(db, t, request.params.id, caller);
      requireOwner(contract, caller);
      requireInForce(contract);
      const { planId, addons = [] } = request.body;
      // Priced as its renewal would be: a plan or add-on not offered here is refused on its field.
      const { streetAddress, unit, city, stateCode, zipCode } = contract.address;
      const priced = await priceDraft(
        await app.catalog(),
        {
          planTypeId: contract.planTypeId,
          planId,
          addons,
          coverageLength: contract.coverageLengthYears,
          property: {
            address: { streetAddress, ...(unit ? { unit } : {}), city, state: stateCode, zipCode },
            dwellingTypeId: contract.dwellingTypeId,
            squareFootage: contract.squareFootage,
          },
        },
        async () => contract,
      );
      const renewalPlan = {
        planId: priced.offer.plan.planId,
        addons: priced.addons,
        chosenAt: new Date().toISOString(),
      };
      await database.transaction((tx) =>
        tx.update(t.contracts).set({ renewalPlan }).where(eq(t.contracts.contractId, contract.contractId)),
      );
      return moneyOf(db, t, { ...contract, renewalPlan }, caller);
    },
  );

  app.delete(
    '/account/contract/:id/renewalPlan',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Renew to the same plan',
        operationId: 'clearRenewalPlan',
        description:
          'Forgets the plan chosen for the renewal: the contract renews to the plan and add-ons it has. Only the ' +
          'owner (403 otherwise); anyone else gets 404. Answers the contract’s money as GET .../money.',
        params: IdParams,
        response: { 200: ContractMoney, ...errorResponses },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      const contract = await contractForCaller(db, t, request.params.id, caller);
      requireOwner(contract, caller);
      await database.transaction((tx) =>
        tx.update(t.contracts).set({ renewalPlan: null }).where(eq(t.contracts.contractId, contract.contractId)),
      );
      return moneyOf(db, t, { ...contract, renewalPlan: null }, caller);
    },
  );

  app.get(
    '/account/contract/:id/payInFull',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'What paying a monthly contract’s rest of term costs',
        operationId: 'getPayInFullQuote',
        description:
          'Every monthly payment of the term not yet owed, at the current premium, with no discount for paying ' +
          'early. 422 when the contract is not an active monthly one, owes a payment, or has nothing left to pay. ' +
          'Only the owner, the agent who ordered it, or staff; anyone else gets 404.',
        params: IdParams,
        response: { 200: PayInFullQuote, ...errorResponses },
      },
    },
    async (request) => {
      const contract = await contractForCaller(db, t, request.params.id, currentUser(request));
      const quote = await payInFullQuote(db, t, contract);
      return { contractId: contract.contractId, amount: toDollars(quote.cents), premiums: quote.premiums };
    },
  );

  app.post(
    '/account/contract/:id/payInFull',
    {
      config: { ...TAKES_IDEMPOTENCY_KEY, ...TAKES_STAFF_REASON },
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Pay the rest of a monthly contract’s term at once',
        operationId: 'payInFull',
        description:
          'Charges what GET .../payInFull quotes (`confirmedAmount` must equal it, else 409 `priceChanged` and ' +
          'nothing is charged) to a saved card of the caller’s or a card typed in this checkout, and makes the ' +
          'contract paid in full: no more monthly payments. The contract’s owner only (403 for others); anyone ' +
          'else gets 404. A declined card is 402 and changes nothing. An `Idempotency-Key` makes a retry safe.',
        params: IdParams,
        body: PayInFullBody,
        response: { 200: ContractMoney, ...errorResponses, 402: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const contract = await contractForCaller(db, t, request.params.id, caller);
      requireOwner(contract, caller);
      requireInForce(contract);
      const quote = await payInFullQuote(db, t, contract);
      if (toCents(request.body.confirmedAmount) !== quote.cents) {
        throw httpError(
          409,
          'priceChanged',
          contractMoneyMessages.priceChanged(toDollars(quote.cents)),
          'confirmedAmount',
        );
      }
      const charge = await payerCard(app, request, caller, request.body, quote.cents, { fieldPrefix: '' });
      let payment: CardPayment | undefined;
      await runPaidWrite(
        app,
        request,
        reply,
        async (tx) => {
          const now = new Date();
          const [changed] = await tx
            .update(t.contracts)
            .set({ paymentType: 'full' })
            .where(
              and(
                eq(t.contracts.contractId, contract.contractId),
                eq(t.contracts.paymentType, 'monthly'),
                eq(t.contracts.status, 'active'),
              ),
            )
            .returning();
          if (!changed) throw httpError(409, 'contractChanged', contractMoneyMessages.notMonthly, 'id');
          const [invoice] = await tx
            .insert(t.invoices)
            .values({
              contractId: contract.contractId,
              description: 'Rest of the term paid in full',
              amountCents: quote.cents,
              dueDate: now,
              status: 'paid',
              paidAt: now,
            })
            .returning();
          if (!invoice) throw new Error('The invoice could not be written.');
          await recordInvoicesOwed(tx, t, [invoice]);
          const [row] = await tx
            .insert(t.policyPayments)
            .values({
              contractId: contract.contractId,
              invoiceId: invoice.invoiceId,
              creditCardId: charge.creditCardId ?? null,
              amountCents: quote.cents,
              paymentType: 'full',
              gatewayTransactionId: charge.transactionId ?? '',
            })
            .returning();
          if (row) await recordPaymentsReceived(tx, t, [row], now);
          // No more monthly payments: the card pays only a renewal now, if the owner wants one.
          await dropMonthlyFromMandate(tx, t, changed, brandName, now);
          await payment?.complete(tx, { contractId: contract.contractId });
        },
        {
          beforeEffect: async () => {
            payment = await chargeForRequest(app, request, charge, {
              purpose: 'invoicePayment',
              description: `Contract ${contract.policyNumber} rest of term`,
              contractId: contract.contractId,
              what: 'payInFull',
            });
          },
          afterFailedEffect: async () => {
            await payment?.giveBack('the payment in full was not recorded');
          },
        },
      );
      return moneyAfterChange(contract, caller);
    },
  );
};

/**
 * Keeps a contract's mandate to the charges it still has once it is paid in full (a renewal by itself): the
 * same card, for what is left; nothing left ends it.
 */
async function dropMonthlyFromMandate(
  tx: Tx,
  t: Tables,
  contract: Pick<ContractRow, 'contractId' | 'policyNumber'>,
  brandName: string,
  now: Date,
): Promise<void> {
  const mandate = await mandateOf(tx, t, contract.contractId);
  if (!mandate?.creditCardId) return;
  const scopes = mandate.scopes.filter((scope) => scope !== 'monthly');
  const [card] = await tx
    .select()
    .from(t.paymentMethods)
    .where(eq(t.paymentMethods.creditCardId, mandate.creditCardId));
  if (!card || scopes.length === 0) {
    await endMandates(tx, t, { contractId: contract.contractId }, 'no later charges left to pay', now);
    return;
  }
  await recordMandate(tx, t, {
    contractId: contract.contractId,
    policyNumber: contract.policyNumber,
    card,
    scopes,
    brandName,
    at: now,
  });
}

/** A contract's money as GET /account/contract/{id}/money answers it, for `caller`. */
export async function moneyOf(
  db: Queryable,
  t: Tables,
  contract: ContractRow,
  caller: CurrentUser,
): Promise<ContractMoney> {
  const chainId = contract.chainId ?? contract.contractId;
  const chain = (await chainsOf(db, t, [chainId])).get(chainId) ?? { contracts: [], lines: [] };
  const through = paidThrough(chain.contracts, chain.lines, { paymentType: contract.paymentType });
  const described = await db
    .select({ line: t.ledgerLines, policyNumber: t.contracts.policyNumber })
    .from(t.ledgerLines)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.ledgerLines.contractId))
    .where(eq(t.ledgerLines.chainId, chainId))
    .orderBy(asc(t.ledgerLines.dueAt), asc(t.ledgerLines.causeKey));
  const mandate = await mandateOf(db, t, contract.contractId);
  const ownCard = mandate?.creditCardId && mandate.userId === caller.userId;
  const [card] = ownCard
    ? await db
        .select()
        .from(t.paymentMethods)
        .where(eq(t.paymentMethods.creditCardId, mandate.creditCardId ?? ''))
    : [];
  return {
    contractId: contract.contractId,
    balance: toDollars(ledgerBalanceCents(chain.lines)),
    paidThrough: through ? DAY_ISO(through) : null,
    isAutoRenew: contract.isAutoRenew,
    renewalPlan: await renewalPlanOf(db, t, contract),
    automaticPayment: {
      isEnabled: Boolean(mandate?.creditCardId),
      card: card ? { cardType: card.cardType, lastFour: card.lastFour } : null,
      amountRule: mandate?.amountRule ?? null,
      words: ownCard ? (mandate?.words ?? null) : null,
      agreedAt: mandate ? mandate.agreedAt.toISOString() : null,
    },
    lines: described.map(({ line, policyNumber }) => ({
      kind: line.kind,
      description: line.description,
      amount: toDollars(line.amountCents),
      policyNumber,
      date: line.dueAt.toISOString(),
    })),
  };
}

/** The plan chosen for the renewal, with its name, or null. */
async function renewalPlanOf(db: Queryable, t: Tables, contract: Pick<ContractRow, 'renewalPlan'>) {
  const chosen = contract.renewalPlan;
  if (!chosen) return null;
  const [plan] = await db.select({ name: t.plans.name }).from(t.plans).where(eq(t.plans.planId, chosen.planId));
  return { ...chosen, planName: plan?.name ?? chosen.planId };
}
