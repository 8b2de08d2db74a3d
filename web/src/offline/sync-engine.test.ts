import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addEntry,
  addNote,
  createJournalServer,
  journals,
  rename,
  setTitle,
  writeEntry,
} from '#web/testing/journal-feature.ts';
import { closeOfflineDb, getMeta, offlineDb } from './db.ts';
import { ChangeRefusedError, discardItem, enqueue, outboxItems, retryItem } from './outbox.ts';
import { applyPending } from './registry.ts';
import { wipeAll } from './storage.ts';
import { createSyncEngine, type SyncOutcome, UNKNOWN_KIND_MESSAGE } from './sync-engine.ts';

const j = 'j-1';
const start = { journalId: j, version: 1, title: 'Site log', entries: [] as string[] };

async function setup() {
  const server = createJournalServer([structuredClone(start)]);
  await journals.table().put(structuredClone(start));
  const engine = createSyncEngine(server.transport, { minDelayMs: 60_000 });
  const outcomes: [string, SyncOutcome][] = [];
  engine.onOutcome((item, outcome) => outcomes.push([item.name, outcome]));
  return { server, engine, outcomes };
}

const writes = (server: ReturnType<typeof createJournalServer>) => server.requests.filter((r) => r.method !== 'GET');
const device = () => journals.table().get(j);

beforeEach(async () => {
  await wipeAll();
});
afterEach(() => closeOfflineDb());

