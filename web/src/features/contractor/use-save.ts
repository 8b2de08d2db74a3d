/**
 * Queueing changes to a ticket with the pre-authorisation check first,
 * and the catalogue's save messages once the server has them.
 */
import { messages, ticketReadOnlyReason, totals, type VisitEvent } from '@hw/shared';
import { useEffect, useRef, useState } from 'react';
import { afterEnqueue, enqueue, syncEngine } from '#web/offline/index.ts';
import { useFeedback } from './feedback.ts';
import {
  addPart,
  createNote,
  type DispatchPart,
  type DispatchTicket,
  recordVisit,
  removePart,
  requestAuthorization,
  type TicketChanges,
  updateTicket,
} from './offline/index.ts';
import { exceedsLimit, limitOf, newDiscountFor } from './ticket-totals.ts';

export const OFFLINE_SAVED = 'Saved on this device - will sync when online';

export function useTicketSave(view: DispatchTicket | undefined) {
  const { toast, confirm } = useFeedback();
  const waiting = useRef(new Set<number>());
  /** The total of the last change declined over the limit: what an authorization request would need. */
  const [declinedTotal, setDeclinedTotal] = useState<number | null>(null);

  // One success message per batch the server accepted; a refusal is shown in the server's words.
  useEffect(() => {
    let accepted = false;
    const offOutcome = syncEngine().onOutcome((item, outcome, message) => {
      if (!item.seq || !waiting.current.has(item.seq)) return;
      waiting.current.delete(item.seq);
      if (outcome === 'synced') accepted = true;
      if (outcome === 'failed') toast(message ?? messages.dispatch.saveFailure, 'error');
    });
    const offState = syncEngine().subscribe(() => {
      if (!syncEngine().getState().syncing && accepted) {
        accepted = false;
        toast(messages.dispatch.saveSuccess, 'success');
      }
    });
    return () => {
      offOutcome();
      offState();
    };
  }, [toast]);

  /** Over the limit: offer the bigger discount; answers the discount change to add, or null when declined. */
  async function confirmDiscount(candidate: DispatchTicket): Promise<TicketChanges | null | undefined> {
    if (!view || !exceedsLimit(view, candidate)) return undefined;
    const newDiscount = newDiscountFor(candidate);
    const yes = await confirm(
      messages.dispatch.changeDiscountTitle,
      messages.dispatch.changeDiscountText(limitOf(candidate).toFixed(2), newDiscount.toFixed(2)),
    );
    if (!yes) {
      setDeclinedTotal(totals(candidate).ticketTotal);
      toast(messages.dispatch.submissionCancelled);
      return null;
    }
    return { discountAmount: newDiscount };
  }

  const track = (seq: number) => {
    waiting.current.add(seq);
    if (!navigator.onLine) toast(OFFLINE_SAVED);
    afterEnqueue();
  };

  /**
   * Nothing is queued for a ticket that can no longer be changed; storage errors (a full device) and
   * refusals are told in plain words instead of failing silently.
   */
  const guarded =
    <A extends unknown[], R>(action: (...args: A) => Promise<R>, fallback: R) =>
    async (...args: A): Promise<R> => {
      const readOnly = view ? ticketReadOnlyReason(view.status) : null;
      if (readOnly) {
        toast(readOnly, 'error');
        return fallback;
      }
      try {
        return await action(...args);
      } catch (error) {
        toast(error instanceof Error ? error.message : messages.dispatch.saveFailure, 'error');
        return fallback;
      }
    };

  const ids = () => ({ dispatchId: view!.dispatchId, workOrderId: view!.workOrderId });
  const beforeOf = (changes: TicketChanges): TicketChanges =>
    Object.fromEntries(Object.keys(changes).map((f) => [f, view![f as keyof TicketChanges]]));

  return {
    declinedTotal,
    /** Saves edited ticket values; answers false when the technician cancelled. */
    saveChanges: guarded(async (changes: TicketChanges): Promise<boolean> => {
      if (!view || Object.keys(changes).length === 0) return true;
      const discount = await confirmDiscount({ ...view, ...changes });
      if (discount === null) return false;
      const all = { ...changes, ...discount };
      track(await enqueue(updateTicket, { ...ids(), changes: all, before: beforeOf(all) }));
      return true;
    }, false),
    /** Adds a part (after a discount change when the part takes the ticket over its limit). */
    addPart: guarded(async (part: DispatchPart): Promise<boolean> => {
      if (!view) return false;
      const discount = await confirmDiscount({ ...view, dispatchParts: [...view.dispatchParts, part] });
      if (discount === null) return false;
      if (discount) {
        track(await enqueue(updateTicket, { ...ids(), changes: discount, before: beforeOf(discount) }));
      }
      track(await enqueue(addPart, { ...ids(), part }));
      return true;
    }, false),
    removePart: guarded(async (dispatchPartId: string) => {
      if (!view) return;
      track(await enqueue(removePart, { ...ids(), dispatchPartId }));
    }, undefined),
    addNote: guarded(async (note: string) => {
      if (!view) return;
      track(await enqueue(createNote, { ...ids(), note }));
    }, undefined),
    /** On my way (with minutes until arrival), Arrived or Work complete; answers false when nothing was queued. */
    recordVisit: guarded(async (event: VisitEvent, etaMinutes?: number): Promise<boolean> => {
      if (!view) return false;
      const at = new Date().toISOString();
      track(await enqueue(recordVisit, { ...ids(), event, at, ...(etaMinutes !== undefined ? { etaMinutes } : {}) }));
      return true;
    }, false),
    /** Asks staff for a higher pre-authorized amount; answers false when nothing was queued. */
    requestAuthorization: guarded(async (amount: number, note: string): Promise<boolean> => {
      if (!view) return false;
      track(await enqueue(requestAuthorization, { ...ids(), amount, note, at: new Date().toISOString() }));
      return true;
    }, false),
  };
}
