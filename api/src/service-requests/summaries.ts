/** Service requests as the history and the create call answer them: the request, its work order and its timeline. */
import { orderedSteps, type ServiceRequestSummary, toDollars } from '@hw/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tables } from '../db/index.ts';
import { notFound } from '../plugins/index.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** The visit day as the customer chose it (the stored time carries their local start hour). */
const dayOf = (at: Date) => `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;

/** One request as the history answers it; 404 when it cannot be read. */
export async function serviceRequestSummary(db: Queryable, t: Tables, serviceRequestId: string) {
  const [summary] = await serviceRequestSummaries(db, t, { serviceRequestIds: [serviceRequestId] });
  if (!summary) throw notFound('No service request with this id.');
  return summary;
}

/** The requests with the given ids or of the given contracts (awaited one query after another: may run on a Tx). */
export async function serviceRequestSummaries(
  db: Queryable,
  t: Tables,
  where: { serviceRequestIds: readonly string[] } | { contractIds: readonly string[] },
): Promise<ServiceRequestSummary[]> {
  const filter =
    'serviceRequestIds' in where
      ? inArray(t.serviceRequests.serviceRequestId, [...where.serviceRequestIds])
      : inArray(t.serviceRequests.contractId, [...where.contractIds]);
  const rows = await db
    .select({
      request: t.serviceRequests,
      ticket: {
        scheduledAt: t.dispatchTickets.scheduledAt,
        scheduledStartWindow: t.dispatchTickets.scheduledStartWindow,
        scheduledEndWindow: t.dispatchTickets.scheduledEndWindow,
        workStatus: t.dispatchTickets.workStatus,
      },
      contractor: { companyName: t.contractorProfiles.companyName },
    })
    .from(t.serviceRequests)
    .leftJoin(t.dispatchTickets, eq(t.dispatchTickets.workOrderId, t.serviceRequests.workOrderId))
    .leftJoin(t.contractorProfiles, eq(t.contractorProfiles.userId, t.dispatchTickets.contractorUserId))
    .where(filter)
    .orderBy(desc(t.serviceRequests.createdAt), desc(t.serviceRequests.serviceRequestId));
  if (rows.length === 0) return [];
  const events = await db
    .select()
    .from(t.serviceRequestEvents)
    .where(
      inArray(
        t.serviceRequestEvents.serviceRequestId,
        rows.map((row) => row.request.serviceRequestId),
      ),
    )
    .orderBy(asc(t.serviceRequestEvents.at));
  return rows.map(({ request, ticket, contractor }) => {
    const timeline = orderedSteps(events.filter((event) => event.serviceRequestId === request.serviceRequestId)).map(
      (event) => ({ event: event.event, at: event.at.toISOString(), detail: event.detail ?? null }),
    );
    const windowed = ticket?.scheduledStartWindow && ticket.scheduledEndWindow;
    return {
      serviceRequestId: request.serviceRequestId,
      serviceRequestNumber: request.serviceRequestNumber,
      contractId: request.contractId,
      warrantyItemId: request.warrantyItemId ?? null,
      itemDescription: request.itemDescription,
      description: request.description,
      status: request.status,
      workOrderId: request.workOrderId ?? null,
      contractorName: contractor?.companyName ?? null,
      scheduledDate: ticket?.scheduledAt ? dayOf(ticket.scheduledAt) : null,
      scheduledWindow: windowed ? `${ticket.scheduledStartWindow} to ${ticket.scheduledEndWindow}` : null,
      workStatus: ticket?.workStatus ?? null,
      serviceCallFee: toDollars(request.serviceCallFeeCents),
      serviceCallFeePaid: request.feeTransactionId !== null,
      createdAt: request.createdAt.toISOString(),
      closedAt: request.closedAt?.toISOString() ?? null,
      timeline,
    };
  });
}
