import { describe, expect, it } from 'vitest';
import type { OutboxItem } from './db.ts';
import { classifyFailure, explainFailure } from './failures.ts';
import { sampleTicket } from './fake-dispatch-server.ts';
import { findConflict, updateRequestBody, viewTicket } from './ticket-view.ts';

const base = { clientId: 'c', idempotencyKey: 'k', createdAt: '', attempts: 0, lastError: null };
const ids = { dispatchId: 'd-1', workOrderId: 'WO-1001' };
const item = (
  seq: number,
  rest: Omit<OutboxItem, keyof typeof base | 'seq' | 'status'>,
  status: OutboxItem['status'] = 'pending',
) => ({ ...base, ...rest, seq, status }) as OutboxItem;
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
      item(3, { name: 'updateTicket', args: { ...ids, changes: { discountAmount: 20 }, before: {} } }),
      item(1, { name: 'updateTicket', args: { ...ids, changes: { discountAmount: 10, tax: 4 }, before: {} } }),
      item(2, { name: 'createNote', args: { ...ids, note: 'new' } }),
      item(4, { name: 'addPart', args: { ...ids, part: valve } }),
      item(5, { name: 'updateTicket', args: { ...ids, changes: { shipping: 99 }, before: {} } }, 'failed'),
      item(6, { name: 'createNote', args: { ...ids, dispatchId: 'd-2', note: 'other ticket' } }),
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
        item(1, {
          name: 'updateTicket',
          args: { ...ids, changes: { serviceCallFeeCollectedAmount: amount }, before: {} },
        }),
      ]).wasServiceCallFeeCollected;
    expect(collect(75)).toBe(true);
    expect(collect(0)).toBe(false);
  });

  it('sends the server copy plus the change at the server copy version, without local-only fields', () => {
    const server = sampleTicket({ version: 7 });
    const body = updateRequestBody(server, { name: 'addPart', args: { ...ids, part: valve } });
    expect(body.version).toBe(7);
    expect(body.dispatchParts).toEqual([{ partDetails: valve.partDetails }]);
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

describe('failure classes', () => {
  it.each([
    [{ status: 0, isNetworkError: true }, 'retry'],
    [{ status: 503 }, 'retry'],
    [{ status: 409, errors: [{ message: 'A request with this key is still being handled.' }] }, 'retry'],
    [{ status: 409, errors: [{ message: 'Ticket changed', field: 'version' }] }, 'versionConflict'],
    [{ status: 401 }, 'signIn'],
    [{ status: 422, errors: [{ message: 'Over the limit' }] }, 'rejected'],
    [{ status: 403 }, 'rejected'],
    [new TypeError('Failed to fetch'), 'retry'],
  ])('%j is %s', (error, kind) => {
    expect(classifyFailure(error)).toBe(kind);
  });

  it('explains a refusal with the server words, or a plain sentence', () => {
    expect(explainFailure({ status: 422, errors: [{ message: 'This ticket is closed.' }] })).toBe(
      'This ticket is closed.',
    );
    expect(explainFailure({ status: 413, errors: [] })).toBe('This file is too large to send.');
    expect(explainFailure({ status: 0, isNetworkError: true })).toMatch(/online/);
  });
});
