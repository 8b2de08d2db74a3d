/** POST /api/sync/batch: queued changes sent together, each made once, in order, as the caller. */
import type { CreatedNote, DispatchTicket, SyncBatchResponse, SyncMutation } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../src/plugins/index.ts';
import { asBatchCall } from '../src/sync/batch-context.ts';
import { contractorTestApp } from './contractor-helpers.ts';
import { bearer } from './helper.ts';

const suite = contractorTestApp();
const { tokens } = suite;

const WORK_ORDER = 'WO-104275';

const ticket = async (): Promise<DispatchTicket> =>
  (
    await suite.t.app.inject({
      method: 'GET',
      url: `/api/contractor/dispatch/${WORK_ORDER}`,
      headers: bearer(tokens.contractor),
    })
  ).json();

const batch = (mutations: SyncMutation[], token = tokens.contractor) =>
  suite.t.app.inject({ method: 'POST', url: '/api/sync/batch', payload: { mutations }, headers: bearer(token) });

const noteMutation = (dispatchId: string, note: string, key: string): SyncMutation => ({
  method: 'POST',
  path: '/api/contractor/dispatch/createNote',
  idempotencyKey: key,
  body: { dispatchId, note },
});

const saveMutation = (ticketBody: DispatchTicket, key: string): SyncMutation => ({
  method: 'POST',
  path: `/api/contractor/dispatch/${ticketBody.dispatchId}`,
  idempotencyKey: key,
  body: ticketBody,
});