describe('outbox replay', () => {
  it('sends every change once, in order, each with its own key, and stores each answer as it goes', async () => {
    const { server, engine, outcomes } = await setup();
    await enqueue(addEntry, { journalId: j, text: 'arrived' });
    await enqueue(setTitle, { journalId: j, title: 'Kitchen', before: 'Site log' });
    await enqueue(addEntry, { journalId: j, text: 'left' });

    await engine.syncNow();

    expect(writes(server).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/journals/j-1/entries',
      'PUT /api/journals/j-1',
      'POST /api/journals/j-1/entries',
    ]);
    expect(new Set(writes(server).map((r) => r.key)).size).toBe(3);
    expect(server.held.get(j)).toMatchObject({ title: 'Kitchen', entries: ['arrived', 'left'], version: 4 });
    expect(await device()).toMatchObject({ title: 'Kitchen', entries: ['arrived', 'left'], version: 4 });
    expect(outcomes).toEqual([
      ['addEntry', 'synced'],
      ['setTitle', 'synced'],
      ['addEntry', 'synced'],
    ]);
    expect(await outboxItems()).toEqual([]);
    expect(await getMeta('lastSyncedAt')).toBeTypeOf('string');
  });

  it('sends a run of a kind that stores answers together back to back, and stores their answers in one go', async () => {
    const { server, engine, outcomes } = await setup();
    for (const text of ['one', 'two', 'three']) await enqueue(addNote, { journalId: j, text });
    await enqueue(setTitle, { journalId: j, title: 'Kitchen', before: 'Site log' });

    await engine.syncNow();

    expect(writes(server).map((r) => r.path)).toEqual([
      '/api/journals/j-1/entries',
      '/api/journals/j-1/entries',
      '/api/journals/j-1/entries',
      '/api/journals/j-1',
    ]);
    // The title's body read the stored copy after the notes' answers were stored: no version conflict.
    expect(writes(server).at(-1)?.body).toEqual({ version: 4, title: 'Kitchen' });
    expect(await device()).toMatchObject({
      entries: ['one', 'two', 'three'],
      title: 'Kitchen',
      version: 5,
      hooks: ['stored 3 together'],
    });
    expect(outcomes.map(([name]) => name)).toEqual(['addNote', 'addNote', 'addNote', 'setTitle']);
    expect(await outboxItems()).toEqual([]);
  });

  it('in a run, a refused item waits for the technician and the rest of the run still goes, in order', async () => {
    const { server, engine } = await setup();
    for (const text of ['one', 'a note far too long to fit', 'three']) await enqueue(addNote, { journalId: j, text });

    await engine.syncNow();

    expect(server.held.get(j)?.entries).toEqual(['one', 'three']);
    expect(await device()).toMatchObject({
      entries: ['one', 'three'],
      hooks: ['stored 1 together', 'stored 1 together'],
    });
    const left = await outboxItems();
    expect(left.map((item) => [item.args, item.status])).toEqual([
      [{ journalId: j, text: 'a note far too long to fit' }, 'failed'],
    ]);
  });

  it('a run cut by a lost connection leaves every unsent item waiting, and the next replay sends each once', async () => {
    const { server, engine } = await setup();
    for (const text of ['one', 'two', 'three']) await enqueue(addNote, { journalId: j, text });
    server.failures.push('network');

    await engine.syncNow();
    expect((await outboxItems()).map((item) => item.status)).toEqual(['pending', 'pending', 'pending']);

    await engine.syncNow();
    expect(server.held.get(j)?.entries).toEqual(['one', 'two', 'three']);
    expect(await outboxItems()).toEqual([]);
  });

  it('sends the same key again after a lost answer, so the server applies the change once', async () => {
    const { server, engine } = await setup();
    await enqueue(addEntry, { journalId: j, text: 'once' });
    server.failures.push('dropResponse');

    await engine.syncNow();
    expect((await outboxItems()).map((i) => i.status)).toEqual(['pending']);
    expect(engine.getState().nextAttemptAt).not.toBeNull();

    await engine.syncNow();
    const [first, second] = writes(server);
    expect(second!.key).toBe(first!.key);
    expect(server.held.get(j)!.entries).toEqual(['once']);
    expect(await outboxItems()).toEqual([]);
  });

  it('resends exactly the first body under the same key for a kind that fixes it, whatever changed meanwhile', async () => {
    const { server, engine } = await setup();
    await enqueue(setTitle, { journalId: j, title: 'Kitchen', before: 'Site log' });
    server.failures.push('dropResponse');
    await engine.syncNow();
    // A refresh stores the server's newer copy (which already holds the title).
    await journals.table().put(structuredClone(server.held.get(j)!));

    await engine.syncNow();
    const [first, second] = writes(server);
    expect(second).toMatchObject({ key: first!.key, body: first!.body });
    expect(server.held.get(j)).toMatchObject({ title: 'Kitchen', version: 2 });
    expect(await outboxItems()).toEqual([]);
  });

  it('keeps the order when the network, the server or a key still in progress fails: nothing after it is sent', async () => {
    const { server, engine } = await setup();
    await enqueue(addEntry, { journalId: j, text: 'first' });
    await enqueue(addEntry, { journalId: j, text: 'second' });
    for (const failure of [500, 'network', 'inProgress'] as const) {
      server.failures.push(failure);
      await engine.syncNow();
    }
    expect(writes(server)).toHaveLength(3);
    expect(new Set(writes(server).map((r) => r.key)).size).toBe(1);
    const [first] = await outboxItems();
    expect(first).toMatchObject({ status: 'pending', attempts: 3 });

    await engine.syncNow();
    expect(server.held.get(j)!.entries).toEqual(['first', 'second']);
  });

  it('pauses on 401 and asks to sign in again, keeping the whole queue', async () => {
    const { server, engine } = await setup();
    await enqueue(addEntry, { journalId: j, text: 'first' });
    await enqueue(addEntry, { journalId: j, text: 'second' });
    server.failures.push(401);
    await engine.syncNow();
    expect(engine.getState().needsSignIn).toBe(true);
    await engine.syncNow();
    expect(writes(server)).toHaveLength(1);
    expect(await outboxItems()).toHaveLength(2);

    engine.resume();
    await engine.syncNow();
    expect(await outboxItems()).toHaveLength(0);
    expect(server.held.get(j)!.entries).toEqual(['first', 'second']);
  });

  it('marks a refused change failed in the server words, tells its kind, and goes on with the rest', async () => {
    const { server, engine, outcomes } = await setup();
    await enqueue(addEntry, { journalId: j, text: 'a much longer entry than allowed' });
    await enqueue(addEntry, { journalId: j, text: 'after' });
    await engine.syncNow();

    const [failed, ...rest] = await outboxItems();
    expect(rest).toEqual([]);
    expect(failed).toMatchObject({ status: 'failed', lastError: 'An entry holds at most 20 characters.' });
    expect(outcomes).toEqual([
      ['addEntry', 'failed'],
      ['addEntry', 'synced'],
    ]);
    expect((await device())!.hooks).toEqual(['refused: An entry holds at most 20 characters.']);

    server.limits.entryLength = 100;
    const refusedKey = failed!.idempotencyKey;
    await retryItem(failed!.seq!);
    expect((await device())!.hooks).toContain('requeued');
    await engine.syncNow();
    expect(writes(server).at(-1)!.key).not.toBe(refusedKey);
    expect(server.held.get(j)!.entries).toEqual(['after', 'a much longer entry than allowed']);
    expect(await outboxItems()).toEqual([]);
  });

  it('after a version conflict takes the server copy and sends again; a true conflict waits for a side-by-side view', async () => {
    const { server, engine, outcomes } = await setup();
    // Someone else added an entry on the server: the copy on the device is one version behind.
    Object.assign(server.held.get(j)!, { entries: ['theirs'], version: 2 });
    await enqueue(setTitle, { journalId: j, title: 'Kitchen', before: 'Site log' });
    await engine.syncNow();
    expect(server.requests.map((r) => r.method)).toEqual(['PUT', 'GET', 'PUT']);
    expect(new Set(writes(server).map((r) => r.key)).size).toBe(2);
    expect(server.held.get(j)).toMatchObject({ title: 'Kitchen', entries: ['theirs'], version: 3 });

    Object.assign(server.held.get(j)!, { title: 'Bathroom', version: server.held.get(j)!.version + 1 });
    await enqueue(setTitle, { journalId: j, title: 'Garage', before: 'Kitchen' });
    await engine.syncNow();
    const [conflict] = await outboxItems();
    expect(conflict).toMatchObject({
      status: 'conflict',
      conflict: { fields: ['title'], mine: { title: 'Garage' }, theirs: { title: 'Bathroom' } },
    });
    expect(outcomes.at(-1)).toEqual(['setTitle', 'conflict']);
    expect(server.held.get(j)!.title).toBe('Bathroom');
  });

  it('keeps the queue across a restart of the app', async () => {
    const { server } = await setup();
    await enqueue(addEntry, { journalId: j, text: 'kept' });
    const before = await outboxItems();
    closeOfflineDb();

    expect(await outboxItems()).toEqual(before);
    await createSyncEngine(server.transport).syncNow();
    expect(server.held.get(j)!.entries).toEqual(['kept']);
  });

  it('waits while offline and replays when the browser says it is online again', async () => {
    const { server, engine } = await setup();
    const stop = engine.start();
    window.dispatchEvent(new Event('offline'));
    await enqueue(addEntry, { journalId: j, text: 'basement' });
    await engine.syncNow();
    expect(writes(server)).toHaveLength(0);
    expect(engine.getState().online).toBe(false);

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await outboxItems()).toEqual([]));
    expect(server.held.get(j)!.entries).toEqual(['basement']);
    stop();
  });

  it('drops a change with nothing left to send, and marks one of a kind this version does not know failed', async () => {
    const { server, engine } = await setup();
    await offlineDb().outbox.add({
      name: 'kindOfAnOlderVersion',
      args: {},
      clientId: 'c',
      idempotencyKey: 'k-old',
      createdAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
      status: 'pending',
    });
    await enqueue(addEntry, { journalId: j, text: '' });
    await enqueue(addEntry, { journalId: j, text: 'sent' });
    await engine.syncNow();

    expect(writes(server).map((r) => r.body)).toEqual([{ text: 'sent' }]);
    expect(await outboxItems()).toEqual([
      expect.objectContaining({ name: 'kindOfAnOlderVersion', status: 'failed', lastError: UNKNOWN_KIND_MESSAGE }),
    ]);
  });
});

