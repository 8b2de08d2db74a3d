import type { ConvertResponse, Offer, PriceBreakdown } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { hostedCardMessages } from '#web/lib/payments/index.ts';
import { conversionDraft } from './contract-orders.ts';
import { choosePlan, emptyDraft, type OrderDraft } from './draft.ts';
import { formValuesOf } from './form-values.ts';
import { orderBody } from './order-body.ts';
import { orderProblems } from './validation.ts';

const offer = {
  planId: 'plan-re',
  contractOfferId: 'offer-re',
  serviceCallPrices: [],
  coverages: [],
  includedAddonIds: [],
} as unknown as Offer;

const breakdown = { total: 550, monthlyTotal: 45.83, timestamp: '2026-11-23T10:00:00.000Z' } as PriceBreakdown;

const conversion = (payment: ConvertResponse['payment']): ConvertResponse => ({
  contractId: 'listing-1',
  estimatedCloseDate: '2026-12-15',
  isListingCoverage: true,
  orderingPartyType: 'buyerAgent',
  marketingSourceId: null,
  property: {
    address: { streetAddress: '100 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    dwellingTypeId: 'single-family',
    squareFootage: 2000,
  },
  planId: 'plan-re',
  buyerAgent: null,
  sellerAgent: null,
  titleCompany: null,
  payment,
});

function converted(payment: ConvertResponse['payment'], type: 'escrow' | 'full'): OrderDraft {
  const draft = choosePlan(conversionDraft(emptyDraft('realEstate'), conversion(payment)), offer);
  return {
    ...draft,
    owner: { firstName: 'Bo', lastName: 'Buyer', email: 'bo@example.com', phone: '512-555-0101' },
    payment: { ...draft.payment, type },
    priceBreakdown: breakdown,
  };
}

describe('converting a listing coverage', () => {
  it('takes the property, close date and ordering party of the listing coverage', () => {
    const draft = converted({ authNetCustomerProfileId: null, authNetPayProfileId: null }, 'escrow');
    expect(draft.contractId).toBe('listing-1');
    expect(draft.estimatedCloseDate).toBe('2026-12-15');
    expect(draft.orderingPartyType).toBe('buyerAgent');
    expect(draft.property.address).toMatchObject({ streetAddress: '100 Congress Ave', state: 'TX', zipCode: '78701' });
  });

  it("never pays with the seller's card, even when the answer still names it", () => {
    const seller = { authNetCustomerProfileId: 'seller-cp', authNetPayProfileId: 'seller-pp' };
    for (const type of ['escrow', 'full'] as const) {
      const body = orderBody(converted(seller, type), null, '2026-11-23T10:00:01.000Z');
      expect(JSON.stringify(body)).not.toMatch(/seller-cp|seller-pp|authNet|profileToken/);
    }
  });

  it('asks for a card to pay by card now, whether or not the answer names gateway ids', () => {
    for (const payment of [
      { authNetCustomerProfileId: null, authNetPayProfileId: null },
      { authNetCustomerProfileId: 'seller-cp', authNetPayProfileId: 'seller-pp' },
    ]) {
      const draft = converted(payment, 'full');
      const problems = orderProblems(formValuesOf(draft), draft, { zipStatus: 'served', hasCard: false });
      expect(problems.filter((problem) => problem.step === 'payment')).toEqual([
        { step: 'payment', field: 'card', fieldId: 'order-card', message: hostedCardMessages.required },
      ]);
      // With a card saved in the hosted form, nothing more is asked.
      const saved = orderProblems(formValuesOf(draft), draft, { zipStatus: 'served', hasCard: true });
      expect(saved.filter((problem) => problem.step === 'payment')).toEqual([]);
    }
  });

  it('places the conversion with the card entered: its ids and the token that opened its profile', () => {
    const draft = converted({ authNetCustomerProfileId: 'seller-cp', authNetPayProfileId: 'seller-pp' }, 'full');
    const body = orderBody(
      draft,
      { authNetProfileId: 'buyer-cp', authNetPaymentProfileId: 'buyer-pp', profileToken: 'tok-1' },
      '2026-11-23T10:00:01.000Z',
    );
    // A conversion names its listing coverage, neither as a renewal nor as an upgrade.
    expect(body).toMatchObject({ contractId: 'listing-1', isUpgrading: false, isRenewing: false });
    expect(body?.payment).toMatchObject({
      type: 'full',
      authNetProfileId: 'buyer-cp',
      authNetPaymentProfileId: 'buyer-pp',
      profileToken: 'tok-1',
    });
  });
});
