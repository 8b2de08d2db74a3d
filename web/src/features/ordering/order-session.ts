/**
 * Entering and leaving the order pages: the route loaders start the order
 * the address names (keeping the draft when it already is that order), renewals and upgrades are
 * prefilled from the contract's offers and the signed-in user; leaving without ordering keeps the
 * buyer as a lead and resets the draft to its owner and property.
 */
import {
  type AuthUser,
  type ContractSummary,
  type ConvertResponse,
  formatPhone,
  LeadBody,
  messages,
  type OffersResponse,
  type PlanTypeRouteValue,
} from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import { Check } from 'typebox/value';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { brand } from '#web/lib/brand.ts';
import { featureFlagsQueryOptions } from '#web/lib/feature-flags.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { propertyTypesQueryOptions } from '#web/lib/reference/get-property-types.ts';
import { showToast } from '#web/ui/index.ts';
import { getConversion } from './api/convert-listing-coverage.ts';
import { contractOffersQueryOptions } from './api/get-contract-offers.ts';
import { sendLead } from './api/send-lead.ts';
import { emptyDraft, type OrderDraft, type OrderKind, routeValueOf, startNewOrder } from './draft.ts';
import { getDraft, resetDraftOnLeave, setDraft } from './draft-store.ts';
import { incompleteOrderLead } from './order-body.ts';

export interface OrderPageLoad {
  queryClient: QueryClient;
  user: AuthUser | null;
  planType: PlanTypeRouteValue;
  kind: OrderKind;
  contractId?: string | undefined;
  /** A preload (a link hovered) fetches only: it never touches the draft. */
  preload: boolean;
}

/** Whether the draft is already the order this address names (a reload, or coming back to it). */
export function isSameOrder(draft: OrderDraft, planType: PlanTypeRouteValue, kind: OrderKind, contractId?: string) {
  if (draft.newlyOrderedContractId || routeValueOf(draft) !== planType || draft.kind !== kind) return false;
  return draft.contractId === (contractId ?? null);
}

/** The signed-in homeowner is the owner of their own order. */
export function withOwnerOf(draft: OrderDraft, user: AuthUser | null): OrderDraft {
  if (!user || routeValueOf(draft) !== 'consumer' || draft.owner.email) return draft;
  const phone = user.phones.find((candidate) => candidate.isPrimary) ?? user.phones[0];
  return {
    ...draft,
    owner: {
      firstName: draft.owner.firstName || user.firstName,
      lastName: draft.owner.lastName || user.lastName,
      email: user.email,
      phone: draft.owner.phone || formatPhone(phone?.number ?? ''),
    },
  };
}

/** A renewal or upgrade of a contract: its address, state and dwelling type, and the contract's own ids. */
export function prefillFromContract(
  draft: OrderDraft,
  response: OffersResponse,
  contractId: string,
  contract?: ContractSummary,
): OrderDraft {
  const address = contract?.address;
  return {
    ...draft,
    contractId,
    upgradeContractId: draft.kind === 'upgrade' ? contractId : null,
    property: {
      ...draft.property,
      address: {
        streetAddress: address?.streetAddress ?? '',
        unit: address?.unit ?? '',
        city: address?.city ?? '',
        zipCode: address?.zipCode ?? '',
        state: response.stateCode,
      },
      dwellingTypeId: response.dwellingTypeId,
    },
  };
}

export async function loadOrderPage({ queryClient, user, planType, kind, contractId, preload }: OrderPageLoad) {
  await Promise.all([
    loadQuery(queryClient, featureFlagsQueryOptions()),
    loadQuery(queryClient, propertyTypesQueryOptions()),
  ]);
  if (preload) return;
  let draft = getDraft();
  const starting = !isSameOrder(draft, planType, kind, contractId);
  if (starting) {
    if (kind === 'new') {
      draft = startNewOrder(draft, planType);
      // A new real-estate order naming a contract converts that listing coverage into a full coverage.
      if (contractId && user && planType === 'realEstate') draft = await prefillConversion(draft, contractId);
    } else {
      if (!user || !contractId) return;
      // loadQuery never waits for a connection: offline, what the device saved is used.
      const offersOptions = contractOffersQueryOptions(contractId, kind === 'upgrade');
      await loadQuery(queryClient, offersOptions);
      const response: OffersResponse | undefined = queryClient.getQueryData(offersOptions.queryKey);
      // Without them the screen shows that the contract's offers could not be loaded.
      if (!response) return;
      await loadQuery(queryClient, accountQueryOptions());
      const account = queryClient.getQueryData(accountQueryOptions().queryKey);
      const contract = account?.contracts.find((candidate) => candidate.contractId === contractId);
      const fresh = startNewOrder(getDraft(), planType, kind);
      draft = prefillFromContract(fresh, response, contractId, contract);
    }
  }
  // The signed-in owner fills a new order, or one whose owner nobody has typed yet (signed in meanwhile).
  const untouched = !Object.values(draft.owner).some((value) => value.trim());
  const owned = starting || untouched ? withOwnerOf(draft, user) : draft;
  // A change the open form does not know about rebuilds it from the draft.
  if (owned !== draft && draft === getDraft()) draft = { ...owned, draftId: emptyDraft().draftId };
  else draft = owned;
  setDraft(draft);
}

const CONVERT_FAILURE = `We could not load the listing coverage to convert. Please call us at ${brand.phone}.`;

/**
 * The order converting a listing coverage: its property, close date and ordering party. The listing
 * coverage's card (the seller's gateway profile) is never used, whatever the answer says: the order is paid
 * at closing, or by a card entered on the payment step, like any new order.
 */
export function conversionDraft(draft: OrderDraft, conversion: ConvertResponse): OrderDraft {
  const { address, dwellingTypeId, squareFootage } = conversion.property;
  return {
    ...draft,
    contractId: conversion.contractId,
    orderingPartyType: conversion.orderingPartyType as OrderDraft['orderingPartyType'],
    estimatedCloseDate: conversion.estimatedCloseDate ?? '',
    property: {
      address: {
        streetAddress: address.streetAddress,
        unit: address.unit ?? '',
        city: address.city,
        state: address.state,
        zipCode: address.zipCode,
      },
      dwellingTypeId,
      squareFootage,
    },
  };
}

/** The listing coverage to convert, loaded into the draft; the form says when it cannot be loaded. */
async function prefillConversion(draft: OrderDraft, contractId: string): Promise<OrderDraft> {
  try {
    return conversionDraft(draft, await getConversion(contractId));
  } catch {
    showToast({ title: messages.convert.failureTitle, text: CONVERT_FAILURE, kind: 'error' });
    return draft;
  }
}

/** Leaving the order pages without ordering: a lead when there is an owner e-mail, then the reset. */
export function leaveOrderPages(): void {
  const lead = incompleteOrderLead(getDraft());
  if (lead && Check(LeadBody, lead)) void sendLead(lead).catch(() => undefined);
  resetDraftOnLeave();
}
