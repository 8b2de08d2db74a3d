/**
 * The outbox property, shared by the single-process test (app.inject) and the cluster test (HTTP through a
 * round-robin proxy to several processes): random sequences of edits, lost requests, lost responses,
 * server errors, app restarts and server restarts end with the server holding exactly each edit once, in
 * order. The web app's own outbox and sync engine run in Node over fake-indexeddb.
 */
import 'fake-indexeddb/auto';
import type { SyncBatchResponse } from '@hw/shared';
import fc from 'fast-check';
import { expect } from 'vitest';
import '../../web/src/app/offline-registrations.ts';
import { tickets } from '../../web/src/features/contractor/offline/stores.ts';
import { addPart, createNote, updateTicket } from '../../web/src/features/contractor/offline/ticket-mutations.ts';
import type { DispatchTicket } from '../../web/src/features/contractor/offline/types.ts';
import { closeOfflineDb, offlineDb } from '../../web/src/offline/db.ts';
import { enqueue } from '../../web/src/offline/outbox.ts';
import { wipeAll } from '../../web/src/offline/storage.ts';
import { type BatchedAnswer, createSyncEngine, type SyncTransport } from '../../web/src/offline/sync-engine.ts';

export type Failure = 'network' | 'dropResponse' | 500;
type Step =
  | { kind: 'note'; text: string }
  | { kind: 'part'; price: number }
  | { kind: 'tax'; value: number }
  | { kind: 'fail'; how: Failure }
  | { kind: 'sync' }
  | { kind: 'restartApp' }
  | { kind: 'restartServer'; which: number };

const steps = (servers: number): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('note' as const), text: fc.string({ minLength: 1, maxLength: 12 }) }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ kind: fc.constant('part' as const), price: fc.integer({ min: 1, max: 40 }) }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('tax' as const), value: fc.integer({ min: 0, max: 30 }) }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('fail' as const),
        how: fc.constantFrom<Failure>('network', 'dropResponse', 500),
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('sync' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('restartApp' as const) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('restartServer' as const),
        which: fc.integer({ min: 0, max: servers - 1 }),
      }),
    },
  );

const networkError = () => ({ status: 0, isNetworkError: true, errors: [{ message: 'Network request failed' }] });

/** Sends one request to the server and answers its status and body text. */
export type Send = (
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  headers: Record<string, string>,
) => Promise<{ status: number; text: string }>;

/**
 * A transport shaped like the web app's api client (its errors carry status, errors, body), failing as
 * `failures` says: a network error before the request, a lost response after the server handled it, or a 500.
 */
export function failingTransport(send: Send, token: string, failures: Failure[]): SyncTransport {
  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const failure = failures.shift();
    if (failure === 'network') throw networkError();
    if (failure === 500) throw { status: 500, errors: [{ message: 'Server Error. Response Code 500' }] };
    const response = await send(method, url, body, { authorization: `Bearer ${token}`, ...headers });
    if (failure === 'dropResponse') throw networkError();
    const data = response.text ? JSON.parse(response.text) : undefined;
    if (response.status >= 400 || data?.hasErrors) {
      throw { status: response.status, errors: data?.errors ?? [], body: data };
    }
    return data as T;
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body, headers) => call('POST', path, body, headers),
    // Runs of notes go together, as the app sends them; a failure takes the whole batch request.
    async batch(calls) {
      const { results } = await call<SyncBatchResponse>('POST', '/api/sync/batch', { mutations: calls });
      return results.map((result): BatchedAnswer => {
        if (result.outcome === 'notRun') return 'notRun';
        if (result.outcome === 'refused') {
          const body = result.body as { errors?: unknown[] } | null;
          return { error: { status: result.status, errors: body?.errors ?? [], body } };
        }
        return { answer: result.body };
      });
    },
  };
}

