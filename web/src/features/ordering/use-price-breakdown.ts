/**
 * The live price: whenever what prices the draft changes (plan, offer, add-ons,
 * coverage length, service call price, coupon, credit, size of the home), the server prices it again a
 * moment later. An answer is kept only if newer than the stored one; a failure clears the breakdown.
 */
import { estimateBreakdown, type OffersResponse, type PriceBreakdown } from '@hw/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { offersQueryOptions } from './api/get-offers.ts';
import { getPriceBreakdown } from './api/get-price-breakdown.ts';
import { acceptBreakdown, acceptEstimate, failBreakdown, type OrderDraft } from './draft.ts';
import { getDraft, updateDraft, useDraft } from './draft-store.ts';
import { pricingBody, pricingKey } from './order-body.ts';

export const PRICE_DEBOUNCE_MS = 250;

export interface PricingStatus {
  /** A price request for the current draft is waiting or running. */
  pending: boolean;
  /** The last request failed (the breakdown was cleared). */
  failed: boolean;
}

/** Sends one price request for the draft as it is now; resolves when its answer is stored or dropped. */
export async function repriceDraft(): Promise<boolean> {
  const body = pricingBody(getDraft());
  if (!body) return false;
  const timestamp = new Date().toISOString();
  try {
    const breakdown = await getPriceBreakdown({ ...body, timestamp });
    updateDraft((draft) => acceptBreakdown(draft, breakdown));
    return true;
  } catch {
    updateDraft((draft) => failBreakdown(draft, timestamp));
    return false;
  }
}

/**
 * The draft's price worked out from the offers saved on the device, by the server's rules: shown offline.
 * Renewals, upgrades and auto-renewals depend on what only the server knows (credit, discounts): none.
 */
export function estimateDraftPrice(draft: OrderDraft, offers: OffersResponse | undefined): PriceBreakdown | null {
  if (!offers || !draft.planId || draft.contractId || draft.isAutoRenew) return null;
  const offer = offers.offers.find((candidate) =>
    draft.selectedOfferId ? candidate.contractOfferId === draft.selectedOfferId : candidate.planId === draft.planId,
  );
  if (!offer) return null;
  return estimateBreakdown(
    offer,
    offers,
    {
      planTypeId: draft.planTypeId,
      coverageLength: draft.coverageLength,
      addons: draft.addons,
      serviceCallPriceId: draft.selectedServiceCallPrice?.id ?? null,
      prepaidServiceCallFees: draft.prepaidServiceCallFees,
      squareFootage: draft.property.squareFootage,
      isListingCoverage: draft.isListingCoverage,
      coupon: draft.coupon,
    },
    new Date().toISOString(),
  );
}

export function usePriceBreakdown(online: boolean): PricingStatus {
  const key = useDraft(pricingKey);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!key || online) return;
    const draft = getDraft();
    const { state, ...rest } = { state: draft.property.address.state, dwellingTypeId: draft.property.dwellingTypeId };
    const offers = queryClient.getQueryData(
      offersQueryOptions({ state, ...rest, planTypeId: draft.planTypeId, isListingCoverage: draft.isListingCoverage })
        .queryKey,
    );
    const estimate = estimateDraftPrice(draft, offers);
    if (estimate) updateDraft((current) => acceptEstimate(current, estimate));
  }, [key, online, queryClient]);
  const [status, setStatus] = useState<{ key: string | null; running: boolean; failed: boolean }>({
    key: null,
    running: false,
    failed: false,
  });

  useEffect(() => {
    // Offline the stored price stays on show; it is asked again once the connection is back.
    if (!key || !online) return;
    let current = true;
    setStatus({ key, running: true, failed: false });
    const timer = setTimeout(async () => {
      const ok = await repriceDraft();
      if (current) setStatus({ key, running: false, failed: !ok });
    }, PRICE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, online]);

  return {
    pending: Boolean(key) && (status.key !== key || status.running),
    failed: status.key === key && status.failed,
  };
}
