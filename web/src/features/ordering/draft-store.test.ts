import { HOMEOWNER_PLAN_TYPE_ID, type Offer, type PriceBreakdown, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canOrderFrom } from '#web/lib/feature-flags.ts';
import {
  acceptBreakdown,
  changeProperty,
  choosePlan,
  emptyDraft,
  failBreakdown,
  type OrderDraft,
  parseStoredDraft,
  setAddon,
  startNewOrder,
} from './draft.ts';
import {
  beginOrder,
  getDraft,
  ORDER_STORAGE_KEY,
  reloadDraftForTests,
  resetDraftOnLeave,
  setDraft,
  updateDraft,
} from './draft-store.ts';
import { orderBody, pricingKey } from './order-body.ts';
import { leaveOrderPages } from './order-session.ts';
import { repriceDraft } from './use-price-breakdown.ts';

const stored = () => sessionStorage.getItem(ORDER_STORAGE_KEY) ?? '';

const breakdown = (total: number, timestamp: string): PriceBreakdown => ({
  items: [{ type: 'plan', description: 'Signature', cost: total, quantity: 1 }],
  total,
  monthlyTotal: Math.round((total / 12) * 100) / 100,
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  timestamp,
});

const offer: Offer = {
  contractOfferId: 'offer-1',
  planId: 'plan-1',
  name: 'Signature',
  cost: 600,
  monthlyCost: 49.99,
  coverages: [
    {
      id: 'pool',
      category: 'Add-ons',
      description: 'Pool',
      isOptional: true,
      isIncludedByDefault: false,
      cost: 180,
      recurringCost: 15,
      salesItemCoverageId: null,
      allowsQuantity: true,
    },
    {
      id: 'tune-up',
      category: 'Add-ons',
      description: 'A/C Tune-Up',
      isOptional: true,
      isIncludedByDefault: true,
      cost: 0,
      recurringCost: 0,
      salesItemCoverageId: null,
      allowsQuantity: true,
    },
  ],
  includedAddonIds: ['tune-up'],
  isCurrentCoverage: false,
  canBeListingCoverage: false,
  serviceCallPrices: [
    { id: 'scp-100', fee: 100, priceOffset: -40 },
    { id: 'scp-75', fee: 75, priceOffset: 0 },
  ],
  salesItemCoverageId: 'ci-plan',
};

/** A draft ready to order: Texas home, plan chosen, owner known, priced. */
function readyDraft(): OrderDraft {
  let draft = emptyDraft('consumer');
  draft = changeProperty(draft, { state: 'TX', dwellingTypeId: 'single-family' });
  draft = choosePlan(draft, offer);
  return {
    ...draft,
    property: {
      ...draft.property,
      address: { ...draft.property.address, streetAddress: '100 Congress Ave', city: 'Austin', zipCode: '78701' },
    },
    owner: { firstName: 'Hannah', lastName: 'Holt', email: 'hannah@example.com', phone: '512-555-0101' },
    priceBreakdown: breakdown(600, '2026-11-23T10:00:00.000Z'),
  };
}

