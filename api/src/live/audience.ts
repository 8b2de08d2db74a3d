/**
 * Who hears of a change to a claim or its work order: the contractor the ticket is dispatched to, and the
 * homeowner side of the service request (the contract's owner and whoever filed it). Of a change to a contract's
 * invoices: its owner and whoever ordered it (the agent). Of a privacy request: staff.
 */
import { eq } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import type { LiveChange } from './feed.ts';

/** Names a claim or a ticket; either leads to the other when they are linked. */
export type ChangedRef =
  | { serviceRequestId: string }
  | { dispatchId: string }
  | { workOrderId: string }
  | { contractId: string }
  | { dataRequestId: string };

export async function changesOf(db: Queryable, t: Tables, ref: ChangedRef): Promise<LiveChange[]> {
  if ('contractId' in ref) {
    const [contract] = await db
      .select({ ownerUserId: t.contracts.ownerUserId, orderedByUserId: t.contracts.orderedByUserId })
      .from(t.contracts)
      .where(eq(t.contracts.contractId, ref.contractId))
      .limit(1);
    const to = [contract?.ownerUserId, contract?.orderedByUserId].filter((id): id is string => !!id);
    return to.length > 0 ? [{ to, kind: 'contract', id: ref.contractId }] : [];
  }
  if ('dataRequestId' in ref) {
    const staff = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userType, 'employee'));
    return [{ to: staff.map((user) => user.id), kind: 'dataRequest', id: ref.dataRequestId }];
  }
  let workOrderId = 'workOrderId' in ref ? ref.workOrderId : undefined;
  const changes: LiveChange[] = [];
  if ('dispatchId' in ref) {
    const [ticket] = await db
      .select({ workOrderId: t.dispatchTickets.workOrderId })
      .from(t.dispatchTickets)
      .where(eq(t.dispatchTickets.dispatchId, ref.dispatchId))
      .limit(1);
    workOrderId = ticket?.workOrderId;
  }
  const [request] = await db
    .select({
      serviceRequestId: t.serviceRequests.serviceRequestId,
      workOrderId: t.serviceRequests.workOrderId,
      requestedByUserId: t.serviceRequests.requestedByUserId,
      ownerUserId: t.contracts.ownerUserId,
    })
    .from(t.serviceRequests)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
    .where(
      'serviceRequestId' in ref
        ? eq(t.serviceRequests.serviceRequestId, ref.serviceRequestId)
        : eq(t.serviceRequests.workOrderId, workOrderId ?? ''),
    )
    .limit(1);
  if (request) {
    const to = [request.ownerUserId, request.requestedByUserId].filter((id): id is string => !!id);
    changes.push({ to, kind: 'serviceRequest', id: request.serviceRequestId });
    workOrderId ??= request.workOrderId ?? undefined;
  }
  if (workOrderId) {
    const [ticket] = await db
      .select({ dispatchId: t.dispatchTickets.dispatchId, contractorUserId: t.dispatchTickets.contractorUserId })
      .from(t.dispatchTickets)
      .where(eq(t.dispatchTickets.workOrderId, workOrderId))
      .limit(1);
    if (ticket) changes.push({ to: [ticket.contractorUserId], kind: 'dispatch', id: ticket.dispatchId });
  }
  return changes;
}
