import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeOfflineDb, offlineDb, wipeAll } from './db.ts';
import { createFakeDispatchServer, sampleTicket } from './fake-dispatch-server.ts';
import { enqueue } from './outbox.ts';
import { createSyncEngine } from './sync-engine.ts';

const ids = { dispatchId: 'd-1', workOrderId: 'WO-1001' };
type Step =
  | { kind: 'note'; text: string }
  | { kind: 'part'; price: number }
  | { kind: 'tax'; value: number }
  | { kind: 'fail'; how: 'network' | 'dropResponse' | 500 }
  | { kind: 'sync' }
  | { kind: 'restart' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('note' as const), text: fc.string({ minLength: 1, maxLength: 8 }) }),
  fc.record({ kind: fc.constant('part' as const), price: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('tax' as const), value: fc.integer({ min: 0, max: 30 }) }),
  fc.record({
    kind: fc.constant('fail' as const),
    how: fc.constantFrom('network' as const, 'dropResponse' as const, 500 as const),
  }),
  fc.record({ kind: fc.constant('sync' as const) }),
  fc.record({ kind: fc.constant('restart' as const) }),
);

describe('outbox replay under lost responses, server errors and restarts', () => {
  it('leaves the server exactly as if each change had been applied once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        await wipeAll();
        const server = createFakeDispatchServer([sampleTicket({ preAuthorizeAmount: 100_000 })]);
        await offlineDb().tickets.put(sampleTicket({ preAuthorizeAmount: 100_000 }));
        let engine = createSyncEngine(server.transport, { minDelayMs: 60_000 });
        const expected = { notes: [] as string[], prices: [] as number[], tax: 0 };
        let shownTax = 0;

        for (const s of steps) {
          if (s.kind === 'note') {
            await enqueue({ name: 'createNote', args: { ...ids, note: s.text } });
            expected.notes.unshift(s.text);
          } else if (s.kind === 'part') {
            const part = {
              clientPartId: `c-${expected.prices.length}`,
              partDetails: {
                isProvidedByContractor: false,
                pricePerUnit: s.price,
                taxPerUnit: 0,
                units: 1,
                costPerHour: 0,
                hoursWorked: 0,
                closingItem: { closingItemId: 'ci', name: 'Part' },
              },
            };
            await enqueue({ name: 'addPart', args: { ...ids, part } });
            expected.prices.push(s.price);
          } else if (s.kind === 'tax') {
            await enqueue({
              name: 'updateTicket',
              args: { ...ids, changes: { tax: s.value }, before: { tax: shownTax } },
            });
            shownTax = s.value;
            expected.tax = s.value;
          } else if (s.kind === 'fail') {
            server.failures.push(s.how);
          } else if (s.kind === 'sync') {
            await engine.syncNow();
          } else {
            closeOfflineDb();
            engine = createSyncEngine(server.transport, { minDelayMs: 60_000 });
          }
        }
        server.failures.length = 0;
        await engine.syncNow();

        const held = server.tickets.get('d-1')!;
        expect(await offlineDb().outbox.count()).toBe(0);
        expect(held.notes.map((n) => n.note)).toEqual(expected.notes);
        expect(held.dispatchParts.map((p) => p.partDetails.pricePerUnit)).toEqual(expected.prices);
        expect(held.tax).toBe(expected.tax);
      }),
      { numRuns: 60 },
    );
    closeOfflineDb();
  });
});
