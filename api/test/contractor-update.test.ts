/** Saving a ticket (values, parts, work status), its refusals, and notes. */
import {
  type DispatchNote,
  type DispatchTicket,
  messages,
  partRuleMessages,
  preAuthorizedLimit,
  suggestedDiscount,
} from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { contractorTestApp } from './contractor-helpers.ts';
import { bearer } from './helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

async function ticket(workOrderId: string, token = tokens.contractor): Promise<DispatchTicket> {
  const res = await suite.t.app.inject({
    method: 'GET',
    url: `/api/contractor/dispatch/${workOrderId}`,
    headers: bearer(token!),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** `null`: nobody signed in. */
function save(body: Record<string, unknown> & { dispatchId: string }, token: string | null = tokens.contractor) {
  return suite.t.app.inject({
    method: 'POST',
    url: `/api/contractor/dispatch/${body.dispatchId}`,
    payload: body,
    ...(token ? { headers: bearer(token) } : {}),
  });
}

function note(dispatchId: string, text: string, token = tokens.contractor) {
  return suite.t.app.inject({
    method: 'POST',
    url: '/api/contractor/dispatch/createNote',
    payload: { dispatchId, note: text },
    headers: bearer(token!),
  });
}

const newPart = (closingItemId: string, p: Partial<DispatchTicket['dispatchParts'][number]['partDetails']>) => ({
  partDetails: {
    isProvidedByContractor: false,
    pricePerUnit: 0,
    taxPerUnit: 0,
    units: 0,
    costPerHour: 0,
    hoursWorked: 0,
    closingItem: { closingItemId, name: 'ignored' },
    ...p,
  },
});

describe('POST /api/contractor/dispatch/{dispatchId}', () => {
  it('saves the values, version + 1, and sets the fee flag when an amount is collected', async () => {
    const before = await ticket('WO-104275');
    const res = await save({
      ...before,
      shipping: 12.34,
      tax: 1.1,
      discountAmount: 5,
      serviceCallFeeCollectedAmount: 75,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as DispatchTicket;
    expect(after).toMatchObject({
      version: before.version + 1,
      shipping: 12.34,
      tax: 1.1,
      discountAmount: 5,
      serviceCallFeeCollectedAmount: 75,
      wasServiceCallFeeCollected: true,
    });
    expect(after.totals.ticketTotal).toBe(Math.round((before.totals.ticketTotal + 12.34 + 1.1 - 5) * 100) / 100);
    expect(await ticket('WO-104275')).toEqual(after);
  });

  it('adds, changes and removes parts from the whole list it is sent', async () => {
    const before = await ticket('WO-104275');
    const [first, labor] = before.dispatchParts;
    const body = {
      ...before,
      dispatchParts: [
        { ...first!, partDetails: { ...first!.partDetails, units: 2 } },
        newPart('ci-1-2-1', { pricePerUnit: 68, taxPerUnit: 4.93, units: 1, isProvidedByContractor: true }),
      ],
    };
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    const after = res.json() as DispatchTicket;
    expect(after.version).toBe(before.version + 1);
    expect(after.dispatchParts).toHaveLength(2);
    expect(after.dispatchParts[0]).toMatchObject({ dispatchPartId: first!.dispatchPartId, partDetails: { units: 2 } });
    expect(after.dispatchParts[1]!.dispatchPartId).toEqual(expect.any(String));
    expect(after.dispatchParts[1]!.partDetails.closingItem.name).toBe('Washer drain pump');
    expect(after.dispatchParts.some((p) => p.dispatchPartId === labor!.dispatchPartId)).toBe(false);
  });

  it('ignores read-only and unknown fields', async () => {
    const before = await ticket('WO-104275');
    const res = await save({
      ...before,
      status: 'paid',
      contractorStatus: 'closed',
      preAuthorizeAmount: 99999,
      preAuthorizeAmountOverride: 99999,
      serviceCallFee: 0,
      customerName: 'Someone Else',
      somethingNew: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: before.status,
      preAuthorizeAmount: before.preAuthorizeAmount,
      preAuthorizeAmountOverride: null,
      serviceCallFee: before.serviceCallFee,
      customerName: before.customerName,
    });
  });

  it('refuses an older version with 409 and currentVersion, writing nothing', async () => {
    const before = await ticket('WO-104275');
    const res = await save({ ...before, version: before.version - 1, shipping: 99 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      hasErrors: true,
      errors: [{ message: 'This ticket was changed since you opened it.', field: 'version', code: 'versionConflict' }],
      currentVersion: before.version,
    });
    expect(await ticket('WO-104275')).toEqual(before);
  });

  it('refuses a total over the pre-authorized amount with 422 naming it, writing nothing', async () => {
    const before = await ticket('WO-104275');
    const limit = preAuthorizedLimit(before);
    const overPart = newPart('ci-1-1-3', { pricePerUnit: limit + 100, units: 1 });
    const body = { ...before, dispatchParts: [...before.dispatchParts, overPart] };
    const res = await save(body);
    expect(res.statusCode).toBe(422);
    const answer = res.json();
    const expectedDiscount = suggestedDiscount({ ...body, dispatchParts: body.dispatchParts });
    expect(answer.errors[0].message).toBe(
      messages.dispatch.changeDiscountText(limit.toFixed(2), expectedDiscount.toFixed(2)),
    );
    expect(answer.errors[0].message).toContain(`pre-authorized amount of $${limit.toFixed(2)}`);
    expect(answer).toMatchObject({ preAuthorizedAmount: limit, suggestedDiscount: expectedDiscount });
    expect(await ticket('WO-104275')).toEqual(before);

    // The suggested discount brings it back under the limit.
    const fixed = await save({ ...body, discountAmount: expectedDiscount });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().totals.ticketTotal).toBeLessThanOrEqual(limit);
  });

  it('refuses negative amounts, units and hours with the field named', async () => {
    const before = await ticket('WO-104274');
    const negativeShipping = await save({ ...before, shipping: -1 });
    expect(negativeShipping.statusCode).toBe(400);
    expect(negativeShipping.json().errors.map((e: { field: string }) => e.field)).toContain('shipping');
    const negativeUnits = await save({
      ...before,
      dispatchParts: [newPart('ci-2-1-2', { pricePerUnit: 5, units: -2 })],
    });
    expect(negativeUnits.statusCode).toBe(400);
    expect(negativeUnits.json().errors[0].field).toBe('dispatchParts.0.partDetails.units');
    const negativeHours = await save({
      ...before,
      dispatchParts: [newPart('ci-2-1-5', { costPerHour: 90, hoursWorked: -1 })],
    });
    expect(negativeHours.json().errors[0].field).toBe('dispatchParts.0.partDetails.hoursWorked');
    const missingVersion = await save({ dispatchId: before.dispatchId, shipping: 1 });
    expect(missingVersion.statusCode).toBe(400);
    expect(missingVersion.json().errors[0].field).toBe('version');
    expect(await ticket('WO-104274')).toEqual(before);
  });

  it('refuses a new part priced $0, and labour at $0 an hour, in plain words, changing nothing', async () => {
    const before = await ticket('WO-104274');
    const freePart = await save({
      ...before,
      dispatchParts: [...before.dispatchParts, newPart('ci-2-1-2', { pricePerUnit: 0, taxPerUnit: 1, units: 1 })],
    });
    expect(freePart.statusCode).toBe(400);
    expect(freePart.json().errors).toEqual([
      expect.objectContaining({
        field: `dispatchParts.${before.dispatchParts.length}.partDetails.pricePerUnit`,
        message: partRuleMessages.zeroPrice,
        code: 'validation',
      }),
    ]);
    const freeLabor = await save({
      ...before,
      dispatchParts: [newPart('ci-2-1-5', { pricePerUnit: 40, costPerHour: 0, hoursWorked: 1 })],
    });
    expect(freeLabor.statusCode).toBe(400);
    expect(freeLabor.json().errors[0]).toMatchObject({
      field: 'dispatchParts.0.partDetails.costPerHour',
      message: partRuleMessages.zeroRate,
    });
    // Less than a cent is $0.
    const tiny = await save({ ...before, dispatchParts: [newPart('ci-2-1-2', { pricePerUnit: 0.001, units: 1 })] });
    expect(tiny.statusCode).toBe(400);
    expect(await ticket('WO-104274')).toEqual(before);

    const priced = await save({
      ...before,
      dispatchParts: [...before.dispatchParts, newPart('ci-2-1-2', { pricePerUnit: 0.01, units: 1 })],
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().dispatchParts).toHaveLength(before.dispatchParts.length + 1);
  });

  it('keeps a $0 part or labour line marked no charge, and refuses a no-charge line with a price', async () => {
    const before = await ticket('WO-104274');
    const priced = await save({
      ...before,
      dispatchParts: [...before.dispatchParts, newPart('ci-2-1-2', { pricePerUnit: 9.5, units: 1, isNoCharge: true })],
    });
    expect(priced.statusCode).toBe(400);
    expect(priced.json().errors).toEqual([
      expect.objectContaining({
        field: `dispatchParts.${before.dispatchParts.length}.partDetails.pricePerUnit`,
        message: partRuleMessages.pricedNoCharge,
        code: 'validation',
      }),
    ]);
    const ratedLabor = await save({
      ...before,
      dispatchParts: [newPart('ci-2-1-5', { costPerHour: 80, hoursWorked: 1, isNoCharge: true })],
    });
    expect(ratedLabor.statusCode).toBe(400);
    expect(ratedLabor.json().errors[0]).toMatchObject({
      field: 'dispatchParts.0.partDetails.costPerHour',
      message: partRuleMessages.ratedNoCharge,
    });
    expect(await ticket('WO-104274')).toEqual(before);

    const free = await save({
      ...before,
      dispatchParts: [
        ...before.dispatchParts,
        newPart('ci-2-1-2', { units: 2, isNoCharge: true }),
        newPart('ci-2-1-5', { hoursWorked: 0.5, isNoCharge: true }),
      ],
    });
    expect(free.statusCode).toBe(200);
    const added = (free.json() as DispatchTicket).dispatchParts.slice(-2).map((p) => p.partDetails);
    expect(added).toEqual([
      expect.objectContaining({ pricePerUnit: 0, units: 2, isNoCharge: true }),
      expect.objectContaining({ costPerHour: 0, hoursWorked: 0.5, isNoCharge: true }),
    ]);
    // Read again, the lines are still no charge; a part sent without the mark is a charged one.
    const reread = await ticket('WO-104274');
    expect(reread.dispatchParts.slice(-2).map((p) => p.partDetails.isNoCharge)).toEqual([true, true]);
    expect(reread.dispatchParts.slice(0, -2).every((p) => p.partDetails.isNoCharge === false)).toBe(true);
  });

  it('refuses unknown parts and closing items', async () => {
    const before = await ticket('WO-104274');
    const foreign = await save({
      ...before,
      dispatchParts: [{ ...newPart('ci-2-1-1', { pricePerUnit: 1, units: 1 }), dispatchPartId: 'DSP-600101-P1' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('dispatchParts.0.dispatchPartId');
    const unknownItem = await save({ ...before, dispatchParts: [newPart('ci-nope', { pricePerUnit: 1, units: 1 })] });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json().errors[0].field).toBe('dispatchParts.0.partDetails.closingItem.closingItemId');
  });

  it('moves the work to complete on request, and refuses work statuses that are staff’s', async () => {
    const before = await ticket('WO-104273');
    const refused = await save({ ...before, workStatus: 'Paid' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('workStatus');
    const done = await save({ ...before, workStatus: 'Work Complete' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'workComplete',
      contractorStatus: 'workComplete',
      workStatus: 'Work Complete',
    });
    expect(done.json().completedAt).toEqual(expect.any(String));
  });

  it('refuses changes to tickets waiting for payment or closed', async () => {
    const pending = await ticket('WO-104264');
    expect(pending.status).toBe('completePendingPayment');
    const res = await save({ ...pending, shipping: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toMatch(/waiting for payment.*can no longer be changed/);
    const paid = await ticket('WO-104262');
    expect(paid.status).toBe('paid');
    const closed = await save({ ...paid, shipping: 1 });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors[0].message).toMatch(/closed \(paid\)/);
    expect((await note(paid.dispatchId, 'late note')).statusCode).toBe(422);
  });

  it('is for the ticket’s own contractor only', async () => {
    const theirs = await ticket('WO-205215', tokens.contractor2);
    expect((await save(theirs, tokens.contractor)).statusCode).toBe(404);
    expect((await save(theirs, tokens.homeowner)).statusCode).toBe(403);
    expect((await save(theirs, null)).statusCode).toBe(401);
    expect((await save({ ...theirs, dispatchId: 'DSP-nope' })).statusCode).toBe(404);
  });
});

describe('POST /api/contractor/dispatch/createNote', () => {
  it('adds trimmed notes, newest first, each one version + 1', async () => {
    const before = await ticket('WO-104272');
    const first = await note(before.dispatchId, '  Ordered the part.  ');
    expect(first.statusCode).toBe(200);
    const { ticketVersion: firstVersion, ...created } = first.json() as DispatchNote & { ticketVersion: number };
    expect(created).toEqual({
      noteId: expect.any(String),
      note: 'Ordered the part.',
      createdAt: expect.any(String),
      createdBy: 'Carlos Castillo',
    });
    expect(firstVersion).toBe(before.version + 1);
    const { ticketVersion: _v, ...second } = (await note(before.dispatchId, 'Part arrived.')).json() as DispatchNote & {
      ticketVersion: number;
    };
    const after = await ticket('WO-104272');
    expect(after.version).toBe(before.version + 2);
    expect(after.notes.slice(0, 2)).toEqual([second, created]);
    expect(after.notes).toHaveLength(before.notes.length + 2);
  });

  it('refuses an empty or too long note, and another contractor’s ticket', async () => {
    const before = await ticket('WO-104272');
    const empty = await note(before.dispatchId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ message: 'Please enter a note.', field: 'note', code: 'validation' });
    const long = await note(before.dispatchId, 'x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('note');
    expect((await note('DSP-600101', 'not mine')).statusCode).toBe(404);
    expect(await ticket('WO-104272')).toEqual(before);
  });
});

describe('the service agreement gate', () => {
  it('refuses ticket changes until the agreement is accepted', async () => {
    const own = await ticket('WO-205215', tokens.contractor2);
    const refused = await save({ ...own, shipping: 3 }, tokens.contractor2);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe('Please accept the service agreement before working tickets.');
    expect((await note(own.dispatchId, 'hello', tokens.contractor2)).statusCode).toBe(403);

    const agreed = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contractor/agreement',
      payload: { isAgreed: true },
      headers: bearer(tokens.contractor2!),
    });
    expect(agreed.statusCode).toBe(200);
    const accepted = await save({ ...own, shipping: 3 }, tokens.contractor2);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ shipping: 3, version: own.version + 1 });
  });
});
