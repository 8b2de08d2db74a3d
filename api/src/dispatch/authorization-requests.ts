/**
 * Requests for a higher pre-authorized amount: made by the ticket's technician, decided by staff. An approval
 * sets the ticket's override in the same transaction, so the save refused over the old limit goes through;
 * every decision is written to the staff audit log with it.
 */
import {
  type AuthorizationDecisionBody,
  type AuthorizationRequest,
  type AuthorizationRequestBody,
  authorizationDecision,
  authorizationMessages,
  authorizationRequestProblem,
  preAuthorizedLimit,
  type StaffAuthorizationRequest,
  ticketReadOnlyReason,
  toCents,
  toDollars,
  totals,
} from '@hw/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordStaffAction } from '../audit/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { httpError, notFound } from '../plugins/index.ts';
import { amountsOf, partsOf, type TicketRow, toWireAuthorizationRequest, toWireFile, toWirePart } from './queries.ts';
import { ticketForChange } from './tickets.ts';

/** The ticket's limit and total as the shared money rules compute them, from its stored parts. */
async function limitAndTotal(db: Queryable, t: Tables, row: TicketRow) {
  const parts = (await partsOf(db, t, [row.dispatchId])).map((p) => toWirePart(p.part, p.name));
  const amounts = amountsOf(row, parts);
  return { limit: preAuthorizedLimit(amounts), total: totals(amounts).ticketTotal };
}

async function openRequestOf(db: Queryable, t: Tables, dispatchId: string) {
  const [open] = await db
    .select()
    .from(t.dispatchAuthorizationRequests)
    .where(
      and(
        eq(t.dispatchAuthorizationRequests.dispatchId, dispatchId),
        eq(t.dispatchAuthorizationRequests.status, 'open'),
      ),
    )
    .limit(1);
  return open;
}

/** A technician asks for a higher limit on their own open ticket: one request waits at a time. */
export async function requestAuthorization(
  tx: Tx,
  t: Tables,
  user: CurrentUser,
  dispatchId: string,
  body: AuthorizationRequestBody,
): Promise<AuthorizationRequest> {
  const row = await ticketForChange(tx, t, user, dispatchId);
  const open = await openRequestOf(tx, t, row.dispatchId);
  const { limit } = await limitAndTotal(tx, t, row);
  const problem = authorizationRequestProblem({
    amount: body.amount,
    note: body.note,
    currentLimit: limit,
    openRequestAmount: open ? toDollars(open.amountCents) : null,
  });
  if (problem) {
    throw httpError(problem.code === 'authorizationPending' ? 409 : 400, problem.code, problem.message, problem.field);
  }
  const [created] = await tx
    .insert(t.dispatchAuthorizationRequests)
    .values({
      dispatchId: row.dispatchId,
      contractorUserId: user.userId,
      amountCents: toCents(body.amount),
      note: body.note.trim(),
      createdAt: new Date(),
    })
    // Another request sent at the same moment may have become the open one (a unique index holds one).
    .onConflictDoNothing()
    .returning();
  if (created) {
    // The ticket shows its waiting request: its answers as kept by the search change with this stamp.
    await tx
      .update(t.dispatchTickets)
      .set({ updatedAt: created.createdAt })
      .where(eq(t.dispatchTickets.dispatchId, row.dispatchId));
  } else {
    const waiting = await openRequestOf(tx, t, row.dispatchId);
    throw httpError(
      409,
      'authorizationPending',
      authorizationMessages.alreadyOpen(toDollars(waiting?.amountCents ?? 0)),
    );
  }
  return toWireAuthorizationRequest(created, row.workOrderId);
}

