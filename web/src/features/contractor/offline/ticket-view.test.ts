import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '#web/offline/db.ts';
import { sampleTicket } from '#web/testing/fake-dispatch-server.ts';
import { viewTicket } from './ticket-mutations.ts';
import { findConflict, updateRequestBody, withChanges, withPart } from './ticket-view.ts';

const base = { clientId: 'c', idempotencyKey: 'k', createdAt: '', attempts: 0, lastError: null };
const ids = { dispatchId: 'd-1', workOrderId: 'WO-1001' };
const item = (seq: number, name: string, args: object, status: OutboxItem['status'] = 'pending'): OutboxItem => ({
  ...base,
  name,
  args: { ...ids, ...args },
  seq,
  status,
});
const valve = {
  clientPartId: 'c-1',
  partDetails: {
    isProvidedByContractor: false,
    pricePerUnit: 40,
    taxPerUnit: 2,
    units: 2,
    costPerHour: 0,
    hoursWorked: 0,
    closingItem: { closingItemId: 'ci-1', name: 'Valve' },
  },
};

describe('the ticket on screen', () => {
  it('is the server copy with the waiting changes applied in seq order, failed ones left out', () => {
    const server = sampleTicket({ notes: [{ noteId: 'n-1', note: 'old' }] });
    const view = viewTicket(server, [
      item(3, 'updateTicket', { changes: { discountAmount: 20 }, before: {} }),
      item(1, 'updateTicket', { changes: { discountAmount: 10, tax: 4 }, before: {} }),
      item(2, 'createNote', { note: 'new' }),
      item(4, 'addPart', { part: valve }),
      item(5, 'updateTicket', { changes: { shipping: 99 }, before: {} }, 'failed'),
      item(6, 'createNote', { dispatchId: 'd-2', note: 'other ticket' }),
      item(7, 'addEntry', { note: 'another feature' }),
    ]);
    expect(view).toMatchObject({ discountAmount: 20, tax: 4, shipping: 0 });
    expect(view.notes.map((n) => [n.note, !!n.pending])).toEqual([
      ['new', true],
      ['old', false],
    ]);
    expect(view.dispatchParts).toEqual([{ ...valve, pending: true }]);
    expect(server.notes).toHaveLength(1);
  });

  it('marks the service fee collected only when the collected amount is above 0', () => {
    const collect = (amount: number) =>
      viewTicket(sampleTicket(), [
        item(1, 'updateTicket', { changes: { serviceCallFeeCollectedAmount: amount }, before: {} }),
      ]).wasServiceCallFeeCollected;
    expect(collect(75)).toBe(true);
    expect(collect(0)).toBe(false);
  });

  it('shows values by the rule the server applies: Work Complete completes, a refused change shows nothing', () => {
    const done = withChanges(sampleTicket(), { workStatus: 'Work Complete' });
    expect(done).toMatchObject({
      status: 'workComplete',
      contractorStatus: 'workComplete',
      workStatus: 'Work Complete',
    });
    const closed = sampleTicket({ status: 'paid', contractorStatus: 'closed' });
    expect(withChanges(closed, { shipping: 10 })).toBe(closed);
    expect(withChanges(sampleTicket(), { workStatus: 'Paid' })).toMatchObject({ workStatus: 'Scheduled' });
  });

  it('sends the change on the server copy at its version, a new part with its clientPartId and not as waiting', () => {
    const server = sampleTicket({ version: 7 });
    const body = updateRequestBody(server, withPart(server, valve));
    expect(body.version).toBe(7);
    expect(body.dispatchParts).toEqual([{ clientPartId: valve.clientPartId, partDetails: valve.partDetails }]);
  });

  it('finds a conflict only where the server moved away from both the old and the new value', () => {
    const server = sampleTicket({ discountAmount: 30, tax: 7, version: 3 });
    expect(findConflict(server, { tax: 7 }, { tax: 0 })).toBeNull();
    expect(findConflict(server, { discountAmount: 10 }, { discountAmount: 30 })).toBeNull();
    expect(findConflict(server, { discountAmount: 10, tax: 9 }, { discountAmount: 0, tax: 7 })).toEqual({
      fields: ['discountAmount'],
      mine: { discountAmount: 10 },
      theirs: { discountAmount: 30 },
      serverVersion: 3,
    });
  });
});
