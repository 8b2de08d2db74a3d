/**
 * The offline outbox end to end: the web app's own sync engine (web/src/offline, IndexedDB through
 * fake-indexeddb in Node) replaying queued changes over HTTP (fetch, Bearer token, the engine's
 * Idempotency-Key headers) to the real server on a temporary SQLite database.
 * (a) 1,000 queued notes replayed (ticket not cached and cached on the device), against 1,000 plain
 *     sequential POSTs of the same body without and with an Idempotency-Key, and against the engine alone
 *     (a transport answering at once, no network). After a warm-up, 3 interleaved rounds; medians.
 * (b) 50 mixed edits (tax and shipping, notes, parts) queued while the transport is offline, then timed
 *     from going online until the outbox is empty; 5 runs, each on a fresh ticket (a copy of a demo ticket
 *     written into the database), and the same with the notes queued last. Requests are counted.
 *     The same drains across a slow link (300 ms each way), one request a change and in batches.
 * Every run checks that the outbox is empty and that the server holds each change. Writes its section of docs/benchmarks.md;
 * `npm run bench -- dispatch-replay slow-link` runs only the slow-link drains and rewrites only their part.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SyncBatchResponse } from '@hw/shared';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../../api/src/db/index.ts';
import '../../web/src/app/offline-registrations.ts';
import { tickets } from '../../web/src/features/contractor/offline/stores.ts';
import { addPart, createNote, updateTicket } from '../../web/src/features/contractor/offline/ticket-mutations.ts';
import type { DispatchNote, DispatchTicket } from '../../web/src/features/contractor/offline/types.ts';
import { offlineDb } from '../../web/src/offline/db.ts';
import { enqueue } from '../../web/src/offline/outbox.ts';
import type { MutationKind } from '../../web/src/offline/registry.ts';
import { wipeAll } from '../../web/src/offline/storage.ts';
import {
  type BatchedAnswer,
  type BatchedCall,
  createSyncEngine,
  type SyncTransport,
} from '../../web/src/offline/sync-engine.ts';
import {
  benchArguments,
  machineLoad,
  median,
  startChild,
  stopChild,
  TWO_PROCESSES,
  waitForUrl,
  withTwoProcesses,
  writeBenchmarkSection,
} from './lib.ts';

/** One ticket change to queue later: its kind, and the call that queues it. */
const change = <Args>(kind: MutationKind<Args, DispatchTicket>, args: Args) => ({
  kind: kind.name,
  queue: () => enqueue(kind, args),
});
type QueuedChange = ReturnType<typeof change>;

const port = 4551;
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'hw-bench-replay-'));
const databaseUrl = `file:${join(dir, 'bench.db')}`;
const NOTE = 'Replaced the drain pump and tested two full cycles; no leaks. '.repeat(4).slice(0, 200);
const QUEUED = Number(process.env.BENCH_QUEUED ?? 1000);
const WARM_UP = 200;
const MIXED = 50;
const REPEATS = 5;
/** Runs of the drain across a slow link (300 ms each way), one request a change and in batches. */
const SLOW_REPEATS = 3;
const SLOW_ONE_WAY_MS = 300;
const ROUNDS = 3;
/** Only the drains across the slow link, written into their own part of the section. */
const SLOW_LINK_ONLY = benchArguments().includes('slow-link');

/** Requests one transport sent, by kind. */
interface Counts {
  get: number;
  post: number;
  /** 409 answers (a version conflict: the engine fetches the ticket and sends again). */
  conflicts: number;
  /** Batch requests (POST /api/sync/batch), each carrying several changes. */
  batches: number;
  /** Time spent waiting for the server's answers (request sent to body read). */
  ms: number;
}
const noCounts = (): Counts => ({ get: 0, post: 0, conflicts: 0, batches: 0, ms: 0 });

