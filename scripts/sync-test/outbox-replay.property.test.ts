/**
 * The web app's outbox and sync engine (web/src/offline) with the contractor's ticket changes
 * (web/src/features/contractor/offline) against the real API and database:
 * random sequences of edits, lost requests, lost responses, server errors, app restarts and server
 * restarts end with the server holding exactly each edit once, in order (outbox-property.ts). Runs on both dialects.
 */
import 'fake-indexeddb/auto';
import '../../web/src/app/offline-registrations.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { freshDatabase, type TestDatabase } from '../../api/test/helper.ts';
import { tickets } from '../../web/src/features/contractor/offline/stores.ts';
import { createNote, updateTicket } from '../../web/src/features/contractor/offline/ticket-mutations.ts';
import type { DispatchTicket } from '../../web/src/features/contractor/offline/types.ts';
import { closeOfflineDb } from '../../web/src/offline/db.ts';
import { enqueue } from '../../web/src/offline/outbox.ts';
import { wipeAll } from '../../web/src/offline/storage.ts';
import { createSyncEngine, type SyncTransport } from '../../web/src/offline/sync-engine.ts';
import { checkOutboxProperty, type Failure, failingTransport, pickTicket, type Send } from './outbox-property.ts';

/** The real app behind app.inject. */
const injectSend =
  (server: () => FastifyInstance): Send =>
  async (method, url, body, headers) => {
    const response = await server().inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, text: response.body };
  };

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
    const transport = failingTransport(
      injectSend(() => app),
      token,
      failures,
    );
    const { ids } = await pickTicket(transport);
    // Room under the pre-authorised limit for every part a run adds, so no edit is refused.
    await testDb.database.transaction(async (tx) => {
      const { dispatchTickets } = testDb.database.t;
      await tx
        .update(dispatchTickets)
        .set({ preAuthorizeOverrideCents: 100_000_000 })
        .where(eq(dispatchTickets.dispatchId, ids.dispatchId));
    });
    await checkOutboxProperty({
      transport,
      failures,
      servers: 1,
      restartServer: async () => {
        await app.close();
        await startServer();
      },
      numRuns: 40,
    });
    // Forty replays, each with server restarts, against a real database: seconds apiece on a busy machine.
  }, 180_000);

  it('a value change queued after a note goes through without a version conflict or a refetch', async () => {
    const calls: string[] = [];
    const inner = failingTransport(
      injectSend(() => app),
      token,
      [],
    );
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