beforeEach(() => {
  sessionStorage.clear();
  reloadDraftForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('the order draft in session storage', () => {
  it('is written under the key "order" and read back after a reload', () => {
    setDraft(readyDraft());
    expect(JSON.parse(stored()).owner.email).toBe('hannah@example.com');
    reloadDraftForTests();
    expect(getDraft().planId).toBe('plan-1');
    expect(getDraft().property.address.zipCode).toBe('78701');
  });

  it('starts blank when the stored text is not a draft', () => {
    sessionStorage.setItem(ORDER_STORAGE_KEY, '{not json');
    reloadDraftForTests();
    expect(getDraft().planId).toBeNull();
    expect(parseStoredDraft(JSON.stringify({ version: 99 }))).toBeNull();
  });

  it('never stores card data or search results, whatever put them in the draft', () => {
    setDraft(readyDraft());
    updateDraft(
      (draft) =>
        ({
          ...draft,
          payment: {
            ...draft.payment,
            cardNumber: '4111111111111111',
            cardCode: '123',
            expirationDate: '12/30',
            profileToken: 'tok-secret',
            hostedFormToken: 'form-secret',
            authNetProfileId: 'cp-secret',
            authNetPaymentProfileId: 'pp-secret',
            lastFour: '9876',
          },
          searchResults: [{ partnerId: 'p-1' }],
        }) as OrderDraft,
    );
    expect(stored()).not.toMatch(
      /4111|9876|cardNumber|cardCode|expirationDate|searchResults|tok-secret|profileToken|form-secret|cp-secret|pp-secret/,
    );
    expect(stored()).toContain('hannah@example.com');
  });

  it('sends no card data in the order either: only the gateway profile ids and the token that opened the profile', () => {
    const body = orderBody(
      readyDraft(),
      { authNetProfileId: 'cust-1', authNetPaymentProfileId: 'pay-1', profileToken: 'tok-1' },
      '2026-11-23T10:00:01.000Z',
    );
    expect(JSON.stringify(body)).not.toMatch(/4111|cardNumber|cardCode/);
    expect(body?.payment).toMatchObject({
      type: 'monthly',
      authNetProfileId: 'cust-1',
      authNetPaymentProfileId: 'pay-1',
      profileToken: 'tok-1',
    });
    expect(body?.confirmedTotal).toBe(600);
    // Billing "same as property" is left out of the order.
    expect(body?.payment.billingAddress).toBeNull();
  });

  it('keeps only the owner and the property when the order pages are left', () => {
    setDraft({ ...readyDraft(), coupon: { couponCode: 'SAVE50', contractCouponId: 'c-1', amount: 50 } });
    resetDraftOnLeave();
    const draft = getDraft();
    expect(draft.owner.email).toBe('hannah@example.com');
    expect(draft.property.address).toMatchObject({ streetAddress: '100 Congress Ave', state: 'TX', zipCode: '78701' });
    expect(draft.planId).toBeNull();
    expect(draft.addons).toEqual([]);
    expect(draft.coupon).toBeNull();
    expect(draft.priceBreakdown).toBeNull();
    expect(JSON.parse(stored()).planId).toBeNull();
  });

  it('sends an unfinished order with an owner e-mail as a lead when the pages are left', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ leadId: 'l-1' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    setDraft(readyDraft());
    leaveOrderPages();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/lead');
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'hannah@example.com',
      firstName: 'Hannah',
      lastName: 'Holt',
      postalCode: '78701',
      homePhone: '512-555-0101',
      type: 'incompleteOrder',
    });
    expect(getDraft().planId).toBeNull();
  });

  it('sends no lead after the order was placed, nor without an e-mail', () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    setDraft({ ...readyDraft(), newlyOrderedContractId: 'contract-1' });
    leaveOrderPages();
    setDraft({ ...readyDraft(), owner: { firstName: 'A', lastName: 'B', email: '', phone: '' } });
    leaveOrderPages();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('order transitions', () => {
  it('a new order resets everything but the state, with the payment defaults of its plan type', () => {
    setDraft(readyDraft());
    beginOrder('realEstate');
    const realEstate = getDraft();
    expect(realEstate.property.address.state).toBe('TX');
    expect(realEstate.owner.email).toBe('');
    expect(realEstate.planTypeId).toBe(REAL_ESTATE_PLAN_TYPE_ID);
    expect(realEstate.payment).toMatchObject({ type: 'escrow', payingParty: 'unknown' });
    const homeowner = startNewOrder(realEstate, 'consumer');
    expect(homeowner.payment).toMatchObject({ type: 'monthly', isPayingNow: true, payingParty: 'homeBuyer' });
    expect(homeowner.draftId).not.toBe(realEstate.draftId);
  });

  it('a new state or dwelling type clears the add-ons, the AC flag and the chosen offer', () => {
    const draft = { ...setAddon(readyDraft(), 'pool', 2), removeACCoverage: true };
    expect(changeProperty(draft, { state: 'TX' })).toBe(draft);
    for (const changed of [
      changeProperty(draft, { state: 'AZ' }),
      changeProperty(draft, { dwellingTypeId: 'condo' }),
    ]) {
      expect(changed.addons).toEqual([]);
      expect(changed.removeACCoverage).toBe(false);
      expect(changed.selectedOfferId).toBeNull();
      expect(changed.planId).toBeNull();
    }
  });

  it('choosing a plan takes the cheapest service call price and adds its included add-ons', () => {
    const draft = setAddon(setAddon(emptyDraft(), 'pool', 3), 'gone', 1);
    const chosen = choosePlan(draft, offer);
    expect(chosen.selectedServiceCallPrice).toEqual({ id: 'scp-75', fee: 75 });
    expect(chosen.addons).toEqual([
      { salesItemId: 'pool', quantity: 3 },
      { salesItemId: 'tune-up', quantity: 1 },
    ]);
    expect(setAddon(chosen, 'pool', 150).addons[0]?.quantity).toBe(99);
    expect(setAddon(chosen, 'pool', 0).addons.map((line) => line.salesItemId)).toEqual(['tune-up']);
  });

  it('choosing a plan keeps one of a one-off add-on the draft held several times (a renewed older contract)', () => {
    const oneOff: Offer = {
      ...offer,
      coverages: offer.coverages.map((coverage) =>
        coverage.id === 'pool' ? { ...coverage, allowsQuantity: false } : coverage,
      ),
    };
    const chosen = choosePlan(setAddon(emptyDraft(), 'pool', 3), oneOff);
    expect(chosen.addons).toEqual([
      { salesItemId: 'pool', quantity: 1 },
      { salesItemId: 'tune-up', quantity: 1 },
    ]);
  });

  it('keeps a price answer only when it is newer than the stored one; a failure clears an older one', () => {
    const draft = readyDraft();
    const older = acceptBreakdown(draft, breakdown(999, '2026-11-23T09:00:00.000Z'));
    expect(older.priceBreakdown?.total).toBe(600);
    const newer = acceptBreakdown(draft, breakdown(750, '2026-11-23T11:00:00.000Z'));
    expect(newer.priceBreakdown?.total).toBe(750);
    expect(failBreakdown(newer, '2026-11-23T10:30:00.000Z').priceBreakdown?.total).toBe(750);
    expect(failBreakdown(newer, '2026-11-23T12:00:00.000Z').priceBreakdown).toBeNull();
    expect(acceptBreakdown(newer, breakdown(700, '2026-11-23T08:00:00.000Z'), true).priceBreakdown?.total).toBe(700);
  });

  it('drops a stale price answer that arrives after a newer one', async () => {
    setDraft({ ...readyDraft(), priceBreakdown: null });
    const pending: { timestamp: string; answer: () => void }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve) => {
            const { timestamp } = JSON.parse(String(init.body)) as { timestamp: string };
            pending.push({ timestamp, answer: () => resolve(new Response(JSON.stringify(breakdown(700, timestamp)))) });
          }),
      ),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    const first = repriceDraft();
    vi.setSystemTime(new Date('2026-11-23T10:00:05.000Z'));
    const second = repriceDraft();
    vi.useRealTimers();
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.answer();
    await second;
    expect(getDraft().priceBreakdown?.timestamp).toBe('2026-11-23T10:00:05.000Z');
    pending[0]?.answer();
    await first;
    expect(getDraft().priceBreakdown?.timestamp).toBe('2026-11-23T10:00:05.000Z');
  });

  it('reprices only for changes that change the price', () => {
    const draft = readyDraft();
    const typed = {
      ...draft,
      property: { ...draft.property, address: { ...draft.property.address, streetAddress: 'x' } },
    };
    expect(pricingKey(typed)).toBe(pricingKey(draft));
    expect(pricingKey({ ...draft, coverageLength: 2 })).not.toBe(pricingKey(draft));
    expect(pricingKey(setAddon(draft, 'pool', 1))).not.toBe(pricingKey(draft));
  });
});

describe('canOrder', () => {
  it('is on unless the flag is present and off', () => {
    expect(canOrderFrom(undefined)).toBe(true);
    expect(canOrderFrom([{ key: 'other', isEnabled: false, description: '' }])).toBe(true);
    expect(canOrderFrom([{ key: 'canOrder', isEnabled: false, description: '' }])).toBe(false);
    expect(canOrderFrom([{ key: 'canOrder', isEnabled: true, description: '' }])).toBe(true);
  });
});
