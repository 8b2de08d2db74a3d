import { REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberQuoteAnswers } from '#web/lib/quote-answers.ts';
import { chooseListingCoverage, emptyDraft, prefillFromQuote, startNewOrder } from './draft.ts';
import { beginVisitorOrder, getDraft, setDraft } from './draft-store.ts';

const answers = {
  contactName: 'Ana López',
  email: 'ana.lopez@example.com',
  address: '100 Congress Ave',
  homePhone: '(512) 555-0100',
  postalCode: '78701',
  isRecentPurchase: true,
};
const prefill = {
  owner: { firstName: 'Ana', lastName: 'López', email: 'ana.lopez@example.com', phone: '512-555-0100' },
  streetAddress: '100 Congress Ave',
  zipCode: '78701',
  isRecentPurchase: true,
};

beforeEach(() => {
  sessionStorage.clear();
  setDraft(emptyDraft());
});

describe('a quote carried into the next order', () => {
  it('fills the owner, street and zip of a new homeowner order, which stays a homeowner order', () => {
    const draft = prefillFromQuote(emptyDraft('consumer'), prefill);
    expect(draft.owner).toEqual(prefill.owner);
    expect(draft.property.address).toMatchObject({ streetAddress: '100 Congress Ave', zipCode: '78701', city: '' });
    expect(draft.isRecentPurchase).toBe(false);
    expect(draft.payment.type).toBe('monthly');
  });

  it('orders a real-estate plan as the home buyer, paid in full, for a home just bought', () => {
    const draft = prefillFromQuote(emptyDraft('realEstate'), prefill);
    expect(draft).toMatchObject({ isRecentPurchase: true, orderingPartyType: 'homeBuyer' });
    expect(draft.planTypeId).toBe(REAL_ESTATE_PLAN_TYPE_ID);
    expect(draft.payment.type).toBe('full');
  });

  it('leaves a listing coverage the seller’s, and a home not just bought the agent’s', () => {
    const seller = prefillFromQuote(chooseListingCoverage(emptyDraft('realEstate'), true), prefill);
    expect(seller).toMatchObject({
      isRecentPurchase: false,
      isListingCoverage: true,
      orderingPartyType: 'sellerAgent',
    });
    const notRecent = prefillFromQuote(emptyDraft('realEstate'), { ...prefill, isRecentPurchase: false });
    expect(notRecent).toMatchObject({ isRecentPurchase: false, orderingPartyType: '' });
    expect(notRecent.owner.email).toBe('ana.lopez@example.com');
  });

  it('never replaces an owner already typed, nor fills a renewal, an upgrade or a conversion', () => {
    const typed = { ...emptyDraft(), owner: { firstName: 'Bo', lastName: '', email: '', phone: '' } };
    expect(prefillFromQuote(typed, prefill)).toBe(typed);
    const renewal = startNewOrder(emptyDraft(), 'consumer', 'renew');
    expect(prefillFromQuote(renewal, prefill)).toBe(renewal);
    const conversion = { ...emptyDraft('realEstate'), contractId: 'contract-1' };
    expect(prefillFromQuote(conversion, prefill)).toBe(conversion);
  });

  it('keeps a street or zip already typed', () => {
    const draft = emptyDraft();
    draft.property.address.zipCode = '84101';
    expect(prefillFromQuote(draft, prefill).property.address).toMatchObject({
      zipCode: '84101',
      streetAddress: '100 Congress Ave',
    });
  });

  it('starts a visitor’s order from the quote sent this session, and from nothing without one', () => {
    beginVisitorOrder('consumer');
    expect(getDraft().owner.email).toBe('');
    rememberQuoteAnswers(answers);
    beginVisitorOrder('realEstate');
    expect(getDraft().owner).toEqual(prefill.owner);
    expect(getDraft().isRecentPurchase).toBe(true);
  });
});
