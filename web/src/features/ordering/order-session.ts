/**
 * Entering and leaving the order pages. The route loaders fetch what an order page reads (a preload, a link
 * touched or hovered, does only that, and the router may hand a preloaded result to the navigation that
 * follows); entering the page, on every navigation to it, starts the order the address names (keeping the
 * draft when it already is that order): renewals and upgrades are prefilled from the contract's offers and
 * the signed-in user, an upgrade keeps the contract's payment type and term. Leaving without ordering keeps
 * the buyer as a lead and resets the draft to its owner and property.
 */
import {
  type AuthUser,
  COVERAGE_LENGTH_MAX,
  type ContractDetail,
  type ContractSummary,
  type ConvertResponse,
  formatPhone,
  messages,
  type OffersResponse,
  ORDER_PAYMENT_TYPES,
  type OrderPaymentType,
  type PlanTypeRouteValue,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '#web/lib/account/get-account.ts';
import { contractQueryOptions } from '#web/lib/account/get-contract.ts';
import { brand } from '#web/lib/brand.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { showToast } from '#web/ui/index.ts';
import { getConversion } from './api/convert-listing-coverage.ts';
import { contractOffersQueryOptions } from './api/get-contract-offers.ts';
import { sendLead } from './api/send-lead.ts';
import { emptyDraft, type OrderDraft, type OrderKind, routeValueOf, startNewOrder } from './draft.ts';
import { getDraft, resetDraftOnLeave, setDraft, withQuoteAnswers } from './draft-store.ts';
import { incompleteOrderLead } from './order-body.ts';
import { loadOrderFormData } from './order-form-data.ts';

export interface OrderPageLoad {
  queryClient: QueryClient;
  user: AuthUser | null;
  planType: PlanTypeRouteValue;
  kind: OrderKind;
  contractId?: string | undefined;
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

const isOrderPaymentType = (value: string): value is OrderPaymentType =>
  (ORDER_PAYMENT_TYPES as readonly string[]).includes(value);

/**
 * What an upgrade keeps of its contract: how it is paid and its term (the server refuses an upgrade that
 * changes either). Null for what is not known (a contract paid another way, details not loaded).
 */
export function keptTerms(
  contract: Pick<ContractSummary, 'paymentType'> | undefined,
  detail: Pick<ContractDetail, 'coverageLengthYears'> | undefined,
): { paymentType: OrderPaymentType | null; coverageLength: number | null } {
  const paymentType = contract && isOrderPaymentType(contract.paymentType) ? contract.paymentType : null;
  const years = detail?.coverageLengthYears;
  const coverageLength = years && years >= 1 && years <= COVERAGE_LENGTH_MAX ? years : null;
  return { paymentType, coverageLength };
}

/**
 * A renewal or upgrade of a contract: its address, state and dwelling type, and the contract's own ids; an
 * upgrade also its payment type and coverage length.
 */
export function prefillFromContract(
  draft: OrderDraft,
  response: OffersResponse,
  contractId: string,
  contract?: ContractSummary,
  detail?: Pick<ContractDetail, 'coverageLengthYears'>,
): OrderDraft {
  const address = contract?.address;
  const upgrading = draft.kind === 'upgrade';
  const kept = upgrading ? keptTerms(contract, detail) : { paymentType: null, coverageLength: null };
  return {
    ...draft,
    contractId,
    upgradeContractId: upgrading ? contractId : null,
    coverageLength: kept.coverageLength ?? draft.coverageLength,
    payment: kept.paymentType
      ? { ...draft.payment, type: kept.paymentType, isPayingNow: kept.paymentType !== 'escrow' }
      : draft.payment,
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

/** The contract's offers (with its current plan) of a renewal or upgrade, the account and the contract. */
async function loadContract(queryClient: QueryClient, kind: OrderKind, contractId: string) {
  const offersOptions = contractOffersQueryOptions(contractId, kind === 'upgrade');
  // loadQuery never waits for a connection: offline, what the device saved is used.
  await Promise.all([
    loadQuery(queryClient, offersOptions),
    loadQuery(queryClient, accountQueryOptions()),
    kind === 'upgrade' ? loadQuery(queryClient, contractQueryOptions(contractId)) : undefined,
  ]);
  const account = queryClient.getQueryData(accountQueryOptions().queryKey);
  return {
    response: queryClient.getQueryData(offersOptions.queryKey),
    contract: account?.contracts.find((candidate) => candidate.contractId === contractId),
    detail: kind === 'upgrade' ? queryClient.getQueryData(contractQueryOptions(contractId).queryKey) : undefined,
  };
}

/**
 * What an order page reads, into the query cache: a preload runs only this, and never touches the draft.
 * Otherwise (the address opened, a reload, signing in on the page) an order whose owner nobody has typed
 * yet gets the signed-in owner.
 */
export async function loadOrderPage({
  queryClient,
  user,
  kind,
  contractId,
  preload,
}: OrderPageLoad & { preload: boolean }): Promise<void> {
  await Promise.all([
    loadOrderFormData(queryClient),
    kind !== 'new' && user && contractId ? loadContract(queryClient, kind, contractId) : undefined,
  ]);
  if (preload) return;
  const draft = getDraft();
  if (Object.values(draft.owner).some((value) => value.trim())) return;
  const owned = withOwnerOf(draft, user);
  // A change the open form does not know about rebuilds it from the draft.
  if (owned !== draft && draft === getDraft()) setDraft({ ...owned, draftId: emptyDraft().draftId });
}

/**
 * Entering an order page, on every navigation to it (never a preload): unless the draft already is the
 * order the address names, that order starts, with the signed-in owner.
 */
export async function enterOrderPage({ queryClient, user, planType, kind, contractId }: OrderPageLoad) {
  if (isSameOrder(getDraft(), planType, kind, contractId)) return;
  let draft: OrderDraft;
  if (kind === 'new') {
    draft = startNewOrder(getDraft(), planType);
    // A new real-estate order naming a contract converts that listing coverage into a full coverage; any
    // other starts from the answers of a quote the visitor sent.
    if (contractId && user && planType === 'realEstate') draft = await prefillConversion(draft, contractId);
    else draft = withQuoteAnswers(draft);
  } else {
    if (!user || !contractId) return;
    const { response, contract, detail } = await loadContract(queryClient, kind, contractId);
    // Without them the screen shows that the plan could not be loaded; so does an upgrade without the
    // contract's payment type and term, which it keeps.
    if (!response) return;
    const kept = keptTerms(contract, detail);
    if (kind === 'upgrade' && (!kept.paymentType || !kept.coverageLength)) return;
    draft = prefillFromContract(startNewOrder(getDraft(), planType, kind), response, contractId, contract, detail);
  }
  setDraft(withOwnerOf(draft, user));
}

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
    showToast({
      title: messages.convert.failureTitle,
      text: m.order_convert_failed({ phone: brand.phone }),
      kind: 'error',
    });
    return draft;
  }
}

/** Leaving the order pages without ordering: a lead when there is an owner e-mail, then the reset. */
export function leaveOrderPages(): void {
  const lead = incompleteOrderLead(getDraft());
  // The schema checker loads only when there is a lead to check, not with the order pages.
  if (lead) {
    void import('./schema-check.ts')
      .then(({ isSendableLead }) => (isSendableLead(lead) ? sendLead(lead) : undefined))
      .catch(() => undefined);
  }
  resetDraftOnLeave();
}
