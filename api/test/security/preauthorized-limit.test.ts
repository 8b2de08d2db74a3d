/**
 * The pre-authorised limit: an update that raises the
 * ticket total above the limit is refused whatever raised it; an update that does not raise the total is
 * never refused for the limit, even on a ticket already over it.
 */
import { type DispatchTicket, messages } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractorTestApp } from '../contractor-helpers.ts';
import { bearer } from '../helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

async function openTickets(): Promise<DispatchTicket[]> {
  const res = await suite.t.app.inject({
    method: 'POST',
    url: '/api/contractor/dispatch/search',
    payload: { page: 0, contractorStatus: 'open' },
    headers: bearer(tokens.contractor),
  });
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

async function ticket(workOrderId: string): Promise<DispatchTicket> {
  const res = await suite.t.app.inject({
    method: 'GET',
    url: `/api/contractor/dispatch/${workOrderId}`,
    headers: bearer(tokens.contractor),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const save = (body: DispatchTicket) =>
  suite.t.app.inject({
    method: 'POST',
    url: `/api/contractor/dispatch/${body.dispatchId}`,
    payload: body,
    headers: bearer(tokens.contractor),
  });

async function setOverride(dispatchId: string, cents: number | null) {
  const { database } = suite.t;
  await database.transaction(async (tx) => {
    await tx
      .update(database.t.dispatchTickets)
      .set({ preAuthorizeOverrideCents: cents })
      .where(eq(database.t.dispatchTickets.dispatchId, dispatchId));
  });
}

const partOf = (closingItemId: string, pricePerUnit: number) => ({
  dispatchPartId: undefined as unknown as string,
  partDetails: {
    isProvidedByContractor: false,
    pricePerUnit,
    taxPerUnit: 0,
    units: 1,
    costPerHour: 0,
    hoursWorked: 0,
    closingItem: { closingItemId, name: 'ignored' },
  },
});

describe('the pre-authorised limit', () => {
  it('refuses tax, shipping and purchase-order cost that take a ticket without parts over its limit', async () => {
    const candidates = (await openTickets()).filter((item) => item.workStatus !== 'Work Complete');
    const bare = candidates[0]!;
    await setOverride(bare.dispatchId, null);
    const before = await ticket(bare.workOrderId);
    const withoutParts = { ...before, dispatchParts: [] };
    const cleared = await save(withoutParts);
    expect(cleared.statusCode).toBe(200);
    const start = cleared.json() as DispatchTicket;

    for (const field of ['tax', 'shipping', 'purchaseOrderCost'] as const) {
      const res = await save({ ...start, [field]: 1_000_000 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ code: 'preAuthorizedLimit', field: 'discountAmount' });
      expect(res.json().errors[0].message).toBe(
        messages.dispatch.changeDiscountText(
          res.json().preAuthorizedAmount.toFixed(2),
          res.json().suggestedDiscount.toFixed(2),
        ),
      );
    }
    const all = await save({ ...start, tax: 1_000_000, shipping: 1_000_000, purchaseOrderCost: 1_000_000 });
    expect(all.statusCode).toBe(422);
    expect(await ticket(bare.workOrderId)).toEqual(start);

    const complete = await save({ ...start, workStatus: 'Work Complete' });
    expect(complete.statusCode).toBe(200);
  });

  it('never refuses a change that lowers or keeps the total of a ticket already over its limit', async () => {
    const candidates = (await openTickets()).filter((item) => item.workStatus !== 'Work Complete');
    const chosen = candidates[1]!;
    const before = await ticket(chosen.workOrderId);
    const closingItemId = (
      await suite.t.app.inject({
        method: 'GET',
        url: `/api/contractor/closingItems/categories?dispatchId=${chosen.dispatchId}`,
        headers: bearer(tokens.contractor),
      })
    ).json()[0].closingItemCategoryId as string;
    const items = await suite.t.app.inject({
      method: 'GET',
      url: `/api/contractor/closingItems?closingItemCategoryId=${closingItemId}`,
      headers: bearer(tokens.contractor),
    });
    const itemId = items.json()[0].closingItemId as string;

    // Over the limit as staff allowed it once (a raised override), then the override is lowered.
    await setOverride(chosen.dispatchId, 1_000_000_00);
    const raised = await save({ ...before, dispatchParts: [...before.dispatchParts, partOf(itemId, 5_000)] });
    expect(raised.statusCode).toBe(200);
    await setOverride(chosen.dispatchId, null);
    let current = await ticket(chosen.workOrderId);
    expect(current.totals.ticketTotal).toBeGreaterThan(current.preAuthorizeAmount);

    const feeCollected = await save({ ...current, serviceCallFeeCollectedAmount: current.serviceCallFee || 75 });
    expect(feeCollected.statusCode).toBe(200);
    current = feeCollected.json();

    const bigPart = current.dispatchParts.find((part) => part.partDetails.pricePerUnit === 5_000)!;
    const removed = await save({
      ...current,
      dispatchParts: current.dispatchParts.filter((part) => part !== bigPart),
    });
    expect(removed.statusCode).toBe(200);
    current = removed.json();

    const complete = await save({ ...current, workStatus: 'Work Complete' });
    expect(complete.statusCode).toBe(200);
  });

  it('refuses a smaller discount that takes the total over the limit', async () => {
    const candidates = (await openTickets()).filter((item) => item.workStatus !== 'Work Complete');
    const chosen = candidates[2]!;
    await setOverride(chosen.dispatchId, null);
    const before = await ticket(chosen.workOrderId);
    const limit = Math.max(before.preAuthorizeAmount, before.preAuthorizeAmountOverride ?? 0);
    const atLimit = await save({ ...before, dispatchParts: [], shipping: limit + 50, discountAmount: 0 });
    expect(atLimit.statusCode).toBe(422);
    const discounted = await save({ ...before, dispatchParts: [], shipping: limit + 50, discountAmount: 50 });
    expect(discounted.statusCode).toBe(200);
    const lessDiscount = await save({ ...(discounted.json() as DispatchTicket), discountAmount: 10 });
    expect(lessDiscount.statusCode).toBe(422);
    expect(lessDiscount.json().errors[0].code).toBe('preAuthorizedLimit');
  });
});