/** An open ticket of the signed-in contractor and a part it can add. */
export async function pickTicket(transport: SyncTransport) {
  const search = await transport.post<{ items: DispatchTicket[] }>(
    '/api/contractor/dispatch/search',
    { page: 0, contractorStatus: 'open' },
    {},
  );
  const { workOrderId, dispatchId } = search.items[0]!;
  const [category] = await transport.get<{ closingItemCategoryId: string }[]>(
    `/api/contractor/closingItems/categories?dispatchId=${dispatchId}`,
  );
  const items = await transport.get<{ closingItemId: string; name: string; kind: string }[]>(
    `/api/contractor/closingItems?closingItemCategoryId=${category!.closingItemCategoryId}`,
  );
  const item = items.find((i) => i.kind === 'part') ?? items[0]!;
  return { ids: { dispatchId, workOrderId }, item };
}

export interface OutboxPropertyOptions {
  transport: SyncTransport;
  /** The failures the transport takes, one per request, in order. */
  failures: Failure[];
  /** How many server processes `restartServer` may pick from. */
  servers: number;
  restartServer(which: number): Promise<void>;
  numRuns: number;
}

/** Runs the property on the first open ticket (the caller leaves room under its pre-authorised limit). */
export async function checkOutboxProperty(options: OutboxPropertyOptions): Promise<void> {
  const { transport, failures } = options;
  const { ids, item } = await pickTicket(transport);
  await fc.assert(
    fc.asyncProperty(fc.array(steps(options.servers), { maxLength: 20 }), async (run) => {
      failures.length = 0;
      await wipeAll();
      const before = await transport.get<DispatchTicket>(`/api/contractor/dispatch/${ids.workOrderId}`);
      await tickets.table().put(before);
      let engine = createSyncEngine(transport, { minDelayMs: 60_000 });
      const expected = {
        notes: before.notes.map((n) => n.note),
        prices: before.dispatchParts.map((p) => p.partDetails.pricePerUnit),
        tax: before.tax,
      };
      let shownTax = before.tax;

      for (const s of run) {
        if (s.kind === 'note') {
          await enqueue(createNote, { ...ids, note: s.text });
          // The server trims notes; a blank one is not a note.
          expected.notes.unshift(s.text.trim() || '__blank__');
        } else if (s.kind === 'part') {
          const part = {
            clientPartId: crypto.randomUUID(),
            partDetails: {
              isProvidedByContractor: false,
              pricePerUnit: s.price,
              taxPerUnit: 0,
              units: 1,
              costPerHour: 0,
              hoursWorked: 0,
              closingItem: { closingItemId: item.closingItemId, name: item.name },
            },
          };
          await enqueue(addPart, { ...ids, part });
          expected.prices.push(s.price);
        } else if (s.kind === 'tax') {
          await enqueue(updateTicket, { ...ids, changes: { tax: s.value }, before: { tax: shownTax } });
          shownTax = s.value;
          expected.tax = s.value;
        } else if (s.kind === 'fail') {
          failures.push(s.how);
        } else if (s.kind === 'sync') {
          await engine.syncNow();
        } else if (s.kind === 'restartApp') {
          closeOfflineDb();
          engine = createSyncEngine(transport, { minDelayMs: 60_000 });
        } else {
          await options.restartServer(s.which);
        }
      }
      failures.length = 0;
      await engine.syncNow();

      const outbox = await offlineDb().outbox.toArray();
      const after = await transport.get<DispatchTicket>(`/api/contractor/dispatch/${ids.workOrderId}`);
      // A blank note is refused by the server (400) and stays on the device, explained, for the technician.
      const refused = outbox.filter((row) => row.status === 'failed');
      expect(outbox.length).toBe(refused.length);
      expect(refused.every((row) => row.name === 'createNote')).toBe(true);
      expect(after.notes.map((n) => n.note)).toEqual(expected.notes.filter((n) => n !== '__blank__'));
      expect(after.dispatchParts.map((p) => p.partDetails.pricePerUnit)).toEqual(expected.prices);
      expect(after.tax).toBe(expected.tax);
    }),
    { numRuns: options.numRuns },
  );
}
