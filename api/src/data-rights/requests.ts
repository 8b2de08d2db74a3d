/** Requests made through the state notice's form, and staff completing them. */
import type { DataRequest, DataRequestStatus, DataRequestType } from '@hw/shared';
import { desc, eq } from 'drizzle-orm';
import { findUserByEmail, normalizeEmail } from '../auth/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';

type DataRequestRow = Tables['dataRequests']['$inferSelect'];

export async function storeDataRequest(
  tx: Tx,
  t: Tables,
  request: { name: string; email: string; stateCode: string; requestType: DataRequestType; details: string },
): Promise<DataRequestRow> {
  const [row] = await tx
    .insert(t.dataRequests)
    .values({ ...request, email: normalizeEmail(request.email) })
    .returning();
  if (!row) throw new Error('The data request was not stored.');
  return row;
}

/** The account that may be the requester's: the one signed in with the request's e-mail address. */
export async function matchingAccount(db: Queryable, t: Tables, email: string) {
  const user = await findUserByEmail(db, t, email);
  return user && !user.mergedIntoUserId && !user.erasedAt ? user : undefined;
}

async function toWire(db: Queryable, t: Tables, row: DataRequestRow): Promise<DataRequest> {
  const match = row.status === 'open' ? await matchingAccount(db, t, row.email) : undefined;
  return {
    dataRequestId: row.id,
    name: row.name,
    email: row.email,
    stateCode: row.stateCode,
    requestType: row.requestType,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    matchingUserId: match?.id ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    completedByUserId: row.completedByUserId,
    outcome: row.outcome,
    accountErased: row.accountErased,
  };
}

/** Oldest open first (the law counts days from receipt), then the completed ones newest first. */
export async function listDataRequests(db: Queryable, t: Tables, status?: DataRequestStatus): Promise<DataRequest[]> {
  const rows = await db
    .select()
    .from(t.dataRequests)
    .where(status ? eq(t.dataRequests.status, status) : undefined)
    .orderBy(desc(t.dataRequests.createdAt), desc(t.dataRequests.id))
    .limit(500);
  const open = rows.filter((r) => r.status === 'open').reverse();
  const done = rows.filter((r) => r.status !== 'open');
  const items: DataRequest[] = [];
  for (const row of [...open, ...done]) items.push(await toWire(db, t, row));
  return items;
}

export async function findDataRequest(db: Queryable, t: Tables, id: string) {
  const [row] = await db.select().from(t.dataRequests).where(eq(t.dataRequests.id, id)).limit(1);
  return row;
}

export async function dataRequestWire(db: Queryable, t: Tables, id: string): Promise<DataRequest | undefined> {
  const row = await findDataRequest(db, t, id);
  return row && toWire(db, t, row);
}