describe('the outbox', () => {
  it('queues nothing its kind refuses, and nothing of a kind that is not registered', async () => {
    await setup();
    await expect(enqueue(addEntry, { journalId: j, text: 'not here' })).rejects.toThrow(
      new ChangeRefusedError('This entry cannot be written on this device.'),
    );
    await expect(enqueue({ name: 'unknown' }, {})).rejects.toThrow(/not registered/);
    expect(await outboxItems()).toEqual([]);
  });

  it('keeps the installed shape of a row: the kind in `name`, its arguments in `args`', async () => {
    await setup();
    const seq = await enqueue(addEntry, { journalId: j, text: 'x' }, { idempotencyKey: 'fixed-key' });
    expect(await offlineDb().outbox.get(seq)).toEqual({
      seq,
      name: 'addEntry',
      args: { journalId: j, text: 'x' },
      clientId: expect.any(String),
      idempotencyKey: 'fixed-key',
      createdAt: expect.any(String),
      attempts: 0,
      lastError: null,
      status: 'pending',
    });
  });

  it('discarding a change removes it and lets its kind drop what it kept', async () => {
    await setup();
    const seq = await enqueue(addEntry, { journalId: j, text: 'never mind' });
    await discardItem(seq);
    expect(await outboxItems()).toEqual([]);
    expect((await device())!.hooks).toEqual(['discarded']);
  });

  it('shows waiting changes on the view in seq order, by each kind, leaving failed ones out', async () => {
    await setup();
    await enqueue(addEntry, { journalId: j, text: 'one' });
    const refused = await enqueue(setTitle, { journalId: j, title: 'Refused', before: 'Site log' });
    await enqueue(addEntry, { journalId: j, text: 'two' });
    await enqueue(setTitle, { journalId: j, title: 'Kitchen', before: 'Site log' });
    await offlineDb().outbox.update(refused, { status: 'failed' });
    const items = (await outboxItems()).reverse();
    expect(applyPending(start, items)).toEqual({ ...start, title: 'Kitchen', entries: ['one', 'two'] });
  });
});

