/**
 * Where the order draft lives: session storage under the key `order`, where
 * the order pages read it back. One tiny store, so the route hooks, the
 * quick order and the screens share it; what is written is stripped of any card data or search results.
 */
import { type PlanTypeRouteValue, quoteOrderPrefill } from '@hw/shared';
import { useSyncExternalStore } from 'react';
import { ORDER_STORAGE_KEY } from '#web/lib/order-draft-key.ts';
import { storedQuoteAnswers } from '#web/lib/quote-answers.ts';
import {
  emptyDraft,
  type OrderDraft,
  type OrderKind,
  parseStoredDraft,
  prefillFromQuote,
  resetKeepingOwnerAndProperty,
  startNewOrder,
  withoutSecrets,
} from './draft.ts';

export { ORDER_STORAGE_KEY };

const storage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

function read(): OrderDraft {
  try {
    return parseStoredDraft(storage()?.getItem(ORDER_STORAGE_KEY) ?? null) ?? emptyDraft();
  } catch {
    return emptyDraft();
  }
}

function write(draft: OrderDraft) {
  try {
    storage()?.setItem(ORDER_STORAGE_KEY, JSON.stringify(withoutSecrets(draft)));
  } catch {
    // Private mode or a full quota: the draft still works for this page.
  }
}

let draft: OrderDraft = read();
const listeners = new Set<() => void>();

export const getDraft = (): OrderDraft => draft;

export function setDraft(next: OrderDraft): void {
  if (next === draft) return;
  draft = next;
  write(next);
  for (const listener of listeners) listener();
}

/** Applies a transition of draft.ts (or any change) to the current draft. */
export function updateDraft(change: (current: OrderDraft) => OrderDraft): void {
  setDraft(change(draft));
}

export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The draft, or a part of it: re-renders when that part changes (select something stable). */
export function useDraft(): OrderDraft;
export function useDraft<T>(select: (draft: OrderDraft) => T): T;
export function useDraft<T>(select?: (draft: OrderDraft) => T): T | OrderDraft {
  const pick = () => (select ? select(draft) : draft);
  return useSyncExternalStore(subscribeDraft, pick, pick);
}

/** A new order of a plan type (or a renewal or upgrade), keeping only the state. */
export function beginOrder(planType: PlanTypeRouteValue, kind: OrderKind = 'new'): OrderDraft {
  setDraft(startNewOrder(draft, planType, kind));
  return draft;
}

/** A draft with the answers of the quote the visitor sent this session, if any (see prefillFromQuote). */
export function withQuoteAnswers(current: OrderDraft): OrderDraft {
  const answers = storedQuoteAnswers();
  return answers ? prefillFromQuote(current, quoteOrderPrefill(answers)) : current;
}

/** A visitor's new order of a plan type: keeping only the state, and filled from a quote sent this session. */
export function beginVisitorOrder(planType: PlanTypeRouteValue): OrderDraft {
  setDraft(withQuoteAnswers(startNewOrder(draft, planType)));
  return draft;
}

/** Leaving the order pages: only the owner and the property stay. */
export function resetDraftOnLeave(): void {
  setDraft(resetKeepingOwnerAndProperty(draft));
}

/** Tests only: reads the draft again from storage. */
export function reloadDraftForTests(): void {
  draft = read();
}
