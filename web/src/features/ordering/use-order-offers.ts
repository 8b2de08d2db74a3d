/**
 * The offers of the draft: by state, plan type and dwelling type for a new order, by contract for a
 * renewal or upgrade. When they load, the chosen offer is kept if it is still sold; a renewal or upgrade
 * without a choice gets the default plan choice (the current coverage first).
 */
import { choosePlanForBudget, type Offer, type OffersResponse, toCents, withIncludedAddons } from '@hw/shared';
import { useEffect } from 'react';
import { useContractOffers } from './api/get-contract-offers.ts';
import { useOffers } from './api/get-offers.ts';
import { choosePlan, type OrderDraft } from './draft.ts';
import { getDraft, updateDraft } from './draft-store.ts';

export interface OrderOffers {
  offers: readonly Offer[];
  selected: Offer | null;
  response: OffersResponse | undefined;
  status: 'needsProperty' | 'loading' | 'error' | 'ready';
}

/** The draft's offer among those sold, or a choice for a contract's order without one; null when nothing changes. */
export function reconcileOffers(draft: OrderDraft, response: OffersResponse): OrderDraft | null {
  const { offers } = response;
  if (draft.selectedOfferId) {
    if (offers.some((offer) => offer.contractOfferId === draft.selectedOfferId)) return null;
    const samePlan = offers.find((offer) => offer.planId === draft.planId);
    if (samePlan) return choosePlan(draft, samePlan);
    return { ...draft, planId: null, selectedOfferId: null, selectedServiceCallPrice: null, priceBreakdown: null };
  }
  if (draft.kind === 'new' || !draft.contractId) return null;
  const pick = choosePlanForBudget(
    offers.map((offer) => ({ ...offer, costCents: toCents(offer.cost) })),
    { hasContract: true },
  );
  if (!pick) return null;
  const chosen = choosePlan(draft, pick.offer);
  const current = response.current;
  // A renewal or an upgrade starts from the add-ons the contract has: an upgrade adds to what is covered.
  return current ? { ...chosen, addons: withIncludedAddons(chosen.addons, current.addonIds) } : chosen;
}

export function useOrderOffers(draft: OrderDraft): OrderOffers {
  const byContract = draft.kind !== 'new' && Boolean(draft.contractId);
  const query = {
    state: draft.property.address.state,
    planTypeId: draft.planTypeId,
    dwellingTypeId: draft.property.dwellingTypeId,
    isListingCoverage: draft.isListingCoverage,
  };
  const property = useOffers(query, !byContract);
  const contract = useContractOffers(draft.contractId ?? '', draft.isUpgrading, byContract);
  const active = byContract ? contract : property;
  const response = active.data;

  useEffect(() => {
    if (!response) return;
    const next = reconcileOffers(getDraft(), response);
    if (next) updateDraft(() => next);
  }, [response]);

  const offers = response?.offers ?? [];
  const selected = offers.find((offer) => offer.contractOfferId === draft.selectedOfferId) ?? null;
  let status: OrderOffers['status'];
  if (!byContract && (!query.state || !query.dwellingTypeId)) status = 'needsProperty';
  else if (response) status = 'ready';
  else if (active.isError) status = 'error';
  else status = 'loading';
  return { offers, selected, response, status };
}