/** A part added on the device: no server id yet, its clientPartId. */
const devicePart = (clientPartId: string, pricePerUnit = 0.01): DispatchTicket['dispatchParts'][number] =>
  ({
    clientPartId,
    partDetails: {
      isProvidedByContractor: true,
      pricePerUnit,
      taxPerUnit: 0,
      units: 1,
      costPerHour: 0,
      hoursWorked: 0,
      closingItem: { closingItemId: 'ci-1-2-1', name: 'Washer drain pump' },
    },
  }) as DispatchTicket['dispatchParts'][number];

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
    const response = await batch(
      [noteMutation(before.dispatchId, 'not mine', `other-${Date.now()}`)],
      tokens.homeowner,
    );
    const [result] = (response.json() as SyncBatchResponse).results;
    expect(result!.outcome).toBe('refused');
    expect(result!.status).toBe(403);
    expect((await ticket()).notes.map((note) => note.note)).not.toContain('not mine');
  });

  it('is for signed-in callers, bounded, and holds no batch inside a batch', async () => {
    const signedOut = await suite.t.app.inject({
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

  it('holds no batch inside a batch however its path is spelled, so its cap bounds the calls it makes', async () => {
    const before = await ticket();
    const stamp = Date.now();
    const inner = {
      mutations: Array.from({ length: 3 }, (_, i) =>
        noteMutation(before.dispatchId, `nested ${stamp}`, `in-${stamp}-${i}`),
      ),
    };
    for (const path of [
      '/api/sync/%62atch',
      '/api/sync/./batch',
      '/api/x/../sync/batch',
      '/api/sync/batch#x',
      '/api/sync/batch?x=1',
      '/api/sync/%2E/batch',
    ]) {
      const nested = await batch([
        noteMutation(before.dispatchId, `outer ${stamp}`, `outer-${stamp}-${path}`),
        { method: 'POST', path, idempotencyKey: `nested-${stamp}-${path}`, body: inner },
      ]);
      expect(nested.statusCode, path).toBe(400);
      expect(nested.json().errors, path).toEqual([
        { code: 'validation', field: 'mutations[1].path', message: 'A batch cannot contain another batch.' },
      ]);
    }
    expect((await ticket()).notes.map((note) => note.note).filter((note) => note.includes(String(stamp)))).toEqual([]);
  });

  it('refuses a call of a batch that reaches the batch route, whatever was checked before', async () => {
    const caller = { userId: 'u-contractor-0001', userType: 'contractor', roles: [] } as unknown as CurrentUser;
    const nested = await asBatchCall({ caller, sharedTransaction: false }, () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/sync/%62atch',
        payload: { mutations: [noteMutation('DSP-1', 'x', 'k')] },
        headers: bearer(tokens.contractor),
      }),
    );
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual([
      { code: 'validation', field: 'path', message: 'A batch cannot contain another batch.' },
    ]);
  });

  it('runs ticket saves built on the versions the changes before them make, new parts found by clientPartId', async () => {
    const before = await ticket();
    const stamp = Date.now();
    const [first, second] = [`part-${stamp}-1`, `part-${stamp}-2`];
    const v = before.version;
    // As a device builds them before any answer: each save at the version the changes before it produce.
    const withFirst = { ...before, version: v + 1, dispatchParts: [...before.dispatchParts, devicePart(first)] };
    const taxed = { ...withFirst, version: v + 2, tax: 3.21 };
    const withSecond = {
      ...taxed,
      version: v + 4,
      dispatchParts: [...taxed.dispatchParts, devicePart(second, 0.02)],
    };
    const mutations = [
      noteMutation(before.dispatchId, `before the parts ${stamp}`, `saves-${stamp}-1`),
      saveMutation(withFirst, `saves-${stamp}-2`),
      saveMutation(taxed, `saves-${stamp}-3`),
      noteMutation(before.dispatchId, `between the parts ${stamp}`, `saves-${stamp}-4`),
      saveMutation(withSecond, `saves-${stamp}-5`),
    ];
    const response = await batch(mutations);
    const { results } = response.json() as SyncBatchResponse;
    expect(results.map((result) => result.outcome)).toEqual(mutations.map(() => 'applied'));
    expect((results[4]!.body as DispatchTicket).version).toBe(v + 5);

    const after = await ticket();
    expect(after.version).toBe(v + 5);
    expect(after.tax).toBe(3.21);
    expect(after.dispatchParts).toHaveLength(before.dispatchParts.length + 2);
    expect(after.dispatchParts.filter((part) => part.clientPartId === first)).toHaveLength(1);
    expect(after.dispatchParts.filter((part) => part.clientPartId === second)).toHaveLength(1);

    // Sent again after a lost answer: every change is replayed, nothing is added twice.
    const again = (await batch(mutations)).json() as SyncBatchResponse;
    expect(again.results.map((result) => result.outcome)).toEqual(mutations.map(() => 'replayed'));
    expect(await ticket()).toEqual(after);
  });

  it('a save repeated with a new part that has no server id yet keeps one part', async () => {
    const before = await ticket();
    const clientPartId = `repeat-${Date.now()}`;
    const body = { ...before, dispatchParts: [...before.dispatchParts, devicePart(clientPartId)] };
    const first = await suite.t.app.inject({
      method: 'POST',
      url: `/api/contractor/dispatch/${before.dispatchId}`,
      payload: body,
      headers: bearer(tokens.contractor),
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json() as DispatchTicket;
    const stored = saved.dispatchParts.find((part) => part.clientPartId === clientPartId);
    expect(stored?.dispatchPartId).toEqual(expect.any(String));

    // The same list again (the device has not seen the answer), one version up, with another change.
    const second = await suite.t.app.inject({
      method: 'POST',
      url: `/api/contractor/dispatch/${before.dispatchId}`,
      payload: { ...body, version: saved.version, shipping: 4.56 },
      headers: bearer(tokens.contractor),
    });
    expect(second.statusCode).toBe(200);
    const after = second.json() as DispatchTicket;
    expect(after.dispatchParts.filter((part) => part.clientPartId === clientPartId)).toEqual([stored]);
    expect(after.dispatchParts).toHaveLength(before.dispatchParts.length + 1);

    const twice = await suite.t.app.inject({
      method: 'POST',
      url: `/api/contractor/dispatch/${before.dispatchId}`,
      payload: { ...after, dispatchParts: [...after.dispatchParts, devicePart('twice'), devicePart('twice')] },
      headers: bearer(tokens.contractor),
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      errors: [
        {
          field: `dispatchParts.${after.dispatchParts.length + 1}.clientPartId`,
          message: 'This part is listed twice.',
        },
      ],
    });
  });

  it('a refused save leaves the changes before it made and those after it not run', async () => {
    const before = await ticket();
    const stamp = Date.now();
    const clientPartId = `kept-${stamp}`;
    const withPart = { ...before, dispatchParts: [...before.dispatchParts, devicePart(clientPartId)] };
    const unknownItem = {
      ...withPart,
      version: before.version + 2,
      dispatchParts: [
        ...withPart.dispatchParts,
        {
          ...devicePart(`refused-${stamp}`),
          partDetails: { ...devicePart('x').partDetails, closingItem: { closingItemId: 'ci-none' } },
        },
      ],
    } as DispatchTicket;
    const response = await batch([
      saveMutation(withPart, `refusal-${stamp}-1`),
      noteMutation(before.dispatchId, `kept ${stamp}`, `refusal-${stamp}-2`),
      saveMutation(unknownItem, `refusal-${stamp}-3`),
      noteMutation(before.dispatchId, `not run ${stamp}`, `refusal-${stamp}-4`),
    ]);
    const { results } = response.json() as SyncBatchResponse;
    expect(results.map((result) => result.outcome)).toEqual(['applied', 'applied', 'refused', 'notRun']);
    expect(results[2]!.status).toBe(400);
    const after = await ticket();
    expect(after.version).toBe(before.version + 2);
    expect(after.dispatchParts.filter((part) => part.clientPartId === clientPartId)).toHaveLength(1);
    expect(after.dispatchParts.some((part) => part.clientPartId === `refused-${stamp}`)).toBe(false);
    expect(after.notes.map((note) => note.note)).toContain(`kept ${stamp}`);
    expect(after.notes.map((note) => note.note)).not.toContain(`not run ${stamp}`);

    // The refused one sent again, corrected, under a new key: it is made; the next one too.
    const retried = await batch([
      saveMutation({ ...withPart, version: before.version + 2, shipping: 7.89 }, `refusal-${stamp}-5`),
      noteMutation(before.dispatchId, `not run ${stamp}`, `refusal-${stamp}-4`),
    ]);
    expect((retried.json() as SyncBatchResponse).results.map((result) => result.outcome)).toEqual([
      'applied',
      'applied',
    ]);
  });

  it('runs a change whose call does not share the batch transaction on its own, in order', async () => {
    const before = await ticket();
    const stamp = Date.now();
    const response = await batch([
      noteMutation(before.dispatchId, `first ${stamp}`, `alone-${stamp}-1`),
      {
        method: 'POST',
        path: '/api/contractor/agreement',
        idempotencyKey: `alone-${stamp}-2`,
        body: { isAgreed: true },
      },
      noteMutation(before.dispatchId, `third ${stamp}`, `alone-${stamp}-3`),
    ]);
    const { results } = response.json() as SyncBatchResponse;
    expect(results.map((result) => result.outcome)).toEqual(['applied', 'applied', 'applied']);
    const notes = (await ticket()).notes.map((note) => note.note);
    expect(notes.indexOf(`third ${stamp}`)).toBeLessThan(notes.indexOf(`first ${stamp}`));
  });

  it('a run of notes is answered as each call on its own would be, and a refused note stops it where it is', async () => {
    const before = await ticket();
    const stamp = Date.now();
    const together = await batch(
      [0, 1, 2].map((i) => noteMutation(before.dispatchId, `  together ${stamp} #${i}  `, `many-${stamp}-${i}`)),
    );
    const answers = (together.json() as SyncBatchResponse).results.map((result) => result.body as CreatedNote);
    expect(answers.map((answer) => [answer.note, answer.ticketVersion])).toEqual([
      [`together ${stamp} #0`, before.version + 1],
      [`together ${stamp} #1`, before.version + 2],
      [`together ${stamp} #2`, before.version + 3],
    ]);
    // Each one alone, under its key, is a replay of the same answer.
    const alone = await suite.t.app.inject({
      method: 'POST',
      url: '/api/contractor/dispatch/createNote',
      payload: { dispatchId: before.dispatchId, note: `  together ${stamp} #1  ` },
      headers: { ...bearer(tokens.contractor), 'idempotency-key': `many-${stamp}-1` },
    });
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect(alone.json()).toEqual(answers[1]);

    const refused = await batch([
      noteMutation(before.dispatchId, `kept ${stamp}`, `many-${stamp}-3`),
      noteMutation(before.dispatchId, '   ', `many-${stamp}-4`),
      noteMutation(before.dispatchId, `not run ${stamp}`, `many-${stamp}-5`),
    ]);
    const results = (refused.json() as SyncBatchResponse).results;
    expect(results.map((result) => [result.outcome, result.status])).toEqual([
      ['applied', 200],
      ['refused', 400],
      ['notRun', 0],
    ]);
    const after = await ticket();
    expect(after.version).toBe(before.version + 4);
    expect(after.notes.map((note) => note.note)).toContain(`kept ${stamp}`);
    expect(after.notes.map((note) => note.note)).not.toContain(`not run ${stamp}`);
  });
});