/** fetch to the server, shaped like the web app's api client (its errors carry status, errors, body). */
function httpTransport(token: string, counts: Counts = noCounts(), baseUrl = base, batched = false): SyncTransport {
  async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (method === 'GET') counts.get++;
    else counts.post++;
    const isForm = body instanceof FormData;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
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
    counts.ms += performance.now() - started;
    if (response.status === 409) counts.conflicts++;
    if (response.status >= 400) throw { status: response.status, errors: data?.errors ?? [], body: data };
    return data as T;
  }
  const transport: SyncTransport = {
    get: (path) => call('GET', path),
    post: (path, body, headers) => call('POST', path, body, headers),
  };
  if (!batched) return transport;
  transport.batch = async (calls: readonly BatchedCall[]): Promise<BatchedAnswer[]> => {
    counts.batches++;
    counts.post--;
    const { results } = await call<SyncBatchResponse>('POST', '/api/sync/batch', { mutations: calls });
    return results.map((result) => {
      if (result.outcome === 'notRun') return 'notRun';
      if (result.outcome === 'refused') {
        const body = result.body as { errors?: unknown[] } | null;
        return { error: { status: result.status, errors: body?.errors ?? [], body } };
      }
      return { answer: result.body };
    });
  };
  return transport;
}

/** The transport as seen across a slow link: each request waits `oneWayMs` going out and as long coming back. */
function withLatency(inner: SyncTransport, oneWayMs: number): SyncTransport {
  const sleep = () => new Promise((resolve) => setTimeout(resolve, oneWayMs));
  const slow =
    <A extends unknown[], T>(fn: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      await sleep();
      const answer = await fn(...args);
      await sleep();
      return answer;
    };
  return {
    get: slow((path: string) => inner.get(path)),
    post: slow((path: string, body: unknown, headers: Record<string, string>) => inner.post(path, body, headers)),
    ...(inner.batch ? { batch: slow((calls: readonly BatchedCall[]) => inner.batch!(calls)) } : {}),
  };
}

/** A transport behind a switch: while offline every call fails the way fetch fails without a network. */
function switchable(inner: SyncTransport) {
  let online = false;
  const gate = () => {
    if (!online) throw new TypeError('fetch failed');
  };
  const transport: SyncTransport = {
    get: async (path) => {
      gate();
      return inner.get(path);
    },
    post: async (path, body, headers) => {
      gate();
      return inner.post(path, body, headers);
    },
    ...(inner.batch
      ? {
          batch: async (calls: readonly BatchedCall[]) => {
            gate();
            return inner.batch!(calls);
          },
        }
      : {}),
  };
  return { transport, goOnline: () => (online = true) };
}

/** The engine alone: every note is "stored" at once, nothing goes over the network. */
const instantTransport: SyncTransport = {
  get: async () => {
    throw new Error('not used');
  },
  post: async <T>(_path: string, body: unknown) =>
    ({
      noteId: crypto.randomUUID(),
      note: (body as { note: string }).note,
      createdAt: new Date().toISOString(),
      createdBy: 'Bench',
    }) as T,
};

type Ids = { dispatchId: string; workOrderId: string };
interface Drain {
  ms: number;
  counts: Counts;
}

/**
 * Copies of one of the contractor's open tickets (with its parts and notes) written straight into the
 * server's database, so every run starts on a fresh ticket; their pre-authorised limit is raised so
 * that no queued part or value change is refused.
 */
