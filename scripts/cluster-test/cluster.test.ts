/**
 * Two API processes on one PostgreSQL database behind a round-robin proxy (scripts/cluster), started
 * together on an empty database with no shared secret: what one process does, the other honours. Tokens,
 * refresh-token reuse, the sign-in limit, Idempotency-Key replays, and the outbox property through the
 * proxy while either process restarts, and files in object storage (a local S3 server).
 */
import { demoCoolingClaim } from '@hw/shared/testing/demo-claim';
import 'fake-indexeddb/auto';
import '../../web/src/app/offline-registrations.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/src/config.ts';
import { s3Storage } from '../../api/src/storage/index.ts';
import { TINY_PNG } from '../../api/test/helper.ts';
import { type LocalS3, startLocalS3 } from '../../api/test/s3-server.ts';
import { type Cluster, startCluster } from '../cluster/cluster.ts';
import {
  checkOutboxProperty,
  type Failure,
  failingTransport,
  pickTicket,
  type Send,
} from '../sync-test/outbox-property.ts';

const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = `hw_cluster_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const dataDir = mkdtempSync(join(tmpdir(), 'hw-cluster-files-'));
let cluster: Cluster;
let s3: LocalS3;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database "${databaseName}"`);
  s3 = await startLocalS3();
  cluster = await startCluster({ databaseUrl, dataDir, processes: 2, env: s3.env });
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await s3?.close();
  await admin(`drop database if exists "${databaseName}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) };
}

const signIn = (base: string, username: string, password = 'demo-password') =>
  call(base, 'POST', '/api/authenticate', { grant_type: 'password', username, password, fingerprint: 'cluster' });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('two API processes on one database', () => {
  it('honour each other’s access tokens with no secret shared by hand', async () => {
    const [one = '', two = ''] = cluster.processUrls;
    const fromOne = (await signIn(one, 'homeowner@example.com')).json().access_token as string;
    const fromTwo = (await signIn(two, 'homeowner@example.com')).json().access_token as string;
    expect((await call(two, 'GET', '/api/account/user', undefined, bearer(fromOne))).status).toBe(200);
    expect((await call(one, 'GET', '/api/account/user', undefined, bearer(fromTwo))).status).toBe(200);
  });

  it('catch a refresh token reused on the other process and end its session', async () => {
    const [one = '', two = ''] = cluster.processUrls;
    const first = (await signIn(one, 'agent@example.com')).json();
    const refresh = (base: string, token: string) =>
      call(base, 'POST', '/api/authenticate', {
        grant_type: 'refresh_token',
        refresh_token: token,
        fingerprint: 'cluster',
      });
    const rotated = await refresh(one, first.refresh_token);
    expect(rotated.status).toBe(200);
    expect((await refresh(two, first.refresh_token)).status).toBe(401);
    // The reuse revoked the whole family, the newest token included, on both processes.
    expect((await refresh(one, rotated.json().refresh_token)).status).toBe(401);
  });

  it('count failed sign-ins of both processes toward one limit', async () => {
    const [one = '', two = ''] = cluster.processUrls;
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await signIn(attempt % 2 ? two : one, 'staff@example.com', 'wrong-password');
      expect(res.status).toBe(401);
    }
    expect((await signIn(one, 'staff@example.com', 'wrong-password')).status).toBe(429);
    expect((await signIn(two, 'staff@example.com')).status).toBe(429);
  });

  it('answer an Idempotency-Key replayed on the other process with the first answer, writing once', async () => {
    const [one = '', two = ''] = cluster.processUrls;
    const token = (await signIn(one, 'contractor@example.com')).json().access_token as string;
    const transport = failingTransport(sendTo(one), token, []);
    const { ids } = await pickTicket(transport);
    const before = await call(one, 'GET', `/api/contractor/dispatch/${ids.workOrderId}`, undefined, bearer(token));
    const note = { dispatchId: ids.dispatchId, note: 'Replayed on the other process.' };
    const headers = { ...bearer(token), 'idempotency-key': `cluster-${Date.now()}` };
    const first = await call(one, 'POST', '/api/contractor/dispatch/createNote', note, headers);
    const replay = await call(two, 'POST', '/api/contractor/dispatch/createNote', note, headers);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const after = await call(two, 'GET', `/api/contractor/dispatch/${ids.workOrderId}`, undefined, bearer(token));
    expect(after.json().notes.length).toBe(before.json().notes.length + 1);
  });

  it('serve a file uploaded through one process from the other, out of object storage', async () => {
    const [one = '', two = ''] = cluster.processUrls;
    const token = (await signIn(one, 'contractor@example.com')).json().access_token as string;
    const { ids } = await pickTicket(failingTransport(sendTo(one), token, []));
    const form = new FormData();
    form.append('dispatchId', ids.dispatchId);
    form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'meter.png');
    const uploaded = await fetch(`${one}/api/contractor/addFile`, {
      method: 'POST',
      body: form,
      headers: bearer(token),
    });
    expect(uploaded.status).toBe(200);
    const { fileId } = (await uploaded.json()) as { fileId: string };

    const download = await fetch(`${two}/api/contractor/file/${fileId}`, { headers: bearer(token) });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(TINY_PNG);
    const bucket = s3Storage(loadConfig(s3.env).s3!).client;
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listed.KeyCount).toBe(1);
  });

  it('carry a live change made at one process to a stream held by the other, and through the proxy', async () => {
    const [one = '', two = ''] = cluster.processUrls;
    const contractor = (await signIn(one, 'contractor@example.com')).json().access_token as string;
    const homeowner = (await signIn(two, 'homeowner@example.com')).json().access_token as string;
    const openStream = async (base: string) => {
      // The ticket comes from the first process; the stream may be held by either.
      const { ticket } = (await call(one, 'POST', '/api/live/ticket', undefined, bearer(contractor))).json();
      const abort = new AbortController();
      const response = await fetch(`${base}/api/live?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
      expect(response.status).toBe(200);
      let text = '';
      const reading = (async () => {
        const decoder = new TextDecoder();
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
        }
      })().catch(() => undefined);
      return { received: () => text, close: () => abort.abort(), reading };
    };
    const atTwo = await openStream(two);
    const viaProxy = await openStream(cluster.url);
    const filed = await call(
      one,
      'POST',
      '/api/account/serviceRequest',
      demoCoolingClaim({ since: new Date().toISOString().slice(0, 10) }),
      bearer(homeowner),
    );
    expect(filed.status, filed.text).toBe(200);
    const ticket = await call(
      one,
      'GET',
      `/api/contractor/dispatch/${filed.json().workOrderId}`,
      undefined,
      bearer(contractor),
    );
    const expected = `event: change\ndata: ${JSON.stringify({ kind: 'dispatch', id: ticket.json().dispatchId })}`;
    await expect.poll(() => atTwo.received(), { timeout: 5000 }).toContain(expected);
    await expect.poll(() => viaProxy.received(), { timeout: 5000 }).toContain(expected);
    atTwo.close();
    viaProxy.close();
    await Promise.all([atTwo.reading, viaProxy.reading]);
  });

  it('keep the outbox exactly-once through the proxy while either process restarts', async () => {
    const token = (await signIn(cluster.url, 'contractor@example.com')).json().access_token as string;
    const failures: Failure[] = [];
    const transport = failingTransport(sendTo(cluster.url), token, failures);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // Room under the pre-authorised limit for every part a run adds, so no edit is refused.
      const { ids } = await pickTicket(transport);
      await client.query(
        'update dispatch_tickets set pre_authorize_override_cents = 100000000 where dispatch_id = $1',
        [ids.dispatchId],
      );
    } finally {
      await client.end();
    }
    let restarts = 0;
    await checkOutboxProperty({
      transport,
      failures,
      servers: 2,
      restartServer: async (which) => {
        restarts += 1;
        await cluster.restart(which);
      },
      numRuns: 15,
    });
    expect(restarts).toBeGreaterThan(0);
    // Both processes answered requests of the property.
    for (const count of cluster.proxy.answeredBy.values()) expect(count).toBeGreaterThan(0);
  }, 300_000);
});

function sendTo(base: string): Send {
  return async (method, url, body, headers) => {
    const response = await call(base, method, url, body, headers);
    return { status: response.status, text: response.text };
  };
}
