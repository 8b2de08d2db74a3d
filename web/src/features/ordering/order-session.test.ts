import {
  type AccountResponse,
  type AuthUser,
  type ContractDetail,
  type ContractSummary,
  HOMEOWNER_PLAN_TYPE_ID,
  type OffersResponse,
} from '@hw/shared';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { contractQueryOptions } from '#web/lib/account/get-contract.ts';
import { featureFlagsQueryOptions } from '#web/lib/feature-flags.ts';
import { propertyTypesQueryOptions } from '#web/lib/reference/get-property-types.ts';
import { contractOffersQueryOptions } from './api/get-contract-offers.ts';
import { keptTerms } from './contract-orders.ts';
import { emptyDraft } from './draft.ts';
import { getDraft, resetDraftOnLeave, setDraft } from './draft-store.ts';
import { orderBody } from './order-body.ts';
import { enterOrderPage, loadOrderPage } from './order-session.ts';

const user: AuthUser = {
  userType: 'homeowner',
  userId: 'u-1',
  firstName: 'Hannah',
  lastName: 'Holt',
  email: 'hannah@example.com',
  phones: [{ number: '5125550100', isPrimary: true, type: 'mobile' }],
  isOptedInToSms: false,
  isAnonymous: false,
  isAuthenticated: true,
} as AuthUser;

const contract: ContractSummary = {
  contractId: 'c-1',
  policyNumber: 'HW-1',
  planId: 'plan-signature',
  planName: 'Signature',
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  contractStatus: { description: 'Active' },
  orderStatus: 'completed',
  paymentType: 'full',
  effectiveDate: '2026-01-01',
  expireDate: '2028-01-01',
  estimatedClosingDate: null,
  isListingCoverage: false,
  address: { streetAddress: '2100 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704' },
  total: 1200,
  monthlyTotal: 100,
};

const offers = {
  offers: [],
  current: null,
  over5000SqFtFee: 0,
  listingCoveragePrice: 0,
  stateCode: 'TX',
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  dwellingTypeId: 'single-family',
} as OffersResponse;

/** The reference data, the contract's offers, the account and the contract as the server answered them, fresh. */
function answered(detail: Partial<ContractDetail> = { coverageLengthYears: 2 }): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(featureFlagsQueryOptions().queryKey, []);
  queryClient.setQueryData(propertyTypesQueryOptions().queryKey, []);
  queryClient.setQueryData(contractOffersQueryOptions('c-1', true).queryKey, offers);
  queryClient.setQueryData(contractOffersQueryOptions('c-1', false).queryKey, offers);
  queryClient.setQueryData(accountQueryOptions().queryKey, { user, contracts: [contract] } as AccountResponse);
  queryClient.setQueryData(contractQueryOptions('c-1').queryKey, { ...contract, ...detail } as ContractDetail);
  return queryClient;
}

const entry = (queryClient: QueryClient, kind: 'renew' | 'upgrade' = 'upgrade') =>
  ({ queryClient, user, planType: 'consumer', kind, contractId: 'c-1' }) as const;

describe('entering the upgrade of a contract', () => {
  beforeEach(() => {
    setDraft(emptyDraft());
    resetDraftOnLeave();
  });

  it("starts the upgrade of that contract: its property, the owner, the contract's payment type and term", async () => {
    await enterOrderPage(entry(answered()));
    const draft = getDraft();
    expect(draft).toMatchObject({ kind: 'upgrade', contractId: 'c-1', upgradeContractId: 'c-1', isUpgrading: true });
    expect(draft.property.address).toMatchObject({ streetAddress: '2100 Barton Springs Rd', state: 'TX' });
    expect(draft.owner.email).toBe('hannah@example.com');
    expect(draft.payment.type).toBe('full');
    expect(draft.coverageLength).toBe(2);
  });

  it('keeps the draft when it already is that upgrade (a reload, or back to it)', async () => {
    const queryClient = answered();
    await enterOrderPage(entry(queryClient));
    const started = getDraft();
    await enterOrderPage(entry(queryClient));
    expect(getDraft()).toBe(started);
  });

  it('a preload fetches what the form reads and leaves the draft alone', async () => {
    const before = getDraft();
    await loadOrderPage({ ...entry(answered()), preload: true });
    expect(getDraft()).toBe(before);
  });

  it('is sent as the upgrade of the contract', async () => {
    await enterOrderPage(entry(answered()));
    const draft = {
      ...getDraft(),
      planId: 'plan-platinum',
      priceBreakdown: { items: [], total: 1500, monthlyTotal: 125, planTypeId: HOMEOWNER_PLAN_TYPE_ID, timestamp: '' },
    };
    const card = { authNetProfileId: 'cp', authNetPaymentProfileId: 'pp', profileToken: 'tok' };
    expect(orderBody(draft, card, '2026-11-23T10:00:00.000Z')).toMatchObject({
      contractId: 'c-1',
      isUpgrading: true,
      isRenewing: false,
      coverageLength: 2,
      payment: { type: 'full' },
    });
  });

  it("is not started without the contract's term: the page says the plan could not be loaded", async () => {
    const queryClient = answered();
    queryClient.removeQueries({ queryKey: contractQueryOptions('c-1').queryKey });
    const before = getDraft();
    // Offline, nothing is fetched: the contract's details are not on the device.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await enterOrderPage(entry(queryClient));
    online.mockRestore();
    expect(getDraft()).toBe(before);
  });

  it("a renewal chooses its own payment type and term, whatever the contract's", async () => {
    await enterOrderPage(entry(answered(), 'renew'));
    expect(getDraft()).toMatchObject({ kind: 'renew', isRenewing: true, coverageLength: 1 });
    expect(getDraft().payment.type).toBe('monthly');
  });
});

describe('what an upgrade keeps', () => {
  it("is the contract's payment type and term when the order can use them", () => {
    expect(keptTerms({ paymentType: 'monthly' }, { coverageLengthYears: 3 })).toEqual({
      paymentType: 'monthly',
      coverageLength: 3,
    });
    expect(keptTerms({ paymentType: 'cheque' }, { coverageLengthYears: 9 })).toEqual({
      paymentType: null,
      coverageLength: null,
    });
    expect(keptTerms(undefined, undefined)).toEqual({ paymentType: null, coverageLength: null });
  });
});
