/** The service requests a caller may reach, and the notes both the homeowner and the technician read. */
import { serviceRequestMessages } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { type ContractRow, canSeeContract, contractForCaller } from '../contracts/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { forbidden, isStaff, notFound } from '../plugins/index.ts';

/** The caller's own contract: 404 when they may not see it, 403 when they see it but do not own it. */
export async function ownedContract(
  db: Queryable,
  t: Tables,
  contractId: string,
  caller: CurrentUser,
): Promise<ContractRow> {
  const contract = await contractForCaller(db, t, contractId, caller);
  if (contract.ownerUserId !== caller.userId) throw forbidden(serviceRequestMessages.notOwner);
  return contract;
}

export type RequestRow = Tables['serviceRequests']['$inferSelect'];

/** A request the caller may see (owner, ordering agent, staff), with its contract; 404 otherwise. */
export async function requestForCaller(
  db: Queryable,
  t: Tables,
  serviceRequestId: string,
  caller: CurrentUser,
): Promise<{ request: RequestRow; contract: ContractRow }> {
  const [found] = await db
    .select({ request: t.serviceRequests, contract: t.contracts })
    .from(t.serviceRequests)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
    .where(eq(t.serviceRequests.serviceRequestId, serviceRequestId))
    .limit(1);
  if (!found || !canSeeContract(found.contract, caller)) throw notFound('No service request with this id.');
  return found;
}

/** A request and its contract for the contract's owner or staff: 403 for another who may see it, 404 otherwise. */
export async function requestForOwnerOrStaff(
  db: Queryable,
  t: Tables,
  serviceRequestId: string,
  caller: CurrentUser,
): Promise<{ request: RequestRow; contract: ContractRow }> {
  const found = await requestForCaller(db, t, serviceRequestId, caller);
  if (found.contract.ownerUserId !== caller.userId && !isStaff(caller))
    throw forbidden(serviceRequestMessages.notOwner);
  return found;
}

export async function nameOf(db: Queryable, t: Tables, userId: string): Promise<string> {
  const [user] = await db
    .select({ firstName: t.users.firstName, lastName: t.users.lastName })
    .from(t.users)
    .where(eq(t.users.id, userId))
    .limit(1);
  return user ? `${user.firstName} ${user.lastName}`.trim() : 'Customer';
}

/** A note on the request, and on its work order so the technician reads it too. */
export async function addNote(tx: Tx, t: Tables, request: RequestRow, note: string, author: string, at: Date) {
  const [written] = await tx
    .insert(t.serviceRequestNotes)
    .values({ serviceRequestId: request.serviceRequestId, note, createdBy: author, createdAt: at })
    .returning();
  if (!written) throw new Error('The note could not be written.');
  if (request.workOrderId) {
    const [ticket] = await tx
      .select({ dispatchId: t.dispatchTickets.dispatchId, version: t.dispatchTickets.version })
      .from(t.dispatchTickets)
      .where(eq(t.dispatchTickets.workOrderId, request.workOrderId))
      .limit(1);
    if (ticket) {
      await tx
        .insert(t.dispatchNotes)
        .values({ dispatchId: ticket.dispatchId, note, createdByName: author, createdAt: at });
      await tx
        .update(t.dispatchTickets)
        .set({ version: ticket.version + 1, updatedAt: at })
        .where(eq(t.dispatchTickets.dispatchId, ticket.dispatchId));
    }
  }
  return {
    noteId: written.noteId,
    note: written.note,
    createdBy: written.createdBy,
    createdAt: written.createdAt.toISOString(),
  };
}
