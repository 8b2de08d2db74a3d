/**
 * Entering and leaving the order pages. The route loaders fetch what an order page reads (a preload, a link
 * touched or hovered, does only that, and the router may hand a preloaded result to the navigation that
 * follows); entering the page, on every navigation to it, starts the order the address names (keeping the
 * draft when it already is that order): renewals and upgrades are prefilled from the contract's offers and
 * the signed-in user (contract-orders.ts). Leaving without ordering keeps
 * the buyer as a lead and resets the draft to its owner and property.
 */
import { type AuthUser, formatPhone, type PlanTypeRouteValue } from '@hw/shared';
import type { QueryClient } from '@tanstack/react-query';
import { sendLead } from './api/send-lead.ts';
import { emptyDraft, type OrderDraft, type OrderKind, routeValueOf, startNewOrder } from './draft.ts';
import { getDraft, resetDraftOnLeave, setDraft, withQuoteAnswers } from './draft-store.ts';
import { incompleteOrderLead } from './order-body.ts';
import { loadOrderFormData } from './order-form-data.ts';

// Renewals, upgrades and conversions: their code loads when the page opens one, not with a new order's form.
const contractOrders = () => import('./contract-orders.ts');

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
    kind !== 'new' && user && contractId
      ? contractOrders().then((orders) => orders.loadContract(queryClient, kind, contractId))
      : undefined,
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
    if (contractId && user && planType === 'realEstate')
      draft = await (await contractOrders()).prefillConversion(draft, contractId);
    else draft = withQuoteAnswers(draft);
  } else {
    if (!user || !contractId) return;
    const { keptTerms, loadContract, prefillFromContract } = await contractOrders();
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
