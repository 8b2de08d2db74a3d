/** Idempotency-Key on the contractor's changes (docs/decisions/003). */
import type { DispatchTicket } from '@hw/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalJson,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_RETENTION_MS,
  sha256Hex,
} from '../src/plugins/idempotency.ts';
import { accessTokenFor, bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let token: string;
const CONTRACTOR_ID = 'u-contractor-0001';
beforeAll(async () => {
  t = await buildTestApp();
  token = await accessTokenFor(t, 'contractor@example.com');
});
afterAll(async () => t.close());

const ticket = async (workOrderId: string): Promise<DispatchTicket> =>
  (
    await t.app.inject({ method: 'GET', url: `/api/contractor/dispatch/${workOrderId}`, headers: bearer(token) })
  ).json();

const note = (dispatchId: string, text: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contractor/dispatch/createNote',
    payload: { dispatchId, note: text },
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });

const save = (body: DispatchTicket, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/contractor/dispatch/${body.dispatchId}`,
    payload: body,
    headers: { ...bearer(token), 'idempotency-key': key },
  });

/** The fingerprint the plugin computes for a createNote request. */
const noteFingerprint = (dispatchId: string, text: string) =>
  sha256Hex(canonicalJson({ params: {}, query: {}, body: { dispatchId, note: text } }));

async function keyRows(key: string) {
  const { db, t: tables } = t.database;
  const k = tables.idempotencyKeys;
  return db
    .select()
    .from(k)
    .where(and(eq(k.userId, CONTRACTOR_ID), eq(k.key, key)));
}

describe('Idempotency-Key', () => {
  it('purges keys older than the retention now and then', async () => {
    const old = new Date(Date.now() - IDEMPOTENCY_RETENTION_MS - 60_000);
    await t.database.transaction(async (tx) => {
      await tx.insert(t.database.t.idempotencyKeys).values({
        userId: CONTRACTOR_ID,
        key: 'ancient',
        route: 'POST /api/contractor/dispatch/createNote',
        fingerprint: 'x',
        state: 'done',
        lockToken: 'x',
        lockedAt: old,
        responseStatus: 200,
        responseBody: '{}',
        createdAt: old,
      });
    });
    expect(await keyRows('ancient')).toHaveLength(1);
    expect((await note('DSP-500101', 'purge trigger', 'purge-trigger')).statusCode).toBe(200);
    expect(await keyRows('ancient')).toHaveLength(0);
  });

  it('answers a repeat with the stored response, and the effect happens once', async () => {
    const before = await ticket('WO-104275');
    const first = await save({ ...before, shipping: 7.5 }, 'save-once');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await save({ ...before, shipping: 7.5 }, 'save-once');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const after = await ticket('WO-104275');
    expect(after.version).toBe(before.version + 1);
    expect(after.shipping).toBe(7.5);

    const n1 = await note(before.dispatchId, 'Only once', 'note-once');
    const n2 = await note(before.dispatchId, 'Only once', 'note-once');
    expect(n2.body).toBe(n1.body);
    expect((await ticket('WO-104275')).notes.filter((n) => n.note === 'Only once')).toHaveLength(1);
    const [row] = await keyRows('note-once');
    expect(row).toMatchObject({ state: 'done', responseStatus: 200, responseBody: n1.body });
  });

  it('refuses another payload under a used key with 422', async () => {
    const res = await note('DSP-500101', 'Something else', 'note-once');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('Idempotency-Key');
    expect((await ticket('WO-104275')).notes.filter((n) => n.note === 'Something else')).toHaveLength(0);
  });

  it('keeps keys per user: another user’s key does not collide', async () => {
    const other = await accessTokenFor(t, 'contractor2@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contractor/agreement',
      payload: { isAgreed: true },
      headers: { ...bearer(other), 'idempotency-key': 'note-once' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 409 without a version while the first request is still running', async () => {
    const now = new Date();
    await t.database.transaction(async (tx) => {
      await tx.insert(t.database.t.idempotencyKeys).values({
        userId: CONTRACTOR_ID,
        key: 'running',
        route: 'POST /api/contractor/dispatch/createNote',
        fingerprint: noteFingerprint('DSP-500101', 'While running'),
        state: 'inProgress',
        lockToken: 'other-process',
        lockedAt: now,
        createdAt: now,
      });
    });
    const res = await note('DSP-500101', 'While running', 'running');
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.currentVersion).toBeUndefined();
    expect(body.errors.some((e: { field?: string }) => e.field === 'version')).toBe(false);
    expect(body.errors[0].message).toMatch(/still being processed/);
  });

  it('takes over a claim left behind by a process that died', async () => {
    const dispatch = await ticket('WO-104275');
    const stale = new Date(Date.now() - IDEMPOTENCY_LEASE_MS - 1000);
    const fingerprint = noteFingerprint(dispatch.dispatchId, 'After a crash');
    await t.database.transaction(async (tx) => {
      await tx.insert(t.database.t.idempotencyKeys).values({
        userId: CONTRACTOR_ID,
        key: 'crashed',
        route: 'POST /api/contractor/dispatch/createNote',
        fingerprint,
        state: 'inProgress',
        lockToken: 'dead-process',
        lockedAt: stale,
        createdAt: stale,
      });
    });
    const res = await note(dispatch.dispatchId, 'After a crash', 'crashed');
    expect(res.statusCode).toBe(200);
    expect((await keyRows('crashed'))[0]).toMatchObject({ state: 'done', responseStatus: 200 });
  });

  it('two identical requests at once: one effect, the other replays or is told to wait', async () => {
    const before = await ticket('WO-104275');
    const results = await Promise.all([
      note(before.dispatchId, 'Raced', 'race'),
      note(before.dispatchId, 'Raced', 'race'),
      note(before.dispatchId, 'Raced', 'race'),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const bodies = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.body));
    expect(bodies.size).toBe(1);
    const after = await ticket('WO-104275');
    expect(after.notes.filter((n) => n.note === 'Raced')).toHaveLength(1);
    expect(after.version).toBe(before.version + 1);
  });

  it('stores no refusal: the key is released and the request is judged afresh', async () => {
    const before = await ticket('WO-104275');
    const stale = { ...before, version: before.version - 1, shipping: 1 };
    const refused = await save(stale, 'refused');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().currentVersion).toBe(before.version);
    expect(await keyRows('refused')).toEqual([]);
    expect((await save(stale, 'refused')).statusCode).toBe(409);
    expect(await ticket('WO-104275')).toEqual(before);

    const foreign = await note('DSP-600101', 'Not mine', 'foreign');
    expect(foreign.statusCode).toBe(404);
    expect(await keyRows('foreign')).toEqual([]);
  });

  it('refuses a key longer than 200 characters', async () => {
    const res = await note('DSP-500101', 'Long key', 'k'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('Idempotency-Key');
  });
});
