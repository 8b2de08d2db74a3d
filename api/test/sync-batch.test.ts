/** POST /api/sync/batch: queued changes sent together, each made once, in order, as the caller. */
import type { DispatchTicket, SyncBatchResponse, SyncMutation } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let contractor: string;
let homeowner: string;
beforeAll(async () => {
  t = await buildTestApp();
  contractor = await accessTokenFor(t, 'contractor@example.com');
  homeowner = await accessTokenFor(t, 'homeowner@example.com');
});
afterAll(async () => t.close());

const WORK_ORDER = 'WO-104275';

const ticket = async (): Promise<DispatchTicket> =>
  (
    await t.app.inject({ method: 'GET', url: `/api/contractor/dispatch/${WORK_ORDER}`, headers: bearer(contractor) })
  ).json();

const batch = (mutations: SyncMutation[], token = contractor) =>
  t.app.inject({ method: 'POST', url: '/api/sync/batch', payload: { mutations }, headers: bearer(token) });

const noteMutation = (dispatchId: string, note: string, key: string): SyncMutation => ({
  method: 'POST',
  path: '/api/contractor/dispatch/createNote',
  idempotencyKey: key,
  body: { dispatchId, note },
});

describe('POST /api/sync/batch', () => {
  it('makes each change in order and answers each; sent again, nothing happens twice', async () => {
    const before = await ticket();
    const stamp = Date.now();
    const texts = Array.from({ length: 30 }, (_, i) => `batched note ${stamp} #${i}`);
    const mutations = texts.map((text, i) => noteMutation(before.dispatchId, text, `batch-${stamp}-${i}`));
    mutations.push({
      method: 'POST',
      path: `/api/contractor/dispatch/${before.dispatchId}`,
      idempotencyKey: `batch-${stamp}-save`,
      body: { ...before, version: before.version + texts.length, shipping: 12.25 },
    });

    const first = await batch(mutations);
    expect(first.statusCode).toBe(200);
    const results = (first.json() as SyncBatchResponse).results;
    expect(results).toHaveLength(mutations.length);
    expect(results.every((result) => result.outcome === 'applied' && result.status === 200)).toBe(true);

    const after = await ticket();
    const stored = after.notes.map((note) => note.note).filter((note) => texts.includes(note));
    // Newest first: the order they were sent in, reversed.
    expect(stored).toEqual([...texts].reverse());
    expect(after.shipping).toBe(12.25);

    const again = await batch(mutations);
    expect((again.json() as SyncBatchResponse).results.map((result) => result.outcome)).toEqual(
      mutations.map(() => 'replayed'),
    );
    const unchanged = await ticket();
    expect(unchanged.notes.filter((note) => texts.includes(note.note))).toHaveLength(texts.length);
    expect(unchanged.version).toBe(after.version);
  });

  it('stops at the first refused change: what follows is not run, what came before stays made', async () => {
    const before = await ticket();
    const stamp = Date.now();
    const response = await batch([
      noteMutation(before.dispatchId, `kept ${stamp}`, `stop-${stamp}-1`),
      {
        method: 'POST',
        path: `/api/contractor/dispatch/${before.dispatchId}`,
        idempotencyKey: `stop-${stamp}-2`,
        body: { ...before, version: 1 },
      },
      noteMutation(before.dispatchId, `not run ${stamp}`, `stop-${stamp}-3`),
    ]);
    const results = (response.json() as SyncBatchResponse).results;
    expect(results.map((result) => result.outcome)).toEqual(['applied', 'refused', 'notRun']);
    expect(results[1]!.status).toBe(409);
    expect(results[1]!.body).toMatchObject({ hasErrors: true, errors: [{ code: 'versionConflict' }] });
    const notes = (await ticket()).notes.map((note) => note.note);
    expect(notes).toContain(`kept ${stamp}`);
    expect(notes).not.toContain(`not run ${stamp}`);
  });

  it('makes each change as the caller: another user cannot write to the contractor’s ticket through it', async () => {
    const before = await ticket();
    const response = await batch([noteMutation(before.dispatchId, 'not mine', `other-${Date.now()}`)], homeowner);
    const [result] = (response.json() as SyncBatchResponse).results;
    expect(result!.outcome).toBe('refused');
    expect(result!.status).toBe(403);
    expect((await ticket()).notes.map((note) => note.note)).not.toContain('not mine');
  });

  it('is for signed-in callers, bounded, and holds no batch inside a batch', async () => {
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/sync/batch',
      payload: { mutations: [noteMutation('DSP-1', 'x', 'k')] },
    });
    expect(signedOut.statusCode).toBe(401);

    const tooMany = await batch(Array.from({ length: 101 }, (_, i) => noteMutation('DSP-1', 'x', `many-${i}`)));
    expect(tooMany.statusCode).toBe(400);
    const empty = await batch([]);
    expect(empty.statusCode).toBe(400);

    const nested = await batch([{ method: 'POST', path: '/api/sync/batch', idempotencyKey: 'nested', body: {} }]);
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ errors: [{ message: 'A batch cannot contain another batch.' }] });

    const outside = await batch([{ method: 'POST', path: '/account', idempotencyKey: 'outside', body: {} }]);
    expect(outside.statusCode).toBe(400);
  });
});