describe('outbox replay in batches', () => {
  async function batchingSetup() {
    const server = createJournalServer([structuredClone(start)]);
    await journals.table().put(structuredClone(start));
    const engine = createSyncEngine(server.batchingTransport, { minDelayMs: 60_000 });
    return { server, engine };
  }

  it('sends a run of queued notes in one request, each once and in order, and the next change on its own', async () => {
    const { server, engine } = await batchingSetup();
    const texts = Array.from({ length: 30 }, (_, i) => `note ${i}`);
    for (const text of texts) await enqueue(addNote, { journalId: j, text });
    await enqueue(setTitle, { journalId: j, title: 'Kitchen', before: 'Site log' });

    await engine.syncNow();

    expect(server.batches).toEqual([30]);
    expect(new Set(writes(server).map((r) => r.key)).size).toBe(31);
    expect(server.held.get(j)).toMatchObject({ entries: texts, title: 'Kitchen', version: 32 });
    expect(await device()).toMatchObject({
      entries: texts,
      title: 'Kitchen',
      version: 32,
      hooks: ['stored 30 together'],
    });
    expect(await outboxItems()).toEqual([]);
  });

  it('a refused note waits for the technician; the notes after it go in the next batch', async () => {
    const { server, engine } = await batchingSetup();
    for (const text of ['one', 'a note far too long to fit', 'three', 'four']) {
      await enqueue(addNote, { journalId: j, text });
    }

    await engine.syncNow();

    expect(server.batches).toEqual([4, 2]);
    expect(server.held.get(j)?.entries).toEqual(['one', 'three', 'four']);
    const left = await outboxItems();
    expect(left.map((item) => [item.args, item.status])).toEqual([
      [{ journalId: j, text: 'a note far too long to fit' }, 'failed'],
    ]);
  });

  it('a batch whose answer is lost is sent again under the same keys and changes nothing twice', async () => {
    const { server, engine } = await batchingSetup();
    for (const text of ['one', 'two', 'three']) await enqueue(addNote, { journalId: j, text });
    server.batchFailures.push('dropResponse');

    await engine.syncNow();
    expect((await outboxItems()).map((item) => item.status)).toEqual(['pending', 'pending', 'pending']);
    expect(server.held.get(j)?.entries).toEqual(['one', 'two', 'three']);

    await engine.syncNow();
    expect(server.batches).toEqual([3, 3]);
    expect(server.held.get(j)?.entries).toEqual(['one', 'two', 'three']);
    expect(await device()).toMatchObject({ entries: ['one', 'two', 'three'] });
    expect(await outboxItems()).toEqual([]);
  });

  it('a batch cut by a lost connection leaves every note waiting', async () => {
    const { server, engine } = await batchingSetup();
    for (const text of ['one', 'two']) await enqueue(addNote, { journalId: j, text });
    server.batchFailures.push('network');

    await engine.syncNow();
    expect(server.held.get(j)?.entries).toEqual([]);
    expect((await outboxItems()).map((item) => item.status)).toEqual(['pending', 'pending']);
  });

  it('sends versioned edits in one batch with the changes before them, each at the version they produce', async () => {
    const { server, engine } = await batchingSetup();
    await enqueue(writeEntry, { journalId: j, text: 'one' });
    await enqueue(rename, { journalId: j, title: 'Kitchen', before: 'Site log' });
    await enqueue(writeEntry, { journalId: j, text: 'two' });
    await enqueue(rename, { journalId: j, title: 'Garage', before: 'Kitchen' });

    await engine.syncNow();

    expect(server.batches).toEqual([4]);
    expect(writes(server).map((r) => r.body)).toEqual([
      { text: 'one' },
      { version: 2, title: 'Kitchen' },
      { text: 'two' },
      { version: 4, title: 'Garage' },
    ]);
    expect(server.held.get(j)).toMatchObject({ title: 'Garage', entries: ['one', 'two'], version: 5 });
    expect(await device()).toMatchObject({ title: 'Garage', entries: ['one', 'two'], version: 5 });
    expect(await outboxItems()).toEqual([]);
  });

  it('a version conflict in a batch: the change is rebased, and those not run after it are built again', async () => {
    const { server, engine } = await batchingSetup();
    // Someone else changed the journal: the device's copy is one version behind.
    Object.assign(server.held.get(j)!, { entries: ['theirs'], version: 2 });
    await enqueue(writeEntry, { journalId: j, text: 'mine' });
    await enqueue(rename, { journalId: j, title: 'Kitchen', before: 'Site log' });
    await enqueue(writeEntry, { journalId: j, text: 'after' });
    await enqueue(rename, { journalId: j, title: 'Garage', before: 'Kitchen' });

    await engine.syncNow();

    // The first batch: the entry went, the title was refused (409) and the rest was not run.
    expect(server.batches).toEqual([4, 3]);
    expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(server.held.get(j)).toMatchObject({ title: 'Garage', entries: ['theirs', 'mine', 'after'], version: 6 });
    expect(await device()).toMatchObject({ title: 'Garage', version: 6 });
    expect(await outboxItems()).toEqual([]);
  });

  it('a mixed batch whose answer is lost is sent again with the same bodies and keys: nothing happens twice', async () => {
    const { server, engine } = await batchingSetup();
    await enqueue(writeEntry, { journalId: j, text: 'one' });
    await enqueue(rename, { journalId: j, title: 'Kitchen', before: 'Site log' });
    await enqueue(writeEntry, { journalId: j, text: 'two' });
    server.batchFailures.push('dropResponse');

    await engine.syncNow();
    expect((await outboxItems()).map((item) => item.status)).toEqual(['pending', 'pending', 'pending']);

    await engine.syncNow();
    expect(server.batches).toEqual([3, 3]);
    const [first, second] = [writes(server).slice(0, 3), writes(server).slice(3)];
    expect(second).toEqual(first);
    expect(server.held.get(j)).toMatchObject({ title: 'Kitchen', entries: ['one', 'two'], version: 4 });
    expect(await outboxItems()).toEqual([]);
  });

  it('without a batch call, the same edits go one request each, each built on the answer before it', async () => {
    const { server, engine } = await setup();
    await enqueue(writeEntry, { journalId: j, text: 'one' });
    await enqueue(rename, { journalId: j, title: 'Kitchen', before: 'Site log' });

    await engine.syncNow();

    expect(writes(server).map((r) => r.body)).toEqual([{ text: 'one' }, { version: 2, title: 'Kitchen' }]);
    expect(server.held.get(j)).toMatchObject({ title: 'Kitchen', version: 3 });
  });
});