async function freshTickets(sourceId: string, count: number): Promise<Ids[]> {
  const database = createDatabase(databaseUrl);
  try {
    const { dispatchTickets, dispatchParts, dispatchNotes } = database.t;
    const [ticket] = await database.db.select().from(dispatchTickets).where(eq(dispatchTickets.dispatchId, sourceId));
    if (!ticket) throw new Error(`no ticket ${sourceId}`);
    const parts = await database.db.select().from(dispatchParts).where(eq(dispatchParts.dispatchId, sourceId));
    const notes = await database.db.select().from(dispatchNotes).where(eq(dispatchNotes.dispatchId, sourceId));
    const copies = Array.from({ length: count }, (_, n) => ({
      dispatchId: `BENCH-REPLAY-${n}`,
      workOrderId: `WO-R${100000 + n}`,
    }));
    await database.transaction(async (tx) => {
      await tx
        .insert(dispatchTickets)
        .values(copies.map((ids) => ({ ...ticket, ...ids, preAuthorizeOverrideCents: 100_000_000 })));
      for (const { dispatchId } of copies) {
        if (parts.length) {
          await tx.insert(dispatchParts).values(parts.map((p) => ({ ...p, id: `${dispatchId}-${p.id}`, dispatchId })));
        }
        if (notes.length) {
          await tx.insert(dispatchNotes).values(notes.map((x) => ({ ...x, id: `${dispatchId}-${x.id}`, dispatchId })));
        }
      }
    });
    return copies;
  } finally {
    await database.close();
  }
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const server = startChild(['--import', 'tsx', 'api/src/server.ts'], {
  PORT: String(port),
  DATABASE_URL: databaseUrl,
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
  const source = search.items[0];
  if (!source) throw new Error('the demo contractor has no open ticket');
  const fresh = await freshTickets(source.dispatchId, 3 * ROUNDS + 2 + 2 * REPEATS + 4 * SLOW_REPEATS);
  const getTicket = (workOrderId: string) => transport.get<DispatchTicket>(`/api/contractor/dispatch/${workOrderId}`);
  const notesOn = async (ticket: Ids) => (await getTicket(ticket.workOrderId)).notes.length;

  /** Queues `count` notes for a ticket and replays them with a new engine; answers ms of the replay. */
  async function replayNotes(ticket: Ids, count: number, via: SyncTransport, cached: boolean) {
    await wipeAll();
    if (cached) await tickets.table().put(await getTicket(ticket.workOrderId));
    for (let i = 0; i < count; i++) await enqueue(createNote, { ...ticket, note: NOTE });
    const engine = createSyncEngine(via, { minDelayMs: 60_000 });
    const ms = await timed(() => engine.syncNow());
    const left = await offlineDb().outbox.count();
    if (left !== 0) throw new Error(`the replay left ${left} notes queued`);
    if (cached) {
      const copy = await tickets.table().get(ticket.workOrderId);
      if ((copy?.notes.length ?? 0) < count) throw new Error('the cached ticket did not receive the notes');
    }
    return ms;
  }

  /** `count` sequential POSTs of the note, optionally each with a new Idempotency-Key; answers ms. */
  async function plainPosts(ticket: Ids, count: number, withKey: boolean, via = transport) {
    return timed(async () => {
      for (let i = 0; i < count; i++) {
        await via.post<DispatchNote>(
          '/api/contractor/dispatch/createNote',
          { dispatchId: ticket.dispatchId, note: NOTE },
          withKey ? { 'Idempotency-Key': crypto.randomUUID() } : {},
        );
      }
    });
  }

  /** Runs fn and checks that the ticket received exactly `count` more notes on the server. */
  async function expectNotes<T>(ticket: Ids, count: number, fn: () => Promise<T>): Promise<T> {
    const before = await notesOn(ticket);
    const result = await fn();
    const arrived = (await notesOn(ticket)) - before;
    if (arrived !== count) throw new Error(`${count} notes sent to ${ticket.workOrderId}, ${arrived} arrived`);
    return result;
  }

  if (SLOW_LINK_ONLY) {
    // Warm-up: the drain's code paths once, on the fast link.
    await drainMixed(fresh.pop()!, 0, false, { batched: true, oneWayMs: 0 });
    const slowLink = await slowLinkDrains();
    console.log(slowLink);
    writeBenchmarkSection('dispatch-replay-slow-link', slowLink);
  } else {
    // Warm-up: the server's and this process's code paths (HTTP, idempotency, IndexedDB) once each.
    const plainTicket = fresh.pop()!;
    // Only the engine-alone runs use this one: their transport never reaches the server, its notes stay few.
    const engineTicket = fresh.pop()!;
    await plainPosts(plainTicket, WARM_UP, false);
    await plainPosts(plainTicket, WARM_UP, true);
    await replayNotes(plainTicket, WARM_UP, transport, false);
    await replayNotes(plainTicket, WARM_UP, instantTransport, false);

    // (a) 1,000 queued notes against 1,000 plain POSTs, in rounds so that no variant always runs first.
    const runs = {
      replay: [] as number[],
      replayWaiting: [] as number[],
      cached: [] as number[],
      engine: [] as number[],
      engineCached: [] as number[],
      plain: [] as number[],
      batched: [] as number[],
    };
    const keyed: number[] = [];
    let enqueueMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const replayTicket = fresh.pop()!;
      const cachedTicket = fresh.pop()!;
      enqueueMs = await timed(async () => {
        await wipeAll();
        for (let i = 0; i < QUEUED; i++) await enqueue(createNote, { ...replayTicket, note: NOTE });
      });
      const waited = noCounts();
      runs.replay.push(
        await expectNotes(replayTicket, QUEUED, () =>
          replayNotes(replayTicket, QUEUED, httpTransport(token, waited), false),
        ),
      );
      runs.replayWaiting.push(waited.ms);
      runs.plain.push(await expectNotes(plainTicket, QUEUED, () => plainPosts(plainTicket, QUEUED, false)));
      runs.cached.push(
        await expectNotes(cachedTicket, QUEUED, () => replayNotes(cachedTicket, QUEUED, transport, true)),
      );
      keyed.push(await expectNotes(plainTicket, QUEUED, () => plainPosts(plainTicket, QUEUED, true)));
      const batchedTicket = fresh.pop()!;
      runs.batched.push(
        await expectNotes(batchedTicket, QUEUED, () =>
          replayNotes(batchedTicket, QUEUED, httpTransport(token, noCounts(), base, true), false),
        ),
      );
      runs.engine.push(await replayNotes(engineTicket, QUEUED, instantTransport, false));
      runs.engineCached.push(await replayNotes(engineTicket, QUEUED, instantTransport, true));
    }
    const replayMs = median(runs.replay);
    // From the same round as the median replay.
    const replayWaitingMs = runs.replayWaiting[runs.replay.indexOf(replayMs)]!;
    const cachedMs = median(runs.cached);
    const engineMs = median(runs.engine);
    const engineCachedMs = median(runs.engineCached);
    const plainMs = median(runs.plain);
    const keyedMs = median(keyed);
    const batchedMs = median(runs.batched);

    // (b) 50 mixed edits queued while offline, drained after reconnect, each run on a fresh ticket; the
    // same edits once more with the notes queued after the ticket edits.
    const drains: Drain[] = [];
    const notesLast: Drain[] = [];
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      drains.push(await drainMixed(fresh.pop()!, repeat, false));
      notesLast.push(await drainMixed(fresh.pop()!, repeat, true));
    }
    const slowLink = await slowLinkDrains();

    // (c) The same replay and keyed POSTs through the round-robin proxy to two processes on PostgreSQL.
    const twoProcesses = await withTwoProcesses('replay', { SEED_DEMO: '1' }, async (proxy) => {
      const signedIn = await fetch(`${proxy}/api/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: 'contractor@example.com', password: 'demo-password' }),
      });
      const via = httpTransport(((await signedIn.json()) as { access_token: string }).access_token, noCounts(), proxy);
      const open = await via.post<{ items: DispatchTicket[] }>(
        '/api/contractor/dispatch/search',
        { page: 0, contractorStatus: 'open' },
        {},
      );
      const ticket = open.items[0]!;
      const ids = { dispatchId: ticket.dispatchId, workOrderId: ticket.workOrderId };
      await plainPosts(ids, WARM_UP, true, via);
      await replayNotes(ids, WARM_UP, via, false);
      const replays: number[] = [];
      const posts: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        replays.push(await replayNotes(ids, QUEUED, via, false));
        posts.push(await plainPosts(ids, QUEUED, true, via));
      }
      return { replayMs: median(replays), keyedMs: median(posts) };
    });

    const perSecond = (ms: number) => Math.round((QUEUED / ms) * 1000);
    const row = (name: string, ms: number) =>
      `| ${name} | ${(ms / 1000).toFixed(2)} | ${perSecond(ms)} | ${(ms / plainMs).toFixed(2)}x |`;
    const markdown = [
      `The web app's sync engine and outbox (web/src/offline; IndexedDB through fake-indexeddb in Node) replaying over HTTP (fetch) to the real server on SQLite, one request at a time in order, each with its Idempotency-Key. After a warm-up, ${ROUNDS} interleaved rounds, median shown; every run is checked against the server's notes. Measured ${new Date().toISOString().slice(0, 10)}:`,
      '',
      `| ${QUEUED} notes of ${NOTE.length} characters | total s | requests/s | vs plain |`,
      '|---|---|---|---|',
      row('outbox replay, ticket not cached on the device', replayMs),
      row('outbox replay, ticket cached on the device (each note also added to the copy)', cachedMs),
      row('plain sequential POSTs, no Idempotency-Key', plainMs),
      row('plain sequential POSTs, an Idempotency-Key each', keyedMs),
      row('outbox replay in batches (POST /api/sync/batch, up to 100 notes a request)', batchedMs),
      row('the engine alone (transport answering at once, no network)', engineMs),
      row('the engine alone, ticket cached', engineCachedMs),
      ...(twoProcesses
        ? [
            row(`outbox replay, ${TWO_PROCESSES}`, twoProcesses.replayMs),
            row(`plain sequential POSTs with a key, ${TWO_PROCESSES}`, twoProcesses.keyedMs),
          ]
        : []),
      '',
      `Replay takes **${(replayMs / plainMs).toFixed(2)}x** the time of plain POSTs (${(cachedMs / plainMs).toFixed(2)}x with the ticket cached); of the replay's ${(replayMs / 1000).toFixed(2)} s, ${(replayWaitingMs / 1000).toFixed(2)} s were spent waiting for the server's answers. The key alone costs ${(keyedMs / plainMs).toFixed(2)}x, the engine's own IndexedDB work about ${((engineMs / QUEUED) * 1000).toFixed(0)} µs a note (${((engineCachedMs / QUEUED) * 1000).toFixed(0)} µs with the ticket cached). Queueing the ${QUEUED} notes took ${(enqueueMs / 1000).toFixed(2)} s. Notes in a row go out back to back with no IndexedDB work between the requests, and their answers are written into the cached ticket together (one rewrite for up to 100 notes). Target: at most 1.5x plain POSTs.${twoProcesses ? ` With ${TWO_PROCESSES} (the proxy, both processes and this client on the same 2 cores), replay took ${(twoProcesses.replayMs / twoProcesses.keyedMs).toFixed(2)}x the time of keyed POSTs through the same proxy.` : ''}`,
      '',
      `Draining ${MIXED} mixed edits (${Math.ceil(MIXED / 3)} notes, ${Math.ceil((MIXED - 1) / 3)} tax or shipping changes, ${Math.floor(MIXED / 3)} parts of $0.01) queued while the transport was offline, timed from reconnect until the outbox is empty, ${REPEATS} runs each on a fresh ticket:`,
      '',
      '| queue order | median ms | max ms | all runs ms | requests (median run) |',
      '|---|---|---|---|---|',
      drainRow('note, change, part, note, ...', drains),
      drainRow('the same edits, notes queued last', notesLast),
      '',
      `<!-- bench:dispatch-replay-slow-link:start -->\n${slowLink}\n<!-- bench:dispatch-replay-slow-link:end -->`,
      '',
      `In batches, ${QUEUED} notes take **${(batchedMs / plainMs).toFixed(2)}x** the time of plain POSTs (target: at most 0.3x): the server checks the caller once a batch, makes the changes in one transaction (each in a savepoint, committed with its Idempotency-Key), and writes a run of notes with one insert. A batch carries value changes and parts too: each save is sent at the version the changes before it produce, and a new part is found again by its clientPartId, so a later save in the same batch (or a save sent again) never adds it twice.`,
      '',
      drains.some((d) => d.counts.conflicts > 0)
        ? "A note raises the ticket's version on the server while the copy on the device keeps the old one, so a value change or part queued right after a note is answered 409 and costs a GET and a second POST."
        : 'No edit was answered 409 in either order: the copy on the device kept up with the version each note added.',
    ].join('\n');
    console.log(markdown);
    writeBenchmarkSection('dispatch-replay', markdown);
  }

  /** A table row of drains: the median run, the slowest, every run, and the median run's requests. */
  function drainRow(name: string, list: Drain[]) {
    const sorted = [...list].sort((a, b) => a.ms - b.ms);
    const mid = sorted[Math.floor(sorted.length / 2)]!;
    const c = mid.counts;
    const all = list.map((d) => Math.round(d.ms)).join(', ');
    const batches = c.batches ? `, ${c.batches} batch` : '';
    return `| ${name} | **${Math.round(mid.ms)}** | ${Math.round(sorted.at(-1)!.ms)} | ${all} | ${c.post} POST (${c.conflicts} answered 409)${batches}, ${c.get} GET |`;
  }

  /**
   * The drains across the slow link, one request a change and in batches: answers their part of the section
   * (the machine's load as they started, and where the median batched run spent its time).
   */
  async function slowLinkDrains(): Promise<string> {
    const load = machineLoad();
    const slow = {
      alone: [] as Drain[],
      batched: [] as Drain[],
      aloneNotesLast: [] as Drain[],
      batchedNotesLast: [] as Drain[],
    };
    for (let repeat = 0; repeat < SLOW_REPEATS; repeat++) {
      const link = (batched: boolean) => ({ batched, oneWayMs: SLOW_ONE_WAY_MS });
      slow.alone.push(await drainMixed(fresh.pop()!, repeat, false, link(false)));
      slow.batched.push(await drainMixed(fresh.pop()!, repeat, false, link(true)));
      slow.aloneNotesLast.push(await drainMixed(fresh.pop()!, repeat, true, link(false)));
      slow.batchedNotesLast.push(await drainMixed(fresh.pop()!, repeat, true, link(true)));
    }
    const batched = [...slow.batched, ...slow.batchedNotesLast].sort((a, b) => a.ms - b.ms);
    const mid = batched[Math.floor(batched.length / 2)]!;
    return [
      `The same drains across a slow link (${SLOW_ONE_WAY_MS} ms each way, as on a weak mobile signal), ${SLOW_REPEATS} runs each, one request a change and in batches (notes, value changes and parts together, each save built on the version the changes before it produce; target: under 2 s). Measured ${new Date().toISOString().slice(0, 10)}, ${load} as the runs started:`,
      '',
      '| queue order, link | median ms | max ms | all runs ms | requests (median run) |',
      '|---|---|---|---|---|',
      drainRow('note, change, part, ...; one request a change', slow.alone),
      drainRow('note, change, part, ...; batches', slow.batched),
      drainRow('notes queued last; one request a change', slow.aloneNotesLast),
      drainRow('notes queued last; batches', slow.batchedNotesLast),
      '',
      `Of the median batched drain's ${Math.round(mid.ms)} ms, ${2 * SLOW_ONE_WAY_MS} ms are the link's round trip, ${Math.round(mid.counts.ms)} ms the server's work on the ${MIXED} changes (its answer read), and ${Math.round(mid.ms - 2 * SLOW_ONE_WAY_MS - mid.counts.ms)} ms the device's own work (building the bodies, storing the answers).`,
    ].join('\n');
  }

  /** Queues the mixed edits offline, goes online and times the drain; checks what the server holds. */
  async function drainMixed(
    ids: Ids,
    repeat: number,
    notesAtTheEnd: boolean,
    via: { batched: boolean; oneWayMs: number } = { batched: false, oneWayMs: 0 },
  ): Promise<Drain> {
    const [category] = await transport.get<{ closingItemCategoryId: string }[]>(
      `/api/contractor/closingItems/categories?dispatchId=${ids.dispatchId}`,
    );
    const items = await transport.get<{ closingItemId: string; name: string; kind: string }[]>(
      `/api/contractor/closingItems?closingItemCategoryId=${category!.closingItemCategoryId}`,
    );
    const item = items.find((i) => i.kind === 'part') ?? items[0]!;

    await wipeAll();
    const start = await getTicket(ids.workOrderId);
    await tickets.table().put(start);
    const counts = noCounts();
    const http = httpTransport(token, counts, base, via.batched);
    const link = switchable(via.oneWayMs ? withLatency(http, via.oneWayMs) : http);
    const engine = createSyncEngine(link.transport, { minDelayMs: 60_000 });
    let { tax, shipping } = start;
    const edits: QueuedChange[] = [];
    const notes: QueuedChange[] = [];
    for (let i = 0; i < MIXED; i++) {
      if (i % 3 === 0) {
        notes.push(change(createNote, { ...ids, note: `Edit ${repeat}-${i}: ${NOTE.slice(0, 60)}` }));
        if (!notesAtTheEnd) edits.push(notes.pop()!);
      } else if (i % 3 === 1) {
        // Alternately tax and shipping, one cent up each time.
        if (i % 2 === 0) {
          const next = Math.round(tax * 100 + 1) / 100;
          edits.push(change(updateTicket, { ...ids, changes: { tax: next }, before: { tax } }));
          tax = next;
        } else {
          const next = Math.round(shipping * 100 + 1) / 100;
          edits.push(change(updateTicket, { ...ids, changes: { shipping: next }, before: { shipping } }));
          shipping = next;
        }
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
        edits.push(change(addPart, { ...ids, part }));
      }
    }
    const all = [...edits, ...notes];
    for (const edit of all) await edit.queue();
    const expected = {
      notes: all.filter((c) => c.kind === createNote.name).length,
      parts: all.filter((c) => c.kind === addPart.name).length,
    };

    // Offline: the engine tries, the first item fails with a network error and everything stays queued.
    await engine.syncNow();
    const queued = await offlineDb().outbox.toArray();
    if (queued.length !== MIXED || !queued[0]?.lastError)
      throw new Error('the offline attempt did not fail as expected');

    link.goOnline();
    const ms = await timed(() => engine.syncNow());
    const remaining = await offlineDb().outbox.toArray();
    if (remaining.length !== 0) {
      const why = remaining.map((r) => `${r.name} ${r.status}: ${r.lastError ?? ''}`).join('\n');
      throw new Error(`${remaining.length} mixed edits were not sent:\n${why}`);
    }
    const after = await getTicket(ids.workOrderId);
    const got = {
      notes: after.notes.length - start.notes.length,
      parts: after.dispatchParts.length - start.dispatchParts.length,
    };
    if (
      got.notes !== expected.notes ||
      got.parts !== expected.parts ||
      after.tax !== tax ||
      after.shipping !== shipping
    ) {
      throw new Error(`the server holds ${JSON.stringify(got)}, tax ${after.tax}, shipping ${after.shipping}`);
    }
    return { ms, counts };
  }
} finally {
  await stopChild(server);
  rmSync(dir, { recursive: true, force: true });
}
