import 'fake-indexeddb/auto';
import '#web/testing/app-offline-registrations.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeOfflineDb, offlineDb } from '#web/offline/db.ts';
import { enqueue } from '#web/offline/outbox.ts';
import { wipeAll } from '#web/offline/storage.ts';
import { createSyncEngine } from '#web/offline/sync-engine.ts';
import { createFakeDispatchServer, sampleTicket } from '#web/testing/fake-dispatch-server.ts';
import { tickets } from './stores.ts';
import { addPart, createNote, updateTicket } from './ticket-mutations.ts';

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

describe('ticket changes replayed under lost responses, server errors and restarts', () => {
  it('leaves the server exactly as if each change had been applied once, in order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
        await wipeAll();
        const server = createFakeDispatchServer([sampleTicket({ preAuthorizeAmount: 100_000 })]);
        await tickets.table().put(sampleTicket({ preAuthorizeAmount: 100_000 }));
        let engine = createSyncEngine(server.transport, { minDelayMs: 60_000 });
        const expected = { notes: [] as string[], prices: [] as number[], tax: 0, refused: 0 };
        let shownTax = 0;

        for (const s of steps) {
          if (s.kind === 'note') {
            await enqueue(createNote, { ...ids, note: s.text });
            // The server trims notes and refuses a blank one, which stays on the device for the technician.
            if (s.text.trim()) expected.notes.unshift(s.text.trim());
            else expected.refused += 1;
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
            await enqueue(addPart, { ...ids, part });
            expected.prices.push(s.price);
          } else if (s.kind === 'tax') {
            await enqueue(updateTicket, { ...ids, changes: { tax: s.value }, before: { tax: shownTax } });
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
        const left = await offlineDb().outbox.toArray();
        expect(left.map((row) => [row.name, row.status])).toEqual(
          Array(expected.refused).fill(['createNote', 'failed']),
        );
        expect(held.notes.map((n) => n.note)).toEqual(expected.notes);
        expect(held.dispatchParts.map((p) => p.partDetails.pricePerUnit)).toEqual(expected.prices);
        expect(held.tax).toBe(expected.tax);
      }),
      { numRuns: 60 },
    );
    closeOfflineDb();
  });
});