/** Staff's list: every open request, oldest first, with the ticket's limit and total, its files and who asked. */
export async function openAuthorizationRequests(db: Queryable, t: Tables): Promise<StaffAuthorizationRequest[]> {
  const r = t.dispatchAuthorizationRequests;
  const rows = await db
    .select({ request: r, ticket: t.dispatchTickets, user: t.users, companyName: t.contractorProfiles.companyName })
    .from(r)
    .innerJoin(t.dispatchTickets, eq(t.dispatchTickets.dispatchId, r.dispatchId))
    .innerJoin(t.users, eq(t.users.id, r.contractorUserId))
    .leftJoin(t.contractorProfiles, eq(t.contractorProfiles.userId, r.contractorUserId))
    .where(eq(r.status, 'open'))
    .orderBy(asc(r.createdAt), asc(r.id));
  const dispatchIds = rows.map((row) => row.ticket.dispatchId);
  const parts = await partsOf(db, t, dispatchIds);
  const files =
    dispatchIds.length === 0
      ? []
      : await db
          .select()
          .from(t.dispatchFiles)
          .where(inArray(t.dispatchFiles.dispatchId, dispatchIds))
          .orderBy(asc(t.dispatchFiles.createdAt), asc(t.dispatchFiles.id));
  return rows.map(({ request, ticket, user, companyName }) => {
    const amounts = amountsOf(
      ticket,
      parts.filter((p) => p.part.dispatchId === ticket.dispatchId).map((p) => toWirePart(p.part, p.name)),
    );
    return {
      ...toWireAuthorizationRequest(request, ticket.workOrderId),
      preAuthorizedLimit: preAuthorizedLimit(amounts),
      ticketTotal: totals(amounts).ticketTotal,
      technicianName: `${user.firstName} ${user.lastName}`.trim(),
      companyName: companyName ?? null,
      files: files.filter((file) => file.dispatchId === ticket.dispatchId).map(toWireFile),
    };
  });
}

/**
 * Approves (setting the ticket's override to the approved amount) or declines an open request, and logs it.
 * Answers the request and its ticket's work order. A request decided already is 409, even with the same decision.
 */
export async function decideAuthorization(
  tx: Tx,
  t: Tables,
  staffUserId: string,
  authorizationRequestId: string,
  body: AuthorizationDecisionBody,
): Promise<{ request: AuthorizationRequest; workOrderId: string }> {
  const r = t.dispatchAuthorizationRequests;
  const [found] = await tx
    .select({ request: r, ticket: t.dispatchTickets })
    .from(r)
    .innerJoin(t.dispatchTickets, eq(t.dispatchTickets.dispatchId, r.dispatchId))
    .where(eq(r.id, authorizationRequestId))
    .limit(1);
  if (!found) throw notFound(authorizationMessages.notFound);
  const { request, ticket } = found;
  if (request.status !== 'open') {
    throw httpError(409, 'authorizationDecided', authorizationMessages.alreadyDecided(request.status));
  }
  if (body.approved && ticketReadOnlyReason(ticket.status)) {
    throw httpError(422, 'ticketClosed', authorizationMessages.ticketClosed);
  }
  const { limit } = await limitAndTotal(tx, t, ticket);
  const decision = authorizationDecision({
    approved: body.approved,
    amount: body.amount,
    requestedAmount: toDollars(request.amountCents),
    currentLimit: limit,
  });
  if (!decision.ok) throw httpError(400, 'validation', decision.message, decision.field);

  const now = new Date();
  const approvedAmountCents = decision.approvedAmount === null ? null : toCents(decision.approvedAmount);
  // Conditional on the status: of two decisions at once, one wins.
  const [decided] = await tx
    .update(r)
    .set({
      status: body.approved ? 'approved' : 'declined',
      approvedAmountCents,
      decidedByUserId: staffUserId,
      decidedAt: now,
    })
    .where(and(eq(r.id, request.id), eq(r.status, 'open')))
    .returning();
  if (!decided) throw httpError(409, 'authorizationDecided', authorizationMessages.alreadyDecided('approved'));
  if (approvedAmountCents !== null) {
    // The override only: the ticket's version stays, so a save queued against it still applies.
    await tx
      .update(t.dispatchTickets)
      .set({ preAuthorizeOverrideCents: approvedAmountCents, updatedAt: now })
      .where(eq(t.dispatchTickets.dispatchId, ticket.dispatchId));
  }
  await recordStaffAction(tx, t, {
    actorUserId: staffUserId,
    action: 'authorizationDecision',
    target: request.id,
    detail: {
      workOrderId: ticket.workOrderId,
      requestedAmount: toDollars(request.amountCents),
      approved: body.approved,
      ...(decision.approvedAmount !== null ? { approvedAmount: decision.approvedAmount } : {}),
    },
    at: now,
  });
  return { request: toWireAuthorizationRequest(decided, ticket.workOrderId), workOrderId: ticket.workOrderId };
}
