/**
 * The web app's outbox and sync engine (web/src/offline) with the contractor's ticket changes
 * (web/src/features/contractor/offline) against the real API and database:
 * random sequences of edits, lost requests, lost responses, server errors, app restarts and server
 * restarts end with the server holding exactly each edit once, in order. Runs on both dialects.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { freshDatabase, type TestDatabase } from '../../api/test/helper.ts';
import '../../web/src/app/offline-registrations.ts';
import { tickets } from '../../web/src/features/contractor/offline/stores.ts';
import { addPart, createNote, updateTicket } from '../../web/src/features/contractor/offline/ticket-mutations.ts';
import type { DispatchTicket } from '../../web/src/features/contractor/offline/types.ts';
import { closeOfflineDb, offlineDb } from '../../web/src/offline/db.ts';
import { enqueue } from '../../web/src/offline/outbox.ts';
import { wipeAll } from '../../web/src/offline/storage.ts';
import { createSyncEngine, type SyncTransport } from '../../web/src/offline/sync-engine.ts';

type Failure = 'network' | 'dropResponse' | 500;
type Step =
  | { kind: 'note'; text: string }
  | { kind: 'part'; price: number }
  | { kind: 'tax'; value: number }
  | { kind: 'fail'; how: Failure }
  | { kind: 'sync' }
  | { kind: 'restartApp' }
  | { kind: 'restartServer' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('note' as const), text: fc.string({ minLength: 1, maxLength: 12 }) }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('part' as const), price: fc.integer({ min: 1, max: 40 }) }) },
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
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restartServer' as const) }) },
);

const networkError = () => ({ status: 0, isNetworkError: true, errors: [{ message: 'Network request failed' }] });

/** The real app behind app.inject, with failures injected before or after the server handles a request. */
function injectTransport(server: () => FastifyInstance, token: string, failures: Failure[]): SyncTransport {
  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const failure = failures.shift();
    if (failure === 'network') throw networkError();
    if (failure === 500) throw { status: 500, errors: [{ message: 'Server Error. Response Code 500' }] };
    const response = await server().inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (failure === 'dropResponse') throw networkError();
    const data = response.body ? JSON.parse(response.body) : undefined;
    if (response.statusCode >= 400 || data?.hasErrors) {
      throw { status: response.statusCode, errors: data?.errors ?? [], body: data };
    }
    return data as T;
  }
  return { get: (path) => call('GET', path), post: (path, body, headers) => call('POST', path, body, headers) };
}

describe('outbox replay against the real API', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let token: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'hw-sync-files-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-0123456789-0123456789-abcdef' });
  const startServer = async () => {
    app = await buildApp(config, testDb.database);
    await app.ready();
  };

  beforeAll(async () => {
    testDb = await freshDatabase();
    await startServer();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { grant_type: 'password', username: 'contractor@example.com', password: 'demo-password' },
    });
    token = signIn.json().access_token;
  });
  afterAll(async () => {
    closeOfflineDb();
    await app.close();
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves the server exactly as if each edit had been applied once, in order', async () => {
    const failures: Failure[] = [];
    const transport = injectTransport(() => app, token, failures);
    const search = await transport.post<{ items: DispatchTicket[] }>(
      '/api/contractor/dispatch/search',
      { page: 0, contractorStatus: 'open' },
      {},
    );
    const { workOrderId, dispatchId } = search.items[0]!;
    const ids = { dispatchId, workOrderId };
    const [category] = await transport.get<{ closingItemCategoryId: string }[]>(
      `/api/contractor/closingItems/categories?dispatchId=${dispatchId}`,
    );
    const items = await transport.get<{ closingItemId: string; name: string; kind: string }[]>(
      `/api/contractor/closingItems?closingItemCategoryId=${category!.closingItemCategoryId}`,
    );
    const item = items.find((i) => i.kind === 'part') ?? items[0]!;
    // Room under the pre-authorised limit for every part a run adds, so no edit is refused.
    await testDb.database.transaction(async (tx) => {
      const { dispatchTickets } = testDb.database.t;
      const { eq } = await import('drizzle-orm');
      await tx
        .update(dispatchTickets)
        .set({ preAuthorizeOverrideCents: 100_000_000 })
        .where(eq(dispatchTickets.dispatchId, dispatchId));
    });

    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 20 }), async (steps) => {
        failures.length = 0;
        await wipeAll();
        const before = await transport.get<DispatchTicket>(`/api/contractor/dispatch/${workOrderId}`);
        await tickets.table().put(before);
        let engine = createSyncEngine(transport, { minDelayMs: 60_000 });
        const expected = {
          notes: before.notes.map((n) => n.note),
          prices: before.dispatchParts.map((p) => p.partDetails.pricePerUnit),
          tax: before.tax,
        };
        let shownTax = before.tax;

        for (const s of steps) {
          if (s.kind === 'note') {
            await enqueue(createNote, { ...ids, note: s.text });
            // The server trims notes; a blank one is not a note.
            if (s.text.trim()) expected.notes.unshift(s.text.trim());
            else expected.notes.unshift('__blank__');
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
            await app.close();
            await startServer();
          }
        }
        failures.length = 0;
        await engine.syncNow();

        const outbox = await offlineDb().outbox.toArray();
        const after = await transport.get<DispatchTicket>(`/api/contractor/dispatch/${workOrderId}`);
        // A blank note is refused by the server (400) and stays on the device, explained, for the technician.
        const refused = outbox.filter((row) => row.status === 'failed');
        expect(outbox.length).toBe(refused.length);
        expect(refused.every((row) => row.name === 'createNote')).toBe(true);
        expect(after.notes.map((n) => n.note)).toEqual(expected.notes.filter((n) => n !== '__blank__'));
        expect(after.dispatchParts.map((p) => p.partDetails.pricePerUnit)).toEqual(expected.prices);
        expect(after.tax).toBe(expected.tax);
      }),
      { numRuns: 40 },
    );
  });

  it('a value change queued after a note goes through without a version conflict or a refetch', async () => {
    const calls: string[] = [];
    const inner = injectTransport(() => app, token, []);
    const counting: SyncTransport = {
      get: (path) => {
        calls.push(`GET ${path}`);
        return inner.get(path);
      },
      post: (path, body, headers) => {
        calls.push(`POST ${path}`);
        return inner.post(path, body, headers);
      },
    };
    await wipeAll();
    const search = await inner.post<{ items: DispatchTicket[] }>(
      '/api/contractor/dispatch/search',
      { page: 0, contractorStatus: 'open' },
      {},
    );
    const ticket = search.items[1]!;
    const ids = { dispatchId: ticket.dispatchId, workOrderId: ticket.workOrderId };
    await tickets.table().put(ticket);
    await enqueue(createNote, { ...ids, note: 'Waiting on the compressor.' });
    await enqueue(updateTicket, { ...ids, changes: { shipping: 12.5 }, before: { shipping: ticket.shipping } });
    await createSyncEngine(counting, { minDelayMs: 60_000 }).syncNow();

    expect(calls).toEqual([
      'POST /api/contractor/dispatch/createNote',
      `POST /api/contractor/dispatch/${ids.dispatchId}`,
    ]);
    const after = await inner.get<DispatchTicket>(`/api/contractor/dispatch/${ids.workOrderId}`);
    expect(after.shipping).toBe(12.5);
    expect(after.version).toBe(ticket.version + 2);
    expect((await tickets.table().get(ids.workOrderId))?.version).toBe(after.version);
  });
});
