/**
 * Demo contracts: the homeowner's active contract with a paid and an unpaid invoice
 * and a saved card (a sandbox gateway token, like any card saved at checkout); the agent's orders, one
 * closing soon and paid through escrow, one a listing coverage.
 */
import { defaultBrand, HOMEOWNER_PLAN_TYPE_ID, periodStart, REAL_ESTATE_PLAN_TYPE_ID, toCents } from '@hw/shared';
import { isNull, like, sql } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';
import { recordInvoicesOwed, recordPaymentsReceived } from '../ledger/index.ts';
import { recordMandate } from '../payments/index.ts';
import { SINGLE_FAMILY_DWELLING_TYPE_ID } from './reference.ts';

const DAY = 24 * 60 * 60 * 1000;
const startOfToday = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
};
const addYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

export async function seedDemoContracts(tx: Tx, t: Tables): Promise<void> {
  const today = startOfToday();
  await tx
    .insert(t.users)
    .values([
      {
        id: 'u-buyer-0001',
        email: 'brooke.buyer@example.com',
        userType: 'homeowner',
        firstName: 'Brooke',
        lastName: 'Bennett',
        phones: [{ number: '602-555-0144', isPrimary: true, type: 'mobile' }],
      },
      {
        id: 'u-seller-0001',
        email: 'sam.seller@example.com',
        userType: 'homeowner',
        firstName: 'Sam',
        lastName: 'Sato',
        phones: [{ number: '480-555-0166', isPrimary: true, type: 'mobile' }],
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(t.sandboxCustomerProfiles)
    .values({ customerProfileId: 'cp-demo-homeowner', email: 'homeowner@example.com', description: 'Hannah Holt' })
    .onConflictDoNothing();
  await tx
    .insert(t.sandboxPaymentProfiles)
    .values({
      paymentProfileId: 'pp-demo-homeowner-visa',
      customerProfileId: 'cp-demo-homeowner',
      cardType: 'visa',
      lastFour: '1111',
      expirationDate: '12/29',
      behaviour: 'approve',
    })
    .onConflictDoNothing();
  await tx
    .insert(t.paymentMethods)
    .values({
      creditCardId: 'card-demo-homeowner',
      userId: 'u-homeowner-0001',
      customerProfileId: 'cp-demo-homeowner',
      paymentProfileId: 'pp-demo-homeowner-visa',
      cardType: 'visa',
      lastFour: '1111',
      expirationDate: '12/29',
      isDefault: true,
    })
    .onConflictDoNothing();

  // Billed on the day of month a premium fell due 10 days ago, for six months already: each premium but the
  // last was paid with the saved card.
  const homeownerStart = new Date(today.getTime() - 10 * DAY);
  homeownerStart.setUTCMonth(homeownerStart.getUTCMonth() - 6);
  const closing = new Date(today.getTime() + 9 * DAY);
  const homeownerPremiums = [0, 1, 2, 3, 4, 5].map((months) =>
    periodStart(homeownerStart, homeownerStart.getUTCFullYear(), homeownerStart.getUTCMonth() + months),
  );
  await tx
    .insert(t.contracts)
    .values([
      {
        contractId: 'c-homeowner-0001',
        policyNumber: 'HW-20418837',
        ownerUserId: 'u-homeowner-0001',
        orderedByUserId: 'u-homeowner-0001',
        planId: 'plan-ho-signature',
        contractOfferId: 'offer-ho-signature-tx-1',
        planTypeId: HOMEOWNER_PLAN_TYPE_ID,
        stateCode: 'TX',
        dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
        squareFootage: 1000,
        address: { streetAddress: '2100 Barton Springs Rd', city: 'Austin', stateCode: 'TX', zipCode: '78704' },
        status: 'active',
        orderStatus: 'completed',
        orderKind: 'new',
        paymentType: 'monthly',
        effectiveDate: homeownerStart,
        expireDate: addYears(homeownerStart, 1),
        serviceCallFeeCents: toCents(75),
        addons: [{ salesItemId: 'si-pool-spa', quantity: 1 }],
        priceItems: [
          { type: 'plan', description: 'Signature', costCents: toCents(600), quantity: 1 },
          {
            type: 'addon',
            description: 'Pool / Spa Equipment',
            costCents: toCents(180),
            quantity: 1,
            coverageId: 'si-pool-spa',
          },
        ],
        totalCents: toCents(780),
        monthlyTotalCents: toCents(64.99),
        creditBalanceCents: toCents(60),
      },
      {
        contractId: 'c-agent-0001',
        policyNumber: 'HW-31877420',
        ownerUserId: 'u-buyer-0001',
        orderedByUserId: 'u-agent-0001',
        planId: 'plan-re-choice',
        contractOfferId: 'offer-re-choice-az-1',
        planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
        stateCode: 'AZ',
        dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
        squareFootage: 1000,
        address: { streetAddress: '4410 E Camelback Rd', city: 'Phoenix', stateCode: 'AZ', zipCode: '85018' },
        status: 'pending',
        orderStatus: 'waitingForPayment',
        orderKind: 'new',
        paymentType: 'escrow',
        orderingPartyType: 'buyerAgent',
        estimatedClosingDate: closing,
        serviceCallFeeCents: toCents(75),
        priceItems: [{ type: 'plan', description: "Buyer's Choice", costCents: toCents(556), quantity: 1 }],
        totalCents: toCents(556),
        monthlyTotalCents: toCents(46.99),
        partners: { buyerAgent: { partnerId: 'p-0002' } },
      },
      {
        contractId: 'c-agent-0002',
        policyNumber: 'HW-31877562',
        ownerUserId: 'u-seller-0001',
        orderedByUserId: 'u-agent-0001',
        planId: 'plan-re-essentials',
        contractOfferId: 'offer-re-essentials-az-1',
        planTypeId: REAL_ESTATE_PLAN_TYPE_ID,
        stateCode: 'AZ',
        dwellingTypeId: SINGLE_FAMILY_DWELLING_TYPE_ID,
        squareFootage: 1000,
        address: { streetAddress: '918 W Roosevelt St', city: 'Phoenix', stateCode: 'AZ', zipCode: '85007' },
        status: 'pending',
        orderStatus: 'waitingForPayment',
        orderKind: 'new',
        paymentType: 'escrow',
        orderingPartyType: 'sellerAgent',
        isListingCoverage: true,
        estimatedClosingDate: new Date(today.getTime() + 45 * DAY),
        serviceCallFeeCents: toCents(75),
        priceItems: [{ type: 'plan', description: "Buyer's Essentials", costCents: toCents(425), quantity: 1 }],
        totalCents: toCents(425),
        monthlyTotalCents: toCents(35.42),
        partners: { sellerAgent: { partnerId: 'p-0002' } },
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(t.invoices)
    .values([
      ...homeownerPremiums.map((dueDate, index) => ({
        invoiceId: index === homeownerPremiums.length - 1 ? 'inv-homeowner-0001' : `inv-homeowner-p${index}`,
        contractId: 'c-homeowner-0001',
        description: index === 0 ? 'First monthly payment' : 'Monthly payment',
        amountCents: toCents(64.99),
        dueDate,
        status: 'paid' as const,
        paidAt: dueDate,
      })),
      {
        invoiceId: 'inv-homeowner-0002',
        contractId: 'c-homeowner-0001',
        description: 'Monthly payment',
        amountCents: toCents(64.99),
        dueDate: new Date(today.getTime() - 10 * DAY),
        status: 'unpaid',
      },
      {
        invoiceId: 'inv-agent-0001',
        contractId: 'c-agent-0001',
        description: 'Due at closing',
        amountCents: toCents(556),
        dueDate: closing,
        status: 'unpaid',
      },
      {
        invoiceId: 'inv-agent-0002',
        contractId: 'c-agent-0002',
        description: 'Due at closing',
        amountCents: toCents(425),
        dueDate: new Date(today.getTime() + 45 * DAY),
        status: 'unpaid',
      },
    ])
    .onConflictDoNothing();

  await tx.update(t.contracts).set({ chainId: sql`contract_id` }).where(isNull(t.contracts.chainId));
  const seededInvoices = await tx.select().from(t.invoices).where(like(t.invoices.invoiceId, 'inv-%'));
  await recordInvoicesOwed(tx, t, seededInvoices);
  const paidInvoices = seededInvoices.filter((invoice) => invoice.status === 'paid');
  // The sandbox gateway's own record of each charge, as it keeps every charge it approves.
  if (paidInvoices.length > 0) {
    await tx.insert(t.sandboxTransactions).values(
      paidInvoices.map((invoice) => ({
        transactionId: `demo-${invoice.invoiceId}`,
        paymentProfileId: 'pp-demo-homeowner-visa',
        amountCents: invoice.amountCents,
        status: 'approved' as const,
        createdAt: invoice.paidAt ?? invoice.dueDate,
      })),
    );
  }
  const payments = await tx
    .insert(t.policyPayments)
    .values(
      paidInvoices.map((invoice) => ({
        contractId: invoice.contractId,
        invoiceId: invoice.invoiceId,
        creditCardId: 'card-demo-homeowner',
        amountCents: invoice.amountCents,
        paymentType: 'monthly',
        gatewayTransactionId: `demo-${invoice.invoiceId}`,
        createdAt: invoice.paidAt ?? invoice.dueDate,
      })),
    )
    .returning();
  for (const payment of payments) await recordPaymentsReceived(tx, t, [payment], payment.createdAt);
  await recordMandate(tx, t, {
    contractId: 'c-homeowner-0001',
    policyNumber: 'HW-20418837',
    card: { creditCardId: 'card-demo-homeowner', userId: 'u-homeowner-0001', cardType: 'visa', lastFour: '1111' },
    scopes: ['monthly'],
    brandName: defaultBrand.name,
    at: homeownerStart,
  });
}
