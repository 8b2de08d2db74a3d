/** Dispatch search and ticket detail: filters, paging, shape, and who may read what. */
import {
  DISPATCH_PAGE_SIZE,
  type DispatchSearchResponse,
  type DispatchTicket,
  statusesForFilter,
  totals,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractorTestApp } from './contractor-helpers.ts';
import { bearer } from './helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

// The seed (api/src/seed/dispatch.ts): the demo contractor has 36 tickets, 14 open, 7 work complete
// (4 of them workComplete, ready for invoicing), 15 closed; the second contractor has 8.
const SEEDED = { open: 14, workComplete: 7, closed: 15, all: 36, invoice: 4, second: 8 };

async function search(token: string | undefined, payload: object, query = '') {
  return suite.t.app.inject({
    method: 'POST',
    url: `/api/contractor/dispatch/search${query}`,
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
}

async function allPages(token: string, contractorStatus: string, query = '') {
  const items: DispatchTicket[] = [];
  for (let page = 0; page < 10; page += 1) {
    const body = (await search(token, { page, contractorStatus }, query)).json() as DispatchSearchResponse;
    items.push(...body.items);
    if (body.items.length < DISPATCH_PAGE_SIZE) break;
  }
  return items;
}

describe('POST /api/contractor/dispatch/search', () => {
  it('answers the open tickets, newest first, with the list shape', async () => {
    const res = await search(tokens.contractor, { page: 0, contractorStatus: 'open' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as DispatchSearchResponse;
    expect(body).toMatchObject({ page: 0, contractorStatus: 'open', totalItems: SEEDED.open });
    expect(body.items).toHaveLength(SEEDED.open);
    for (const item of body.items) {
      expect(item.contractorStatus).toBe('open');
      expect(statusesForFilter('open')).toContain(item.status);
    }
    const created = body.items.map((i) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it.each([
    ['workComplete', SEEDED.workComplete],
    ['closed', SEEDED.closed],
    ['all', SEEDED.all],
  ])('filters %s', async (contractorStatus, expected) => {
    const items = await allPages(tokens.contractor, contractorStatus);
    expect(items).toHaveLength(expected);
    if (contractorStatus !== 'all')
      expect(new Set(items.map((i) => i.contractorStatus))).toEqual(new Set([contractorStatus]));
  });

  it(`pages by ${DISPATCH_PAGE_SIZE}, without overlap, with an empty page after the last`, async () => {
    const first = (
      await search(tokens.contractor, { page: 0, contractorStatus: 'all' })
    ).json() as DispatchSearchResponse;
    const second = (
      await search(tokens.contractor, { page: 1, contractorStatus: 'all' })
    ).json() as DispatchSearchResponse;
    const third = (
      await search(tokens.contractor, { page: 2, contractorStatus: 'all' })
    ).json() as DispatchSearchResponse;
    expect(first.items).toHaveLength(DISPATCH_PAGE_SIZE);
    expect(second.items).toHaveLength(SEEDED.all - DISPATCH_PAGE_SIZE);
    expect(third.items).toEqual([]);
    expect(third.totalItems).toBe(SEEDED.all);
    const ids = [...first.items, ...second.items].map((i) => i.dispatchId);
    expect(new Set(ids).size).toBe(SEEDED.all);
    expect(first.items.at(-1)!.createdAt >= second.items[0]!.createdAt).toBe(true);
  });

  it('?isInvoice=true keeps the tickets that are work complete and not yet invoiced or paid', async () => {
    const items = await allPages(tokens.contractor, 'all', '?isInvoice=true');
    expect(items).toHaveLength(SEEDED.invoice);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['workComplete']));
    const open = (await search(tokens.contractor, { page: 0, contractorStatus: 'open' }, '?isInvoice=true')).json();
    expect(open).toMatchObject({ items: [], totalItems: 0 });
  });

  it('defaults to page 0 of the open tickets and refuses an unknown filter', async () => {
    const res = await search(tokens.contractor, {});
    expect(res.json()).toMatchObject({ page: 0, contractorStatus: 'open', totalItems: SEEDED.open });
    const bad = await search(tokens.contractor, { page: 0, contractorStatus: 'pending' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('contractorStatus');
    const negative = await search(tokens.contractor, { page: -1 });
    expect(negative.statusCode).toBe(400);
  });

  it('counts a change at once, whichever request made it', async () => {
    const total = async (contractorStatus: string) =>
      ((await search(tokens.contractor2, { page: 0, contractorStatus })).json() as DispatchSearchResponse).totalItems;
    const [open, closed] = [await total('open'), await total('closed')];
    const [ticket] = (await allPages(tokens.contractor2, 'open')) as DispatchTicket[];
    if (!ticket) throw new Error('the second contractor has no open ticket');
    const { t: tables } = suite.t.database;
    await suite.t.database.transaction((tx) =>
      tx
        .update(tables.dispatchTickets)
        .set({ status: 'cancelled', version: ticket.version + 1 })
        .where(eq(tables.dispatchTickets.dispatchId, ticket.dispatchId)),
    );
    expect([await total('open'), await total('closed')]).toEqual([open - 1, closed + 1]);
    const [cancelled] = (await allPages(tokens.contractor2, 'closed')).filter(
      (i) => i.dispatchId === ticket.dispatchId,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', version: ticket.version + 1 });
    await suite.t.database.transaction((tx) =>
      tx
        .update(tables.dispatchTickets)
        .set({ status: ticket.status, version: ticket.version + 2 })
        .where(eq(tables.dispatchTickets.dispatchId, ticket.dispatchId)),
    );
    expect([await total('open'), await total('closed')]).toEqual([open, closed]);
  });

  it('answers each contractor only their own tickets', async () => {
    const mine = await allPages(tokens.contractor2, 'all');
    expect(mine).toHaveLength(SEEDED.second);
    const theirs = new Set((await allPages(tokens.contractor, 'all')).map((i) => i.dispatchId));
    expect(mine.some((i) => theirs.has(i.dispatchId))).toBe(false);
  });

  it('is for contractors only', async () => {
    expect((await search(undefined, { page: 0 })).statusCode).toBe(401);
    expect((await search(tokens.homeowner, { page: 0 })).statusCode).toBe(403);
    expect((await search(tokens.staff, { page: 0 })).statusCode).toBe(403);
  });
});

describe('GET /api/contractor/dispatch/{workOrderId}', () => {
  const get = (workOrderId: string, token?: string) =>
    suite.t.app.inject({
      method: 'GET',
      url: `/api/contractor/dispatch/${workOrderId}`,
      ...(token ? { headers: bearer(token) } : {}),
    });

  it('answers the full ticket: money in dollars, notes newest first, totals from the shared rules', async () => {
    const res = await get('WO-104275', tokens.contractor);
    expect(res.statusCode).toBe(200);
    const ticket = res.json() as DispatchTicket;
    expect(ticket).toMatchObject({
      dispatchId: 'DSP-500101',
      workOrderId: 'WO-104275',
      version: 1,
      contractorStatus: 'open',
      status: 'approved',
      trade: 'Appliances',
      preAuthorizeAmount: 400,
      preAuthorizeAmountOverride: null,
      preAuthorizedLimit: 400,
      serviceCallFee: 75,
      wasServiceCallFeeCollected: false,
      files: [],
    });
    for (const key of [
      'workStatus',
      'customerName',
      'customerPhone',
      'problemDescription',
      'scheduledDate',
      'purchaseOrderCost',
      'serviceCallFeeCollectedAmount',
      'discountAmount',
      'tax',
      'shipping',
    ]) {
      expect(ticket).toHaveProperty(key);
    }
    expect(ticket.address).toMatchObject({
      city: expect.any(String),
      state: 'UT',
      zip: expect.stringMatching(/^\d{5}$/),
    });
    expect(ticket.dispatchParts.length).toBeGreaterThan(0);
    const part = ticket.dispatchParts[0]!;
    expect(part.dispatchPartId).toEqual(expect.any(String));
    expect(part.partDetails).toMatchObject({
      pricePerUnit: 45,
      units: 1,
      closingItem: { name: 'Compressor start relay' },
    });
    expect(ticket.dispatchParts.some((p) => /^Labor \(.+\)$/.test(p.partDetails.closingItem.name))).toBe(true);
    const noteTimes = ticket.notes.map((n) => n.createdAt);
    expect(noteTimes).toEqual([...noteTimes].sort().reverse());
    expect(ticket.notes[0]).toMatchObject({ noteId: expect.any(String), createdBy: expect.any(String) });
    expect(ticket.totals).toEqual(totals(ticket));
  });

  it('shows the pre-authorized override where one is granted', async () => {
    const items = await allPages(tokens.contractor, 'all');
    const overridden = items.filter((i) => i.preAuthorizeAmountOverride !== null);
    expect(overridden.length).toBeGreaterThan(0);
    for (const item of overridden) expect(item.preAuthorizedLimit).toBe(item.preAuthorizeAmountOverride);
  });

  it('refuses another contractor’s ticket, an unknown one, and everyone but contractors', async () => {
    // Another contractor's ticket answers like an unknown one, so ids cannot be probed.
    expect((await get('WO-205215', tokens.contractor)).statusCode).toBe(404);
    expect((await get('WO-104275', tokens.contractor2)).statusCode).toBe(404);
    expect((await get('WO-999999', tokens.contractor)).statusCode).toBe(404);
    expect((await get('WO-104275', tokens.homeowner)).statusCode).toBe(403);
    expect((await get('WO-104275')).statusCode).toBe(401);
  });
});
