/**
 * The homeowner's timeline follows the work order: every change of the ticket's status or work status (by the
 * contractor, by the status page, by a cancel) goes through `followWorkOrder`, in the same transaction. The one
 * exception is a work order cancelled because its claim was settled with cash: the settlement closes the request
 * and writes its step itself (api/src/service-requests/cash-settlement.ts).
 */
import {
  CLOSED_SERVICE_CALL_STATUSES,
  OPEN_SERVICE_CALL_STATUSES,
  type ServiceRequestEvent,
  timelineEventOfWork,
} from '@hw/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';

/** Records a step; a step reached again (a visit rescheduled) keeps one entry with the newest time and detail. */
export async function recordEvent(
  tx: Tx,
  t: Tables,
  serviceRequestId: string,
  event: ServiceRequestEvent,
  at: Date,
  detail: string | null = null,
): Promise<void> {
  await tx
    .insert(t.serviceRequestEvents)
    .values({ serviceRequestId, event, at, detail })
    .onConflictDoUpdate({
      target: [t.serviceRequestEvents.serviceRequestId, t.serviceRequestEvents.event],
      set: { at, detail },
    });
}

/**
 * Brings the service request of a work order in line with its ticket: the same status, closed when the ticket
 * is, and the timeline step the work status means. A ticket without a service request changes nothing.
 */
export async function followWorkOrder(
  tx: Tx,
  t: Tables,
  workOrderId: string,
  ticket: { status: string; workStatus: string; detail?: string | null },
  at = new Date(),
): Promise<void> {
  const [request] = await tx
    .select({ serviceRequestId: t.serviceRequests.serviceRequestId, status: t.serviceRequests.status })
    .from(t.serviceRequests)
    .where(eq(t.serviceRequests.workOrderId, workOrderId))
    .limit(1);
  if (!request) return;
  const closed = (CLOSED_SERVICE_CALL_STATUSES as readonly string[]).includes(ticket.status);
  if (request.status !== ticket.status) {
    await tx
      .update(t.serviceRequests)
      .set({ status: ticket.status, ...(closed ? { closedAt: at } : {}) })
      .where(
        and(
          eq(t.serviceRequests.serviceRequestId, request.serviceRequestId),
          eq(t.serviceRequests.status, request.status),
        ),
      );
  }
  const event = timelineEventOfWork(ticket.workStatus, ticket.status);
  if (event) await recordEvent(tx, t, request.serviceRequestId, event, at, ticket.detail ?? null);
}

/**
 * Cancels the ticket of a work order (any open state) and records it on the request's timeline. Answers false,
 * changing nothing, when there is no such ticket or it is no longer open: of two cancels at once, one wins.
 * With `followRequest: false` the request is left to the caller, who closes it another way (a claim settled
 * with cash is not a cancelled one).
 */
export async function cancelWorkOrder(
  tx: Tx,
  t: Tables,
  workOrderId: string,
  notes: string,
  at: Date,
  options: { followRequest?: boolean } = {},
) {
  const [ticket] = await tx
    .select({ dispatchId: t.dispatchTickets.dispatchId, version: t.dispatchTickets.version })
    .from(t.dispatchTickets)
    .where(eq(t.dispatchTickets.workOrderId, workOrderId))
    .limit(1);
  if (!ticket) return false;
  const cancelled = await tx
    .update(t.dispatchTickets)
    .set({
      status: 'cancelled',
      workStatus: 'Canceled',
      cancellationNotes: notes,
      version: ticket.version + 1,
      updatedAt: at,
    })
    .where(
      and(
        eq(t.dispatchTickets.dispatchId, ticket.dispatchId),
        inArray(t.dispatchTickets.status, [...OPEN_SERVICE_CALL_STATUSES]),
      ),
    )
    .returning({ dispatchId: t.dispatchTickets.dispatchId });
  if (!cancelled[0]) return false;
  // A cancelled work order frees its visit's window.
  await tx.delete(t.visits).where(eq(t.visits.workOrderId, workOrderId));
  if (options.followRequest !== false) {
    await followWorkOrder(tx, t, workOrderId, { status: 'cancelled', workStatus: 'Canceled', detail: notes }, at);
  }
  return true;
}
