/**
 * The offline outbox end to end: the web app's own sync engine (web/src/offline, IndexedDB through
 * fake-indexeddb in Node) replaying queued changes over HTTP to the real server on SQLite.
 * (a) 1,000 queued notes replayed, against 1,000 plain POSTs of the same body without and with an
 * Idempotency-Key; (b) 50 mixed edits (values, notes, parts) drained after reconnect, 5 times.
 * Writes the README section.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offlineDb, wipeAll } from '../../web/src/offline/db.ts';
import { enqueue } from '../../web/src/offline/outbox.ts';
import { createSyncEngine, type SyncTransport } from '../../web/src/offline/sync-engine.ts';
import type { DispatchTicket } from '../../web/src/offline/types.ts';
import { startChild, stopChild, waitForUrl, writeReadmeSection } from './lib.ts';

const port = 4551;
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'hw-bench-replay-'));
const NOTE = 'Replaced the drain pump and tested two full cycles; no leaks. '.repeat(4).slice(0, 200);
const QUEUED = Number(process.env.BENCH_QUEUED ?? 1000);
const MIXED = 50;
const REPEATS = 5;

function httpTransport(token: string): SyncTransport {
  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const isForm = body instanceof FormData;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const data = response.status === 204 ? undefined : await response.json();
    if (response.status >= 400) throw { status: response.status, errors: data?.errors ?? [], body: data };
    return data as T;
  }
  return { get: (path) => call('GET', path), post: (path, body, headers) => call('POST', path, body, headers) };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const server = startChild(['--import', 'tsx', 'api/src/server.ts'], {
  PORT: String(port),
  DATABASE_URL: `file:${join(dir, 'bench.db')}`,
  DATA_DIR: join(dir, 'files'),
  SEED_DEMO: '1',
  JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
});
try {
  await waitForUrl(`${base}/api/status`);
  const signIn = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'contractor@example.com', password: 'demo-password' }),
  });
  const token = ((await signIn.json()) as { access_token: string }).access_token;
  const transport = httpTransport(token);
  const search = await transport.post<{ items: DispatchTicket[] }>(
    '/api/contractor/dispatch/search',
    { page: 0, contractorStatus: 'open' },
    {},
  );
  const [replayTicket, plainTicket, mixedTicket] = search.items;
  if (!replayTicket || !plainTicket || !mixedTicket) throw new Error('the demo contractor needs three open tickets');
  const noteBody = (dispatchId: string) => ({ dispatchId, note: NOTE });
  const notesOn = async (workOrderId: string) =>
    (await transport.get<DispatchTicket>(`/api/contractor/dispatch/${workOrderId}`)).notes.length;

  // (a) 1,000 queued notes against 1,000 plain POSTs.
  await wipeAll();
  const ids = { dispatchId: replayTicket.dispatchId, workOrderId: replayTicket.workOrderId };
  const notesBefore = await notesOn(ids.workOrderId);
  for (let i = 0; i < QUEUED; i++) await enqueue({ name: 'createNote', args: { ...ids, note: NOTE } });
  const engine = createSyncEngine(transport, { minDelayMs: 60_000 });
  const replayMs = await timed(() => engine.syncNow());
  const left = await offlineDb().outbox.count();
  const arrived = (await notesOn(ids.workOrderId)) - notesBefore;
  if (left !== 0 || arrived !== QUEUED) throw new Error(`replay left ${left} queued, ${arrived} arrived`);

  const plainMs = await timed(async () => {
    for (let i = 0; i < QUEUED; i++)
      await transport.post('/api/contractor/dispatch/createNote', noteBody(plainTicket.dispatchId), {});
  });
  const keyedMs = await timed(async () => {
    for (let i = 0; i < QUEUED; i++) {
      await transport.post('/api/contractor/dispatch/createNote', noteBody(plainTicket.dispatchId), {
        'Idempotency-Key': crypto.randomUUID(),
      });
    }
  });

  // (b) 50 mixed edits queued while offline, drained after reconnect.
  const mixedIds = { dispatchId: mixedTicket.dispatchId, workOrderId: mixedTicket.workOrderId };
  const [category] = await transport.get<{ closingItemCategoryId: string }[]>(
    `/api/contractor/closingItems/categories?dispatchId=${mixedIds.dispatchId}`,
  );
  const items = await transport.get<{ closingItemId: string; name: string; kind: string }[]>(
    `/api/contractor/closingItems?closingItemCategoryId=${category!.closingItemCategoryId}`,
  );
  const item = items.find((i) => i.kind === 'part') ?? items[0]!;
  const drains: number[] = [];
  for (let repeat = 0; repeat < REPEATS; repeat++) {
    await wipeAll();
    const fresh = await transport.get<DispatchTicket>(`/api/contractor/dispatch/${mixedIds.workOrderId}`);
    await offlineDb().tickets.put(fresh);
    let shipping = fresh.shipping;
    for (let i = 0; i < MIXED; i++) {
      if (i % 3 === 0) {
        await enqueue({ name: 'createNote', args: { ...mixedIds, note: `Edit ${repeat}-${i}` } });
      } else if (i % 3 === 1) {
        const next = Math.round(shipping * 100 + 1) / 100;
        await enqueue({
          name: 'updateTicket',
          args: { ...mixedIds, changes: { shipping: next }, before: { shipping } },
        });
        shipping = next;
      } else {
        const part = {
          clientPartId: crypto.randomUUID(),
          partDetails: {
            isProvidedByContractor: true,
            pricePerUnit: 0.01,
            taxPerUnit: 0,
            units: 1,
            costPerHour: 0,
            hoursWorked: 0,
            closingItem: { closingItemId: item.closingItemId, name: item.name },
          },
        };
        await enqueue({ name: 'addPart', args: { ...mixedIds, part } });
      }
    }
    const drainEngine = createSyncEngine(transport, { minDelayMs: 60_000 });
    drains.push(await timed(() => drainEngine.syncNow()));
    const remaining = await offlineDb().outbox.count();
    if (remaining !== 0) {
      const rows = await offlineDb().outbox.toArray();
      const why = rows.map((r) => `${r.name} ${r.status}: ${r.lastError ?? ''}`).join('\n');
      throw new Error(`${remaining} mixed edits were not sent:\n${why}`);
    }
  }
  drains.sort((a, b) => a - b);

  const perSecond = (ms: number) => Math.round((QUEUED / ms) * 1000);
  const markdown = [
    `Outbox replay with the web app's sync engine over HTTP to the real server (SQLite), measured ${new Date().toISOString().slice(0, 10)}:`,
    '',
    `| ${QUEUED} notes of ${NOTE.length} characters | total s | requests/s |`,
    '|---|---|---|',
    `| replayed from the outbox (IndexedDB, Idempotency-Key, in order) | ${(replayMs / 1000).toFixed(2)} | ${perSecond(replayMs)} |`,
    `| plain sequential POSTs | ${(plainMs / 1000).toFixed(2)} | ${perSecond(plainMs)} |`,
    `| plain sequential POSTs with an Idempotency-Key each | ${(keyedMs / 1000).toFixed(2)} | ${perSecond(keyedMs)} |`,
    '',
    `Replay takes **${(replayMs / plainMs).toFixed(2)}x** the time of plain POSTs (the key alone: ${(keyedMs / plainMs).toFixed(2)}x).`,
    '',
    `Draining ${MIXED} mixed edits (notes, value changes, parts) after reconnect, ${REPEATS} runs: median **${Math.round(drains[Math.floor(REPEATS / 2)]!)} ms**, max ${Math.round(drains[REPEATS - 1]!)} ms.`,
  ].join('\n');
  console.log(markdown);
  writeReadmeSection('dispatch-replay', markdown);
} finally {
  await stopChild(server);
  rmSync(dir, { recursive: true, force: true });
}
